import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from './http-errors.ts';
import type { Requester } from './requester.ts';

/**
 * The staff person behind a request: every `/api/balcao/*` call needs a patron token whose
 * person has a staff role (person.staff_role). Answers that person's id.
 *
 * @throws HttpError 401 login_required without a patron token; 403 staff_only otherwise.
 */
export async function requireStaff(db: Kysely<Database>, requester: Requester): Promise<number> {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  const row = await db
    .selectFrom('person')
    .select('staff_role')
    .where('id', '=', requester.patronId)
    .executeTakeFirst();
  if (!row?.staff_role) throw new HttpError(403, 'staff_only');
  return requester.patronId;
}
