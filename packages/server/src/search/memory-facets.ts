/**
 * Facet counts over the memory index, as the PostgreSQL backend's facet statement counts them
 * (facets.ts): per letter, each value's titles among all matches with the other kinds' filters
 * applied (total) and without any (unfiltered); the most frequent first. Every count is exact.
 */
import { FACET_LETTERS, type FacetLetter, type FilterKind } from '@estante/contract';
import type { FacetAnswer, FacetCount, FilterSelection } from './backend.ts';
import type { Bits } from './bitset.ts';
import { FACET_SOURCES } from './facets.ts';
import { closestCountedSet } from './memory-counted-sets.ts';
import { CODE_MASK, LETTER_SHIFT, type MemoryIndex } from './memory-index.ts';
import { filterBits, selectedFilters } from './memory-query.ts';

/** How the last facets were counted (for tests). */
let lastMethod: 'bitsets' | 'pass' | 'counted set' = 'bitsets';
export const lastFacetMethod = () => lastMethod;

/** Letters whose codes the search service translates (null label). */
const TRANSLATED: ReadonlySet<FacetLetter> = new Set(['T', 'Y', 'I', 'R', 'X']);

/**
 * The counts of every code of every letter, side by side (letter li's codes from offsets[li]),
 * kept between searches and zeroed after each: a letter like A has a code per author of the
 * catalogue, and the pass below adds to one flat array with no per-letter lookup. Counting is
 * synchronous, so one pair is never shared by two searches at once.
 */
let flatTotal = new Int32Array(0);
let flatUnfiltered = new Int32Array(0);

/** Where each letter's codes start in the flat counters (a patch may have added codes). */
function counterOffsets(index: MemoryIndex): Int32Array {
  const offsets = new Int32Array(FACET_LETTERS.length + 1);
  FACET_LETTERS.forEach((letter, li) => {
    offsets[li + 1] = offsets[li]! + index.columns[letter].codes.length;
  });
  const size = offsets[FACET_LETTERS.length]!;
  if (flatTotal.length < size) {
    flatTotal = new Int32Array(size);
    flatUnfiltered = new Int32Array(size);
  }
  return offsets;
}

/**
 * The `limit` first of a letter's counted codes (`candidates`, else every code with a count) in
 * FACET_SOURCES' order: total, then unfiltered count, both descending, then code. One pass
 * keeping a short sorted list; a code that cannot enter it is passed over on its two numbers
 * alone, since a large match set counts tens of thousands of authors once or twice each.
 */
export function firstCodes(
  codes: readonly string[],
  offset: number,
  totals: Int32Array,
  unfiltered: Int32Array,
  candidates: number[] | null,
  limit: number,
  keep: ((code: string) => boolean) | null,
): number[] {
  const before = (x: number, y: number): number => {
    const byCount =
      totals[offset + y]! - totals[offset + x]! ||
      unfiltered[offset + y]! - unfiltered[offset + x]!;
    if (byCount !== 0) return byCount;
    const cx = codes[x]!;
    const cy = codes[y]!;
    return cx < cy ? -1 : cx > cy ? 1 : 0;
  };
  const kept: number[] = [];
  // The last kept code's numbers once the list is full.
  let lastTotal = -1;
  let lastUnfiltered = -1;
  const n = candidates ? candidates.length : codes.length;
  for (let i = 0; i < n; i++) {
    const c = candidates ? candidates[i]! : i;
    const all = unfiltered[offset + c]!;
    if (all === 0) continue;
    const t = totals[offset + c]!;
    if (t < lastTotal || (t === lastTotal && all < lastUnfiltered)) continue;
    if (keep && !keep(codes[c]!)) continue;
    let at = kept.length;
    while (at > 0 && before(c, kept[at - 1]!) < 0) at--;
    if (at === limit) continue;
    kept.splice(at, 0, c);
    if (kept.length > limit) kept.pop();
    if (kept.length === limit) {
      lastTotal = totals[offset + kept[limit - 1]!]!;
      lastUnfiltered = unfiltered[offset + kept[limit - 1]!]!;
    }
  }
  return kept;
}

/**
 * How many entries each letter has over the whole index (per title on average, below). Kept
 * per column set, which patches carry over: a cost estimate needs no exactness, and reading all
 * values again after every patch (18 million at a million titles) held searches during imports.
 */
const entriesPerLetter = new WeakMap<MemoryIndex['columns'], Float64Array>();

