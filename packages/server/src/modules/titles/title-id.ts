import { notFound } from '../../lib/http-errors.ts';

const MAX_ID = 2147483647;

/**
 * The numeric id of `/acervo/{id}`, `/autoridade/{id}`… A non-numeric or out-of-range id names
 * nothing, so it is a not-found (the web shows its not-found screen), not a validation error.
 *
 * @throws HttpError 404 not_found
 */
export function parseRecordId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}
