import type { Config } from '../../config.ts';
import type { OidcSettings } from './settings.ts';

/** External sign-in at start: the configured provider, or the demo's (DEMO_OIDC=on). */
export interface OidcAtStart {
  settings: OidcSettings | null;
  /** The demo provider's address when it runs in this process. */
  demoIssuer: string | null;
  close(): Promise<void>;
}

/**
 * DEMO_OIDC=on starts the demo OpenID provider in this process (DEMO_OIDC_PORT) and points
 * external sign-in at it; otherwise OIDC_* decide (null: external sign-in off).
 */
export async function prepareOidc(config: Pick<Config, 'oidc' | 'demoOidc' | 'publicUrl'>) {
  if (!config.demoOidc) {
    return { settings: config.oidc, demoIssuer: null, close: async () => {} } as OidcAtStart;
  }
  const { startDemoOidc } = await import('./demo.ts');
  const { provider, settings } = await startDemoOidc(config.publicUrl, config.demoOidc.port);
  return { settings, demoIssuer: provider.issuer, close: provider.close } as OidcAtStart;
}
