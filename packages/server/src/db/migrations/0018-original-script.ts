import { sql, type Kysely } from 'kysely';
import { describeBibliographic } from '../../marc/describe.ts';
import type { MarcRecord } from '../../marc/record.ts';

/**
 * Titles in their original script (issue 11, item 4).
 *
 * Records in Hebrew, Arabic, Cyrillic or CJK script keep the romanized form in the regular
 * fields and the same fields as written in 880 (linked by $6). Nothing read the 880s: the
 * title page showed only the romanized form and `זכרון מלך` found nothing.
 *
 * `title.original_script` (jsonb) holds each 880 as describe.ts reads it (marc/original-script.ts):
 * the field it stands beside (`campo`: titulo, outro_titulo, responsabilidade, autor, assunto,
 * edicao, publicacao, serie, nota), the linked tag, the text, and its language tag and writing
 * direction for display. The search document indexes each with the field it pairs with: titles
 * (the title and other titles) with the title's weight A, authors with B, subjects with C, and
 * publication, series and notes with the rest (D), stemmed and marked like their romanized
 * pairs. A record without 880 gets the same document as before. Both search backends read the
 * document (the memory index reads `title.search`), so both find the original script.
 *
 * Titles already stored are read again from their MARC record; only those with an 880 change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE title ADD COLUMN original_script jsonb NOT NULL DEFAULT '[]'`.execute(db);
  // The search document is generated again below: drop it first, so the rows filled here are
  // not indexed twice.
  await sql`ALTER TABLE title DROP COLUMN search`.execute(db);

  let lastId = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; marc: MarcRecord | string }>`
      SELECT id, marc FROM title
      WHERE id > ${lastId} AND marc @> '{"fields": [{"tag": "880"}]}'
      ORDER BY id LIMIT 1000`.execute(db);
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    const filled: { id: number; original: unknown }[] = [];
    for (const row of rows) {
      const record = typeof row.marc === 'string' ? (JSON.parse(row.marc) as MarcRecord) : row.marc;
      const original = describeBibliographic(record).originalScript;
      if (original.length > 0) filled.push({ id: row.id, original });
    }
    if (filled.length === 0) continue;
    await sql`
      UPDATE title SET original_script = o.original
      FROM jsonb_to_recordset(${JSON.stringify(filled)}::jsonb) AS o(id integer, original jsonb)
      WHERE title.id = o.id`.execute(db);
  }

  await sql
    .raw(
      String.raw`
-- The texts of a title's original-script fields standing beside the given fields, one string.
CREATE FUNCTION estante_original_text(original jsonb, fields text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(e->>'texto', ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(original) = 'array' THEN original
                                 ELSE '[]'::jsonb END) AS e
  WHERE e->>'campo' = ANY (fields)
$fn$;

-- Migration 0015's document, each part followed by the original script of its fields.
CREATE FUNCTION title_search_document(
  title text, subtitle text, authors text[], subjects text[], extra text, language text,
  original jsonb)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(public.estante_words_document(language,
             coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' '
             || public.estante_original_text(original, '{titulo,outro_titulo}')), 'A')
      || setweight(to_tsvector('estante_simple', public.estante_search_text(
             coalesce(array_to_string(authors, ' '), '') || ' '
             || public.estante_original_text(original, '{autor}'))), 'B')
      || setweight(public.estante_words_document(language,
             coalesce(array_to_string(subjects, ' '), '') || ' '
             || public.estante_original_text(original, '{assunto}')), 'C')
      || setweight(public.estante_stemmed(language, public.estante_search_text(
             coalesce(extra, '') || ' '
             || public.estante_original_text(original, '{publicacao,serie,nota}'))), 'D')
$fn$;

DROP FUNCTION title_search_document(text, text, text[], text[], text, text);
ALTER TABLE title ADD COLUMN search tsvector GENERATED ALWAYS AS (
  title_search_document(title, subtitle, authors, subjects, search_extra, language,
    original_script)) STORED;
CREATE INDEX title_search ON title USING gin (search) WHERE network_institution_id IS NULL;
CREATE INDEX title_search_network ON title USING gin (search)
  WHERE network_institution_id IS NOT NULL;
`,
    )
    .execute(db);
}

/** Back to migration 0015's document, without the original script. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      String.raw`
ALTER TABLE title DROP COLUMN search;
DROP FUNCTION title_search_document(text, text, text[], text[], text, text, jsonb);
DROP FUNCTION estante_original_text(jsonb, text[]);
ALTER TABLE title DROP COLUMN original_script;
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
ALTER TABLE title ADD COLUMN search tsvector GENERATED ALWAYS AS (
  title_search_document(title, subtitle, authors, subjects, search_extra, language)) STORED;
CREATE INDEX title_search ON title USING gin (search) WHERE network_institution_id IS NULL;
CREATE INDEX title_search_network ON title USING gin (search)
  WHERE network_institution_id IS NOT NULL;
`,
    )
    .execute(db);
}
