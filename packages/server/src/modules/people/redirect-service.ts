import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  REDIRECT_TOKEN_SECONDS,
  type Department,
  type HandOff,
  type PersonalAreaRedirect,
  type RedirectToken,
  type RenewedUser,
} from '@estante/contract';
import type { RedirectTokenTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { sha256, type AuthService, type IssuedTokens } from '../auth/service.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import type { RedirectRepository } from './redirect-repository.ts';
import { patronOf, type peopleService } from './service.ts';
import { PARAMETER_SETTINGS } from '../parameters/service.ts';

/** Names of the `setting` rows these calls read (docs/api.md "Redirects and hand-offs"). */
export const REDIRECT_SETTINGS = {
  /** `{ "<base>": "https://…" }`: the personal area of an external login base. */
  personalAreaBases: 'personal_area_bases',
  /** `{ "ativo": true, "nome": "…", "url": "https://…" }`: the work-posting system. */
  workPosting: PARAMETER_SETTINGS.workPosting,
} as const;

/** Our own personal area (spec §2). */
export const OWN_PERSONAL_AREA = '/meupergamum';

/** How often a process deletes old redirect tokens. */
const SWEEP_EVERY_MS = 3_600_000;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An https address with a host, else null (nothing else is handed a token). */
function httpsUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !/^https:\/\/[^\s/]+/i.test(value.trim())) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

export const redirectTokenInvalid = () =>
  new HttpError(401, 'redirect_token_invalid', undefined, {
    body: { error: 'invalid_grant' },
  });

const notConfigured = () => new HttpError(404, 'redirect_not_configured');

/**
 * Redirect tokens and the People calls built on them (spec §7): a short-lived, single-use
 * token that opens a sign-in of the same patron elsewhere; the personal area of the chosen
 * base; the renewal of the session's user data; the hand-offs to App Layers and work posting;
 * and the departments of teaching plans. Every call acts on the patron of the verified token.
 */
