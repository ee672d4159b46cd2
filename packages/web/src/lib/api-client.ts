import { API_LANGUAGE_CODES, type ApiError } from '@estante/contract';
import { i18n } from './i18n';

/** A failed `/api` call: the server's error body, or a network failure (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly key: string;
  readonly field: string | undefined;

  constructor(body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = body.status;
    this.key = body.key;
    this.field = body.field;
  }
}

function isApiError(value: unknown): value is ApiError {
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

/** GET `/api{path}` and return its JSON body; throws {@link ApiRequestError}. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Accept: 'application/json', ...languageHeaders() },
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({ message: 'network_error', key: 'network_error', status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError(
      isApiError(body)
        ? { ...body, status: response.status }
        : { message: response.statusText, key: 'unexpected_error', status: response.status },
    );
  }
  return body as T;
}
