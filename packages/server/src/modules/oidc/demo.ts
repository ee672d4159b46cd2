import { OIDC_RESPONSE_PATH } from '@estante/contract';
import { DEMO_PASSWORD } from '../../demo/patrons.ts';
import {
  startLocalProvider,
  type LocalProvider,
  type LocalProviderAccount,
} from './local-provider.ts';
import type { OidcSettings } from './settings.ts';

/** The catalogue's client id at the demo provider. */
export const DEMO_OIDC_CLIENT_ID = 'estante-demo';

/**
 * Accounts of the demo provider (docs/demo.md): Ana Souza, whose provider account is the login
 * `ana.souza@demo.estante` (base `oidc`) of the person of 20260001, and a member of the
 * institution the library does not know, who gets "user not found".
 */
export const DEMO_PROVIDER_ACCOUNTS: Record<string, LocalProviderAccount> = {
  'ana.souza@demo.estante': {
    password: DEMO_PASSWORD,
    name: 'Ana Souza',
    email: 'ana.souza@demo.estante',
  },
  'visitante@demo.estante': {
    password: DEMO_PASSWORD,
    name: 'Visitante da Instituição',
    email: 'visitante@demo.estante',
  },
};

/**
 * DEMO_OIDC=on: starts the demo provider on `port` (0: any free one) and answers the OIDC
 * settings that point the catalogue at it, returning to `publicUrl` + /oauth-response.
 */
export async function startDemoOidc(
  publicUrl: string,
  port: number,
  accounts: Record<string, LocalProviderAccount> = DEMO_PROVIDER_ACCOUNTS,
): Promise<{ provider: LocalProvider; settings: OidcSettings }> {
  const redirectUri = new URL(OIDC_RESPONSE_PATH, publicUrl).href;
  const host = new URL(publicUrl).hostname === 'localhost' ? 'localhost' : '127.0.0.1';
  const provider = await startLocalProvider({
    port,
    host,
    clientId: DEMO_OIDC_CLIENT_ID,
    redirectUris: [redirectUri],
    accounts,
  });
  return {
    provider,
    settings: {
      issuer: new URL(provider.issuer),
      clientId: DEMO_OIDC_CLIENT_ID,
      clientSecret: null,
      redirectUri,
      scope: 'openid email profile',
      loginBase: 'oidc',
      // oidc-provider's RP-initiated logout page: signing out of the catalogue ends the
      // provider's session too (spec §4, link_logout_OIDC).
      logoutUrl: new URL('session/end', `${provider.issuer.replace(/\/$/, '')}/`).href,
      requestSeconds: 600,
    },
  };
}
