/**
 * Searches over the memory index (memory-index.ts), with the meaning the PostgreSQL backend's
 * SQL gives them (conditions.ts): a form's words in a field, the tab's scope, the filters, and
 * a page in a stored order. Every set is a bitset of titles (bitset.ts). What this cannot answer
 * exactly as PostgreSQL would throws Unsupported, and PostgreSQL answers instead.
 */
import { FACET_LETTERS, type FacetLetter, type FilterKind } from '@estante/contract';
import type {
  FilterSelection,
  MatchSpec,
  PageRequest,
  SearchQuery,
  SearchScope,
  TermCondition,
} from './backend.ts';
import { Bits } from './bitset.ts';
import {
  CODE_MASK,
  LETTER_SHIFT,
  NO_DATE,
  postingOf,
  WEIGHT_BITS,
  type MemoryIndex,
  type ValueColumn,
} from './memory-index.ts';
import { chainsOf, chainBits, type Chain } from './memory-phrase.ts';
import { normaliseText, parseQuery, partKey } from './query-text.ts';

/** Raised inside an evaluation when PostgreSQL must answer instead. */
export class Unsupported extends Error {}

/** One operand of a word's tsquery: a lexeme, or every lexeme starting with it (`'hist':*`). */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

/**
 * What a part of a search box means: its tsquery's alternatives (chains of one word: a word or
 * prefix; of several: a phrase) and every operand in it, which is what ts_rank counts.
 */
export interface WordQuery {
  chains: Chain[];
  operands: Operand[];
}

/**
 * Each part's query (search_word_query, search_prefix_query for a truncated word,
 * search_phrase_query for a quoted phrase; keyed by partKey); null when the tsquery is not
 * alternatives of chains.
 */
export type Lexicon = Map<string, WordQuery | null>;

/**
 * The index's words in code-unit order, for prefix ranges; made on the first truncated search,
 * and kept up to date with the words patches add (memory-patch.ts numbers them next).
 */
const sortedWordLists = new WeakMap<Map<string, number>, { list: string[]; words: number }>();

function sortedWords(index: MemoryIndex): string[] {
  const known = sortedWordLists.get(index.words);
  if (!known) {
    const list = [...index.words.keys()].sort();
    sortedWordLists.set(index.words, { list, words: index.words.size });
    return list;
  }
  if (known.words < index.words.size) {
    let n = 0;
    for (const word of index.words.keys()) {
      if (n++ < known.words) continue;
      let low = 0;
      let high = known.list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (known.list[mid]! < word) low = mid + 1;
        else high = mid;
      }
      known.list.splice(low, 0, word);
    }
    known.words = index.words.size;
  }
  return known.list;
}

/**
 * The index's words starting with `prefix`, in PostgreSQL's lexeme order (UTF-8 bytes, as
 * tsCompareString): the words a prefix operand `'prefix':*` matches, in the order ts_rank
 * visits them.
 */
export function wordsStartingWith(index: MemoryIndex, prefix: string): string[] {
  const list = sortedWords(index);
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < list.length && list[i]!.startsWith(prefix); i++) found.push(list[i]!);
  return found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** The lexemes an operand matches in the index. */
export function operandWords(index: MemoryIndex, operand: Operand): string[] {
  return operand.prefix ? wordsStartingWith(index, operand.lexeme) : [operand.lexeme];
}

export const ALL_WEIGHTS = WEIGHT_BITS.A | WEIGHT_BITS.B | WEIGHT_BITS.C | WEIGHT_BITS.D;
const FIELD_WEIGHTS: Partial<Record<TermCondition['field'], number>> = {
  todos: ALL_WEIGHTS,
  titulo: WEIGHT_BITS.A,
  autor: WEIGHT_BITS.B,
  assunto: WEIGHT_BITS.C,
};

