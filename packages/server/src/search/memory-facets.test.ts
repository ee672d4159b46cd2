import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstCodes } from './memory-facets.ts';

/** Every counted code in FACET_SOURCES' order, by a full sort. */
function sortedCodes(codes: string[], totals: Int32Array, unfiltered: Int32Array, offset: number) {
  return codes
    .map((_, c) => c)
    .filter((c) => unfiltered[offset + c]! !== 0)
    .sort(
      (x, y) =>
        totals[offset + y]! - totals[offset + x]! ||
        unfiltered[offset + y]! - unfiltered[offset + x]! ||
        (codes[x]! < codes[y]! ? -1 : codes[x]! > codes[y]! ? 1 : 0),
    );
}

describe('firstCodes', () => {
  it('keeps the first codes of a full sort, ties at the cut broken by code', () => {
    // Small counts, so that many codes tie at the cut; totals never above the unfiltered count.
    const letter = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
        minLength: 1,
        maxLength: 80,
      })
      .map((pairs) => pairs.map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const));
    fc.assert(
      fc.property(
        letter,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (pairs, offset, limit, listed) => {
          // Codes not in index order, so the tie-break by text is not the counters' order.
          const codes = pairs.map((_, c) => `code ${(c * 37) % 101}`);
          const totals = new Int32Array(offset + pairs.length);
          const unfiltered = new Int32Array(offset + pairs.length);
          pairs.forEach(([total, all], c) => {
            totals[offset + c] = total;
            unfiltered[offset + c] = all;
          });
          const expected = sortedCodes(codes, totals, unfiltered, offset).slice(0, limit);
          // The candidates as touchedCodes lists them: each counted code once, in any order.
          const candidates = listed
            ? sortedCodes(codes, totals, unfiltered, offset).reverse()
            : null;
          const actual = firstCodes(codes, offset, totals, unfiltered, candidates, limit, null);
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 500, seed: 29 },
    );
  });

  it('leaves out the codes `keep` refuses', () => {
    const codes = ['0', 'x', '1', '2'];
    const counts = Int32Array.from([3, 9, 2, 1]);
    const digits = (code: string) => /^[0-9]$/.test(code);
    expect(firstCodes(codes, 0, counts, counts, null, 2, digits)).toEqual([0, 2]);
  });
});
