import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { circulationDocumentsRepository } from '../circulation-documents/repository.ts';

/**
 * True while the patron has a loan, a debt or a suspension in force: the same test as the
 * no-debts declaration's, which an account must pass before it is closed.
 */
export async function owesTheLibrary(
  db: Kysely<Database>,
  personId: number,
  today: string,
): Promise<boolean> {
  const documents = circulationDocumentsRepository(db);
  const [loans, debits, suspensions] = await Promise.all([
    documents.openLoans(personId),
    documents.openDebits(personId),
    documents.activeSuspensions(personId, today),
  ]);
  return loans.length + debits.length + suspensions.length > 0;
}
