/**
 * Phrases over the memory index's word positions (memory-index.ts, Posting.positions), with
 * PostgreSQL's meaning: `'histori' <2> 'brasil'` holds where `brasil` is two positions after
 * `histori` (a stop word between them), `'a' <-> 'b' <-> 'c'` where each follows the one
 * before. search_phrase_query and a hyphenated word's search_word_query are alternatives (`|`)
 * of such chains, one per language; a chain of one word is a plain word (or a prefix).
 */
import { Bits } from './bitset.ts';
import { POSITION_MASK, postingOf, type MemoryIndex } from './memory-index.ts';

/** One word of a chain: its lexeme, a prefix or not, and its distance from the first word. */
export interface ChainWord {
  lexeme: string;
  prefix: boolean;
  offset: number;
}

/** A phrase of one language: its words in order (one word: a plain word or prefix). */
export type Chain = ChainWord[];

const LEXEME = /'((?:[^'\\]|''|\\.)*)'(:\*)?/y;
const DISTANCE = / <(-|\d+)> /y;
const OR = / \| /y;

/**
 * The chains of a tsquery text made only of quoted lexemes, `<->` / `<N>` and `|` (what
 * phraseto_tsquery and plainto_tsquery joined by `||` print); '' → none; anything else
 * (`&`, `!`, parentheses, weights, a prefix inside a phrase) → null.
 */
export function chainsOf(query: string): Chain[] | null {
  if (query.trim() === '') return [];
  const chains: Chain[] = [];
  let at = 0;
  let chain: Chain = [];
  let offset = 0;
  for (;;) {
    LEXEME.lastIndex = at;
    const word = LEXEME.exec(query);
    if (!word) return null;
    at = LEXEME.lastIndex;
    const lexeme = word[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    chain.push({ lexeme, prefix: word[2] !== undefined, offset });
    if (at === query.length) break;
    DISTANCE.lastIndex = at;
    const distance = DISTANCE.exec(query);
    if (distance) {
      offset += distance[1] === '-' ? 1 : Number(distance[1]);
      at = DISTANCE.lastIndex;
      continue;
    }
    OR.lastIndex = at;
    if (!OR.exec(query)) return null;
    at = OR.lastIndex;
    chains.push(chain);
    chain = [];
    offset = 0;
  }
  chains.push(chain);
  // PostgreSQL has no prefix inside a phrase here; its meaning there is not ours to guess.
  if (chains.some((c) => c.length > 1 && c.some((w) => w.prefix))) return null;
  return chains;
}

/** True when `positions[from…to)` holds `target` with an accepted weight. */
function holds(positions: Uint16Array, from: number, to: number, target: number, mask: number) {
  for (let k = from; k < to; k++) {
    const value = positions[k]!;
    const position = value & POSITION_MASK;
    if (position === target) return ((mask >>> (value >>> 14)) & 1) === 1;
    if (position > target) return false;
  }
  return false;
}

/**
 * Adds to `out` the titles (of `within`, when given) where the chain's words stand at their
 * distances, every position of an accepted weight (`mask` of POSITION_WEIGHT bits: the
 * `ts_filter(search, '{a}')` of a title search or of the phrase boost keeps only A).
 * Walks each word's titles once, in step (they are in title order), so the cost is the
 * length of the words' lists.
 */
export function addChainMatches(
  index: MemoryIndex,
  chain: Chain,
  mask: number,
  out: Bits,
  within: Bits | null = null,
): void {
  const postings = chain.map((word) => postingOf(index, word.lexeme));
  if (postings.some((posting) => posting === null)) return;
  const lists = postings as NonNullable<(typeof postings)[number]>[];
  const n = lists.length;
  let lead = 0;
  for (let j = 1; j < n; j++) if (lists[j]!.docs.length < lists[lead]!.docs.length) lead = j;
  // Each list's cursor and the start of its current title's positions.
  const at = new Int32Array(n);
  const from = new Float64Array(n);
  const leadList = lists[lead]!;
  for (let i = 0; i < leadList.docs.length; i++) {
    const doc = leadList.docs[i]!;
    if (i > 0) from[lead]! += leadList.positionCounts[i - 1]! + 1;
    at[lead] = i;
    if (within !== null && !within.has(doc)) continue;
    let all = true;
    for (let j = 0; j < n; j++) {
      if (j === lead) continue;
      const list = lists[j]!;
      let k = at[j]!;
      while (k < list.docs.length && list.docs[k]! < doc) {
        from[j]! += list.positionCounts[k]! + 1;
        k++;
      }
      at[j] = k;
      if (k === list.docs.length) return;
      if (list.docs[k]! !== doc) all = false;
    }
    if (!all) continue;
    // Every position of the first word with an accepted weight, then each next word in turn.
    const first = lists[0]!;
    const firstFrom = from[0]!;
    const firstTo = firstFrom + first.positionCounts[at[0]!]! + 1;
    for (let k = firstFrom; k < firstTo; k++) {
      const value = first.positions[k]!;
      if (((mask >>> (value >>> 14)) & 1) === 0) continue;
      const start = value & POSITION_MASK;
      let found = true;
      for (let j = 1; j < n && found; j++) {
        const list = lists[j]!;
        const to = from[j]! + list.positionCounts[at[j]!]! + 1;
        found = holds(list.positions, from[j]!, to, start + chain[j]!.offset, mask);
      }
      if (found) {
        out.add(doc);
        break;
      }
    }
  }
}

/** The titles where one of the chains of several words holds (one-word chains are left out). */
export function chainBits(
  index: MemoryIndex,
  chains: Chain[],
  mask: number,
  within: Bits | null = null,
): Bits {
  const out = Bits.empty(index.size);
  for (const chain of uniqueChains(chains)) {
    if (chain.length > 1) addChainMatches(index, chain, mask, out, within);
  }
  return out;
}

/** The chains without repeats (the five languages often give the same one). */
function uniqueChains(chains: Chain[]): Chain[] {
  const seen = new Map<string, Chain>();
  for (const chain of chains) {
    seen.set(chain.map((w) => `${w.offset}:${w.prefix ? '*' : ''}${w.lexeme}`).join(' '), chain);
  }
  return [...seen.values()];
}
