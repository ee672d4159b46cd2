import { sql, type Kysely } from 'kysely';

/**
 * The OAI-PMH provider (issue 15, modules/oai).
 *
 * - `oai_tombstone`: a deleted title of our own catalogue (not a network record), kept for ever
 *   so that harvesters learn of the deletion (`deletedRecord` = persistent). It holds the
 *   deletion's datestamp and the sets the title was in: its material type and the libraries of
 *   its copies. The trigger runs before the row goes, while the copies (deleted by cascade)
 *   are still there. A transaction that rolls back takes its tombstones with it.
 * - `oai_key`: the secret that signs resumption tokens, made by the first process that needs
 *   it, so tokens survive a restart and are good on every API process.
 * - `title_oai_datestamp`: the datestamp of a title is its `updated_at`; incremental harvests
 *   (`from`, `until`) and the earliest datestamp read this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
CREATE TABLE oai_tombstone (
  title_id integer PRIMARY KEY,
  datestamp timestamptz NOT NULL DEFAULT now(),
  material_type text NOT NULL,
  library_ids integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX oai_tombstone_datestamp ON oai_tombstone (datestamp);

CREATE TABLE oai_key (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

CREATE INDEX title_oai_datestamp ON title (updated_at) WHERE network_institution_id IS NULL;

CREATE FUNCTION oai_title_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO oai_tombstone (title_id, datestamp, material_type, library_ids)
  VALUES (OLD.id, now(), OLD.material_type,
    coalesce((SELECT array_agg(DISTINCT library_id ORDER BY library_id)
              FROM copy WHERE title_id = OLD.id), '{}'))
  ON CONFLICT (title_id) DO UPDATE
    SET datestamp = EXCLUDED.datestamp, material_type = EXCLUDED.material_type,
        library_ids = EXCLUDED.library_ids;
  RETURN OLD;
END
$fn$;

CREATE TRIGGER title_oai_deleted BEFORE DELETE ON title
  FOR EACH ROW WHEN (OLD.network_institution_id IS NULL)
  EXECUTE FUNCTION oai_title_deleted();
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `DROP TRIGGER title_oai_deleted ON title;
       DROP FUNCTION oai_title_deleted();
       DROP INDEX title_oai_datestamp;
       DROP TABLE oai_key;
       DROP TABLE oai_tombstone;`,
    )
    .execute(db);
}
