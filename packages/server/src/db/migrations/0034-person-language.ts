import { sql, type Kysely } from 'kysely';

/**
 * The language a patron reads the catalogue in (pt, en, es), kept at each sign-in and token
 * refresh, so the emails the library sends later (hold ready, due and overdue notices, the
 * interest-profile digest) are written in it. Portuguese until the patron signs in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE person ADD COLUMN language text NOT NULL DEFAULT 'pt'
         CHECK (language IN ('pt', 'en', 'es'));`,
    )
    .execute(db);
}
