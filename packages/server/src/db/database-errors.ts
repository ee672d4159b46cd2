import { HttpError } from '../lib/http-errors.ts';

/** Seconds a client is told to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures while reaching PostgreSQL (node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server is not there for us right now: class 08 (connection exception),
 * 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
function unavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres's own messages when a connection is lost or cannot be had in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down)/i;

/**
 * What a database failure means for the client, or null when it is a real fault of ours (500):
 * the database away → 503 database_unavailable (with Retry-After); a statement cut off by
 * STATEMENT_TIMEOUT_MS → 503 query_timeout; text PostgreSQL cannot store (a NUL byte, 22021;
 * bad encoding, 22P05) → 400, a fault of the input.
 */
export function databaseErrorToHttp(error: unknown): HttpError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === '57014') return new HttpError(503, 'query_timeout');
    if (code === '22021' || code === '22P05')
      return new HttpError(400, 'validation_error', 'request');
    if (unavailableState(code) || NETWORK_CODES.has(code)) {
      return new HttpError(503, 'database_unavailable');
    }
  }
  if (LOST_CONNECTION.test(error.message)) return new HttpError(503, 'database_unavailable');
  return null;
}
