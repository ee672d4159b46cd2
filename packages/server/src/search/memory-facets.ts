/**
 * Facet counts over the memory index, as the PostgreSQL backend's facet statement counts them
 * (facets.ts): per letter, each value's titles among all matches with the other kinds' filters
 * applied (total) and without any (unfiltered); the most frequent first. Every count is exact.
 */
import { FACET_LETTERS, type FacetLetter, type FilterKind } from '@estante/contract';
import type { FacetAnswer, FacetCount, FilterSelection } from './backend.ts';
import type { Bits } from './bitset.ts';
import { FACET_SOURCES } from './facets.ts';
import { CODE_MASK, LETTER_SHIFT, type MemoryIndex, type ValueColumn } from './memory-index.ts';
import { filterBits, selectedFilters } from './memory-query.ts';

/** Letters whose codes the search service translates (null label). */
const TRANSLATED: ReadonlySet<FacetLetter> = new Set(['T', 'Y', 'I', 'R', 'X']);

/**
 * Count arrays per column, kept between searches: a letter like A has a code per author of
 * the catalogue, and zeroing two such arrays per letter per search cost more than counting.
 * Counting is synchronous, so one pair per column is never shared by two searches at once.
 */
const scratch = new WeakMap<ValueColumn, { total: Int32Array; unfiltered: Int32Array }>();

function countersOf(column: ValueColumn) {
  let counters = scratch.get(column);
  // A patch may have added codes (memory-patch.ts): the arrays grow with the column.
  if (!counters || counters.total.length < column.codes.length) {
    const size = column.codes.length;
    counters = { total: new Int32Array(size), unfiltered: new Int32Array(size) };
    scratch.set(column, counters);
  }
  return counters;
}

/**
 * The first `limit` items in `compare` order: one pass keeping a short sorted list, since a
 * facet keeps 30 values of the thousands (authors, subjects) a match set can hold.
 */
