import { OIDC_RESPONSE_PATH } from '@estante/contract';

/** External sign-in with an OpenID provider (docs/configuration.md "External sign-in"). */
export interface OidcSettings {
  /** The provider's issuer (OIDC_ISSUER); its discovery document is read from it. */
  issuer: URL;
  /** Our client at the provider (OIDC_CLIENT_ID). */
  clientId: string;
  /** OIDC_CLIENT_SECRET; without one we are a public client (PKCE only, no client auth). */
  clientSecret: string | null;
  /** Where the provider sends the browser back: PUBLIC_URL + /oauth-response by default. */
  redirectUri: string;
  /** Scopes asked for (OIDC_SCOPE, `openid` at least). */
  scope: string;
  /** The base of the logins that the provider's subjects (`sub`) are (OIDC_LOGIN_BASE). */
  loginBase: string;
  /** The provider's logout address, shown as link_logout_OIDC (OIDC_LOGOUT_URL). */
  logoutUrl: string | null;
  /** Minutes an authorisation request may take before it is refused (OIDC_REQUEST_MINUTES). */
  requestSeconds: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http is accepted only for a provider on this machine (the demo provider, tests):
 * elsewhere the authorisation code and tokens would cross the network in clear.
 */
export const isLoopback = (url: URL) => LOOPBACK.has(url.hostname);

function absoluteUrl(name: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${text}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw new Error(`${name} must be an https URL (http only on localhost), got "${text}"`);
  }
  return url;
}

/**
 * OIDC_* variables; null when OIDC_ISSUER is unset (external sign-in off). Read the same way
 * by the demo, which fills them with its local provider when DEMO_OIDC is on.
 */
export function oidcSettings(env: NodeJS.ProcessEnv, publicUrl: string): OidcSettings | null {
  if (!env.OIDC_ISSUER) return null;
  const issuer = absoluteUrl('OIDC_ISSUER', env.OIDC_ISSUER);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  const scope = env.OIDC_SCOPE?.trim() || 'openid';
  if (!scope.split(/\s+/).includes('openid')) {
    throw new Error(`OIDC_SCOPE must include openid, got "${scope}"`);
  }
  const minutes = Number(env.OIDC_REQUEST_MINUTES ?? 10);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
    throw new Error(`OIDC_REQUEST_MINUTES must be a whole number 1–60, got "${minutes}"`);
  }
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    redirectUri: env.OIDC_REDIRECT_URI
      ? absoluteUrl('OIDC_REDIRECT_URI', env.OIDC_REDIRECT_URI).href
      : new URL(OIDC_RESPONSE_PATH, publicUrl).href,
    scope,
    loginBase: env.OIDC_LOGIN_BASE?.trim() || 'oidc',
    logoutUrl: env.OIDC_LOGOUT_URL
      ? absoluteUrl('OIDC_LOGOUT_URL', env.OIDC_LOGOUT_URL).href
      : null,
    requestSeconds: minutes * 60,
  };
}
