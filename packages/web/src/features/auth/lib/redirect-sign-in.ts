import type { RedirectExchangeBody, TokenResponse, UserData } from '@estante/contract';
import type { ParseKeys } from 'i18next';
import { ApiRequestError, apiCall, setAccessToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { getUserData } from '../api/get-user-data';
import { safeRedirect } from './safe-redirect';

const tokenInvalid = () =>
  new ApiRequestError({
    message: 'redirect_token_invalid',
    key: 'redirect_token_invalid',
    status: 401,
  });

/**
 * `/pergamum_redireciona?token=…&redirect=/path` (spec §2): exchanges the redirect token (GET
 * /api/pessoas/token-redireciona, issued to a signed-in patron elsewhere) at POST
 * /api/pessoas/token-redireciona for a session like a password login's — the access token in
 * memory, the refresh token in the HttpOnly cookie, the user in session storage (no "remember
 * me": the hand-off lasts the browser session). Answers the user and the path of this site to
 * land on.
 * @throws ApiRequestError — 401 redirect_token_invalid (no token, or one unknown, expired or
 *   used), 430 for a blocked account.
 */
export async function finishRedirectSignIn(
  search: URLSearchParams,
): Promise<{ user: UserData; redirect: string }> {
  const token = search.get('token')?.trim();
  if (!token) throw tokenInvalid();
  const body: RedirectExchangeBody = { token, token_transport: 'cookie', remember_me: false };
  const answer = await apiCall<TokenResponse>('/pessoas/token-redireciona', {
    method: 'POST',
    body,
  });
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
      false,
    );
  return { user, redirect: safeRedirect(search.get('redirect')) };
}

/** The message of a failed redirect sign-in. */
export function redirectSignInErrorKey(error: unknown): ParseKeys {
  if (!(error instanceof ApiRequestError)) return 'redirectSignIn.errors.unexpected';
  if (error.status === 430 || error.bloqueio) return 'login.errors.blocked';
  if (error.key === 'redirect_token_invalid') return 'redirectSignIn.errors.invalid';
  return error.status === 0 ? 'errors.network' : 'redirectSignIn.errors.unexpected';
}
