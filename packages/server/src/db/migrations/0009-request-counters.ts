import { sql, type Kysely } from 'kysely';

/**
 * Counters of requests per client and window, shared by every API process (DESIGN.md: no
 * in-process state may be the only copy of anything): the rate limits of the API and the quotas
 * of email sending. A row is one key's current window; an expired row is reset by the next hit
 * and swept from time to time. Unlogged: counters are worth nothing after a crash, and skipping
 * the write-ahead log keeps a hit cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
CREATE UNLOGGED TABLE request_counter (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX request_counter_expires ON request_counter (expires_at);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE request_counter`.execute(db);
}
