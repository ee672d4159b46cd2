import { sql, type Kysely } from 'kysely';

/**
 * Cover cache (links): the images fetched from stored http(s) cover addresses, served from our
 * origin, and the addresses that could not be fetched. Keyed by the SHA-256 of the address. A
 * fetched cover is kept 7 days, a failure 1 hour (modules/links/cover-cache.ts); expired rows
 * are replaced by the next fetch and swept when one is written. Unlogged: everything here can
 * be fetched again, so it is not worth the write-ahead log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
CREATE UNLOGGED TABLE cover_cache (
  url_hash text PRIMARY KEY,
  -- null with body null: the cover could not be fetched or used
  content_type text,
  body bytea CHECK (octet_length(body) <= 2097152),
  fetched_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX cover_cache_expires ON cover_cache (expires_at);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cover_cache`.execute(db);
}
