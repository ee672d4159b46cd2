import { sql, type Kysely } from 'kysely';

/**
 * Captcha (activity 1120): the ALTCHA challenges already answered, each kept until it expires
 * so that an answer works once across every API process (modules/auth/captcha.ts). Logged, so
 * a restart does not make a used answer usable again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
CREATE TABLE captcha_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_used_expires ON captcha_used (expires_at);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE captcha_used`.execute(db);
}
