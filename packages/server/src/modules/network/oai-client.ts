/**
 * The harvester's HTTP side: one OAI-PMH request, retried with back-off when the source says
 * it is busy (503, honouring Retry-After) or cannot be reached, a bounded number of times.
 */

/** Retry policy (tests make the waits instant through `sleep`). */
export interface RetryPolicy {
  /** Retries after the first attempt (5). */
  retries: number;
  /** First back-off when no Retry-After is given, doubled each time (2 s). */
  backoffMs: number;
  /** Longest wait honoured, whatever Retry-After says (5 minutes). */
  maxWaitMs: number;
  /** Time allowed for one response's headers (60 s). */
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 5,
  backoffMs: 2000,
  maxWaitMs: 300_000,
  timeoutMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The source did not answer usefully after every retry, or answered an HTTP error. */
export class OaiHttpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OaiHttpError';
  }
}

/** Retry-After in milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The URL of one request: the base URL with the arguments in its query string. */
export function requestUrl(baseUrl: string, args: Record<string, string>): string {
  const url = new URL(baseUrl);
  for (const [k, v] of Object.entries(args)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * GETs one OAI-PMH request. 503 (and 500/502/504, and a connection that fails) are retried
 * after Retry-After or the back-off; other non-200 answers fail at once.
 * @param onRetry told of each wait, for the progress output and the run's report.
 * @returns the response, its body not yet read.
 */
export async function oaiRequest(
  baseUrl: string,
  args: Record<string, string>,
  policy: RetryPolicy,
  onRetry: (why: string, waitMs: number) => void = () => {},
): Promise<Response> {
  const url = requestUrl(baseUrl, args);
  let backoff = policy.backoffMs;
  for (let attempt = 0; ; attempt++) {
    let why: string;
    let wait: number | null = null;
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/xml, application/xml', 'user-agent': 'Estante OAI-PMH harvester' },
        signal: AbortSignal.timeout(policy.timeoutMs),
        redirect: 'follow',
      });
      if (response.ok) return response;
      await response.body?.cancel();
      why = `HTTP ${response.status}`;
      if (![500, 502, 503, 504].includes(response.status))
        throw new OaiHttpError(`the source answered ${why} to ${url}`);
      wait = retryAfterMs(response.headers.get('retry-after'));
    } catch (error) {
      if (error instanceof OaiHttpError) throw error;
      why = `could not be reached (${error instanceof Error ? error.message : String(error)})`;
    }
    if (attempt >= policy.retries)
      throw new OaiHttpError(
        `the source ${why.startsWith('HTTP') ? `answered ${why}` : why} after ${policy.retries} retries`,
      );
    const ms = Math.min(wait ?? backoff, policy.maxWaitMs);
    backoff *= 2;
    onRetry(why, ms);
    await policy.sleep(ms);
  }
}
