import { ProviderRefusedError } from './types.ts';

/** How long a provider may take to answer before the reader is told to contact the library. */
const TIMEOUT_MS = 8000;

/**
 * Calls a provider endpoint and answers its JSON body. Any network failure, timeout, non-2xx
 * status or non-JSON answer becomes a ProviderRefusedError saying what happened.
 */
export async function providerJson(
  url: string,
  init: RequestInit,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderRefusedError(`${url}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new ProviderRefusedError(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ProviderRefusedError(`${url}: the answer is not a JSON object`);
}

/** A non-empty string field of a provider answer, or a ProviderRefusedError naming it. */
export function requiredString(body: Record<string, unknown>, name: string, url: string): string {
  const value = body[name];
  if (typeof value === 'string' && value !== '') return value;
  throw new ProviderRefusedError(`${url}: the answer has no "${name}"`);
}

/** `base` + `path` with exactly one slash between them. */
export function endpoint(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
