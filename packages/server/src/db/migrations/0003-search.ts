import { sql, type Kysely } from 'kysely';

/**
 * Search engine additions (issue 3): the title's search document now weighs title and subtitle
 * as A (245 $a and $b together are what a reader calls the title); folded sort keys; genre/form
 * (655) and carrier (338) lists for facets G and F; indexes for sorting, prefix search on call
 * numbers and ISSN lookups. Everything stays a generated column, so every writer of `title`
 * (import, demo, future editors) keeps it right without knowing about it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
-- Lower case without accents: the form titles and authors are sorted and compared by.
-- Immutable in practice (fixed dictionary), declared so for generated columns and indexes.
CREATE FUNCTION estante_fold(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')))
$fn$;

-- Values of one subfield code in every field with one tag of a stored MARC record. A jsonpath
-- walk (C code) rather than two nested jsonb_array_elements: the two generated columns below
-- run on every import, and this form costs about a quarter less per record.
CREATE FUNCTION marc_subfield_values(marc jsonb, wanted_tag text, wanted_code text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT v) FILTER (WHERE v <> ''), '{}')
  FROM (SELECT btrim(x #>> '{}', ' .,;:/') AS v
        FROM jsonb_path_query(marc,
          '$.fields[*] ? (@.tag == $tag).subfields[*] ? (@.code == $code).value',
          jsonb_build_object('tag', wanted_tag, 'code', wanted_code)) x) s
$fn$;

-- The search document, by weight: A title and subtitle, B authors, C subjects, D the rest.
CREATE FUNCTION title_search_document(
  title text, subtitle text, authors text[], subjects text[], extra text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(to_tsvector('estante_pt', coalesce(title, '') || ' ' || coalesce(subtitle, '')), 'A')
      || setweight(to_tsvector('estante_simple', array_to_string(authors, ' ')), 'B')
      || setweight(to_tsvector('estante_pt', array_to_string(subjects, ' ')), 'C')
      || setweight(to_tsvector('estante_pt', coalesce(extra, '')), 'D')
$fn$;

-- One word of a user's query as a tsquery: its Portuguese stem (titles, subjects, notes) or the
-- word itself (authors are indexed unstemmed). A Portuguese stop word gives the empty query, so
-- "história de portugal" does not demand a "de" nobody indexed.
CREATE FUNCTION search_word_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || plainto_tsquery('estante_simple', word) END
  FROM plainto_tsquery('estante_pt', word) AS p
$fn$;

-- A quoted phrase: the words in that order, stemmed or not.
CREATE FUNCTION search_phrase_query(phrase text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || phraseto_tsquery('estante_simple', phrase) END
  FROM phraseto_tsquery('estante_pt', phrase) AS p
$fn$;

ALTER TABLE title DROP COLUMN search;
ALTER TABLE title
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    title_search_document(title, subtitle, authors, subjects, search_extra)) STORED,
  ADD COLUMN title_key text GENERATED ALWAYS AS (estante_fold(title)) STORED,
  ADD COLUMN author_key text GENERATED ALWAYS AS (estante_fold(authors[1])) STORED,
  ADD COLUMN call_number_key text GENERATED ALWAYS AS (lower(call_number)) STORED,
  ADD COLUMN genres text[] GENERATED ALWAYS AS (marc_subfield_values(marc, '655', 'a')) STORED,
  ADD COLUMN carriers text[] GENERATED ALWAYS AS (marc_subfield_values(marc, '338', 'a')) STORED;

-- Our collection and the network catalogue are never searched together: one GIN index each,
-- so counting matches of a plain text search needs no heap column (the scope is the index's).
CREATE INDEX title_search ON title USING gin (search) WHERE network_institution_id IS NULL;
CREATE INDEX title_search_network ON title USING gin (search)
  WHERE network_institution_id IS NOT NULL;
CREATE INDEX title_title_key ON title (title_key, id);
CREATE INDEX title_author_key ON title (author_key, id);
CREATE INDEX title_call_number_key ON title (call_number_key text_pattern_ops);
CREATE INDEX title_call_number_sort ON title (call_number_key, id);
-- Newest first is the default order of a search (sort_defaults): the index in that order.
CREATE INDEX title_year_sort ON title (year DESC NULLS LAST, id DESC);
-- …which also serves the year filter: the single-column index of 0001 only slows imports.
DROP INDEX title_year;
CREATE INDEX title_issns ON title USING gin (issns);
`,
    )
    .execute(db);
}
