import { sql, type Kysely } from 'kysely';

/**
 * The network catalogue fed by the OAI-PMH harvester (issue 15, modules/network).
 *
 * - `network_institution` gains what is needed to harvest it: a short code (the CLI's
 *   `--institution`), the OAI-PMH base URL (absolute, or `/oai`-style relative to this server's
 *   own address), an optional set and metadataPrefix (null: marc21 when offered, else oai_dc).
 * - `network_harvest`: one row per institution, its harvest status (last run, last datestamp
 *   seen, what the last run added/updated/deleted/skipped and why, the last error) and the
 *   lease `running_since` that lets only one process harvest an institution at a time.
 * - `network_record`: which title holds which OAI item, so deletions reach the right title.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
ALTER TABLE network_institution
  ADD COLUMN code text UNIQUE,
  ADD COLUMN oai_url text,
  ADD COLUMN oai_set text,
  ADD COLUMN metadata_prefix text CHECK (metadata_prefix IN ('marc21', 'oai_dc'));

CREATE TABLE network_harvest (
  institution_id integer PRIMARY KEY REFERENCES network_institution ON DELETE CASCADE,
  running_since timestamptz,
  last_run_at timestamptz,
  last_finished_at timestamptz,
  last_success_at timestamptz,
  -- the newest datestamp seen by a complete run, as the source wrote it: the next from
  last_datestamp text,
  ok boolean,
  added integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  deleted integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  -- the first few skipped items: [{ identifier, reason }]
  skipped_reasons jsonb NOT NULL DEFAULT '[]',
  last_error text
);

CREATE TABLE network_record (
  institution_id integer NOT NULL REFERENCES network_institution ON DELETE CASCADE,
  identifier text NOT NULL,
  title_id integer NOT NULL REFERENCES title ON DELETE CASCADE,
  datestamp text NOT NULL,
  harvested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, identifier)
);
CREATE INDEX network_record_title ON network_record (title_id);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `DROP TABLE network_record;
       DROP TABLE network_harvest;
       ALTER TABLE network_institution DROP COLUMN code, DROP COLUMN oai_url,
         DROP COLUMN oai_set, DROP COLUMN metadata_prefix;`,
    )
    .execute(db);
}
