import { sql, type Kysely } from 'kysely';

/**
 * Discovery around the core search: alphabetical index lists (title, series, author, subject,
 * call number, ISBN, ISSN) with title counts, autocomplete and "did you mean".
 *
 * Headings and words are derived from the existing title columns into materialized views, so
 * the title store stays as it is. A statement-level trigger bumps a sequence whenever `title`
 * changes; the discovery module refreshes the views when the sequence has moved since the last
 * refresh (nextval never blocks, so concurrent import batches are not serialised by it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
-- Folded form for browsing and matching: lower case, no accents, ASCII punctuation and
-- spacing collapsed to one space. Idempotent, so a folded key can be passed back as a term.
CREATE FUNCTION discovery_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)),
    '[[:space:][:punct:]«»“”‘’–—¿¡·]+', ' ', 'g'))
$fn$;

-- Folded form of ISBNs and ISSNs: the first run of digits (and X), hyphens and spaces removed.
CREATE FUNCTION discovery_code_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT regexp_replace(coalesce(substring(lower(value) from '[0-9][0-9x -]*'), lower(value)),
    '[^0-9a-z]', '', 'g')
$fn$;

-- The key of a heading in an index of the given kind. (Function bodies name their schema:
-- materialized views are refreshed with an empty search_path.)
CREATE FUNCTION discovery_index_key(kind text, value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT CASE WHEN kind IN ('isbn', 'issn') THEN public.discovery_code_key(value)
              ELSE public.discovery_fold(value) END
$fn$;

-- One row per distinct heading of each index kind, with the number of titles using it.
-- Only our own collection (network records have their own tab).
CREATE MATERIALIZED VIEW index_heading AS
SELECT kind, sort_key COLLATE "C" AS sort_key, min(heading) AS heading,
       count(DISTINCT title_id)::int AS titles
FROM (
  SELECT 'titulo' AS kind, t.id AS title_id, t.title AS heading,
         discovery_index_key('titulo', t.title) AS sort_key
    FROM title t WHERE t.network_institution_id IS NULL
  UNION ALL
  SELECT 'serie', t.id, h, discovery_index_key('serie', h)
    FROM title t, unnest(t.series) h WHERE t.network_institution_id IS NULL
  UNION ALL
  SELECT 'autor', t.id, h, discovery_index_key('autor', h)
    FROM title t, unnest(t.authors) h WHERE t.network_institution_id IS NULL
  UNION ALL
  SELECT 'assunto', t.id, h, discovery_index_key('assunto', h)
    FROM title t, unnest(t.subjects) h WHERE t.network_institution_id IS NULL
  UNION ALL
  SELECT 'chamada', t.id, t.call_number, discovery_index_key('chamada', t.call_number)
    FROM title t WHERE t.network_institution_id IS NULL AND t.call_number IS NOT NULL
  UNION ALL
  SELECT 'isbn', t.id, h, discovery_index_key('isbn', h)
    FROM title t, unnest(t.isbns) h WHERE t.network_institution_id IS NULL
  UNION ALL
  SELECT 'issn', t.id, h, discovery_index_key('issn', h)
    FROM title t, unnest(t.issns) h WHERE t.network_institution_id IS NULL
) headings
WHERE sort_key <> ''
GROUP BY kind, sort_key COLLATE "C";
-- Keyset paging in both directions, and prefix ranges for autocomplete.
CREATE UNIQUE INDEX index_heading_key ON index_heading (kind, sort_key);
-- Word-inside-heading matches for autocomplete.
CREATE INDEX index_heading_trgm ON index_heading USING gin (sort_key gin_trgm_ops)
  WHERE kind IN ('titulo', 'autor', 'assunto');

-- Words of titles, authors and subjects with their most frequent written form, for
-- "did you mean" (trigram similarity between a typed word and the catalogue's words).
CREATE MATERIALIZED VIEW search_word AS
SELECT discovery_fold(word) COLLATE "C" AS word_key,
       mode() WITHIN GROUP (ORDER BY word) AS word,
       sum(titles)::int AS titles
FROM (
  SELECT lower(w) AS word, titles
    FROM index_heading, regexp_split_to_table(heading, '[[:space:][:punct:]«»“”‘’–—¿¡·]+') w
   WHERE kind IN ('titulo', 'autor', 'assunto')
) words
WHERE length(word) >= 3 AND discovery_fold(word) <> ''
GROUP BY discovery_fold(word) COLLATE "C";
CREATE UNIQUE INDEX search_word_key ON search_word (word_key);
CREATE INDEX search_word_trgm ON search_word USING gin (word_key gin_trgm_ops);

-- Change counter of the title table, and the value the views were last refreshed at.
CREATE SEQUENCE discovery_title_changes;
CREATE TABLE discovery_refresh (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  refreshed_change bigint NOT NULL DEFAULT 0,
  refreshed_at timestamptz
);
INSERT INTO discovery_refresh DEFAULT VALUES;

CREATE FUNCTION discovery_title_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM nextval('discovery_title_changes');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER title_discovery_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON title
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_title_changed();

-- Authority search: prefix on the folded heading; related titles: shared series, same work.
CREATE INDEX authority_heading_key_prefix ON authority (heading_key text_pattern_ops);
CREATE INDEX title_series ON title USING gin (series);
CREATE INDEX title_folded_title ON title (discovery_fold(title));
`,
    )
    .execute(db);
}
