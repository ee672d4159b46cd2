import { sql, type Kysely } from 'kysely';

/**
 * A change counter for everything a search answer is made of: the titles and their search
 * document, and what facets and filters read around them (copies' library, location and
 * collection; libraries, campuses, teaching plans, knowledge areas, network institutions). The
 * search result cache keys its entries by this counter, so any such change makes every cached
 * answer stale at once. Copy status changes (loans, returns) do not move it: a search answer
 * holds title ids only, and availability is read fresh for the page shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
CREATE SEQUENCE search_changes;

CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM nextval('search_changes');
  RETURN NULL;
END
$fn$;

CREATE TRIGGER title_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON title
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER copy_search_changed AFTER INSERT OR DELETE OR TRUNCATE ON copy
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER copy_place_search_changed
  AFTER UPDATE OF title_id, library_id, location, collection ON copy
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER library_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON library
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER campus_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campus
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER teaching_plan_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teaching_plan
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER teaching_plan_title_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teaching_plan_title
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER title_knowledge_area_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON title_knowledge_area
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER knowledge_area_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_area
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER course_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER discipline_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discipline
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER professor_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON professor
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
CREATE TRIGGER network_institution_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON network_institution
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
`,
    )
    .execute(db);
}
