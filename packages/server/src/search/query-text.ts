/**
 * From what a reader typed to a safe, structured query. User text never reaches to_tsquery:
 * it is cut into words and quoted phrases here, and each becomes a bound parameter of
 * `search_word_query` / `search_phrase_query` / `search_prefix_query` (migrations 0003, 0013),
 * which only build tsqueries through plainto/phraseto_tsquery and the lexemes those give.
 *
 * A hyphenated word (`pós-graduação`, `Lévi-Strauss`) is one word: PostgreSQL reads it as its
 * parts in a row or the word written joined. A word followed by `*` with at least
 * MIN_TRUNCATION letters or digits before it is right-truncated (`hist*`); with fewer, the `*`
 * is ignored and the word searched as typed.
 */

/** One part of a parsed query. */
export interface QueryPart {
  kind: 'word' | 'phrase';
  text: string;
  /** `-word` or `-"a phrase"`: titles with it are excluded. */
  negated: boolean;
  /** Joined to the part before by OR (the reader typed OR / OU between them). */
  or: boolean;
  /** A word typed with `*` after it: every word starting with it (right truncation). */
  truncated?: boolean;
}

/** Letters or digits a truncated word needs before its `*` (`hi*` is searched as `hi`). */
export const MIN_TRUNCATION = 3;

/** The key a part's lexemes are known by: the word, with `*` when truncated. */
export function partKey(part: QueryPart): string {
  return part.truncated ? `${part.text}*` : part.text;
}

/** The most parts a query may have; the rest of a very long text is ignored. */
export const MAX_QUERY_PARTS = 32;

// Control and format characters (NUL, escapes, zero-width joiners…) separate words.
const CONTROL = /[\p{Cc}\p{Cf}]+/gu;
/** A word: letters and digits (with their marks), hyphens between them (U+002D, U+2010/1). */
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:[-\u2010\u2011][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*`;
/** `-` excludes what follows only at the start of a part: `P.-J.` and `jazz--blues` exclude nothing. */
const MINUS = String.raw`((?<!\S)-)?`;
const TOKEN = new RegExp(String.raw`${MINUS}"([^"]*)"|${MINUS}(${WORD})(\*?)`, 'gu');

/**
 * Canonical form of user text: NFC (so decomposed "educação" equals the composed one), control
 * characters as spaces, runs of blanks collapsed, trimmed.
 */
export function normaliseText(raw: string): string {
  return raw.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Words of a text (letters and digits), in order. */
export function wordsOf(text: string): string[] {
  return normaliseText(text).match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
}

/**
 * Parses a search box: words, hyphenated words, truncated words (`hist*`), "quoted phrases",
 * -excluded words or phrases, and OR/OU between two parts. Operators of tsquery syntax
 * (& | ! : ( )) are just separators here, and so is `*` anywhere but right after a word (a `*`
 * inside quotes is ignored: phrases are not truncated).
 */
export function parseQuery(raw: string): QueryPart[] {
  const text = normaliseText(raw);
  const parts: QueryPart[] = [];
  let pendingOr = false;
  for (const match of text.matchAll(TOKEN)) {
    if (parts.length >= MAX_QUERY_PARTS) break;
    const [, phraseMinus, phrase, wordMinus, word, star] = match;
    if (phrase !== undefined) {
      const words = wordsOf(phrase);
      if (words.length === 0) continue;
      const kind = words.length === 1 ? 'word' : 'phrase';
      parts.push({ kind, text: words.join(' '), negated: phraseMinus === '-', or: pendingOr });
      pendingOr = false;
    } else if (word !== undefined) {
      if ((word === 'OR' || word === 'OU') && parts.length > 0) {
        pendingOr = true;
        continue;
      }
      const part: QueryPart = {
        kind: 'word',
        text: word,
        negated: wordMinus === '-',
        or: pendingOr,
      };
      if (star === '*' && wordsOf(word).join('').length >= MIN_TRUNCATION) part.truncated = true;
      parts.push(part);
      pendingOr = false;
    }
  }
  // A query of exclusions only would match almost everything: read them as plain words.
  if (parts.length > 0 && parts.every((p) => p.negated)) {
    for (const part of parts) part.negated = false;
  }
  return parts;
}

/** Escapes LIKE wildcards so a call number prefix is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
