import { sql, type Kysely } from 'kysely';

/**
 * A professor of the teaching plans may be a patron (spec §2 tab Teaching plan: a professor's
 * own plans). Set by the institution's data load; the demo links Carlos (20260002). The tab
 * counts each bibliography title's loans in a semester: loans by copy and date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE professor ADD COLUMN person_id integer UNIQUE REFERENCES person ON DELETE SET NULL;
       CREATE INDEX loan_copy_loaned ON loan (copy_id, loaned_at);`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('DROP INDEX loan_copy_loaned; ALTER TABLE professor DROP COLUMN person_id;')
    .execute(db);
}
