import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CATEGORY_CODE_INSTITUTION,
  WEB_CLIENT_ID,
  type TokenRequest,
  type TokenResponse,
} from '@estante/contract';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import type { RequestCounters } from '../../limits/request-counters.ts';
import type { CaptchaService } from './captcha.ts';
import type { PasswordHasher } from './passwords.ts';
import type { AuthRepository } from './repository.ts';
import type { AuthSettings } from './settings.ts';
import type { AccessTokens } from './tokens.ts';

/** How often a process deletes ended sign-ins (each is also refused on its own). */
const SWEEP_EVERY_MS = 3_600_000;

/** Tokens of a grant: the RFC 6749 answer and, for patrons, the refresh token's life. */
export interface IssuedTokens {
  response: TokenResponse;
  refresh: { token: string; expiresAt: Date; rememberMe: boolean } | null;
}

/** Where a token request comes from and what it carries besides its form. */
export interface GrantContext {
  address: string;
  /** The refresh token of the refresh cookie, when the request carried one. */
  cookieToken: string | null;
  /** Client credentials of an `Authorization: Basic` header (RFC 6749 §2.3.1). */
  basic: { clientId: string; secret: string } | null;
  /** The language the patron reads in: kept on the person for the emails sent later. */
  lang?: Lang;
}

/** The SHA-256 (hex) under which refresh tokens and client secrets are stored. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type';

const tokenError = (
  status: number,
  key: ConstructorParameters<typeof HttpError>[1],
  error: TokenErrorCode,
  options: {
    field?: string;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
) =>
  new HttpError(status, key, options.field, {
    body: { error, ...options.body },
    headers: options.headers,
  });

/** The one answer to an unknown user and a wrong password: nothing tells them apart. */
const invalidCredentials = () => tokenError(401, 'invalid_credentials', 'invalid_grant');
const invalidGrant = () => tokenError(401, 'invalid_grant', 'invalid_grant');
const invalidClient = () => tokenError(401, 'invalid_client', 'invalid_client');
const unauthorizedClient = () => tokenError(401, 'invalid_client', 'unauthorized_client');
/** 430 ACESSO_BLOQUEADO with `bloqueio: true` (spec §8 Login). */
export const accountBlocked = () =>
  tokenError(430, 'ACESSO_BLOQUEADO', 'invalid_grant', { body: { bloqueio: true } });

/**
 * The OAuth 2 token endpoint's rules (RFC 6749 as hardened in docs/security.md): client
 * credentials for the public client, the password grant for first-party clients only, refresh
 * tokens rotated on every use with reuse detection, throttling and lockout of sign-ins.
 */
