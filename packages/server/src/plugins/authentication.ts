import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { BEARER_SECURITY } from '@estante/contract';
import { HttpError } from '../lib/http-errors.ts';
import { setIdentity, VISITOR, type TokenIdentity } from '../lib/requester.ts';
import {
  InvalidTokenError,
  type AccessIdentity,
  type AccessTokens,
} from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `private`: only a patron's token may call the route (spec §6 credential levels); no
     * token or the public client's token get 401. Set it with `privateRoute()`.
     */
    access?: 'private';
  }
}

/** The OpenAPI security requirement of a private route. */
export const PRIVATE_SECURITY = [{ [BEARER_SECURITY]: [] as string[] }];

/**
 * Route options of a private route: the `access` flag the authentication hook enforces and the
 * OpenAPI `security` entry that shows it in /api/docs/json (the private-route test walks it).
 */
export function privateRoute<S extends FastifySchema>(schema: S) {
  return {
    config: { access: 'private' as const },
    schema: { ...schema, security: PRIVATE_SECURITY },
  };
}

const invalidToken = () =>
  new HttpError(401, 'invalid_token', undefined, {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });

const loginRequired = () =>
  new HttpError(401, 'login_required', undefined, { headers: { 'www-authenticate': 'Bearer' } });

/** The bearer token of a request's `Authorization` header; null for none or another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) {
    // Other schemes (Basic client credentials at the token endpoint) are not identities.
    if (/^Bearer\b/i.test(header)) throw invalidToken();
    return null;
  }
  return match[1]!;
}

function toIdentity(identity: AccessIdentity): TokenIdentity {
  return identity.kind === 'public'
    ? { ...VISITOR, kind: 'public', clientId: identity.clientId }
    : {
        patronId: identity.personId,
        kind: 'patron',
        login: identity.login,
        loginId: identity.loginId,
        sessionId: identity.sessionId,
        clientId: identity.clientId,
      };
}

/** The identity of a token not verified before (its signature checked). */
async function verified(token: string, tokens: AccessTokens): Promise<TokenIdentity> {
  try {
    return toIdentity(await tokens.verify(token));
  } catch (error) {
    if (error instanceof InvalidTokenError) throw invalidToken();
    throw error;
  }
}

/**
 * Verifies the bearer token of every request of `scope` (a forged, expired, wrong-key or
 * `alg: none` token is 401 `invalid_token` whatever the route) and refuses private routes to
 * anyone but a signed-in patron (401 `login_required`). Runs on `onRequest`, before body
 * validation, so a caller without a token learns nothing about a private route's input.
 * Register before the routes.
 */
export function registerAuthentication(scope: FastifyInstance, tokens: AccessTokens): void {
  scope.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: unknown } | undefined)?.security;
    if (route.config?.access === 'private' && !security) {
      throw new Error(`${route.method} ${route.url} is private but has no OpenAPI security`);
    }
  });
  /** Sets the request's identity; the error to answer with when the route refuses it. */
  const admit = (request: FastifyRequest, identity: TokenIdentity): Error | undefined => {
    setIdentity(request, identity);
    return request.routeOptions.config.access === 'private' && identity.kind !== 'patron'
      ? loginRequired()
      : undefined;
  };
  // A callback hook: a token verified before (the usual case) is admitted without a promise or
  // a microtask; only a new token waits for its signature check.
  scope.addHook('onRequest', (request, _reply, done) => {
    let token: string | null;
    try {
      token = bearerToken(request);
    } catch (error) {
      return done(error as Error);
    }
    const known = token === null ? null : tokens.known(token);
    if (token === null || known) return done(admit(request, known ? toIdentity(known) : VISITOR));
    verified(token, tokens).then(
      (identity) => done(admit(request, identity)),
      (error: Error) => done(error),
    );
  });
}
