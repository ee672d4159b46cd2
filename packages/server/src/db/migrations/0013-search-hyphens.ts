import { sql, type Kysely } from 'kysely';

/**
 * Hyphenated words and right truncation (issue 11, items 1 and 3).
 *
 * PostgreSQL's parser reads `pós-graduação` as the compound `pos-graduaca` at one position and
 * its parts `pos`, `graduaca` at the next two. The query side used to cut the word at the
 * hyphen and read `-graduação` as an exclusion, so a hyphenated word found nothing; and a title
 * written with the hyphen did not match the same words written with a space inside a phrase
 * (the compound shifts the positions after it), nor the word written joined.
 *
 * Now every text indexed (title and subtitle, authors, subjects, the rest; series and publisher
 * when those fields are searched) goes through `estante_search_text`: a hyphen between two word
 * characters becomes a space, so the parts take consecutive positions as if written apart, and
 * each hyphenated word is also appended written joined (`posgraduação`), unless it is only digits
 * (`1990-2000`, `1-3`: no new number). The compound itself is no longer indexed. Other ASCII
 * punctuation becomes a space too, for the same reason: the search box cuts words there, the
 * parser did not (`jazz/rock`, `U.S.`, `2.0`, `&amp;` were tokens no query could match) — found
 * by the known-item test over ../shared/data/marc.
 *
 * On the query side, `search_word_query` reads a hyphenated word as its parts in a row (a
 * phrase) or the joined word; `search_phrase_query` reads hyphens as spaces; and
 * `search_prefix_query` is right truncation (`hist*`): lexemes starting with the typed letters,
 * unstemmed (folded like the simple configuration), plus the typed word's own stem as a whole
 * word (so `biblioteca*` finds "biblioteca", indexed as `bibliotec`). Both sides name the same
 * characters, so `pós-graduação`, `pós graduação` and `posgraduação` find the same titles.
 *
 * A word character is anything but white space and ASCII punctuation: the same rule in the
 * C locale of the embedded database and on a server, and the rule query-text.ts applies to
 * letters and digits. Hyphens are U+002D, U+2010 and U+2011.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
-- Hyphens between word characters as spaces.
CREATE FUNCTION estante_dehyphen(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT regexp_replace(value,
    '([^[:space:]!-/:-@[-${'`'}{-~])[-‐‑](?=[^[:space:]!-/:-@[-${'`'}{-~])', '\1 ', 'g')
$fn$;

-- A hyphenated word written joined, or '' when it has no hyphen or is only digits.
CREATE FUNCTION estante_joined(word text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT CASE WHEN j = word OR j ~ '^[0-9]*$' THEN '' ELSE j END
  FROM regexp_replace(word, '[-‐‑]', '', 'g') AS j
$fn$;

-- The text a search document is made of. ASCII punctuation but the hyphen, and zero-width
-- characters, become spaces: the search box reads words as letters and digits only, while
-- PostgreSQL's parser would keep 'jazz/rock', 'u.s', '2.0', 'l.k.a' as one token (file, host,
-- float…) and drop '&amp;' (entity) — words no query could match or words a query asks for.
-- Then hyphens between word characters become spaces, and every hyphenated word is appended
-- once more, joined (at the end, so phrases over the parts keep their places).
CREATE FUNCTION estante_search_text(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN strpos(t, '-') = 0 AND t !~ '[‐‑]' THEN t
              ELSE public.estante_dehyphen(t) || coalesce(' ' || (
                SELECT string_agg(public.estante_joined(m[1]), ' ')
                FROM regexp_matches(t,
                  '([^[:space:]!-/:-@[-${'`'}{-~]+(?:[-‐‑][^[:space:]!-/:-@[-${'`'}{-~]+)+)', 'g') AS m
                WHERE public.estante_joined(m[1]) <> ''), '') END
  FROM translate(coalesce(value, ''),
    '!"#$%&''()*+,./:;<=>?@[\]^_${'`'}{|}~${'\u200b\u200c\u200d\u2060\ufeff'}',
    '                                                  ') AS t
$fn$;

CREATE OR REPLACE FUNCTION title_search_document(
  title text, subtitle text, authors text[], subjects text[], extra text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(to_tsvector('estante_pt',
             public.estante_search_text(coalesce(title, '') || ' ' || coalesce(subtitle, ''))), 'A')
      || setweight(to_tsvector('estante_simple',
             public.estante_search_text(array_to_string(authors, ' '))), 'B')
      || setweight(to_tsvector('estante_pt',
             public.estante_search_text(array_to_string(subjects, ' '))), 'C')
      || setweight(to_tsvector('estante_pt', public.estante_search_text(extra)), 'D')
$fn$;

-- One word without a hyphen: its Portuguese stem or the word itself (migration 0003).
CREATE FUNCTION search_plain_word_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || plainto_tsquery('estante_simple', word) END
  FROM plainto_tsquery('estante_pt', word) AS p
$fn$;

-- A quoted phrase: the words in that order, stemmed or not; hyphens read as spaces.
CREATE OR REPLACE FUNCTION search_phrase_query(phrase text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || phraseto_tsquery('estante_simple', d.t) END
  FROM (SELECT public.estante_dehyphen(coalesce(phrase, '')) AS t) AS d,
    phraseto_tsquery('estante_pt', d.t) AS p
$fn$;

-- One word of a query. A hyphenated word: its parts in a row, or the word written joined.
CREATE OR REPLACE FUNCTION search_word_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN public.estante_dehyphen(word) = word THEN public.search_plain_word_query(word)
    WHEN public.estante_joined(word) = '' THEN public.search_phrase_query(word)
    ELSE public.search_phrase_query(word)
      || public.search_plain_word_query(public.estante_joined(word)) END
$fn$;

-- One lexeme as a prefix query (the lexeme comes from plainto_tsquery's own output).
CREATE FUNCTION search_lexeme_prefix(lexeme tsquery)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT CASE WHEN numnode(lexeme) = 1 THEN (lexeme::text || ':*')::tsquery
              ELSE lexeme END
$fn$;

-- A word without a hyphen typed with * after it (right truncation): every lexeme starting with
-- the word folded as the simple configuration folds it (no stemming of the truncated stem), or
-- the word's own stem as a whole word when that differs.
CREATE FUNCTION search_plain_prefix_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(s) <> 1 THEN public.search_plain_word_query(word)
              WHEN numnode(p) = 1 AND p::text <> s::text
                THEN public.search_lexeme_prefix(s) || p
              ELSE public.search_lexeme_prefix(s) END
  FROM plainto_tsquery('estante_simple', word) AS s, plainto_tsquery('estante_pt', word) AS p
$fn$;

-- Right truncation of any word. A hyphenated word: its parts in a row, the last one truncated,
-- or the joined word truncated.
CREATE FUNCTION search_prefix_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN public.estante_dehyphen(word) = word THEN public.search_plain_prefix_query(word)
    ELSE tsquery_phrase(
        public.search_phrase_query(regexp_replace(word, '[-‐‑][^-‐‑]*$', '')),
        public.search_plain_prefix_query(substring(word from '[^-‐‑]*$')))
      || CASE WHEN public.estante_joined(word) = '' THEN ''::tsquery
              ELSE public.search_plain_prefix_query(public.estante_joined(word)) END
    END
$fn$;

-- The column is generated again with the new document.
ALTER TABLE title DROP COLUMN search;
ALTER TABLE title ADD COLUMN search tsvector GENERATED ALWAYS AS (
  title_search_document(title, subtitle, authors, subjects, search_extra)) STORED;
CREATE INDEX title_search ON title USING gin (search) WHERE network_institution_id IS NULL;
CREATE INDEX title_search_network ON title USING gin (search)
  WHERE network_institution_id IS NOT NULL;
`,
    )
    .execute(db);
}
