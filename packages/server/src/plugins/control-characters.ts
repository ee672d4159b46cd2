import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Control characters other than tab, line feed and carriage return. No field of ours means
 * them; PostgreSQL refuses NUL in text (SQLSTATE 22021), and the others end up in logs,
 * emails and exports where they can disguise or split what follows.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The dotted name of the first string in `value` with a control character, or null. */
function firstControl(value: unknown, name: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? name : null;
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL.test(key)) return name ? `${name}.${key}` : key;
    const found = firstControl(
      inner,
      Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Every text parameter of every route (path, query and JSON body) is refused with 400
 * `validation_error` naming the field when it holds a control character, before validation or
 * any handler sees it: one check instead of one per route.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and microtask on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      firstControl(request.params, '') ??
      firstControl(request.query, '') ??
      firstControl(request.body, 'body');
    done(field ? new HttpError(400, 'validation_error', field) : undefined);
  });
}
