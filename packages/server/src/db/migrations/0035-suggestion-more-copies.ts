import { sql, type Kysely } from 'kysely';

/**
 * A purchase suggestion asking for more copies of a title the catalogue has (the title page's
 * "Suggest more copies"): it starts as pre_suggestion, linked to the title, instead of being
 * flagged already_exists like a suggestion of a title the patron did not know we hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`ALTER TABLE purchase_suggestion ADD COLUMN more_copies boolean NOT NULL DEFAULT false;`)
    .execute(db);
}
