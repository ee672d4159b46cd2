import { sql, type Kysely } from 'kysely';
import type { IndexKind } from '@estante/contract';
import type { Database } from '../../db/schema.ts';
import { termCondition } from '../../search/conditions.ts';
import { editDistance } from './edit-distance.ts';

/** A row of the index_heading view (migration 0004). */
export interface HeadingRow {
  heading: string;
  sort_key: string;
  kind: string;
  titles: number;
}

/** The highest code point: `key || MAX` bounds a prefix range in the "C" collation. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);
/** Prefix matches read per kind before ranking by title count (keeps short prefixes fast). */
const PREFIX_WINDOW = 100;
/** Catalogue words compared by edit distance for one typed word. */
const SIMILAR_CANDIDATES = 50;
/**
 * Trigram similarity a word needs to be compared by edits at all: below pg_trgm's default 0.3,
 * so a transposition in a short word (minugs → mingus, 0.27) is still a candidate.
 */
const CANDIDATE_SIMILARITY = 0.2;
/** Trigram similarity that makes a word a suggestion however many edits away (pg_trgm's). */
const SIMILAR_ENOUGH = 0.3;

/** Edits a suggestion may be away from the typed word: 1 up to 4 letters, 2 above. */
const maxEdits = (key: string) => (key.length <= 4 ? 1 : 2);

/** Kinds autocomplete suggests from. */
const SUGGESTED_KINDS = ['titulo', 'autor', 'assunto'] as const;

/** SQL over the index_heading and search_word views. */
export function headingsRepository(db: Kysely<Database>) {
  return {
    /** The folded key of a term in an index of this kind (same function as the view). */
    indexKey: async (kind: IndexKind | 'titulo', term: string): Promise<string> => {
      const { rows } = await sql<{ key: string | null }>`
        select discovery_index_key(${kind}, ${term}) as key`.execute(db);
      return rows[0]?.key ?? '';
    },

    /** Up to `limit` headings from `key` on (included), in order. */
    headingsFrom: async (kind: IndexKind, key: string, limit: number) =>
      (
        await sql<HeadingRow>`
          select heading, sort_key, kind, titles from index_heading
          where kind = ${kind} and sort_key >= ${key} collate "C"
          order by sort_key limit ${limit}`.execute(db)
      ).rows,

    /** Up to `limit` headings just before `key` (or the last ones when key is null), in order. */
    headingsBefore: async (kind: IndexKind, key: string | null, limit: number) =>
      (
        await sql<HeadingRow>`
          select heading, sort_key, kind, titles from index_heading
          where kind = ${kind} ${key === null ? sql`` : sql`and sort_key < ${key} collate "C"`}
          order by sort_key desc limit ${limit}`.execute(db)
      ).rows.reverse(),

    /** Whether any heading of the kind sorts before `key`. */
    hasBefore: async (kind: IndexKind, key: string) =>
      (
        await sql<{ found: boolean }>`select exists (select 1 from index_heading
          where kind = ${kind} and sort_key < ${key} collate "C") as found`.execute(db)
      ).rows[0]?.found ?? false,

    /** The first key after `key`, or null at the end. */
    keyAfter: async (kind: IndexKind, key: string) =>
      (
        await sql<{ sort_key: string }>`select sort_key from index_heading
          where kind = ${kind} and sort_key > ${key} collate "C"
          order by sort_key limit 1`.execute(db)
      ).rows[0]?.sort_key ?? null,

    /** Titles, authors and subjects starting with the folded key, most used first. */
    startingWith: async (key: string, limit: number) =>
      (
        await sql<HeadingRow>`
          select * from (${sql.join(
            SUGGESTED_KINDS.map(
              (kind) => sql`(select heading, sort_key, kind, titles from index_heading
                where kind = ${kind} and sort_key >= ${key} collate "C"
                  and sort_key < ${key + MAX_CHAR} collate "C"
                order by sort_key limit ${PREFIX_WINDOW})`,
            ),
            sql` union all `,
          )}) prefixed
          order by titles desc, sort_key limit ${limit}`.execute(db)
      ).rows,

    /** Titles, authors and subjects with a word starting with the folded key (trigram index). */
    containingWord: async (key: string, limit: number) =>
      (
        await sql<HeadingRow>`
          select * from (select heading, sort_key, kind, titles from index_heading
            where kind in ('titulo', 'autor', 'assunto') and sort_key like ${'% ' + key + '%'}
            limit ${PREFIX_WINDOW}) inside
          order by titles desc, sort_key limit ${limit}`.execute(db)
      ).rows,

    /** The folded words of a term, each with its typed form. */
    wordsOf: async (term: string) =>
      (
        await sql<{ typed: string; key: string }>`
          select w as typed, discovery_fold(w) as key
          from regexp_split_to_table(${term}, '[[:space:][:punct:]«»“”‘’–—¿¡·]+') with ordinality as s(w, n)
          where discovery_fold(w) <> '' order by n`.execute(db)
      ).rows,

    /** Which of the folded words the catalogue has. */
    knownWords: async (keys: string[]) =>
      new Set(
        (
          await sql<{ word_key: string }>`select word_key from search_word
            where word_key = any(${keys}::text[])`.execute(db)
        ).rows.map((r) => r.word_key),
      ),

    /**
     * Catalogue words closest to a folded word: those within maxEdits first, the fewest edits
     * first (Damerau–Levenshtein: a transposition is one edit), then those finding the most
     * titles; then the other words at least as similar by trigrams as pg_trgm's default asks
     * (0.3), most similar first, as before.
     */
    similarWords: async (key: string, limit: number) => {
      const candidates = await db.transaction().execute(async (trx) => {
        await sql`select set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`.execute(
          trx,
        );
        return (
          await sql<{ word: string; word_key: string; titles: number; similarity: number }>`
            select word, word_key, titles, similarity(word_key, ${key}) as similarity
            from search_word where word_key % ${key}
            order by similarity desc, titles desc, word_key
            limit ${SIMILAR_CANDIDATES}`.execute(trx)
        ).rows;
      });
      const close = candidates
        .map((c, order) => ({ ...c, order, edits: editDistance(key, c.word_key) }))
        .filter((c) => c.edits <= maxEdits(key))
        .sort((a, b) => a.edits - b.edits || b.titles - a.titles || a.order - b.order);
      const similar = candidates.filter(
        (c) => Number(c.similarity) >= SIMILAR_ENOUGH && !close.some((k) => k.word === c.word),
      );
      return [...close, ...similar].slice(0, limit).map((c) => c.word);
    },

    /**
     * Whether a term finds any title of our collection, read as the search reads it (words,
     * hyphenated words, truncation, phrases).
     */
    findsTitles: async (term: string) =>
      (
        await sql<{ found: boolean }>`select exists (select 1 from title t
          where t.network_institution_id is null
            and ${termCondition({ term, field: 'todos' })}) as found`.execute(db)
      ).rows[0]?.found ?? false,
  };
}

export type HeadingsRepository = ReturnType<typeof headingsRepository>;
