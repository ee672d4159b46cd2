import { sql, type Kysely } from 'kysely';

/**
 * Words inside Chinese, Japanese and Korean text (issue 11, item 4).
 *
 * CJK is written without spaces, and PostgreSQL's parser reads a run of ideographs or kana as
 * one word: `中国社会科学出版社` was found by those nine characters and nothing shorter, so
 * `社会科学` (social sciences) or `出版社` (publisher) found nothing. Without a dictionary of
 * each language, catalogues do what Lucene's CJK analyzer does: a run is indexed as its
 * overlapping pairs of characters (`中国 国社 社会 会科 科学 学出 出版 版社`), and a query run
 * becomes the phrase of its pairs (`社会 <-> 会科 <-> 科学`), so any word of two or more
 * characters inside a run is found, and in its place. A run of one character stays as it is.
 * The document also holds every character of a run on its own, appended after the text (as
 * the joined form of hyphenated words is: phrases over the text keep their places), so a
 * query of one character (`节`, festival) finds the runs holding it.
 *
 * Han (with extensions and compatibility ideographs), hiragana, katakana (not its middle dot,
 * punctuation) and Hangul syllables count. Korean separates its words with spaces, but its
 * particles are written joined to them, so pairs help it too.
 *
 * How: `estante_search_text`, which every part of the search document and every field search
 * reads, splits runs first; the query functions read a word with CJK as the phrase of its pairs
 * (a truncated one too: pairs already find what starts with it). The old functions stay, under
 * a `_plain` name, and the new ones call them: both backends read these functions (the memory
 * index asks PostgreSQL for each query's lexemes, and reads the stored documents), so both
 * find the same. Only titles with CJK text are stored again.
 */

/** Characters of CJK scripts, as a regular-expression class (PostgreSQL ARE). */
const CJK = String.raw`[\u3040-\u309f\u30a0-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\U00020000-\U0002fa1f]`;
const NOT_CJK = String.raw`[^\u3040-\u309f\u30a0-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\U00020000-\U0002fa1f]`;

/** Titles whose search document holds CJK text: stored again, so the document is made again. */
async function restoreCjkTitles(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `UPDATE title SET title = title
       WHERE concat_ws(' ', title, subtitle, array_to_string(authors, ' '),
                       array_to_string(subjects, ' '), search_extra, original_script::text)
             ~ '${CJK}'`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
-- Each CJK run of a text as its pairs of characters (a run of one as it is), spaced from what
-- is around it; with unigrams, every character of the runs once more, after the text.
CREATE FUNCTION estante_cjk_split(value text, unigrams boolean)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
DECLARE
  piece text[];
  run text;
  result text := '';
  singles text := '';
  i integer;
BEGIN
  FOR piece IN SELECT regexp_matches(value, '(${CJK}+)|(${NOT_CJK}+)', 'g') LOOP
    run := piece[1];
    IF run IS NULL THEN
      result := result || piece[2];
    ELSIF length(run) = 1 THEN
      result := result || ' ' || run || ' ';
    ELSE
      result := result || ' ';
      FOR i IN 1 .. length(run) - 1 LOOP
        result := result || substr(run, i, 2) || ' ';
      END LOOP;
      IF unigrams THEN
        FOR i IN 1 .. length(run) LOOP
          singles := singles || ' ' || substr(run, i, 1);
        END LOOP;
      END IF;
    END IF;
  END LOOP;
  RETURN result || singles;
END
$fn$;

ALTER FUNCTION estante_search_text(text) RENAME TO estante_search_text_plain;
CREATE FUNCTION estante_search_text(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT public.estante_search_text_plain(
    CASE WHEN value ~ '${CJK}' THEN public.estante_cjk_split(value, true) ELSE value END)
$fn$;

ALTER FUNCTION search_phrase_query(text) RENAME TO search_phrase_query_plain;
CREATE FUNCTION search_phrase_query(phrase text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT public.search_phrase_query_plain(
    CASE WHEN phrase ~ '${CJK}' THEN public.estante_cjk_split(phrase, false) ELSE phrase END)
$fn$;

ALTER FUNCTION search_word_query(text) RENAME TO search_word_query_plain;
CREATE FUNCTION search_word_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN word ~ '${CJK}' THEN public.search_phrase_query(word)
              ELSE public.search_word_query_plain(word) END
$fn$;

ALTER FUNCTION search_prefix_query(text) RENAME TO search_prefix_query_plain;
CREATE FUNCTION search_prefix_query(word text)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN word ~ '${CJK}' THEN public.search_phrase_query(word)
              ELSE public.search_prefix_query_plain(word) END
$fn$;
`,
    )
    .execute(db);
  await restoreCjkTitles(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
DROP FUNCTION search_prefix_query(text);
ALTER FUNCTION search_prefix_query_plain(text) RENAME TO search_prefix_query;
DROP FUNCTION search_word_query(text);
ALTER FUNCTION search_word_query_plain(text) RENAME TO search_word_query;
DROP FUNCTION search_phrase_query(text);
ALTER FUNCTION search_phrase_query_plain(text) RENAME TO search_phrase_query;
DROP FUNCTION estante_search_text(text);
ALTER FUNCTION estante_search_text_plain(text) RENAME TO estante_search_text;
DROP FUNCTION estante_cjk_split(text, boolean);
`,
    )
    .execute(db);
  await restoreCjkTitles(db);
}
