/**
 * Sets of titles for the memory index: ascending, distinct Int32Arrays of dense title numbers.
 * A query's NOT is kept as a complemented set until the end, so "-word" never materialises
 * "every title but these" unless the whole query asks for it.
 */

export type SortedSet = Int32Array;

export const EMPTY: SortedSet = new Int32Array(0);

/** Titles in a or b. */
export function union(a: SortedSet, b: SortedSet): SortedSet {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** First position in a, from `from`, whose value is ≥ value (galloping, then binary search). */
function seek(a: SortedSet, value: number, from: number): number {
  let step = 1;
  let high = from;
  while (high < a.length && a[high]! < value) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, a.length);
  while (from < high) {
    const mid = (from + high) >>> 1;
    if (a[mid]! < value) from = mid + 1;
    else high = mid;
  }
  return from;
}

/** Titles in both; walks the smaller set and gallops through the larger. */
export function intersect(a: SortedSet, b: SortedSet): SortedSet {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const x = small[i]!;
    j = seek(large, x, j);
    if (large[j] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** Titles in a and not in b. */
export function difference(a: SortedSet, b: SortedSet): SortedSet {
  if (a.length === 0 || b.length === 0) return a;
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    j = seek(b, x, j);
    if (b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** A set, or everything but it (complement: true). */
export interface Matches {
  set: SortedSet;
  complement: boolean;
}

export const NOTHING: Matches = { set: EMPTY, complement: false };
export const EVERYTHING: Matches = { set: EMPTY, complement: true };

export function and(x: Matches, y: Matches): Matches {
  if (!x.complement && !y.complement) return { set: intersect(x.set, y.set), complement: false };
  if (!x.complement) return { set: difference(x.set, y.set), complement: false };
  if (!y.complement) return { set: difference(y.set, x.set), complement: false };
  return { set: union(x.set, y.set), complement: true };
}

export function or(x: Matches, y: Matches): Matches {
  if (!x.complement && !y.complement) return { set: union(x.set, y.set), complement: false };
  if (x.complement && y.complement) return { set: intersect(x.set, y.set), complement: true };
  const [positive, negative] = x.complement ? [y, x] : [x, y];
  return { set: difference(negative.set, positive.set), complement: true };
}

export function not(x: Matches): Matches {
  return { set: x.set, complement: !x.complement };
}

/** The titles themselves, out of `size` titles numbered 0…size-1. */
export function resolve(x: Matches, size: number): SortedSet {
  if (!x.complement) return x.set;
  const out = new Int32Array(size - x.set.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < size; i++) {
    if (j < x.set.length && x.set[j] === i) j++;
    else out[n++] = i;
  }
  return out.subarray(0, n);
}

/** Union of many sets, pairwise so each merge stays balanced. */
export function unionAll(sets: SortedSet[]): SortedSet {
  if (sets.length === 0) return EMPTY;
  let level = sets;
  while (level.length > 1) {
    const next: SortedSet[] = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? union(level[i]!, level[i + 1]!) : level[i]!);
    }
    level = next;
  }
  return level[0]!;
}