/** Titles having any of the operands' lexemes with any of the weights. */
function wordSet(index: MemoryIndex, operands: Operand[], weights: number): Bits {
  // Stored word sets are shared and never written: the first write goes to a copy.
  let result: Bits | null = null;
  let owned = false;
  const writable = (): Bits => {
    if (!owned) {
      result = result ? result.copy() : Bits.empty(index.size);
      owned = true;
    }
    return result!;
  };
  const lexemes = operands.flatMap((operand) => operandWords(index, operand));
  for (const lexeme of lexemes) {
    const number = index.words.get(lexeme);
    if (number === undefined) continue;
    const ready = weights === ALL_WEIGHTS ? index.wordBits.get(number) : undefined;
    if (ready) {
      if (result === null) result = ready;
      else writable().orInPlace(ready);
      continue;
    }
    const posting = postingOf(index, lexeme);
    if (!posting) continue;
    const target = writable();
    if (weights === ALL_WEIGHTS) {
      for (let i = 0; i < posting.docs.length; i++) target.add(posting.docs[i]!);
      continue;
    }
    // A field: the titles where one of the word's positions has the field's weight.
    const mask = positionMask(weights);
    const { docs, positionCounts, positions } = posting;
    let from = 0;
    for (let i = 0; i < docs.length; i++) {
      const to = from + positionCounts[i]! + 1;
      for (let p = from; p < to; p++) {
        if (((mask >>> (positions[p]! >>> 14)) & 1) === 1) {
          target.add(docs[i]!);
          break;
        }
      }
      from = to;
    }
  }
  return result ?? Bits.empty(index.size);
}

/** WEIGHT_BITS (A 1, B 2, C 4, D 8) as POSITION_WEIGHT bits (A 8, B 4, C 2, D 1). */
function positionMask(weights: number): number {
  let mask = 0;
  if (weights & WEIGHT_BITS.A) mask |= 8;
  if (weights & WEIGHT_BITS.B) mask |= 4;
  if (weights & WEIGHT_BITS.C) mask |= 2;
  if (weights & WEIGHT_BITS.D) mask |= 1;
  return mask;
}

/**
 * Titles matching one part: its words from the word lists, its phrases from positions — the
 * phrases' positions read only for titles of `within` when given (the titles outside it may
 * then be left out).
 */
export function partSet(
  index: MemoryIndex,
  query: WordQuery,
  weights: number,
  within: Bits | null = null,
): Bits {
  const words: Operand[] = [];
  const phrases: Chain[] = [];
  for (const chain of query.chains) {
    if (chain.length === 1) words.push(chain[0]!);
    else phrases.push(chain);
  }
  const set = wordSet(index, words, weights);
  if (phrases.length === 0) return set;
  return set.reusable().orInPlace(chainBits(index, phrases, positionMask(weights), within));
}

/**
 * A search box in one field, as `termCondition` in conditions.ts: the parts combined the way
 * tsquery combines them (a part that is only stop words drops out; nothing left matches
 * nothing), over the whole document and, for title / author / subject, over that weight too.
 */
function termMatches(index: MemoryIndex, term: TermCondition, lexicon: Lexicon): Bits {
  const weights = FIELD_WEIGHTS[term.field];
  if (weights === undefined) throw new Unsupported(term.field);
  const text = normaliseText(term.term);
  // A term that reads as an ISBN or ISSN also searches those columns.
  if (
    term.field === 'todos' &&
    /^(\d{9}[\dXx]|\d{13}|\d{7}[\dXx])$/.test(text.replace(/[\s-]/g, ''))
  ) {
    throw new Unsupported('identifier');
  }
  const parts = parseQuery(text);
  if (parts.length === 0) return Bits.empty(index.size);
  const evaluate = (mask: number): Bits | null => {
    let query: Bits | null = null;
    for (const part of parts) {
      const meaning = lexicon.get(partKey(part));
      if (meaning === null || meaning === undefined) throw new Unsupported(part.text);
      if (meaning.chains.length === 0) continue; // stop words: tsquery drops the empty operand
      let one = partSet(index, meaning, mask);
      if (part.negated) one = one.reusable().notInPlace();
      if (query === null) query = one;
      else if (part.or && !part.negated) query = query.reusable().orInPlace(one);
      else query = query.reusable().andInPlace(one);
    }
    return query;
  };
  const whole = evaluate(ALL_WEIGHTS);
  if (whole === null) return Bits.empty(index.size);
  return weights === ALL_WEIGHTS ? whole : whole.reusable().andInPlace(evaluate(weights)!);
}

