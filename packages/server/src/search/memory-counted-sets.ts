/**
 * Facet counts kept in the memory index for the largest sets a search starts from: our
 * collection as a whole, and its titles holding each of the most common words. A search for
 * one of those words matches a set close to one of them (the word and its stems, a tab's
 * material type), and its facets are then that set's counts plus a pass over the titles it has
 * and the set lacks, minus one over the titles the set has and it lacks — instead of a pass over
 * all its 200,000 titles' values (3.6 million at a million titles: 20–50 ms, most of a common
 * word's search). The counts are exact: built with the index, and patched with it title by
 * title (memory-patch.ts calls countTitle before a title is taken out and after it is put in).
 */
import { FACET_LETTERS } from '@estante/contract';
import type { Bits } from './bitset.ts';
import { CODE_MASK, LETTER_SHIFT, type FacetValues, type MemoryIndex } from './memory-index.ts';

export interface CountedSet {
  /** The word (a key of wordBits) whose titles of our collection are counted; null: all of them. */
  word: number | null;
  /** How many titles the set has. */
  size: number;
  /** Per letter (FACET_LETTERS' order), each code's titles in the set, for the codes it had. */
  counts: Int32Array[];
  /**
   * The titles in the set of each code patches added to its letter later (past the end of its
   * `counts`), by value entry (letter and code, as in FacetValues); none: 0. Growing `counts`
   * instead meant copying a large letter's arrays (authors: 2 MB each) in all 129 sets at once,
   * which held searches for 0.7 s in the middle of an import.
   */
  added: Map<number, number>;
}

/**
 * Most words whose sets are counted, the largest first: each costs 4 bytes a code of every
 * letter (≈ 490 kB at a million titles), so 128 of them ≈ 62 MB. At 64, the bench's mid-size
 * words (saude, direito, ciencia: 48,000–74,000 titles) were left out and counted by pass.
 */
export const COUNTED_WORDS_LIMIT = 128;

/** True when the title is in the set. */
export function inCountedSet(index: MemoryIndex, set: CountedSet, dense: number): boolean {
  if (!index.scopeBits.local.has(dense)) return false;
  return set.word === null || index.wordBits.get(set.word)!.has(dense);
}

/** Adds (sign 1) or takes away (sign -1) one title's values in a set's counts. */
function addValues(set: CountedSet, values: FacetValues, dense: number, sign: 1 | -1): void {
  const { starts, ends, packed } = values;
  for (let v = starts[dense]!; v < ends[dense]!; v++) {
    const entry = packed[v]!;
    const li = entry >>> LETTER_SHIFT;
    const code = entry & CODE_MASK;
    const counts = set.counts[li]!;
    if (code < counts.length) {
      counts[code]! += sign;
    } else {
      const count = (set.added.get(entry) ?? 0) + sign;
      if (count === 0) set.added.delete(entry);
      else set.added.set(entry, count);
    }
  }
  set.size += sign;
}

/**
 * Counts a patched title in (sign 1, after it is put in) or out (sign -1, before it is taken
 * out) of every set it belongs to, with `values` the patch's current facet values.
 */
export function countTitle(
  index: MemoryIndex,
  values: FacetValues,
  dense: number,
  sign: 1 | -1,
): void {
  for (const set of index.countedSets) {
    if (inCountedSet(index, set, dense)) addValues(set, values, dense, sign);
  }
}

/** The counted sets of a newly built index: our collection, and its most common words'. */
export function buildCountedSets(index: MemoryIndex): CountedSet[] {
  const largest = [...index.wordBits.keys()]
    .map((word) => ({ word, titles: index.postingStart[word + 1]! - index.postingStart[word]! }))
    .sort((a, b) => b.titles - a.titles)
    .slice(0, COUNTED_WORDS_LIMIT);
  const sets: CountedSet[] = [null, ...largest.map((w) => w.word)].map((word) => ({
    word,
    size: 0,
    counts: FACET_LETTERS.map((letter) => new Int32Array(index.columns[letter].codes.length)),
    added: new Map(),
  }));
  for (const set of sets) {
    const bits =
      set.word === null
        ? index.scopeBits.local
        : index.wordBits.get(set.word)!.and(index.scopeBits.local);
    bits.forEach((dense) => addValues(set, index.values, dense, 1));
  }
  return sets;
}

/**
 * The counted set whose difference with `base` (titles in one and not the other) is smallest,
 * when counting that difference is cheaper than counting `base` (`matches` titles, whose values
 * hold `codes` codes in all); with the titles to add and to take away.
 */
export function closestCountedSet(
  index: MemoryIndex,
  base: Bits,
  matches: number,
  codes: number,
): { set: CountedSet; extra: Bits; missing: Bits } | null {
  // A difference's titles cost what the base's do, plus copying and scanning every code's
  // counts: a title's values are ≈ 18 reads from all over memory, the counts are read in order.
  const overhead = codes / 32;
  let best: CountedSet | null = null;
  let bestDifference = matches - overhead;
  const local = index.scopeBits.local.words;
  const baseWords = base.words;
  for (const set of index.countedSets) {
    if (Math.abs(set.size - matches) >= bestDifference) continue;
    const word = set.word === null ? null : index.wordBits.get(set.word)!.words;
    let difference = 0;
    for (let i = 0; i < baseWords.length && difference < bestDifference; i++) {
      let x = baseWords[i]! ^ (word === null ? local[i]! : word[i]! & local[i]!);
      if (x === 0) continue;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      difference += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
    }
    if (difference < bestDifference) {
      best = set;
      bestDifference = difference;
    }
  }
  if (best === null) return null;
  const bits =
    best.word === null
      ? index.scopeBits.local
      : index.wordBits.get(best.word)!.and(index.scopeBits.local);
  return { set: best, extra: base.andNot(bits), missing: bits.andNot(base) };
}
