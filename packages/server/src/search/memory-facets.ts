/**
 * Facet counts over the memory index, as the PostgreSQL backend's facet statement counts them
 * (facets.ts): per letter, each value's titles among the first matches with the other kinds'
 * filters applied (total) and without any (unfiltered); the most frequent first.
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
  if (!counters) {
    const size = column.codes.length;
    counters = { total: new Int32Array(size), unfiltered: new Int32Array(size) };
    scratch.set(column, counters);
  }
  return counters;
}

/**
 * The first `limit` items in `compare` order: one pass keeping a short sorted list, since a
 * facet keeps 30 values of the thousands (authors, subjects) a sample can hold.
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

/** Facet counts over the first `sample` of the base set (id order), as FACET_SOURCES counts. */
export function facetCounts(
  index: MemoryIndex,
  base: Bits,
  filters: FilterSelection,
  sample: number,
): FacetAnswer {
  const docs = base.toArray(sample + 1);
  const sampled = docs.length > sample ? sample : null;
  const counted = docs.subarray(0, sample);
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
  const { offsets, packed } = index.values;
  for (let i = 0; i < counted.length; i++) {
    const doc = counted[i]!;
    let failed = 0;
    let failedOwn = -1;
    for (const filter of selected) {
      if (!filter.passing.has(doc)) {
        failed++;
        failedOwn = filter.own;
      }
    }
    if (failed > 1) failedOwn = -2;
    for (let v = offsets[doc]!; v < offsets[doc + 1]!; v++) {
      const entry = packed[v]!;
      const letter = entry >>> LETTER_SHIFT;
      const code = entry & CODE_MASK;
      const { total, unfiltered } = counters[letter]!;
      if (unfiltered[code] === 0) seen[letter]!.push(code);
      unfiltered[code] = unfiltered[code]! + 1;
      if (failed === 0 || (failed === 1 && failedOwn === letter)) total[code] = total[code]! + 1;
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
  return { counts, sampled };
}
