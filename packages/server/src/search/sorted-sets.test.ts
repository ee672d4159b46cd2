import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachWord, WEIGHT_BITS } from './memory-index.ts';
import {
  and,
  difference,
  intersect,
  not,
  or,
  resolve,
  union,
  unionAll,
  type Matches,
} from './sorted-sets.ts';

const SIZE = 64;
const sorted = fc
  .uniqueArray(fc.integer({ min: 0, max: SIZE - 1 }), { maxLength: 40 })
  .map((values) => Int32Array.from(values.sort((x, y) => x - y)));
const matches = fc.record({ set: sorted, complement: fc.boolean() });

const members = (m: Matches) => new Set(resolve(m, SIZE));
const list = (set: Set<number>) => [...set].sort((x, y) => x - y);

describe('sorted sets', () => {
  it('union, intersection and difference agree with Set', () => {
    fc.assert(
      fc.property(sorted, sorted, (a, b) => {
        const x = new Set(a);
        const y = new Set(b);
        expect([...union(a, b)]).toEqual(list(new Set([...x, ...y])));
        expect([...intersect(a, b)]).toEqual(list(new Set([...x].filter((v) => y.has(v)))));
        expect([...difference(a, b)]).toEqual(list(new Set([...x].filter((v) => !y.has(v)))));
      }),
    );
  });

  it('and, or and not of complemented sets agree with Set', () => {
    fc.assert(
      fc.property(matches, matches, (p, q) => {
        const x = members(p);
        const y = members(q);
        expect(list(members(and(p, q)))).toEqual(list(new Set([...x].filter((v) => y.has(v)))));
        expect(list(members(or(p, q)))).toEqual(list(new Set([...x, ...y])));
        const outside = Array.from({ length: SIZE }, (_, i) => i).filter((v) => !x.has(v));
        expect(list(members(not(p)))).toEqual(outside);
      }),
    );
  });

  it('unions many sets', () => {
    fc.assert(
      fc.property(fc.array(sorted, { maxLength: 9 }), (sets) => {
        expect([...unionAll(sets)]).toEqual(list(new Set(sets.flatMap((s) => [...s]))));
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
