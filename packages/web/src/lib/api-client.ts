import {
  API_LANGUAGE_CODES,
  OAUTH_PATH,
  WEB_CLIENT_ID,
  type ApiError,
  type TokenResponse,
} from '@estante/contract';
import { i18n } from './i18n';
import { useSession } from './session-store';

/** A failed `/api` call: the server's error body, or a network failure (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly key: string;
  readonly field: string | undefined;
  /** Sign-in calls: the account is blocked (spec §8, 430 with `bloqueio: true`). */
  readonly bloqueio: boolean;

  constructor(body: ApiError & { bloqueio?: boolean }) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = body.status;
    this.key = body.key;
    this.field = body.field;
    this.bloqueio = body.bloqueio === true;
  }
}

function isApiError(value: unknown): value is ApiError & { bloqueio?: boolean } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).key === 'string'
  );
}

function languageHeaders(): Record<string, string> {
  const language = i18n.resolvedLanguage ?? 'pt';
  const code = API_LANGUAGE_CODES[language as keyof typeof API_LANGUAGE_CODES];
  return {
    'Accept-Language': language,
    ...(code ? { 'X-Idioma': String(code) } : {}),
  };
}

const networkError = () =>
  new ApiRequestError({ message: 'network_error', key: 'network_error', status: 0 });

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

/** The error of a failed answer, in the spec's shape. */
export async function errorOf(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return new ApiRequestError(
    isApiError(body)
      ? { ...body, status: response.status }
      : { message: response.statusText, key: 'unexpected_error', status: response.status },
  );
}

// ---- Tokens (spec §4 "Token handling") --------------------------------------------------
// The access token lives only in this module's memory; the refresh token only in the
// HttpOnly cookie the server sets on the token path, which this code never sees.

let accessToken: string | null = null;
let renewal: Promise<string> | null = null;

/** Keeps the access token of a sign-in (memory only, gone on reload). */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** POST `/api/oauth{path}` form-encoded, as RFC 6749 asks. No renewal: a 401 here is final. */
export async function postOAuth<T>(path: '/token' | '/revoke', fields: Record<string, string>) {
  const response = await send(`${OAUTH_PATH}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      ...languageHeaders(),
    },
    body: new URLSearchParams(fields).toString(),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json().catch(() => ({}))) as T;
}

/**
 * Runs `call` alone among the calls that use or end the refresh cookie, across tabs: a refresh
 * token works once, and a logout must not answer before a refresh already on its way, whose
 * new cookie would then outlive the logout's cleared one.
 */
export async function withRefreshCookie<T>(call: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('estante-token-refresh', call) : call();
}

/** One refresh grant with the cookie. */
async function refreshGrant(): Promise<string> {
  const answer = await withRefreshCookie(() =>
    postOAuth<TokenResponse>('/token', { grant_type: 'refresh_token', client_id: WEB_CLIENT_ID }),
  );
  return answer.access_token;
}

/**
 * A new access token from the refresh cookie. Single flight: concurrent callers share one
 * renewal, and a caller whose failed token was already replaced gets the new one at once.
 * A refused refresh signs the user out of the store in use with "session expired".
 */
export function renewAccessToken(failedToken: string | null): Promise<string> {
  if (accessToken && accessToken !== failedToken) return Promise.resolve(accessToken);
  renewal ??= refreshGrant()
    .then(
      (token) => {
        accessToken = token;
        return token;
      },
      (error: unknown) => {
        // A network failure says nothing about the sign-in; a refused refresh ends it.
        if (error instanceof ApiRequestError && error.status !== 0) {
          accessToken = null;
          useSession.getState().expire();
        }
        throw error;
      },
    )
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/** The token to send: the one in memory, or (after a reload) one renewed from the cookie. */
async function currentToken(): Promise<string | null> {
  if (accessToken) return accessToken;
  if (!useSession.getState().user) return null;
  try {
    return await renewAccessToken(null);
  } catch (error) {
    // The sign-in ended: the call goes on as a visitor's (catalogue calls stay open).
    if (error instanceof ApiRequestError && error.status !== 0) return null;
    throw error;
  }
}

interface CallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * Calls `/api{path}` with the signed-in user's token when there is one (spec §6 mixed and
 * private calls). On a 401, once, the token is renewed and the call repeated.
 */
export async function apiRequest(path: string, init: CallInit = {}): Promise<Response> {
  const attempt = (token: string | null) =>
    send(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        // A FormData body (multipart) sets its own Content-Type with the boundary.
        ...(init.body === undefined || init.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...languageHeaders(),
      },
      ...(init.body === undefined
        ? {}
        : { body: init.body instanceof FormData ? init.body : JSON.stringify(init.body) }),
      signal: init.signal ?? null,
    });

  const token = await currentToken();
  const response = await attempt(token);
  // A visitor's 401 (a private call without a sign-in) has nothing to renew.
  if (response.status !== 401 || (!token && !useSession.getState().user)) return response;
  let renewed: string;
  try {
    renewed = await renewAccessToken(token);
  } catch {
    return response; // the refresh failed: the call fails with its 401
  }
  return attempt(renewed);
}

/** Calls `/api{path}` and returns its JSON body; throws {@link ApiRequestError}. */
export async function apiCall<T>(path: string, init: CallInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  if (!response.ok) throw await errorOf(response);
  return (await response.json().catch(() => null)) as T;
}

/** GET `/api{path}` and return its JSON body; throws {@link ApiRequestError}. */
export function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  return apiCall<T>(path, { signal: init.signal });
}
