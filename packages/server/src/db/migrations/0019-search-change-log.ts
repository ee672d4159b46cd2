import { sql, type Kysely } from 'kysely';

/**
 * Which titles each step of the search change counter (migration 0007) touched, so that a
 * process's memory index can be patched with those titles instead of thrown away and rebuilt
 * (issue 11, item 7: 55 s at a million titles, every search on PostgreSQL meanwhile).
 *
 * `search_change_log` has one row per title changed by a statement, under the counter value the
 * statement took: titles inserted, updated or deleted; the titles of copies added, removed or
 * moved (library, location, collection, title); of teaching-plan and knowledge-area links. A
 * change that every title may depend on (a library, campus, plan, course, network institution…)
 * logs a row without a title: the index is then built again. Rows older than a day are deleted
 * by the API processes, and `search_change_horizon` keeps the highest counter value deleted:
 * an index older than that is built again too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
CREATE TABLE search_change_log (
  change bigint NOT NULL,
  title_id integer,
  logged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_change_log_change ON search_change_log (change);
CREATE INDEX search_change_log_logged_at ON search_change_log (logged_at);

-- A patch places each changed title after the title PostgreSQL puts before it in each sort
-- order: (key, id) indexes make that one short index read (year and acquired_on had none).
CREATE INDEX title_year_id ON title (year, id);
CREATE INDEX title_acquired_id ON title (acquired_on, id);

CREATE TABLE search_change_horizon (change bigint NOT NULL);
INSERT INTO search_change_horizon VALUES (0);

-- Every function below locks the log before it takes a counter value, so a transaction that
-- holds a value not yet committed is one that holds this lock (memory-patch.ts waits for those
-- only, not for every open transaction).

-- Everything may have changed: one step, logged without a title.
CREATE OR REPLACE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE search_change_log IN ROW EXCLUSIVE MODE;
  INSERT INTO search_change_log (change, title_id) VALUES (nextval('search_changes'), NULL);
  RETURN NULL;
END
$fn$;

-- The titles of a statement's rows (TG_ARGV[0] names the title column): one step, a row each.
CREATE FUNCTION search_titles_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  step bigint;
BEGIN
  LOCK TABLE search_change_log IN ROW EXCLUSIVE MODE;
  step := nextval('search_changes');
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO search_change_log (change, title_id)
      SELECT DISTINCT $1, %I FROM new_rows WHERE %I IS NOT NULL', TG_ARGV[0], TG_ARGV[0])
      USING step;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('INSERT INTO search_change_log (change, title_id)
      SELECT DISTINCT $1, %I FROM old_rows WHERE %I IS NOT NULL', TG_ARGV[0], TG_ARGV[0])
      USING step;
  END IF;
  RETURN NULL;
END
$fn$;

-- A copy moved (transition tables cannot go with a column list, so this one is per row).
CREATE FUNCTION search_copy_moved() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  step bigint;
BEGIN
  LOCK TABLE search_change_log IN ROW EXCLUSIVE MODE;
  step := nextval('search_changes');
  INSERT INTO search_change_log (change, title_id) VALUES (step, OLD.title_id);
  IF NEW.title_id IS DISTINCT FROM OLD.title_id THEN
    INSERT INTO search_change_log (change, title_id) VALUES (step, NEW.title_id);
  END IF;
  RETURN NULL;
END
$fn$;

DROP TRIGGER title_search_changed ON title;
CREATE TRIGGER title_search_inserted AFTER INSERT ON title
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('id');
CREATE TRIGGER title_search_updated AFTER UPDATE ON title
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('id');
CREATE TRIGGER title_search_deleted AFTER DELETE ON title
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('id');
CREATE TRIGGER title_search_truncated AFTER TRUNCATE ON title
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();

DROP TRIGGER copy_search_changed ON copy;
DROP TRIGGER copy_place_search_changed ON copy;
CREATE TRIGGER copy_search_inserted AFTER INSERT ON copy
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER copy_search_deleted AFTER DELETE ON copy
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER copy_search_moved
  AFTER UPDATE OF title_id, library_id, location, collection ON copy FOR EACH ROW
  WHEN (OLD.title_id IS DISTINCT FROM NEW.title_id OR OLD.library_id IS DISTINCT FROM NEW.library_id
    OR OLD.location IS DISTINCT FROM NEW.location OR OLD.collection IS DISTINCT FROM NEW.collection)
  EXECUTE FUNCTION search_copy_moved();
CREATE TRIGGER copy_search_truncated AFTER TRUNCATE ON copy
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();

DROP TRIGGER teaching_plan_title_search_changed ON teaching_plan_title;
CREATE TRIGGER teaching_plan_title_search_inserted AFTER INSERT ON teaching_plan_title
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER teaching_plan_title_search_updated AFTER UPDATE ON teaching_plan_title
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER teaching_plan_title_search_deleted AFTER DELETE ON teaching_plan_title
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER teaching_plan_title_search_truncated AFTER TRUNCATE ON teaching_plan_title
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();

DROP TRIGGER title_knowledge_area_search_changed ON title_knowledge_area;
CREATE TRIGGER title_knowledge_area_search_inserted AFTER INSERT ON title_knowledge_area
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER title_knowledge_area_search_updated AFTER UPDATE ON title_knowledge_area
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER title_knowledge_area_search_deleted AFTER DELETE ON title_knowledge_area
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_changed('title_id');
CREATE TRIGGER title_knowledge_area_search_truncated AFTER TRUNCATE ON title_knowledge_area
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
`,
    )
    .execute(db);
}