function averageEntries(index: MemoryIndex): Float64Array {
  let average = entriesPerLetter.get(index.columns);
  if (!average) {
    average = new Float64Array(FACET_LETTERS.length);
    const { packed, length } = index.values;
    for (let v = 0; v < length; v++) average[packed[v]! >>> LETTER_SHIFT]!++;
    for (let li = 0; li < average.length; li++) average[li] = average[li]! / (index.used || 1);
    entriesPerLetter.set(index.columns, average);
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
 * Exact facet counts over every title of the base set, as FACET_SOURCES counts them. When every
 * letter has a bitset per code (CODE_BITS_LIMIT) and popcount(matches ∧ code) reads fewer words
 * than a pass over the matches' values would read entries, the letters are counted from their
 * bitsets; otherwise all in one pass over the matching titles' values (side by side per title:
 * O(matches)).
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
  const offsets = counterOffsets(index);
  const total = flatTotal;
  const unfiltered = flatUnfiltered;
  const baseWords = base.words;
  const { at, used, titles: matches } = occupiedWords(base);
  // Every letter from its code bitsets, or every letter in one pass over the matches' values.
  // The pass's cost is mostly reading each matching title's values (a cache miss or two per
  // title), not adding them up: once one letter needs it, every letter is counted in it —
  // bitsets beside it made a large set's facets 10–27 % slower (docs/performance.md, 2026-11-29).
  const average = averageEntries(index);
  const passNeeded = FACET_LETTERS.some((letter, li) => {
    const perCode = index.codeBits[letter];
    const filteredByOthers = selected.some((f) => f.own !== li);
    const bitsCost = perCode ? perCode.length * used * (filteredByOthers ? 2 : 1) : Infinity;
    return bitsCost >= matches * average[li]! * 2;
  });
  for (let li = 0; li < letterCount && !passNeeded; li++) {
    const perCode = index.codeBits[FACET_LETTERS[li]!];
    // Titles of the base set that pass the other kinds' filters.
    let others: Bits | null = null;
    for (const filter of selected)
      if (filter.own !== li) others = others ? others.and(filter.passing) : filter.passing;
    const offset = offsets[li]!;
    for (let c = 0; c < perCode!.length; c++) {
      const code = perCode![c]!.words;
      const all = countBoth(baseWords, code, at, used);
      if (all === 0) continue;
      unfiltered[offset + c] = all;
      total[offset + c] = others ? countBoth(others.words, code, at, used) : all;
    }
  }
  // A base set close to a counted one (a common word's titles): its unfiltered counts are that
  // set's, corrected by the titles that differ. With one filter, the totals are then a pass over
  // the titles passing it (its own letter's totals are the unfiltered counts: a title failing
  // only that filter counts there); with more, the pass over the base below.
  const single = selected.length === 1 ? selected[0]! : null;
  const passing = single ? single.passing.count() : 0;
  const closest =
    passNeeded && selected.length <= 1
      ? closestCountedSet(index, base, matches - passing, offsets[letterCount]!)
      : null;
  lastMethod = closest ? 'counted set' : passNeeded ? 'pass' : 'bitsets';
  if (closest) {
    closest.set.counts.forEach((counts, li) => {
      unfiltered.set(counts.subarray(0, offsets[li + 1]! - offsets[li]!), offsets[li]!);
    });
    for (const [entry, count] of closest.set.added) {
      unfiltered[offsets[entry >>> LETTER_SHIFT]! + (entry & CODE_MASK)] = count;
    }
    countByPass(index, closest.extra, offsets, [], 1, unfiltered);
    countByPass(index, closest.missing, offsets, [], -1, unfiltered);
    if (single) {
      countByPass(index, single.passing, offsets, [], 1, total);
      const own = single.own;
      if (own >= 0) total.set(unfiltered.subarray(offsets[own]!, offsets[own + 1]!), offsets[own]!);
    }
  } else if (passNeeded) {
    countByPass(index, base, offsets, selected, 1, unfiltered);
  }
  // The codes counted, per letter: read back from the matches' own values when they are few
  // next to the codes (a rare word's 50 titles against 128,000 authors), else a scan.
  const end = offsets[letterCount]!;
  let entries = 0;
  for (let li = 0; li < letterCount; li++) entries += average[li]!;
  const touched =
    passNeeded && !closest && matches * entries * 4 < end
      ? touchedCodes(index, base, offsets)
      : null;
  const counts = new Map<FilterKind, FacetCount[]>();
  for (let li = 0; li < letterCount; li++) {
    const letter = FACET_LETTERS[li]!;
    const column = index.columns[letter];
    const offset = offsets[li]!;
    // Without filters a letter's total is its unfiltered count.
    const totals = selected.length > 0 ? total : unfiltered;
    const candidates = touched ? touched[li]! : null;
    const keep = letter === 'R' ? (code: string) => /^[0-9]$/.test(code) : null;
    const first = firstCodes(
      column.codes,
      offset,
      totals,
      unfiltered,
      candidates,
      FACET_SOURCES[letter].limit,
      keep,
    );
    const labels = index.labels[letter];
    const list = first.map((c) => {
      const code = column.codes[c]!;
      const label = labels ? (labels.get(code) ?? null) : TRANSLATED.has(letter) ? null : code;
      return { code, label, total: totals[offset + c]!, unfiltered: unfiltered[offset + c]! };
    });
    if (list.length > 0) counts.set(letter, list);
  }
  if (touched) {
    for (let li = 0; li < letterCount; li++) {
      const offset = offsets[li]!;
      for (const c of touched[li]!) unfiltered[offset + c] = total[offset + c] = 0;
    }
  } else {
    unfiltered.fill(0, 0, end);
    total.fill(0, 0, end);
  }
  return { counts, sampled: null };
}

