import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcAuthorizeResponse, OidcValidateBody } from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { AuthService, IssuedTokens } from '../auth/service.ts';
import {
  ProviderAnswerInvalidError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderClient,
} from './provider-client.ts';
import type { OidcRepository } from './repository.ts';
import type { OidcSettings } from './settings.ts';

/** How often a process deletes old authorisation requests. */
const SWEEP_EVERY_MS = 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The spec §8 external sign-in errors. */
export const oidcErrors = {
  /** The provider refused: permission denied. */
  accessDenied: () => new HttpError(403, 'oidc_access_denied'),
  /** Wrong or replayed nonce, wrong state, an answer that does not validate. */
  tokenInvalid: () => new HttpError(401, 'oidc_token_invalid'),
  /** The provider vouched for someone who has no login here. */
  userNotFound: () => new HttpError(404, 'oidc_user_not_found'),
  /** The provider is down or answered nonsense. */
  providerError: () => new HttpError(502, 'oidc_error'),
  /** External sign-in is not configured. */
  disabled: () => new HttpError(404, 'oidc_disabled'),
};

/**
 * The destination after sign-in: a path of this site only (one leading `/`, not `//` or
 * `/\`, which browsers read as another host; no control characters), else `/`.
 */
export function siteRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  const url = new URL(value, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** Constant-time comparison of two strings that may differ in length. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a), 'hex');
  const right = Buffer.from(sha256(b), 'hex');
  return timingSafeEqual(left, right);
}

/**
 * External sign-in with an OpenID provider (authorisation code + PKCE). The browser holds a
 * random handle (`nonce` on the wire); we keep its hash with the state, the OpenID nonce and
 * the PKCE verifier, so the provider's answer is accepted only by the browser that asked for
 * it, once, within minutes. The provider's subject must be a login of `settings.loginBase`;
 * the sign-in that follows is the password grant's (AuthService.externalSignIn).
 */
export function oidcService(deps: {
  settings: OidcSettings;
  provider: ProviderClient;
  repository: OidcRepository;
  auth: AuthService;
  log: FastifyBaseLogger;
}) {
  const { settings, provider, repository, auth, log } = deps;
  let lastSweep = Date.now();

  function sweepNow(): void {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    repository
      .sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'OIDC request sweep failed'));
  }

  function providerFailure(error: unknown): never {
    if (error instanceof ProviderRefusedError) {
      log.info({ error: error.error }, 'external sign-in refused by the provider');
      throw oidcErrors.accessDenied();
    }
    if (error instanceof ProviderUnavailableError) {
      log.warn({ err: error.cause }, 'OpenID provider unavailable');
      throw oidcErrors.providerError();
    }
    if (error instanceof ProviderAnswerInvalidError) {
      log.warn({ err: error.cause }, 'external sign-in answer invalid');
      throw oidcErrors.tokenInvalid();
    }
    throw error;
  }

  return {
    /**
     * GET /oidc/authorize: a new authorisation request for `login`, returning to `redirect`.
     * @throws HttpError 502 oidc_error when the provider cannot be reached.
     */
    async authorize(login: string, redirect: string | undefined): Promise<OidcAuthorizeResponse> {
      const request = await provider.authorizationLink(login.trim()).catch(providerFailure);
      const handle = randomBytes(32).toString('base64url');
      await repository.saveRequest({
        handleHash: sha256(handle),
        state: request.state,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        redirect: siteRedirect(redirect),
        seconds: settings.requestSeconds,
      });
      sweepNow();
      return { nonce: handle, link: request.link };
    },

    /**
     * POST /oidc/validar: checks the provider's answer against the request of `nonce` and
     * signs the login in.
     * @throws HttpError 401 oidc_token_invalid (unknown, used or expired nonce; state that does
     *   not match; code or ID token refused), 403 oidc_access_denied (the provider refused),
     *   404 oidc_user_not_found, 502 oidc_error (provider down), 430 ACESSO_BLOQUEADO.
     */
    async validate(body: OidcValidateBody): Promise<{ issued: IssuedTokens; redirect: string }> {
      // Taken (used up) first: whatever happens next, this handle cannot be tried again.
      const request = await repository.takeRequest(sha256(body.nonce));
      if (!request) throw oidcErrors.tokenInvalid();
      // A provider's refusal carries the state too; any answer must be for this request.
      if (body.state === undefined || !sameText(body.state, request.state)) {
        throw oidcErrors.tokenInvalid();
      }
      if (body.error) providerFailure(new ProviderRefusedError(body.error));
      if (!body.code) throw oidcErrors.tokenInvalid();
      const answer = new URLSearchParams({ code: body.code, state: body.state });
      if (body.iss !== undefined) answer.set('iss', body.iss);
      const subject = await provider
        .subjectOf(answer, {
          state: request.state,
          nonce: request.nonce,
          codeVerifier: request.code_verifier,
        })
        .catch(providerFailure);
      const login = await repository.loginOf(settings.loginBase, subject);
      if (!login) {
        log.info({ base: settings.loginBase }, 'external sign-in of an unknown subject');
        throw oidcErrors.userNotFound();
      }
      const issued = await auth.externalSignIn(login, body.remember_me === true);
      return { issued, redirect: request.redirect };
    },
  };
}

export type OidcService = ReturnType<typeof oidcService>;
