import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seek } from './memory-relevance.ts';

describe('seek', () => {
  it('finds the first position holding the doc or more, from any earlier position', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 2000 }), { maxLength: 300 }),
        fc.array(fc.integer({ min: -5, max: 2005 }), { maxLength: 40 }),
        (values, wanted) => {
          const sorted = Int32Array.from(values.sort((a, b) => a - b));
          // As the ranking walks it: ascending docs, each search from the last answer.
          let at = 0;
          for (const doc of wanted.sort((a, b) => a - b)) {
            at = seek(sorted, doc, at);
            const expected = sorted.findIndex((value) => value >= doc);
            expect(at).toBe(expected === -1 ? sorted.length : expected);
          }
        },
      ),
      { numRuns: 300, seed: 1129 },
    );
  });
});