export function redirectService(deps: {
  repository: RedirectRepository;
  people: ReturnType<typeof peopleService>;
  auth: AuthService;
  tokens: AccessTokens;
  accessTokenSeconds: number;
  appLayers: () => Promise<{ ativo: boolean; url: string | null }>;
  log: FastifyBaseLogger;
}) {
  const { repository, people, auth, tokens, log } = deps;
  let lastSweep = Date.now();

  function sweepNow(): void {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    repository
      .sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'redirect token sweep failed'));
  }

  async function newToken(
    requester: Requester,
    purpose: RedirectTokenTable['purpose'],
  ): Promise<RedirectToken> {
    const patron = patronOf(requester);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await repository.addToken({
      hash: sha256(token),
      personId: patron.personId,
      loginId: patron.loginId,
      purpose,
      seconds: REDIRECT_TOKEN_SECONDS,
    });
    sweepNow();
    return { token, tte: expiresAt.toISOString(), expires_in: REDIRECT_TOKEN_SECONDS };
  }

  /** `url` with a fresh redirect token in its query (`token`). */
  async function handOff(
    requester: Requester,
    url: URL,
    purpose: RedirectTokenTable['purpose'],
  ): Promise<string> {
    const { token } = await newToken(requester, purpose);
    const target = new URL(url);
    target.searchParams.set('token', token);
    return target.toString();
  }

  /**
   * GET /pessoas/meu-pergamum/redirect: the chosen base (while it is still one of the
   * person's), else the session login's; its external personal area when the institution
   * configured one (with a redirect token), else ours.
   */
  async function personalArea(requester: Requester): Promise<PersonalAreaRedirect> {
    const patron = patronOf(requester);
    const [chosen, own, current] = await Promise.all([
      repository.chosenBase(patron.personId),
      repository.bases(patron.personId),
      repository.loginBase(patron.loginId),
    ]);
    const base = chosen !== undefined && own.includes(chosen) ? chosen : (current ?? 'local');
    const external = httpsUrl(
      record(await repository.setting(REDIRECT_SETTINGS.personalAreaBases))[base],
    );
    if (!external) return { base, url: OWN_PERSONAL_AREA, externo: false };
    return { base, url: await handOff(requester, external, 'personal_area'), externo: true };
  }

  return {
    /** GET /pessoas/token-redireciona: a new redirect token of the signed-in patron. */
    redirectToken: (requester: Requester) => newToken(requester, 'session'),

    /**
     * POST /pessoas/token-redireciona: uses up a redirect token and signs its login in, as a
     * password login of the web client would (the caller asks for the cookie transport).
     * @throws HttpError 401 redirect_token_invalid (unknown, expired or used); 430
     *   ACESSO_BLOQUEADO when the account was blocked since.
     */
    async exchange(token: string, rememberMe: boolean): Promise<IssuedTokens> {
      const login = await repository.takeToken(sha256(token));
      if (!login) throw redirectTokenInvalid();
      return auth.externalSignIn(login, rememberMe);
    },

    /** GET /pessoas/departamentos: departments that have teaching plans, by name. */
    async departments(requester: Requester): Promise<Department[]> {
      patronOf(requester);
      const rows = await repository.departments();
      return rows.map((d) => ({ cod_departamento: d.id, nome_departamento: d.name }));
    },

    /** GET /pessoas/meu-pergamum/redirect (see personalArea above). */
    personalArea,

    /**
     * PUT /pessoas/meu-pergamum/redirect-base: chooses the base whose personal area opens.
     * @throws HttpError 422 account_data_required (blank base); 404 not_found (not a base of
     *   the person's own logins).
     */
    async chooseBase(requester: Requester, base: string): Promise<PersonalAreaRedirect> {
      const patron = patronOf(requester);
      const wanted = base.trim();
      if (!wanted) throw new HttpError(422, 'account_data_required', 'base');
      if (!(await repository.bases(patron.personId)).includes(wanted)) throw notFound();
      await repository.chooseBase(patron.personId, wanted);
      return personalArea(requester);
    },

    /**
     * GET /pessoas/renovar: the session's user data read again with a new access token of the
     * same sign-in (the refresh token is not rotated).
     * @throws HttpError 401 invalid_grant when the sign-in has ended.
     */
    async renew(requester: Requester): Promise<RenewedUser> {
      const patron = patronOf(requester);
      if (!(await repository.liveSession(patron.sessionId, patron.personId))) {
        throw new HttpError(401, 'invalid_grant', undefined, { body: { error: 'invalid_grant' } });
      }
      const user = await people.userData(requester);
      const access = await tokens.sign({
        kind: 'patron',
        personId: patron.personId,
        loginId: patron.loginId,
        login: patron.login,
        sessionId: patron.sessionId,
        clientId: requester.clientId ?? '',
      });
      return {
        ...user,
        access_token: access,
        token_type: 'Bearer',
        expires_in: deps.accessTokenSeconds,
      };
    },

    /**
     * GET /pessoas/autenticar/app-layers: the App Layers address with a redirect token.
     * @throws HttpError 404 redirect_not_configured when App Layers is off or has no address.
     */
    async appLayers(requester: Requester): Promise<HandOff> {
      patronOf(requester);
      const settings = await deps.appLayers();
      const url = settings.ativo ? httpsUrl(settings.url) : null;
      if (!url) throw notConfigured();
      return { url: await handOff(requester, url, 'app_layers') };
    },

    /**
     * POST /pessoas/postagem-trabalho/redirect: the work-posting system's address with a
     * redirect token.
     * @throws HttpError 404 redirect_not_configured when it is off or has no https address.
     */
    async workPosting(requester: Requester): Promise<HandOff> {
      patronOf(requester);
      const value = record(await repository.setting(REDIRECT_SETTINGS.workPosting));
      const url = value.ativo === false ? null : httpsUrl(value.url);
      if (!url) throw notConfigured();
      return { url: await handOff(requester, url, 'work_posting') };
    },
  };
}

export type RedirectService = ReturnType<typeof redirectService>;