export function authService(deps: {
  repository: AuthRepository;
  tokens: AccessTokens;
  hasher: PasswordHasher;
  counters: RequestCounters;
  settings: AuthSettings;
  captcha: CaptchaService;
  log: FastifyBaseLogger;
}) {
  const { repository, tokens, hasher, counters, settings, captcha, log } = deps;
  let lastSweep = Date.now();

  function sweepNow(): void {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    repository.sweep().catch((error: unknown) => log.warn({ err: error }, 'session sweep failed'));
  }

  /**
   * The client of a request, checked: it exists, its secret matches when it has one, and it may
   * use `grant`. The password grant is for first-party clients only.
   */
  async function authenticateClient(
    body: { client_id?: string; client_secret?: string },
    context: GrantContext,
    grant: string,
  ) {
    const id = context.basic?.clientId ?? body.client_id;
    const secret = context.basic?.secret ?? body.client_secret;
    if (!id) throw invalidClient();
    const client = await repository.client(id);
    if (!client) throw invalidClient();
    if (client.secret_hash !== null) {
      const given = Buffer.from(sha256(secret ?? ''), 'hex');
      const stored = Buffer.from(client.secret_hash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw invalidClient();
    }
    if (!client.grant_types.includes(grant)) throw unauthorizedClient();
    if (grant === 'password' && !client.first_party) throw unauthorizedClient();
    return client;
  }

  /** New refresh token in `familyId` and an access token for its login. */
  async function issue(
    familyId: string,
    who: { personId: number; loginId: number; login: string },
    clientId: string,
    rememberMe: boolean,
  ): Promise<IssuedTokens> {
    const refresh = randomBytes(32).toString('base64url');
    const idle = rememberMe ? settings.rememberMe.idleSeconds : settings.session.idleSeconds;
    const expiresAt = await repository.addRefreshToken(sha256(refresh), familyId, idle);
    const access = await tokens.sign({
      kind: 'patron',
      personId: who.personId,
      loginId: who.loginId,
      login: who.login,
      sessionId: familyId,
      clientId,
    });
    return {
      response: {
        access_token: access,
        token_type: 'Bearer',
        expires_in: settings.accessTokenSeconds,
        refresh_token: refresh,
      },
      refresh: { token: refresh, expiresAt, rememberMe },
    };
  }

  /** 429 when this username or this address failed too often in the current window. */
  async function checkThrottle(username: string, address: string): Promise<void> {
    const [account, client] = await Promise.all([
      counters.read(`login:account:${username.toLowerCase()}`),
      counters.read(`login:address:${address}`),
    ]);
    const waits = [
      account.hits >= settings.throttle.perAccount ? account.ttlMs : 0,
      client.hits >= settings.throttle.perAddress ? client.ttlMs : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new HttpError(429, 'too_many_attempts', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
      });
    }
  }

  async function countFailure(username: string, address: string): Promise<void> {
    const windowMs = settings.throttle.windowSeconds * 1000;
    await Promise.all([
      counters.hit(`login:account:${username.toLowerCase()}`, windowMs),
      counters.hit(`login:address:${address}`, windowMs),
    ]);
  }

  /**
   * The login a password grant names. At institution 87 the username may end with the code of
   * the patron category chosen at login (spec §4): `2026000101` is `20260001` as an
   * undergraduate; a login spelled exactly like that still comes first.
   */
  async function findLogin(username: string, base: string | undefined) {
    const exact = await repository.signInLogin(username, base);
    if (exact) return exact;
    if ((await repository.companyCode()) !== CATEGORY_CODE_INSTITUTION) return undefined;
    const split = /^(.+)(\d{2})$/.exec(username);
    if (!split) return undefined;
    return repository.signInLogin(split[1]!, base, split[2]!);
  }

  async function passwordGrant(body: TokenRequest, context: GrantContext): Promise<IssuedTokens> {
    const client = await authenticateClient(body, context, 'password');
    const username = body.username?.trim() ?? '';
    if (!username) {
      throw tokenError(422, 'account_data_required', 'invalid_request', { field: 'username' });
    }
    const password = body.password ?? '';
    if (!password) {
      throw tokenError(422, 'password_required', 'invalid_request', { field: 'password' });
    }
    if (await repository.captchaEnabled()) {
      try {
        await captcha.check(body.recaptcha_token);
      } catch (error) {
        // The OAuth answer also names the RFC 6749 error, like the token call's other 422s.
        if (!(error instanceof HttpError)) throw error;
        throw tokenError(error.status, error.key, 'invalid_request', { field: error.field });
      }
    }
    await checkThrottle(username, context.address);
    const found = await findLogin(username, body.base?.trim() || undefined);
    if (!found || found.passwordHash === null) {
      await hasher.verifyDummy(password);
      await countFailure(username, context.address);
      throw invalidCredentials();
    }
    if (found.blocked) {
      await countFailure(username, context.address);
      throw accountBlocked();
    }
    if (!(await hasher.verify(found.passwordHash, password))) {
      const blocked = await repository.recordFailure(found.personId, settings.maxFailures);
      await countFailure(username, context.address);
      if (blocked) {
        log.warn({ personId: found.personId }, 'account blocked after failed sign-ins');
        throw accountBlocked();
      }
      throw invalidCredentials();
    }
    const rehash = hasher.needsRehash(found.passwordHash) ? await hasher.hash(password) : null;
    await repository.recordSuccess(found.personId, rehash, context.lang);
    const rememberMe = body.remember_me === true;
    const familyId = randomUUID();
    const lifetimes = rememberMe ? settings.rememberMe : settings.session;
    await repository.createFamily({
      id: familyId,
      personId: found.personId,
      loginId: found.loginId,
      clientId: client.id,
      rememberMe,
      absoluteSeconds: lifetimes.absoluteSeconds,
    });
    sweepNow();
    return issue(familyId, found, client.id, rememberMe);
  }

  async function refreshGrant(body: TokenRequest, context: GrantContext): Promise<IssuedTokens> {
    if (body.client_id || context.basic) await authenticateClient(body, context, 'refresh_token');
    const presented = body.refresh_token ?? context.cookieToken;
    if (!presented) {
      throw tokenError(400, 'validation_error', 'invalid_request', { field: 'refresh_token' });
    }
    const hash = sha256(presented);
    const found = await repository.findRefreshToken(hash);
    if (!found) throw invalidGrant();
    const clientId = context.basic?.clientId ?? body.client_id;
    if (clientId && clientId !== found.clientId) throw invalidGrant();
    if (found.familyRevoked || found.familyExpired) throw invalidGrant();
    if (found.replaced || !(await repository.markReplaced(hash))) {
      // A used token came back: it was stolen, or its thief used it first. End the sign-in.
      await repository.revokeFamily(found.familyId, 'reuse');
      log.warn({ personId: found.personId }, 'refresh token reused: sign-in revoked');
      throw invalidGrant();
    }
    if (found.expired) throw invalidGrant();
    if (found.blocked) {
      await repository.revokeFamily(found.familyId, 'blocked');
      throw accountBlocked();
    }
    if (context.lang) await repository.keepLanguage(found.personId, context.lang);
    return issue(found.familyId, found, found.clientId, found.rememberMe);
  }

  return {
    /**
     * POST /oauth/token.
     * @throws HttpError 400 unsupported_grant_type; 401 invalid_client, invalid_credentials
     *   (unknown user or wrong password alike), invalid_grant (refresh token unknown, expired,
     *   revoked or reused — reuse revokes the whole sign-in); 422 account_data_required,
     *   password_required, captcha_required / captcha_invalid (activity 1120: no answer, or one
     *   wrong, expired or used before); 429 too_many_attempts with
     *   Retry-After; 430 ACESSO_BLOQUEADO with `bloqueio: true`.
     */
    async grant(body: TokenRequest, context: GrantContext): Promise<IssuedTokens> {
      switch (body.grant_type) {
        case 'client_credentials': {
          const client = await authenticateClient(body, context, 'client_credentials');
          const access = await tokens.sign({ kind: 'public', clientId: client.id });
          return {
            response: {
              access_token: access,
              token_type: 'Bearer',
              expires_in: settings.accessTokenSeconds,
            },
            refresh: null,
          };
        }
        case 'password':
          return passwordGrant(body, context);
        case 'refresh_token':
          return refreshGrant(body, context);
        default:
          throw tokenError(400, 'unsupported_grant_type', 'unsupported_grant_type');
      }
    },

    /**
     * POST /oauth/revoke (RFC 7009): ends the sign-in of a refresh token. Unknown tokens,
     * access tokens (they expire on their own) and another client's tokens change nothing.
     */
    async revoke(token: string | null, clientId: string | null): Promise<void> {
      if (!token) return;
      const found = await repository.findRefreshToken(sha256(token));
      if (!found || (clientId && clientId !== found.clientId)) return;
      await repository.revokeFamily(found.familyId, 'logout');
    },

    /**
     * Moves a live sign-in to another login of the same person (the caller checked that it
     * is theirs): the session's refresh tokens are replaced by a new one for that login.
     * @throws HttpError 401 invalid_grant when the sign-in has ended.
     */
    async switchLogin(
      session: { sessionId: string; personId: number },
      target: { loginId: number; login: string },
    ): Promise<IssuedTokens> {
      const family = await repository.liveFamily(session.sessionId, session.personId);
      if (!family) throw invalidGrant();
      await repository.replaceAll(family.id);
      await repository.moveFamily(family.id, target.loginId);
      return issue(
        family.id,
        { personId: session.personId, loginId: target.loginId, login: target.login },
        family.clientId,
        family.rememberMe,
      );
    },

    /**
     * Opens a sign-in of the first-party web client for a login an external provider (OIDC)
     * vouched for: the same session family, refresh rotation and access token as a password
     * grant, without the password checks that the provider did instead.
     * @throws HttpError 430 ACESSO_BLOQUEADO when the account is blocked.
     */
    async externalSignIn(
      who: { personId: number; loginId: number; login: string; blocked: boolean },
      rememberMe: boolean,
    ): Promise<IssuedTokens> {
      if (who.blocked) throw accountBlocked();
      const familyId = randomUUID();
      const lifetimes = rememberMe ? settings.rememberMe : settings.session;
      await repository.createFamily({
        id: familyId,
        personId: who.personId,
        loginId: who.loginId,
        clientId: WEB_CLIENT_ID,
        rememberMe,
        absoluteSeconds: lifetimes.absoluteSeconds,
      });
      sweepNow();
      return issue(familyId, who, WEB_CLIENT_ID, rememberMe);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