/** The words of a set holding a title (their numbers in `at`, `used` of them), and its titles. */
function occupiedWords(set: Bits): { at: Int32Array; used: number; titles: number } {
  const words = set.words;
  const at = new Int32Array(words.length);
  let used = 0;
  let titles = 0;
  for (let i = 0; i < words.length; i++) {
    const x = words[i]!;
    if (x === 0) continue;
    at[used++] = i;
    let y = x - ((x >>> 1) & 0x55555555);
    y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
    titles += (Math.imul((y + (y >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
  }
  return { at, used, titles };
}

/**
 * Each letter's codes that the matching titles hold, each once (after the pass: a code is
 * listed when its counter is first met, and its counter's sign marks it as listed).
 */
function touchedCodes(index: MemoryIndex, base: Bits, offsets: Int32Array): number[][] {
  const { starts, ends, packed } = index.values;
  const unfiltered = flatUnfiltered;
  const lists: number[][] = FACET_LETTERS.map(() => []);
  // Few titles (see the caller): a callback per title costs nothing next to the scan it saves.
  base.forEach((doc) => {
    for (let v = starts[doc]!; v < ends[doc]!; v++) {
      const entry = packed[v]!;
      const li = entry >>> LETTER_SHIFT;
      const code = entry & CODE_MASK;
      const counter = offsets[li]! + code;
      if (unfiltered[counter]! > 0) {
        lists[li]!.push(code);
        unfiltered[counter] = -unfiltered[counter]!;
      }
    }
  });
  lists.forEach((codes, li) => {
    for (const c of codes) unfiltered[offsets[li]! + c] = -unfiltered[offsets[li]! + c]!;
  });
  return lists;
}

/** Titles whose values are asked for together in the pass (countByPass). */
const BATCH = 16;
const batchDocs = new Int32Array(BATCH);
const batchStarts = new Uint32Array(BATCH);
const batchEnds = new Uint32Array(BATCH);
const batchFirst = new Int32Array(BATCH);

/**
 * Adds (sign 1) or takes away (sign -1: a counted set's titles the base lacks, never with
 * filters) every title's values of `set` to the flat counters (`counters` without filters: the
 * unfiltered ones, or the totals of the titles passing the one filter)
 * (`total` only when filters are chosen: without them a letter's total is its unfiltered
 * count). The loop without filters is the hot one of a big search: two reads and an add per
 * value. Titles go BATCH at a time: first where each one's values are, and their first value,
 * then the counting. A title's values are a cache miss away; asked for one after the other,
 * the misses overlap instead of following each other (a mid-size set's pass 20–35 % faster at a
 * million titles).
 */
function countByPass(
  index: MemoryIndex,
  set: Bits,
  offsets: Int32Array,
  selected: { own: number; passing: Bits }[],
  sign: 1 | -1,
  counters: Int32Array,
): void {
  const baseWords = set.words;
  const { at, used } = occupiedWords(set);
  const { starts, ends, packed } = index.values;
  const total = flatTotal;
  const unfiltered = flatUnfiltered;
  const filtered = selected.length > 0;
  const count = (n: number): void => {
    for (let b = 0; b < n; b++) {
      const doc = batchDocs[b]!;
      batchStarts[b] = starts[doc]!;
      batchEnds[b] = ends[doc]!;
    }
    // The first value of each, so that the cache misses are asked for together.
    for (let b = 0; b < n; b++) batchFirst[b] = packed[batchStarts[b]!]!;
    for (let b = 0; b < n; b++) {
      const start = batchStarts[b]!;
      const end = batchEnds[b]!;
      if (start === end) continue;
      if (!filtered) {
        for (let v = start, entry = batchFirst[b]!; ; entry = packed[v]!) {
          counters[offsets[entry >>> LETTER_SHIFT]! + (entry & CODE_MASK)]! += sign;
          if (++v === end) break;
        }
        continue;
      }
      const doc = batchDocs[b]!;
      let failed = 0;
      let failedOwn = -1;
      for (const filter of selected) {
        if (!filter.passing.has(doc)) {
          failed++;
          failedOwn = filter.own;
        }
      }
      if (failed > 1) failedOwn = -2;
      for (let v = start, entry = batchFirst[b]!; ; entry = packed[v]!) {
        const letter = entry >>> LETTER_SHIFT;
        const at = offsets[letter]! + (entry & CODE_MASK);
        unfiltered[at]!++;
        if (failed === 0 || (failed === 1 && failedOwn === letter)) total[at]!++;
        if (++v === end) break;
      }
    }
  };
  let n = 0;
  for (let j = 0; j < used; j++) {
    const w = at[j]!;
    let x = baseWords[w]!;
    while (x !== 0) {
      const lowest = x & -x;
      x ^= lowest;
      batchDocs[n++] = (w << 5) + 31 - Math.clz32(lowest);
      if (n === BATCH) {
        count(n);
        n = 0;
      }
    }
  }
  count(n);
}
