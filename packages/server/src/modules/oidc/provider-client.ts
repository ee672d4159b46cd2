import * as client from 'openid-client';
import { isLoopback, type OidcSettings } from './settings.ts';

/** Seconds we wait for the provider (discovery, token call) before calling it down. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The provider could not be reached, or answered something that is not OpenID. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('OpenID provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the sign-in (the authorisation response carried `error`). */
export class ProviderRefusedError extends Error {
  constructor(readonly error: string) {
    super(`OpenID provider refused: ${error}`);
    this.name = 'ProviderRefusedError';
  }
}

/** The provider's answer did not validate (code, ID token signature, nonce, issuer…). */
export class ProviderAnswerInvalidError extends Error {
  constructor(cause: unknown) {
    super('OpenID provider answer invalid', { cause });
    this.name = 'ProviderAnswerInvalidError';
  }
}

/** What the browser is sent to the provider with, kept until the answer comes back. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A network failure or timeout rather than a bad answer. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // fetch() fails with a TypeError whose cause is the socket error (ECONNREFUSED…).
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

/**
 * The OpenID provider as openid-client sees it: discovery on first use (and again after a
 * failure, so a provider that was down is found once it is back), authorisation links with
 * PKCE (S256), state and nonce, and the authorisation-code grant that checks all three.
 */
export function providerClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | null = null;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http only to a provider on this machine (settings.ts refuses it elsewhere).
          execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw new ProviderUnavailableError(error);
      });
    return configuration;
  }

  return {
    /**
     * A new authorisation request: fresh state, nonce and PKCE verifier, and the provider's
     * address to send the browser to.
     * @throws ProviderUnavailableError when discovery fails.
     */
    async authorizationLink(loginHint: string): Promise<{ link: string } & AuthorizationChecks> {
      const config = await discover();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const link = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        login_hint: loginHint,
      });
      return { link: link.href, ...checks };
    },

    /**
     * Exchanges the code of an authorisation response for tokens and answers the ID token's
     * subject. openid-client checks the state, the issuer (RFC 9207 `iss`), the PKCE verifier
     * at the provider, the ID token's signature, audience, expiry and nonce.
     * @throws ProviderRefusedError, ProviderAnswerInvalidError, ProviderUnavailableError.
     */
    async subjectOf(response: URLSearchParams, checks: AuthorizationChecks): Promise<string> {
      const config = await discover();
      const callback = new URL(settings.redirectUri);
      callback.search = response.toString();
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const subject = tokens.claims()?.sub;
        if (!subject) throw new Error('ID token without a subject');
        return subject;
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError) {
          throw new ProviderRefusedError(error.error);
        }
        if (isUnreachable(error)) throw new ProviderUnavailableError(error);
        throw new ProviderAnswerInvalidError(error);
      }
    },
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;
