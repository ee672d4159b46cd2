/**
 * addChainMatches against a plain reading of the same lists: a rare word with a common one (a
 * title in two of three has it) and a middling one, thousands of titles a word, so the walk in
 * step through lists of very different lengths is exercised, with both weight masks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bits } from './bitset.ts';
import type { MemoryIndex } from './memory-index.ts';
import { addChainMatches, type Chain } from './memory-phrase.ts';

const SIZE = 20_000;

/** A word's titles (ascending) and each title's positions (ascending, with weights). */
type WordList = { doc: number; positions: number[] }[];

/** A word in about `share` of the titles, from a seed (mulberry32), 1–4 positions a title. */
function wordList(seed: number, share: number): WordList {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const list: WordList = [];
  for (let doc = 0; doc < SIZE; doc++) {
    if (next() >= share) continue;
    const positions = new Set<number>();
    const count = 1 + Math.floor(next() * 4);
    for (let i = 0; i < count; i++) positions.add(1 + Math.floor(next() * 8));
    list.push({
      doc,
      positions: [...positions]
        .sort((a, b) => a - b)
        .map((p) => (Math.floor(next() * 4) << 14) | p),
    });
  }
  return list;
}

/** The index parts postingOf reads, for these words' lists. */
function indexOf(lists: WordList[]): MemoryIndex {
  const words = new Map(lists.map((_, w) => [`w${w}`, w]));
  const postingStart: number[] = [0];
  const positionStart: number[] = [0];
  const docs: number[] = [];
  const counts: number[] = [];
  const positions: number[] = [];
  for (const list of lists) {
    for (const entry of list) {
      docs.push(entry.doc);
      counts.push(entry.positions.length - 1);
      positions.push(...entry.positions);
    }
    postingStart.push(docs.length);
    positionStart.push(positions.length);
  }
  return {
    words,
    patches: null,
    postingStart: Uint32Array.from(postingStart),
    postingDocs: Int32Array.from(docs),
    postingRank: new Uint16Array(docs.length),
    rankValues: [0],
    postingPositionCounts: Uint8Array.from(counts),
    positionStart: Float64Array.from(positionStart),
    positions: Uint16Array.from(positions),
  } as unknown as MemoryIndex;
}

/** The titles where word 0 stands at a position p of an accepted weight and word j at p + offset j. */
function plainly(lists: WordList[], offsets: number[], mask: number): number[] {
  const accepted = (value: number) => ((mask >>> (value >>> 14)) & 1) === 1;
  const at = lists.map((list) => new Map(list.map((e) => [e.doc, e.positions])));
  return lists[0]!
    .filter(({ doc, positions }) =>
      positions.some(
        (first) =>
          accepted(first) &&
          offsets.every((offset, j) => {
            const target = (first & 0x3fff) + offset;
            return (at[j]!.get(doc) ?? []).some((v) => (v & 0x3fff) === target && accepted(v));
          }),
      ),
    )
    .map((e) => e.doc);
}

describe('addChainMatches', () => {
  it('finds what a plain reading of the lists finds, with a common word in the chain', () => {
    let found = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(0.002, 0.01, 0.05),
        fc.integer({ min: 2, max: 3 }),
        fc.constantFrom(15, 8),
        (seed, rareShare, length, mask) => {
          const shares = [rareShare, 0.6, 0.3];
          const lists = shares.slice(0, length).map((share, j) => wordList(seed + j, share));
          const offsets = [0, 1, 2].slice(0, length);
          const chain: Chain = offsets.map((offset, j) => ({
            lexeme: `w${j}`,
            prefix: false,
            offset,
          }));
          const out = Bits.empty(SIZE);
          addChainMatches(indexOf(lists), chain, mask, out);
          const expected = plainly(lists, offsets, mask);
          found += expected.length;
          expect([...out.toArray()]).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
    // The runs matched titles, not only nothing.
    expect(found).toBeGreaterThan(100);
  });
});
