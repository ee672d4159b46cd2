import { WEB_CLIENT_ID, type TokenResponse, type UserData } from '@estante/contract';
import { ApiRequestError, postOAuth, setAccessToken } from '../../../lib/api-client';
import { useSession, type SessionUser } from '../../../lib/session-store';
import { getUserData } from './get-user-data';
import { signOut } from './sign-out';

export interface SignInInput {
  username: string;
  password: string;
  remember: boolean;
  /** The captcha answer (activity 1120), sent as `recaptcha_token`. */
  captcha?: string | null;
  /** Institution 571: the base of the person record chosen (GET /pessoas/duplicadas). */
  base?: string | null;
}

const sessionUser = (data: UserData): SessionUser => ({
  login: data.user.login,
  cod_pessoa: data.user.cod_pessoa,
  nome: data.user.nome_pessoa,
});

/**
 * Password grant with the refresh token in the HttpOnly cookie (`token_transport=cookie`),
 * then GET /pessoas. The user goes to session storage, or to local storage with "remember me"
 * (spec §4). A blocked account (`bloqueio`) is signed out again and reported as a 430.
 * @throws ApiRequestError as the token call answered it.
 */
export async function signIn({
  username,
  password,
  remember,
  captcha,
  base,
}: SignInInput): Promise<UserData> {
  const tokens = await postOAuth<TokenResponse>('/token', {
    grant_type: 'password',
    client_id: WEB_CLIENT_ID,
    username: username.trim(),
    password,
    remember_me: String(remember),
    token_transport: 'cookie',
    ...(captcha ? { recaptcha_token: captcha } : {}),
    ...(base ? { base } : {}),
  });
  setAccessToken(tokens.access_token);
  let data: UserData;
  try {
    data = await getUserData();
  } catch (error) {
    setAccessToken(null);
    throw error;
  }
  if (data.bloqueio) {
    await signOut();
    throw new ApiRequestError({
      message: 'ACESSO_BLOQUEADO',
      key: 'ACESSO_BLOQUEADO',
      status: 430,
      bloqueio: true,
    });
  }
  useSession.getState().signIn(sessionUser(data), remember);
  return data;
}

/** Reads the user again (after a change of login) and keeps it in the storage in use. */
export async function reloadUser(): Promise<UserData> {
  const data = await getUserData();
  useSession.getState().update(sessionUser(data));
  return data;
}
