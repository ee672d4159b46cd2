import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@estante/contract';
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorToHttp } from '../db/database-errors.ts';
import { errorMessage, HttpError, requestLanguage } from '../lib/http-errors.ts';

/** Name of the input a validation error is about: `page`, `body.email`, `id`… */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.validationContext ?? 'request';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const pathPart = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const name = [pathPart, missing].filter(Boolean).join('.');
  return name || (error.validationContext ?? 'request');
}

/**
 * Every failure leaves as `{ message, key, status, field? }` (DESIGN.md): 400 names the field,
 * 404 for unknown API paths, 500 never shows internals (they go to the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const lang = requestLanguage(request.headers);
    const fromDatabase = databaseErrorToHttp(thrown);
    const error = fromDatabase ?? thrown;
    if (fromDatabase) request.log.warn({ err: thrown }, `database: ${fromDatabase.key}`);
    let body: ApiError;
    if (error instanceof HttpError) {
      body = {
        ...error.extras.body,
        status: error.status,
        key: error.key,
        message: errorMessage(error.key, lang, error.field),
        ...(error.field ? { field: error.field } : {}),
      };
      for (const [name, value] of Object.entries(error.extras.headers ?? {})) {
        void reply.header(name, value);
      }
    } else if (error.validation) {
      const field = fieldOf(error);
      body = {
        status: 400,
        key: 'validation_error',
        message: `${errorMessage('validation_error', lang, field)} (${error.message})`,
        field,
      };
    } else if (error.statusCode === 429) {
      body = {
        status: 429,
        key: 'too_many_requests',
        message: errorMessage('too_many_requests', lang),
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type…
      body = {
        status: error.statusCode,
        key: 'validation_error',
        message: `${errorMessage('validation_error', lang, 'body')} (${error.message})`,
        field: 'body',
      };
    } else {
      request.log.error({ err: error }, 'unexpected error');
      body = {
        status: 500,
        key: 'unexpected_error',
        message: errorMessage('unexpected_error', lang),
      };
    }
    if (body.key === 'database_unavailable' || body.key === 'query_timeout') {
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return reply.status(body.status).type('application/json').send(body);
  });
}

/**
 * Ajv coerces a query or path value of hundreds of digits to `Infinity`, and lets it through
 * `integer` and `maximum`; no route can use it, so it is refused here for every route at once.
 */
export function rejectNonFiniteNumbers(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and microtask on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    const name = nonFinite(request.params) ?? nonFinite(request.query);
    done(name === null ? undefined : new HttpError(400, 'validation_error', name));
  });
}

/** The first parameter of `source` holding a non-finite number (alone or in an array). */
function nonFinite(source: unknown): string | null {
  if (!source || typeof source !== 'object') return null;
  for (const name in source) {
    const value = (source as Record<string, unknown>)[name];
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return name;
  }
  return null;
}

/** JSON 404 body for an unknown API path. */
export function apiNotFound(headers: Record<string, string | string[] | undefined>): ApiError {
  return {
    status: 404,
    key: 'not_found',
    message: errorMessage('not_found', requestLanguage(headers)),
  };
}