export function firstOf<T>(items: T[], limit: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** How many entries each letter has over the whole index (per title on average, below). */
const entriesPerLetter = new WeakMap<MemoryIndex, Float64Array>();

function averageEntries(index: MemoryIndex): Float64Array {
  let average = entriesPerLetter.get(index);
  if (!average) {
    average = new Float64Array(FACET_LETTERS.length);
    const { packed, length } = index.values;
    for (let v = 0; v < length; v++) average[packed[v]! >>> LETTER_SHIFT]!++;
    for (let li = 0; li < average.length; li++) average[li] = average[li]! / (index.used || 1);
    entriesPerLetter.set(index, average);
  }
  return average;
}

/** Σ popcount(a ∧ b) over the words listed in `at` (the words where the match set has titles). */
function countBoth(a: Uint32Array, b: Uint32Array, at: Int32Array, used: number): number {
  let total = 0;
  for (let j = 0; j < used; j++) {
    const i = at[j]!;
    let x = a[i]! & b[i]!;
    if (x === 0) continue;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    total += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
  }
  return total;
}

/**
 * Exact facet counts over every title of the base set, as FACET_SOURCES counts them. A letter
 * with a bitset per code (CODE_BITS_LIMIT) is counted as popcount(matches ∧ code) when that
 * reads fewer words than a pass over the matches' values would read entries; every other letter
 * in one pass over the matching titles' values (side by side per title: O(matches)).
 */
export function facetCounts(index: MemoryIndex, base: Bits, filters: FilterSelection): FacetAnswer {
  // A letter's counts apply the filters of the other kinds (FilterKind, as the SQL compares
  // them: NA_C is another kind than C). Per title: how many filters it fails, and which kind's
  // letter when it fails exactly one.
  const selected = selectedFilters(filters).map(([kind, codes]) => ({
    own: (FACET_LETTERS as readonly string[]).indexOf(kind),
    passing: filterBits(index, kind, codes, base),
  }));
  const letterCount = FACET_LETTERS.length;
  const counters = FACET_LETTERS.map((letter) => countersOf(index.columns[letter]));
  const seen: number[][] = FACET_LETTERS.map(() => []);
  // The words of the base set holding a title, and how many titles it has.
  const baseWords = base.words;
  const at = new Int32Array(baseWords.length);
  let used = 0;
  let matches = 0;
  for (let i = 0; i < baseWords.length; i++) {
    const x = baseWords[i]!;
    if (x === 0) continue;
    at[used++] = i;
    let y = x - ((x >>> 1) & 0x55555555);
    y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
    matches += (Math.imul((y + (y >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
  }
  // Letters counted from their code bitsets; the others (byPass) in the pass below.
  const average = averageEntries(index);
  const byPass = new Uint8Array(letterCount).fill(1);
  let passLetters = 0;
  for (let li = 0; li < letterCount; li++) {
    const letter = FACET_LETTERS[li]!;
    const perCode = index.codeBits[letter];
    const otherFilters = selected.filter((f) => f.own !== li);
    const bitsCost = perCode ? perCode.length * used * (otherFilters.length > 0 ? 2 : 1) : Infinity;
    if (bitsCost >= matches * average[li]! * 2) {
      passLetters++;
      continue;
    }
    byPass[li] = 0;
    // Titles of the base set that pass the other kinds' filters.
    let others: Bits | null = null;
    for (const filter of otherFilters)
      others = others ? others.and(filter.passing) : filter.passing;
    const { total, unfiltered } = counters[li]!;
    for (let c = 0; c < perCode!.length; c++) {
      const code = perCode![c]!.words;
      const all = countBoth(baseWords, code, at, used);
      if (all === 0) continue;
      seen[li]!.push(c);
      unfiltered[c] = all;
      total[c] = others ? countBoth(others.words, code, at, used) : all;
    }
  }
  const { starts, ends, packed } = index.values;
  const totals = counters.map((c) => c.total);
  const unfiltereds = counters.map((c) => c.unfiltered);
  const filtered = selected.length > 0;
  for (let j = 0; j < used && passLetters > 0; j++) {
    const w = at[j]!;
    let x = baseWords[w]!;
    while (x !== 0) {
      const lowest = x & -x;
      x ^= lowest;
      const doc = (w << 5) + 31 - Math.clz32(lowest);
      let failed = 0;
      let failedOwn = -1;
      if (filtered) {
        for (const filter of selected) {
          if (!filter.passing.has(doc)) {
            failed++;
            failedOwn = filter.own;
          }
        }
        if (failed > 1) failedOwn = -2;
      }
      const end = ends[doc]!;
      for (let v = starts[doc]!; v < end; v++) {
        const entry = packed[v]!;
        const letter = entry >>> LETTER_SHIFT;
        if (byPass[letter] === 0) continue;
        const code = entry & CODE_MASK;
        const unfiltered = unfiltereds[letter]!;
        if (unfiltered[code] === 0) seen[letter]!.push(code);
        unfiltered[code]!++;
        // Without filters a letter's total is its unfiltered count (copied below).
        if (filtered && (failed === 0 || (failed === 1 && failedOwn === letter))) {
          totals[letter]![code]!++;
        }
      }
    }
  }
  if (!filtered) {
    for (let li = 0; li < letterCount; li++) {
      if (byPass[li] === 0) continue;
      const total = totals[li]!;
      const unfiltered = unfiltereds[li]!;
      for (const c of seen[li]!) total[c] = unfiltered[c]!;
    }
  }
  const counts = new Map<FilterKind, FacetCount[]>();
  for (let li = 0; li < letterCount; li++) {
    const letter = FACET_LETTERS[li]!;
    const column = index.columns[letter];
    const { total, unfiltered } = counters[li]!;
    const codes =
      letter === 'R' ? seen[li]!.filter((c) => /^[0-9]$/.test(column.codes[c]!)) : seen[li]!;
    const before = (x: number, y: number): number => {
      const byTotal = total[y]! - total[x]! || unfiltered[y]! - unfiltered[x]!;
      if (byTotal !== 0) return byTotal;
      const cx = column.codes[x]!;
      const cy = column.codes[y]!;
      return cx < cy ? -1 : cx > cy ? 1 : 0;
    };
    const labels = index.labels[letter];
    const list = firstOf(codes, FACET_SOURCES[letter].limit, before).map((c) => {
      const code = column.codes[c]!;
      const label = labels ? (labels.get(code) ?? null) : TRANSLATED.has(letter) ? null : code;
      return { code, label, total: total[c]!, unfiltered: unfiltered[c]! };
    });
    for (const c of seen[li]!) total[c] = unfiltered[c] = 0;
    if (list.length > 0) counts.set(letter, list);
  }
  return { counts, sampled: null };
}
