/**
 * A seeded pseudo-random generator of our own (mulberry32), so the demo collection is the
 * same for the same seed on every machine and Node version.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // Spread small seeds (1, 2, 3…) over the state space.
    this.state = (Math.imul(seed >>> 0, 0x9e3779b1) ^ 0x6d2b79f5) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('cannot pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** One value, chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('cannot choose from no entries');
    return last[0];
  }

  /** Up to n distinct elements of the list, in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }
}
