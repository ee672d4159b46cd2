/**
 * Sets of titles for the memory index: one bit per title (dense numbers 0…size-1). At a million
 * titles a set is 125 kB, and AND / OR / NOT of two sets take a few tens of microseconds
 * whatever their sizes — a common word's 186,000 titles cost no more than a rare word's 10.
 */

export class Bits {
  /** Part of the index, read by every search: never written in place. */
  shared = false;

  constructor(
    readonly words: Uint32Array,
    readonly size: number,
  ) {}

  /** Marks this set as part of the index (in-place operations then copy it first). */
  share(): this {
    this.shared = true;
    return this;
  }

  /**
   * The set to write a result into when this one is not needed afterwards: itself, or a copy
   * when it is shared. The hot paths of a search combine sets this way without allocating.
   */
  reusable(): Bits {
    return this.shared ? this.copy() : this;
  }

  static empty(size: number): Bits {
    return new Bits(new Uint32Array((size + 31) >>> 5), size);
  }

  static full(size: number): Bits {
    const bits = Bits.empty(size);
    bits.words.fill(0xffffffff);
    bits.clearTail();
    return bits;
  }

  /** The set of these ascending (or unordered) title numbers. */
  static of(docs: ArrayLike<number>, size: number): Bits {
    const bits = Bits.empty(size);
    for (let i = 0; i < docs.length; i++) bits.add(docs[i]!);
    return bits;
  }

  add(doc: number): void {
    this.words[doc >>> 5]! |= 1 << (doc & 31);
  }

  delete(doc: number): void {
    this.words[doc >>> 5]! &= ~(1 << (doc & 31));
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5]! & (1 << (doc & 31))) !== 0;
  }

  /** Bits past `size` in the last word stay 0, so NOT and counts see only real titles. */
  private clearTail(): void {
    const extra = this.size & 31;
    if (extra !== 0) this.words[this.words.length - 1]! &= (1 << extra) - 1;
  }

  copy(): Bits {
    return new Bits(this.words.slice(), this.size);
  }

  /** In place (on a set nobody else holds): this ∪ other. */
  orInPlace(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! |= other.words[i]!;
    return this;
  }

  /** In place: this ∩ other. */
  andInPlace(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= other.words[i]!;
    return this;
  }

  /** In place: this \ other. */
  andNotInPlace(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= ~other.words[i]!;
    return this;
  }

  /** In place: everything but this. */
  notInPlace(): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = ~this.words[i]!;
    this.clearTail();
    return this;
  }

  and(other: Bits): Bits {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < out.length; i++) out[i] = this.words[i]! & other.words[i]!;
    return new Bits(out, this.size);
  }

  or(other: Bits): Bits {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < out.length; i++) out[i] = this.words[i]! | other.words[i]!;
    return new Bits(out, this.size);
  }

  andNot(other: Bits): Bits {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < out.length; i++) out[i] = this.words[i]! & ~other.words[i]!;
    return new Bits(out, this.size);
  }

  not(): Bits {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < out.length; i++) out[i] = ~this.words[i]!;
    const bits = new Bits(out, this.size);
    bits.clearTail();
    return bits;
  }

  /** How many titles. */
  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) {
      let x = this.words[i]!;
      if (x === 0) continue;
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      total += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
    }
    return total;
  }

  /** The first `limit` titles in ascending order (all of them by default). */
  toArray(limit = Number.POSITIVE_INFINITY): Int32Array {
    const out: number[] = [];
    for (let i = 0; i < this.words.length && out.length < limit; i++) {
      let x = this.words[i]!;
      while (x !== 0 && out.length < limit) {
        const lowest = x & -x;
        out.push((i << 5) + 31 - Math.clz32(lowest));
        x ^= lowest;
      }
    }
    return Int32Array.from(out);
  }

  /** The last `limit` titles, highest first. */
  toArrayDescending(limit: number): Int32Array {
    const out: number[] = [];
    for (let i = this.words.length - 1; i >= 0 && out.length < limit; i--) {
      let x = this.words[i]!;
      while (x !== 0 && out.length < limit) {
        const high = 31 - Math.clz32(x);
        out.push((i << 5) + high);
        x ^= 1 << high;
      }
    }
    return Int32Array.from(out);
  }

  /**
   * Visits every title, ascending or (descending) highest first, without building an array:
   * a common word's set holds hundreds of thousands of titles at a million.
   */
  forEach(visit: (doc: number) => void, descending = false): void {
    const { words } = this;
    if (descending) {
      for (let i = words.length - 1; i >= 0; i--) {
        let x = words[i]!;
        while (x !== 0) {
          const high = 31 - Math.clz32(x);
          visit((i << 5) + high);
          x ^= 1 << high;
        }
      }
      return;
    }
    for (let i = 0; i < words.length; i++) {
      let x = words[i]!;
      while (x !== 0) {
        const lowest = x & -x;
        visit((i << 5) + 31 - Math.clz32(lowest));
        x ^= lowest;
      }
    }
  }

  /** The titles that pass a test (the others dropped). */
  keep(test: (doc: number) => boolean): Bits {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < this.words.length; i++) {
      let x = this.words[i]!;
      let kept = 0;
      while (x !== 0) {
        const lowest = x & -x;
        if (test((i << 5) + 31 - Math.clz32(lowest))) kept |= lowest;
        x ^= lowest;
      }
      out[i] = kept;
    }
    return new Bits(out, this.size);
  }
}