/** The rows of a form joined left to right by E / OU / NAO (matchCondition); null: every title. */
function matchBits(index: MemoryIndex, spec: MatchSpec | null, lexicon: Lexicon): Bits | null {
  if (!spec || spec.rows.length === 0) return null;
  let matches: Bits | null = null;
  for (const row of spec.rows) {
    const one = termMatches(index, row, lexicon);
    if (matches === null) matches = one;
    else if (row.operator === 'OU') matches = matches.reusable().orInPlace(one);
    else if (row.operator === 'NAO') matches = matches.reusable().andNotInPlace(one);
    else matches = matches.reusable().andInPlace(one);
  }
  return matches;
}

const DAY_MS = 86_400_000;

/** The tab's scope (scopeCondition) as a set, or Unsupported. */
function scopeBits(index: MemoryIndex, scope: SearchScope): Bits {
  if (scope.archive || scope.actKind || scope.teachingPlan) throw new Unsupported('scope');
  const stored = index.scopeBits;
  let bits = scope.network ? stored.network : stored.local;
  if (scope.materialType !== undefined) {
    const code = index.columns.T.codeNumbers.get(scope.materialType);
    const types = index.codeBits.T;
    if (!types) throw new Unsupported('material types');
    bits = code === undefined ? Bits.empty(index.size) : bits.and(types[code]!);
  }
  if (scope.onlineOnly) bits = bits.and(stored.online);
  if (scope.accessibleOnly) bits = bits.and(stored.accessible);
  if (scope.acquiredSince !== undefined) {
    const since = Date.parse(`${scope.acquiredSince}T00:00:00Z`) / DAY_MS;
    if (Number.isNaN(since)) throw new Unsupported('date');
    bits = bits.keep((doc) => index.acquired[doc] !== NO_DATE && index.acquired[doc]! >= since);
  }
  return bits;
}

/** Letters whose codes are database ids: compared as numbers, like the SQL's `::int`. */
const NUMERIC: ReadonlySet<string> = new Set(['B', 'U', 'O', 'C', 'D', 'P', 'K']);

const letterOf = (kind: FilterKind): FacetLetter =>
  kind === 'NA_C' ? 'C' : kind === 'NA_A' ? 'K' : kind;

/** The code numbers a filter accepts (filterCondition). */
function wantedCodes(column: ValueColumn, letter: FacetLetter, codes: string[]): number[] {
  const numbers: number[] = [];
  for (const raw of codes) {
    let code = raw;
    if (NUMERIC.has(letter) || (letter === 'Y' && raw !== '')) code = String(Number(raw));
    else if (letter === 'R') code = raw.slice(0, 1);
    const number = column.codeNumbers.get(code);
    if (number !== undefined) numbers.push(number);
  }
  return numbers;
}

const LETTER_INDEX = new Map<FacetLetter, number>(FACET_LETTERS.map((letter, i) => [letter, i]));

/** True when the title has one of the wanted codes of the letter. */
function hasAny(index: MemoryIndex, letter: number, wanted: Uint8Array, doc: number): boolean {
  const { starts, ends, packed } = index.values;
  for (let i = starts[doc]!; i < ends[doc]!; i++) {
    const entry = packed[i]!;
    if (entry >>> LETTER_SHIFT === letter && wanted[entry & CODE_MASK] === 1) return true;
  }
  return false;
}

