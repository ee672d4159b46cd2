import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bits } from './bitset.ts';
import { forEachWord, WEIGHT_BITS } from './memory-index.ts';

/** Sizes around word boundaries: the last word's unused bits must never count. */
const sized = fc
  .constantFrom(1, 31, 32, 33, 64, 100)
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }),
      fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }),
    ),
  );
const sorted = (values: Iterable<number>) => [...values].sort((x, y) => x - y);

describe('Bits', () => {
  it('AND, OR, AND NOT, NOT and counts agree with Set', () => {
    fc.assert(
      fc.property(sized, ([size, a, b]) => {
        const x = Bits.of(a, size);
        const y = Bits.of(b, size);
        const setB = new Set(b);
        const setA = new Set(a);
        expect([...x.and(y).toArray()]).toEqual(sorted(a.filter((v) => setB.has(v))));
        expect([...x.or(y).toArray()]).toEqual(sorted(new Set([...a, ...b])));
        expect([...x.andNot(y).toArray()]).toEqual(sorted(a.filter((v) => !setB.has(v))));
        const outside = Array.from({ length: size }, (_, i) => i).filter((v) => !setA.has(v));
        expect([...x.not().toArray()]).toEqual(outside);
        expect(x.not().count()).toBe(size - a.length);
        expect(x.count()).toBe(a.length);
        expect(Bits.full(size).count()).toBe(size);
      }),
    );
  });

  it('lists the first or last titles, visits them both ways, and keeps those passing a test', () => {
    fc.assert(
      fc.property(sized, fc.integer({ min: 0, max: 10 }), ([size, a], limit) => {
        const x = Bits.of(a, size);
        const ascending = sorted(a);
        expect([...x.toArray(limit)]).toEqual(ascending.slice(0, limit));
        expect([...x.toArrayDescending(limit)]).toEqual(ascending.reverse().slice(0, limit));
        expect([...x.keep((d) => d % 3 === 0).toArray()]).toEqual(
          sorted(a.filter((d) => d % 3 === 0)),
        );
        for (const d of a) expect(x.has(d)).toBe(true);
        const visited: number[] = [];
        x.forEach((d) => visited.push(d));
        expect(visited).toEqual(sorted(a));
        visited.length = 0;
        x.forEach((d) => visited.push(d), true);
        expect(visited).toEqual(sorted(a).reverse());
      }),
    );
  });
});

describe('forEachWord', () => {
  const words = (text: string) => {
    const seen: [string, number][] = [];
    forEachWord(text, (word, weights) => seen.push([word, weights]));
    return seen;
  };
  const { A, B, C, D } = WEIGHT_BITS;

  it('reads words with their weights from a tsvector text', () => {
    expect(words("'histor':1A,7C 'brasil':3 'silva':4B,9")).toEqual([
      ['histor', A | C],
      ['brasil', D],
      ['silva', B | D],
    ]);
  });

  it('reads quotes, backslashes and stripped words', () => {
    expect(words("'d''agua':2A 'a\\\\b':5 'nu'")).toEqual([
      ["d'agua", A],
      ['a\\b', D],
      ['nu', D],
    ]);
    expect(words('')).toEqual([]);
  });
});
