import { describe, expect, it } from 'vitest';
import { Bits } from './bitset.ts';
import { hashOrder, titlesHashed } from './title-hashes.ts';

describe('titles found by their hashes', () => {
  // Six titles' hash pairs; titles 1 and 4 share (−5, 9), title 3 has (−5, 8).
  const pairs = [
    [7, 1],
    [-5, 9],
    [0x7fffffff, 2],
    [-5, 8],
    [-5, 9],
    [-0x80000000, 3],
  ];
  const hashes = () => Int32Array.from(pairs.flat(), (h) => h | 0);

  it('orders titles by first hash, titles ascending within one', () => {
    const order = hashOrder(hashes(), 6);
    expect([...order.docs]).toEqual([5, 1, 3, 4, 0, 2]);
    expect([...order.keys]).toEqual([-0x80000000, -5, -5, -5, 7, 0x7fffffff]);
  });

  it('finds the titles of the set with both hashes, before and after a patch', () => {
    const all = Bits.full(8);
    const kinds = (h: Int32Array) => [{ hashes: h, order: hashOrder(hashes(), 6) }];
    expect(titlesHashed(kinds(hashes()), -5, 9, all, null, 6).sort()).toEqual([1, 4]);
    expect(titlesHashed(kinds(hashes()), -5, 9, Bits.of([4], 8), null, 6)).toEqual([4]);
    expect(titlesHashed(kinds(hashes()), 6, 9, all, null, 6)).toEqual([]);
    // Patched: title 1 got another title, title 2 this one, and title 6 was added with it.
    const now = new Int32Array(16);
    now.set(hashes());
    now.set([3, 3, -5, 9], 2);
    now.set([-5, 9], 12);
    const changed = Bits.of([1, 2], 8);
    expect(titlesHashed(kinds(now), -5, 9, all, changed, 7).sort()).toEqual([2, 4, 6]);
  });
});