/** The titles of `within` one filter letter accepts. */
export function filterBits(
  index: MemoryIndex,
  kind: FilterKind,
  codes: string[],
  within: Bits,
): Bits {
  const letter = letterOf(kind);
  const column = index.columns[letter];
  const numbers = wantedCodes(column, letter, codes);
  const perCode = index.codeBits[letter];
  if (perCode) {
    let accepted = Bits.empty(index.size);
    for (const number of numbers) accepted = accepted.or(perCode[number]!);
    return within.and(accepted);
  }
  const wanted = new Uint8Array(column.codes.length);
  for (const number of numbers) wanted[number] = 1;
  const letterIndex = LETTER_INDEX.get(letter)!;
  return within.keep((doc) => hasAny(index, letterIndex, wanted, doc));
}

export function selectedFilters(filters: FilterSelection): [FilterKind, string[]][] {
  return (Object.entries(filters) as [FilterKind, string[]][]).filter(([, c]) => c.length > 0);
}

/** Match and scope: the set facets count over and filters narrow. */
export function baseSet(index: MemoryIndex, query: SearchQuery, lexicon: Lexicon): Bits {
  const scope = scopeBits(index, query.scope);
  const match = matchBits(index, query.match, lexicon);
  return match ? match.reusable().andInPlace(scope) : scope;
}

export function filtered(index: MemoryIndex, set: Bits, filters: FilterSelection): Bits {
  for (const [kind, codes] of selectedFilters(filters)) {
    set = filterBits(index, kind, codes, set);
  }
  return set;
}

/** One page of a set in a stored order (nulls last, ties by id in the same direction). */
export function pageOf(index: MemoryIndex, set: Bits, total: number, page: PageRequest): number[] {
  const need = page.offset + page.limit;
  const dense = (docs: ArrayLike<number>) =>
    Array.from(docs)
      .slice(page.offset, need)
      .map((d) => index.ids[d]!);
  if (page.sort === 'id') {
    return dense(page.descending ? set.toArrayDescending(need) : set.toArray(need));
  }
  if (page.sort === 'relevance') throw new Unsupported('relevance');
  const { order, rank } = index.sorts[page.sort];
  // Walking the whole order costs about need × size / total steps; sorting the matches costs
  // total × log(total) plus reading the set. Take the cheaper.
  const walkCost = need * (index.size / Math.max(1, total));
  const sortCost = total * Math.log2(total + 1) + index.size / 32;
  if (walkCost < sortCost) {
    const ordered: number[] = [];
    for (let k = 0; k < order.length && ordered.length < need; k++) {
      const doc = order[page.descending ? order.length - 1 - k : k]!;
      if (set.has(doc)) ordered.push(doc);
    }
    if (ordered.length < need) {
      // Then the titles without a value, in id order.
      const rest = page.descending ? set.toArrayDescending(total) : set.toArray();
      for (let k = 0; k < rest.length && ordered.length < need; k++) {
        if (rank[rest[k]!] === -1) ordered.push(rest[k]!);
      }
    }
    return dense(ordered);
  }
  const sign = page.descending ? -1 : 1;
  const sorted = Array.from(set.toArray()).sort((x, y) => {
    const rx = rank[x]!;
    const ry = rank[y]!;
    if (rx === -1 || ry === -1) return rx === ry ? sign * (x - y) : rx === -1 ? 1 : -1;
    return sign * (rx - ry);
  });
  return dense(sorted);
}

/**
 * A part's tsquery text as a WordQuery: `'histor' | 'historia'` → two one-word chains;
 * `'hist':*` → a prefix; `'pos' <-> 'graduaca' | 'posgraduaca'` → a phrase and a word;
 * '' → nothing; anything else (&, !, parentheses, weights) → null (chainsOf).
 */
export function wordQueryOf(query: string): WordQuery | null {
  const chains = chainsOf(query);
  if (chains === null) return null;
  const operands = chains.flatMap((chain) =>
    chain.map(({ lexeme, prefix }) => ({ lexeme, prefix })),
  );
  return { chains, operands };
}
