import type { Insertable } from 'kysely';
import type { CopyTable } from '../db/schema.ts';

/**
 * A copy row for tests: on the shelf, for normal loan, with nothing else set; `fields` change
 * what a test needs (status, volume, loan type…).
 */
export function copyRow(
  titleId: number,
  libraryId: number,
  barcode: string,
  fields: Partial<Insertable<CopyTable>> = {},
): Insertable<CopyTable> {
  return {
    title_id: titleId,
    library_id: libraryId,
    barcode,
    call_number: null,
    location: null,
    loan_type: 'normal',
    collection: null,
    volume: null,
    tome: null,
    part: null,
    status: 'available',
    due_on: null,
    acquired_on: null,
    ...fields,
  };
}
