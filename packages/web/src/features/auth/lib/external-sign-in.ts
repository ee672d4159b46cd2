import type {
  OidcAuthorizeResponse,
  OidcValidateBody,
  OidcValidateResponse,
  UserData,
} from '@estante/contract';
import type { ParseKeys } from 'i18next';
import { ApiRequestError, apiCall, apiGet, setAccessToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { getUserData } from '../api/get-user-data';
import { safeRedirect } from './safe-redirect';

/**
 * Session-storage key of the pending external sign-in: the `nonce` handle of GET
 * /oidc/authorize and the "remember me" choice, kept while the browser is at the provider.
 */
export const EXTERNAL_SIGN_IN_KEY = 'estante.oidc';

interface Pending {
  nonce: string;
  remember: boolean;
}

/**
 * Spec §4: with single sign-on on (the institution's `usaOIDC`), a username with an at-sign
 * signs in through the external provider; any other username keeps the password login.
 */
export function isExternalSignIn(username: string, usaOIDC: boolean | undefined): boolean {
  return usaOIDC === true && username.trim().includes('@');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets a pending external sign-in (logout removes the single-sign-on nonce, spec §4). */
export function clearExternalSignIn(): void {
  storage()?.removeItem(EXTERNAL_SIGN_IN_KEY);
}

function takePending(): Pending | null {
  const text = storage()?.getItem(EXTERNAL_SIGN_IN_KEY);
  clearExternalSignIn(); // a nonce works once, whatever happens next
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Pending>;
    return typeof value.nonce === 'string'
      ? { nonce: value.nonce, remember: value.remember === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * Starts an external sign-in: asks the server for a nonce and the provider's link, keeps the
 * nonce in session storage and sends the browser to the provider, which returns it to
 * /oauth-response. `redirect` is where to land after sign-in (a path of this site).
 * @throws ApiRequestError when the server cannot start it (502 oidc_error: provider down).
 */
export async function startExternalSignIn(
  login: string,
  redirect: string,
  remember = false,
): Promise<void> {
  const query = new URLSearchParams({ login: login.trim(), redirect: safeRedirect(redirect) });
  const { nonce, link } = await apiGet<OidcAuthorizeResponse>(`/oidc/authorize?${query}`);
  storage()?.setItem(EXTERNAL_SIGN_IN_KEY, JSON.stringify({ nonce, remember } satisfies Pending));
  window.location.assign(link);
}

/** The provider's answer fields that /oidc/validar takes from the /oauth-response query. */
const ANSWER_FIELDS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

const tokenInvalid = () =>
  new ApiRequestError({ message: 'oidc_token_invalid', key: 'oidc_token_invalid', status: 401 });

/**
 * Ends an external sign-in at /oauth-response: sends the kept nonce with the provider's answer
 * (`search`, the page's query) to POST /oidc/validar, keeps the access token in memory and the
 * user in the store of the "remember me" choice, as a password login does.
 * Answers the user and the path to go to.
 * @throws ApiRequestError — 401 oidc_token_invalid also when no nonce was kept (the answer
 *   reached another browser or tab, or came twice).
 */
export async function finishExternalSignIn(
  search: URLSearchParams,
): Promise<{ user: UserData; redirect: string }> {
  const pending = takePending();
  if (!pending) throw tokenInvalid();
  const body: OidcValidateBody = {
    nonce: pending.nonce,
    token_transport: 'cookie',
    remember_me: pending.remember,
  };
  for (const field of ANSWER_FIELDS) {
    const value = search.get(field);
    if (value !== null) body[field] = value;
  }
  const answer = await apiCall<OidcValidateResponse>('/oidc/validar', { method: 'POST', body });
  setAccessToken(answer.access_token);
  let user: UserData;
  try {
    user = await getUserData();
  } catch (error) {
    setAccessToken(null);
    throw error;
  }
  useSession
    .getState()
    .signIn(
      { login: user.user.login, cod_pessoa: user.user.cod_pessoa, nome: user.user.nome_pessoa },
      pending.remember,
    );
  return { user, redirect: safeRedirect(answer.redirect) };
}

/** The spec §8 external sign-in message of a failure (or the login's for a blocked account). */
export function externalSignInErrorKey(error: unknown): ParseKeys {
  if (!(error instanceof ApiRequestError)) return 'externalSignIn.errors.oidc_error';
  if (error.status === 430 || error.bloqueio) return 'login.errors.blocked';
  switch (error.key) {
    case 'oidc_access_denied':
    case 'oidc_token_invalid':
    case 'oidc_user_not_found':
    case 'oidc_disabled':
      return `externalSignIn.errors.${error.key}`;
    default:
      return error.status === 0 ? 'errors.network' : 'externalSignIn.errors.oidc_error';
  }
}
