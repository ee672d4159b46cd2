import { sql, type Kysely } from 'kysely';

/**
 * Plurals in the title's own language (issue 11, item 2).
 *
 * Until now every title was stemmed as Portuguese, so English, Spanish and French words did
 * not match their plurals (`songs` / `song`, `computers` / `computer`). Now each title's
 * title and subtitle, subjects and other text are stemmed with the snowball configuration of
 * its language (`title.language`, from 008/35-37 or 041 $a): English (eng), Spanish (spa),
 * French (fre, fra), and Portuguese for every other language or none, as before. Authors stay
 * unstemmed. Title and subtitle, and subjects, also hold each word as written (folded like the
 * simple configuration) marked with a leading `=` (`'=songs'`), at the word's position; not the
 * rest (notes, contents), which would grow the document by a third for little.
 *
 * A query word (`search_plain_word_query`) is the OR of its stems in the four languages, the
 * word itself (authors) and the marked word. So it finds a title whatever the title's
 * language, and a title holding the word as typed matches one more distinct lexeme of the
 * query than a title holding another form of it: ts_rank puts it first, both ways (`songs`
 * ranks "Songs" above "Song", `song` ranks "Song" above "Songs"). The mark keeps the word as
 * written apart from the stems of other languages (the English stem of `livros` is `livro`).
 * Phrases and truncation (`hist*`) read stems and unmarked words only, as before.
 *
 * Stop words stay one list for every language, the Portuguese one (the new stemmers read
 * `StopWords = portuguese`): a word is left out of the document and of the query alike,
 * whatever the title's language, so a query never asks for a word a title could not hold.
 * (Each language's own list would drop `estado`, `sobre`, `son`, `will` from its titles while
 * the query kept them, and a union of the lists would drop `estado` everywhere.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
-- Stemmers of the other catalogue languages, with the Portuguese stop words; and the word as
-- written (folded, not stemmed), with the same stop words.
CREATE TEXT SEARCH DICTIONARY estante_english_stem
  (TEMPLATE = snowball, Language = english, StopWords = portuguese);
CREATE TEXT SEARCH DICTIONARY estante_spanish_stem
  (TEMPLATE = snowball, Language = spanish, StopWords = portuguese);
CREATE TEXT SEARCH DICTIONARY estante_french_stem
  (TEMPLATE = snowball, Language = french, StopWords = portuguese);
CREATE TEXT SEARCH DICTIONARY estante_word (TEMPLATE = simple, StopWords = portuguese);

-- The same token types and accent folding as estante_pt, another last dictionary.
CREATE TEXT SEARCH CONFIGURATION estante_en (COPY = estante_pt);
ALTER TEXT SEARCH CONFIGURATION estante_en
  ALTER MAPPING REPLACE portuguese_stem WITH estante_english_stem;
CREATE TEXT SEARCH CONFIGURATION estante_es (COPY = estante_pt);
ALTER TEXT SEARCH CONFIGURATION estante_es
  ALTER MAPPING REPLACE portuguese_stem WITH estante_spanish_stem;
CREATE TEXT SEARCH CONFIGURATION estante_fr (COPY = estante_pt);
ALTER TEXT SEARCH CONFIGURATION estante_fr
  ALTER MAPPING REPLACE portuguese_stem WITH estante_french_stem;
CREATE TEXT SEARCH CONFIGURATION estante_exact (COPY = estante_pt);
ALTER TEXT SEARCH CONFIGURATION estante_exact
  ALTER MAPPING REPLACE portuguese_stem WITH estante_word;

-- A text stemmed in the language of its title (a MARC language code). Series and publisher
-- searches read theirs this way too (conditions.ts).
CREATE FUNCTION estante_stemmed(language text, value text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE language
    WHEN 'eng' THEN to_tsvector('estante_en', value)
    WHEN 'spa' THEN to_tsvector('estante_es', value)
    WHEN 'fre' THEN to_tsvector('estante_fr', value)
    WHEN 'fra' THEN to_tsvector('estante_fr', value)
    ELSE to_tsvector('estante_pt', value) END
$fn$;

-- The words of a text (estante_search_text) as its title's language stems them, plus each word
-- as written, marked with a leading '=' ('=songs'), at the same position (the text form merges
-- them: tsvector || tsvector would shift the positions of the second). The mark keeps a word
-- as written apart from every stem: the English stem of 'livros' is 'livro', which must not
-- count as the word as written in a title saying "livro".
CREATE FUNCTION estante_words_document(language text, value text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN length(e) = 0 THEN s
              ELSE (s::text || ' ' || regexp_replace(e::text, '(^| )''', '\1''=', 'g'))::tsvector END
  FROM (SELECT public.estante_stemmed(language, v) AS s, to_tsvector('estante_exact', v) AS e
        FROM public.estante_search_text(value) AS v) AS d
$fn$;

-- A tsquery's lexemes marked as words as written ('songs' → '=songs'). The query is
-- PostgreSQL's own output, so a lexeme starts at a quote after the start, a space, ( or !.
CREATE FUNCTION estante_exact_query(query tsquery)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT CASE WHEN numnode(query) = 0 THEN query
              ELSE regexp_replace(query::text, '(^|[ (!])''', '\1''=', 'g')::tsquery END
$fn$;

CREATE FUNCTION title_search_document(
  title text, subtitle text, authors text[], subjects text[], extra text, language text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(public.estante_words_document(language,
             coalesce(title, '') || ' ' || coalesce(subtitle, '')), 'A')
      || setweight(to_tsvector('estante_simple',
             public.estante_search_text(array_to_string(authors, ' '))), 'B')
      || setweight(public.estante_words_document(language, array_to_string(subjects, ' ')), 'C')
      || setweight(public.estante_stemmed(language, public.estante_search_text(extra)), 'D')
$fn$;

-- One word without a hyphen: its stems in the catalogue's languages, the word itself (authors
-- are indexed unstemmed), or the word as written in a title or subject ('=word').
-- A Portuguese stop word is empty in every configuration, and gives the empty query.
CREATE OR REPLACE FUNCTION search_plain_word_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || plainto_tsquery('estante_en', word) || plainto_tsquery('estante_es', word)
                || plainto_tsquery('estante_fr', word) || plainto_tsquery('estante_simple', word)
                || public.estante_exact_query(plainto_tsquery('estante_exact', word)) END
  FROM plainto_tsquery('estante_pt', word) AS p
$fn$;

-- A quoted phrase: the words in that order, stemmed in one of the languages or not.
CREATE OR REPLACE FUNCTION search_phrase_query(phrase text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN numnode(p) = 0 THEN ''::tsquery
              ELSE p || phraseto_tsquery('estante_en', d.t) || phraseto_tsquery('estante_es', d.t)
                || phraseto_tsquery('estante_fr', d.t) || phraseto_tsquery('estante_simple', d.t) END
  FROM (SELECT public.estante_dehyphen(coalesce(phrase, '')) AS t) AS d,
    phraseto_tsquery('estante_pt', d.t) AS p
$fn$;

-- The column is generated again with the new document.
ALTER TABLE title DROP COLUMN search;
DROP FUNCTION title_search_document(text, text, text[], text[], text);
ALTER TABLE title ADD COLUMN search tsvector GENERATED ALWAYS AS (
  title_search_document(title, subtitle, authors, subjects, search_extra, language)) STORED;
CREATE INDEX title_search ON title USING gin (search) WHERE network_institution_id IS NULL;
CREATE INDEX title_search_network ON title USING gin (search)
  WHERE network_institution_id IS NOT NULL;
`,
    )
    .execute(db);
}
