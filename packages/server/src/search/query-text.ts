/**
 * From what a reader typed to a safe, structured query. User text never reaches to_tsquery:
 * it is cut into words and quoted phrases here, and each becomes a bound parameter of
 * `search_word_query` / `search_phrase_query` (migration 0003), which only build tsqueries
 * through plainto/phraseto_tsquery.
 */

/** One part of a parsed query. */
export interface QueryPart {
  kind: 'word' | 'phrase';
  text: string;
  /** `-word` or `-"a phrase"`: titles with it are excluded. */
  negated: boolean;
  /** Joined to the part before by OR (the reader typed OR / OU between them). */
  or: boolean;
}

/** The most parts a query may have; the rest of a very long text is ignored. */
export const MAX_QUERY_PARTS = 32;

// Control and format characters (NUL, escapes, zero-width joiners…) separate words.
const CONTROL = /[\p{Cc}\p{Cf}]+/gu;
const TOKEN = /(-?)"([^"]*)"|(-?)([\p{L}\p{N}][\p{L}\p{N}\p{M}]*)/gu;

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
 * Parses a search box: words, "quoted phrases", -excluded words or phrases, and OR/OU between
 * two parts. Operators of tsquery syntax (& | ! : * ( )) are just separators here.
 */
export function parseQuery(raw: string): QueryPart[] {
  const text = normaliseText(raw);
  const parts: QueryPart[] = [];
  let pendingOr = false;
  for (const match of text.matchAll(TOKEN)) {
    if (parts.length >= MAX_QUERY_PARTS) break;
    const [, phraseMinus, phrase, wordMinus, word] = match;
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
      parts.push({ kind: 'word', text: word, negated: wordMinus === '-', or: pendingOr });
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
