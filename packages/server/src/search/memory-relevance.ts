/**
 * Relevance order over the memory index, exactly as the PostgreSQL backend's `rankExpression`
 * (postgres-fts.ts) computes it: `ts_rank(search, q)` — q being every positive word of the
 * form, the way `rankingTsquery` gathers them — plus 2 for the exact title. Each posting keeps
 * its ts_rank part (memory-index.ts, RankPart), so a title's rank is PostgreSQL's calc_rank_or:
 * the parts of the query's distinct words, in PostgreSQL's order, each divided by π²/6 and
 * summed in float4, then divided by the number of distinct words.
 *
 * A first term of several words also gets PostgreSQL's phrase boost: 1 when the title's own
 * words hold the phrase (`ts_filter(search, '{a}') @@ search_phrase_query(term)`), 0.3 when the
 * rest of the record does, from the index's word positions (memory-phrase.ts).
 */
import type { MatchSpec, PageRequest } from './backend.ts';
import { Bits } from './bitset.ts';
import { postingOf, textHashes, WEIGHT_BITS, type MemoryIndex } from './memory-index.ts';
import {
  ALL_WEIGHTS,
  operandWords,
  partSet,
  Unsupported,
  type Lexicon,
  type Operand,
  type WordQuery,
} from './memory-query.ts';
import { normaliseText, parseQuery, partKey, wordsOf } from './query-text.ts';
import { titlesHashed } from './title-hashes.ts';

/** What ranking a search needs besides its matches. */
export interface RankingQuery {
  /**
   * The distinct operands of the ranking query, in PostgreSQL's order (tsCompareString, which
   * does not look at the prefix flag). A prefix operand adds the part of every lexeme of the
   * title starting with it, in lexeme order, as calc_rank_or does.
   */
  operands: Operand[];
  /** The first term as the exact-title boost compares it, or null when there is no boost. */
  boostText: string | null;
  /** The first term when it gets the phrase boost too (several words), else null. */
  phraseText: string | null;
  /** False when the query has no positive word at all (every title ranks 0, no boost). */
  ranked: boolean;
}

/** PostgreSQL's π²/6 (tsrank.c). */
const ZETA_2 = 1.64493406685;

/** The ranking words and boost text of a form, or Unsupported (rankExpression). */
export function rankingQuery(spec: MatchSpec | null, lexicon: Lexicon): RankingQuery {
  const operands = new Map<string, Operand>();
  let parts = 0;
  for (const row of spec?.rows ?? []) {
    if (row.operator === 'NAO' && parts > 0) continue;
    for (const part of parseQuery(row.term)) {
      if (part.negated) continue;
      const meaning = lexicon.get(partKey(part));
      if (!meaning) throw new Unsupported(part.text);
      for (const word of meaning.operands) {
        const known = operands.get(word.lexeme);
        // The same text as a prefix and as a whole word: PostgreSQL keeps one of the two
        // (its sort is not stable), so it ranks that search itself.
        if (known && known.prefix !== word.prefix) throw new Unsupported('prefix and word');
        operands.set(word.lexeme, word);
      }
      parts++;
    }
  }
  const first = spec?.rows[0];
  const text = first ? normaliseText(first.term) : '';
  const phraseText = text !== '' && wordsOf(text).length > 1 ? text : null;
  // The same byte order as tsCompareString: memcmp of UTF-8, a prefix first.
  const sorted = [...operands.values()].sort((a, b) =>
    Buffer.compare(Buffer.from(a.lexeme), Buffer.from(b.lexeme)),
  );
  return {
    operands: sorted,
    boostText: text === '' ? null : text,
    phraseText,
    ranked: parts > 0,
  };
}

/** Accumulated ranks per title, kept between searches (ranking is synchronous). */
let scratch = new Float32Array(0);
/** The titles of the exact-title boost, marked during one ranking (cleared after). */
let exactMarks = Bits.empty(0);

/**
 * One page of the set by relevance, ties by id in the same direction. `folded` is
 * estante_fold(boostText) and `phrase` search_phrase_query(phraseText), both computed by
 * PostgreSQL.
 */
export function relevancePage(
  index: MemoryIndex,
  set: Bits,
  page: PageRequest,
  query: RankingQuery,
  folded: string | null,
  phrase: WordQuery | null,
): number[] {
  if (query.ranked && query.phraseText !== null && phrase === null) {
    throw new Unsupported('phrase boost');
  }
  // The phrase boost's two sets: the phrase anywhere (0.3), in the title's words (1); only
  // their titles of the match set count, so positions are read for those alone, and for the
  // title's words only where the phrase is somewhere.
  const boostPhrase = query.ranked && query.phraseText !== null && phrase !== null;
  const anywhere = boostPhrase ? partSet(index, phrase, ALL_WEIGHTS, set) : null;
  const inTitle = boostPhrase ? partSet(index, phrase, WEIGHT_BITS.A, anywhere) : null;
  if (scratch.length < index.size) scratch = new Float32Array(index.size);
  const scores = scratch;
  if (query.ranked) {
    for (const lexeme of query.operands.flatMap((operand) => operandWords(index, operand))) {
      const posting = postingOf(index, lexeme);
      if (!posting) continue;
      const { docs: titles, rank, rankValues } = posting;
      for (let i = 0; i < titles.length; i++) {
        const doc = titles[i]!;
        // Float32Array stores round to float4, as PostgreSQL's `res` does.
        if (set.has(doc)) scores[doc] = scores[doc]! + rankValues[rank[i]!]! / ZETA_2;
      }
    }
  }
  // The exact-title boost's titles, marked in a set kept between searches.
  const exact =
    query.ranked && folded !== null
      ? titlesHashed(
          [
            { hashes: index.titleKeyHashes, order: index.titleKeyOrder },
            { hashes: index.fullTitleHashes, order: index.fullTitleOrder },
          ],
          ...textHashes(folded),
          set,
          index.patches?.stale ?? null,
          index.used,
        )
      : [];
  if (exactMarks.size < index.size) exactMarks = Bits.empty(index.size);
  const marks = exactMarks;
  for (const doc of exact) marks.add(doc);
  const boosted = exact.length > 0;
  const size = query.operands.length;
  const sign = page.descending ? 1 : -1;
  const need = page.offset + page.limit;
  // The best `need` so far, best first.
  const bestDocs: number[] = [];
  const bestKeys: number[] = [];
  // The set in the tie order, so a later doc with an equal score never goes before an earlier one.
  set.forEach((doc) => {
    const rank = size > 0 ? Math.fround(scores[doc]! / size) : 0;
    scores[doc] = 0;
    let key = rank;
    if (boosted && marks.has(doc)) key += 2;
    // PostgreSQL adds the boosts in double precision, in this order.
    if (inTitle?.has(doc)) key += 1;
    else if (anywhere?.has(doc)) key += 0.3;
    const signed = sign * key;
    if (bestKeys.length === need && signed <= bestKeys[need - 1]!) return;
    let at = bestKeys.length;
    while (at > 0 && signed > bestKeys[at - 1]!) at--;
    bestKeys.splice(at, 0, signed);
    bestDocs.splice(at, 0, doc);
    if (bestKeys.length > need) {
      bestKeys.pop();
      bestDocs.pop();
    }
  }, page.descending);
  for (const doc of exact) marks.delete(doc);
  return bestDocs.slice(page.offset, need).map((d) => index.ids[d]!);
}
