/**
 * The exact-title boost of relevance (+2 when the folded first term is a title's `title_key`
 * or its full title) finds its few titles through a hash order made at the build, instead of
 * reading two hashes of every match: at a million titles those reads, one cache miss each, were
 * a third of ranking a common word's matches.
 */
import type { Bits } from './bitset.ts';

/** The titles read at the build in order of their first hash (`hashes[2d]`), with it. */
export interface HashOrder {
  keys: Int32Array;
  docs: Int32Array;
}

/** The first `used` titles of `hashes` (two per title) by first hash, titles ascending within. */
export function hashOrder(hashes: Int32Array, used: number): HashOrder {
  let docs = new Int32Array(used);
  let spare = new Int32Array(used);
  for (let d = 0; d < used; d++) docs[d] = d;
  // Radix sort, 16 bits at a time (stable); the sign bit flipped puts negative hashes first.
  const digit = (d: number, shift: number) => ((hashes[2 * d]! ^ 0x80000000) >>> shift) & 0xffff;
  for (const shift of [0, 16]) {
    const starts = new Int32Array(0x10001);
    for (let i = 0; i < used; i++) starts[digit(docs[i]!, shift) + 1]!++;
    for (let k = 1; k <= 0x10000; k++) starts[k]! += starts[k - 1]!;
    for (let i = 0; i < used; i++) spare[starts[digit(docs[i]!, shift)]!++] = docs[i]!;
    [docs, spare] = [spare, docs];
  }
  const keys = new Int32Array(used);
  for (let i = 0; i < used; i++) keys[i] = hashes[2 * docs[i]!]!;
  return { keys, docs };
}

/** The first position of `key` in the ascending `keys`, or where it would go. */
function firstAt(keys: Int32Array, key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface HashedTitles {
  hashes: Int32Array;
  order: HashOrder;
}

/**
 * The titles of `within` whose hashes (either kind) are (k1, k2) now. The orders are the
 * build's: a title patched since (`changed`, or numbered past the order) is checked itself.
 */
export function titlesHashed(
  kinds: HashedTitles[],
  k1: number,
  k2: number,
  within: Bits,
  changed: Bits | null,
  used: number,
): number[] {
  const found = new Set<number>();
  const matches = (hashes: Int32Array, d: number) =>
    hashes[2 * d] === k1 && hashes[2 * d + 1] === k2 && within.has(d);
  for (const { hashes, order } of kinds) {
    for (let i = firstAt(order.keys, k1); i < order.keys.length && order.keys[i] === k1; i++) {
      const d = order.docs[i]!;
      if (matches(hashes, d)) found.add(d);
    }
  }
  const check = (d: number) => {
    if (kinds.some(({ hashes }) => matches(hashes, d))) found.add(d);
  };
  changed?.forEach(check);
  for (let d = Math.min(...kinds.map((k) => k.order.docs.length)); d < used; d++) check(d);
  return [...found];
}
