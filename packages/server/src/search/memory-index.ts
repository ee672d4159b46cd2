/**
 * The search memory index: what the PostgreSQL backend reads from `title` and its joined
 * tables for matching, filtering, sorting and facets, held in typed arrays so that a search
 * counts a common word's 186,000 matches of a million titles in a millisecond instead of
 * visiting every matching heap row (docs/performance.md). It is derived data, built from the
 * database and labelled with the catalogue's change counter (migration 0007): the database
 * stays the only copy of every fact (DESIGN), and an index whose label is not the current
 * counter is never used.
 *
 * Titles are numbered 0…size-1 in id order ("dense numbers"), so sorted sets of them are also
 * in id order. The search document comes from `title.search` itself, so stemming and weights
 * are exactly PostgreSQL's.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FACET_LETTERS, type FacetLetter } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import { MATCH_SET_COLUMNS, MATCH_SET_JOINS } from './facets.ts';
import type { SortOrder } from './backend.ts';
import { Bits } from './bitset.ts';
import { hashOrder, type HashOrder } from './title-hashes.ts';
import type { CountedSet } from './memory-counted-sets.ts';

/** Weight bits of a word in a title's document (A title, B author, C subject, D the rest). */
export const WEIGHT_BITS = { A: 1, B: 2, C: 4, D: 8 } as const;

/**
 * The titles holding one word, in dense order, with its positions in each (their weights are
 * the word's weights there).
 */
export interface Posting {
  docs: Int32Array;
  /** ts_rank parts (RankPart), as codes of `rankValues`. */
  rank: Uint16Array;
  rankValues: readonly number[];
  /** Each posting's number of positions, less one (a word keeps at most 256, as PostgreSQL). */
  positionCounts: Uint8Array;
  /**
   * The word's positions, posting after posting, each as PostgreSQL's WordEntryPos: weight in
   * the top two bits (A 3, B 2, C 1, D 0), position in the low 14.
   */
  positions: Uint16Array;
}

/** Weight code of a WordEntryPos (A 3 … D 0), for the `positions` of a Posting. */
export const POSITION_WEIGHT = { A: 3, B: 2, C: 1, D: 0 } as const;
export const POSITION_MASK = 0x3fff;

/** The codes of one facet letter; titles refer to them by number. */
export interface ValueColumn {
  codes: string[];
  codeNumbers: Map<string, number>;
}

/**
 * Every title's facet values, title after title: title d has packed[starts[d]…ends[d]-1],
 * each `letter index << LETTER_SHIFT | code number`. Facets read a sample of titles spread over
 * the whole catalogue, so one title's values side by side cost one memory read, not twenty.
 * A patched title's values go at the end (memory-patch.ts).
 */
export interface FacetValues {
  starts: Uint32Array;
  ends: Uint32Array;
  /** Entries in use: packed[0…length-1] (the rest is room for patches). */
  length: number;
  packed: Int32Array;
}

export const LETTER_SHIFT = 26;
export const CODE_MASK = (1 << LETTER_SHIFT) - 1;

/** Sort orders over stored columns: every title with a value, by (value, id) ascending. */
export interface SortIndex {
  order: Int32Array;
  /** Position of each title in `order`; -1 when its value is null. */
  rank: Int32Array;
}

export type IndexedSort = Exclude<SortOrder, 'relevance' | 'id'>;

export interface MemoryIndex {
  /** The change counter this index was built (or last patched) at. */
  generation: string;
  /**
   * Steps of the change counter past `generation` whose changes the index holds already: the
   * last patch read them (committed by then) along with the ones up to `generation`
   * (memory-patch.ts). The next patch does not read their titles again.
   */
  stepsPast: string[];
  /**
   * Dense numbers available: the titles read at the build and room for titles added later
   * (memory-patch.ts). Every set has this size; numbers past `used` are in none.
   */
  size: number;
  /** Dense numbers in use (titles read or added since, deleted ones included). */
  used: number;
  /** The titles that exist: every search's scope is within it (scopeBits). */
  live: Bits;
  /** Title id of each dense number (ascending up to `used`). */
  ids: Int32Array;
  /**
   * Every word's titles, one word after another (most catalogues hold a million distinct
   * words, numbers and codes included: one array each would cost more than their contents).
   * Word w's titles are postingDocs[postingStart[w]…postingStart[w+1]-1].
   */
  words: Map<string, number>;
  postingStart: Uint32Array;
  postingDocs: Int32Array;
  /**
   * Each posting's ts_rank part (RankPart), for relevance order, as a code of `rankValues`: the
   * part depends only on the weights of the word's positions, so a catalogue has a few hundred
   * distinct parts (2 bytes a posting instead of 4).
   */
  postingRank: Uint16Array;
  rankValues: number[];
  rankCodes: Map<number, number>;
  /**
   * Word positions, for phrases and the phrase boost: posting p has postingPositionCounts[p] + 1
   * of them; word w's start at positions[positionStart[w]], posting after posting (Posting).
   */
  postingPositionCounts: Uint8Array;
  positionStart: Float64Array;
  positions: Uint16Array;
  /** The titles of each word held by at least size / WORD_BITS_SHARE titles, as a bitset. */
  wordBits: Map<number, Bits>;
  /**
   * Two 32-bit hashes per title (at 2d and 2d+1) of `title_key` and of the folded title with
   * its subtitle: the exact-title boost of relevance compares them with the folded query.
   */
  titleKeyHashes: Int32Array;
  fullTitleHashes: Int32Array;
  /** The titles read at the build by each hash's first half (title-hashes.ts). */
  titleKeyOrder: HashOrder;
  fullTitleOrder: HashOrder;
  /** Days since 1970-01-01 of acquired_on; NO_DATE when unknown. */
  acquired: Int32Array;
  columns: Record<FacetLetter, ValueColumn>;
  values: FacetValues;
  /** For letters with at most CODE_BITS_LIMIT codes: the titles of each code, as a bitset. */
  codeBits: Partial<Record<FacetLetter, Bits[]>>;
  /**
   * Facet counts of our collection and of its most common words' titles (memory-counted-sets.ts:
   * filled in by the backend after the build, kept by patches).
   */
  countedSets: CountedSet[];
  /** Our collection, the network records, online access, accessibility (all within `live`). */
  scopeBits: { local: Bits; network: Bits; online: Bits; accessible: Bits };
  /** Changes applied since the build (memory-patch.ts); null when none. */
  patches: IndexPatches | null;
  /** Database labels of the codes of B, U, C, D, P, K and O. */
  labels: Partial<Record<FacetLetter, Map<string, string>>>;
  sorts: Record<IndexedSort, SortIndex>;
}

/**
 * What patches changed since the build: the titles whose words in the main lists no longer
 * count (`stale`), and the words of titles patched in (`extra`, per word number, in title
 * order). postingOf merges the two.
 */
export interface IndexPatches {
  /** Words numbered below this have main lists (postingStart). */
  mainWords: number;
  /** Titles numbered below this may be in the main lists (the titles of the build). */
  mainTitles: number;
  stale: Bits;
  extra: Map<number, ExtraPosting[]>;
  /** The word numbers each patched title has in `extra`, to take them out again. */
  extraWordsOf: Map<number, number[]>;
  /**
   * The hash (documentHash) of the search document each patched title's words in `extra` were
   * read from: a patch that finds the same document leaves them in place.
   */
  documentOf: Map<number, number>;
  /**
   * Merged lists, per word, for this patch level: a patch keeps those of the words it did not
   * touch (memory-patch.ts, keptMerged).
   */
  merged: Map<number, Posting>;
}

export interface ExtraPosting {
  doc: number;
  rank: number;
  positions: number[];
}

/** Room for titles added after the build: a 50th of the catalogue, at least 1,024. */
export function capacityFor(titles: number): number {
  return titles + Math.max(1024, Math.ceil(titles / 50));
}

export const NO_DATE = -2_147_483_648;
/**
 * Words held by more than 1/32 of the titles keep a bitset too (at most the size of their
 * list), so a search need not turn tens of thousands of numbers into bits each time; rarer
 * words' lists are turned into bits in microseconds.
 */
const WORD_BITS_SHARE = 32;
/** Letters with more codes than this (authors, subjects…) are filtered title by title. */
export const CODE_BITS_LIMIT = 256;
/** Bits of a title's flags while the index is built (scopeBits keeps them as sets). */
const FLAG_ONLINE = 1;
const FLAG_ACCESSIBLE = 2;

/**
 * A copy of a string that holds no reference to the text it was cut from: V8 keeps long
 * substrings as slices of their parent, and one ISBN word would otherwise keep its whole
 * search document (or a whole array literal) alive for as long as the index lives.
 */
export function detached(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

/** The code of a ts_rank part in the index's table (memory-index's postingRank). */
export function rankCode(
  index: Pick<MemoryIndex, 'rankValues' | 'rankCodes'>,
  rank: number,
): number {
  let code = index.rankCodes.get(rank);
  if (code === undefined) {
    code = index.rankValues.length;
    if (code > 0xffff) throw new Error('more than 65,536 distinct ts_rank parts');
    index.rankValues.push(rank);
    index.rankCodes.set(rank, code);
  }
  return code;
}

/** A growable typed array (typed arrays hold a million titles' values without boxing). */
class Growable<T extends Int32Array | Float32Array | Uint16Array | Uint8Array> {
  length = 0;
  constructor(public data: T) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new (this.data.constructor as new (length: number) => T)(this.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  done(): T {
    return this.data.slice(0, this.length) as T;
  }
}

type IntBuffer = Growable<Int32Array>;
const ints = (): IntBuffer => new Growable(new Int32Array(16));
const shorts = () => new Growable(new Uint16Array(16));
const bytes = () => new Growable(new Uint8Array(16));

/** One 53-bit hash of a title's search document (both of textHashes, as one safe integer). */
export function documentHash(document: string): number {
  const [a, b] = textHashes(document);
  return (a >>> 0) * 0x200000 + (b & 0x1fffff);
}

/**
 * Two independent 32-bit hashes of a text (FNV-1a and a multiplicative one): a false match of
 * both among a million titles is about one in 10¹³ searches.
 */
export function textHashes(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [a | 0, b | 0];
}

class ColumnBuilder {
  readonly codes: string[] = [];
  readonly codeNumbers = new Map<string, number>();

  constructor(readonly letterIndex: number) {}

  /** Appends one title's values of this letter to `packed` (nulls and repeats dropped). */
  add(values: readonly (string | null | undefined)[], packed: IntBuffer): void {
    const start = packed.length;
    for (const value of values) {
      if (value === null || value === undefined) continue;
      let code = this.codeNumbers.get(value);
      if (code === undefined) {
        code = this.codes.length;
        const kept = detached(value);
        this.codes.push(kept);
        this.codeNumbers.set(kept, code);
      }
      const entry = (this.letterIndex << LETTER_SHIFT) | code;
      let seen = false;
      for (let i = start; i < packed.length; i++) seen ||= packed.data[i] === entry;
      if (!seen) packed.push(entry);
    }
  }

  done(): ValueColumn {
    return { codes: this.codes, codeNumbers: this.codeNumbers };
  }
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** ts_rank's default weights, as the float4 values PostgreSQL computes with. */
const RANK_WEIGHTS = {
  A: 1,
  B: Math.fround(0.4),
  C: Math.fround(0.2),
  D: Math.fround(0.1),
} as const;

/**
 * One word's share of ts_rank in one title: PostgreSQL's calc_rank_or (tsrank.c) adds, for each
 * query word found, (wmax + Σ w_j / j² − wmax / jmax²) over the word's positions j = 1, 2…,
 * in float4 arithmetic, before dividing by 1.64493406685 (π²/6). This is that sum, rounded the
 * same way (Math.fround after each float4 operation), so the memory index ranks titles exactly
 * as PostgreSQL does.
 */
class RankPart {
  private sum = 0;
  private best = -1;
  private bestAt = 0;
  private count = 0;

  add(letter: keyof typeof RANK_WEIGHTS): void {
    const weight = RANK_WEIGHTS[letter];
    const square = (this.count + 1) * (this.count + 1);
    this.sum = Math.fround(this.sum + Math.fround(weight / square));
    if (weight > this.best) {
      this.best = weight;
      this.bestAt = this.count;
    }
    this.count++;
  }

  value(): number {
    const square = (this.bestAt + 1) * (this.bestAt + 1);
    return Math.fround(Math.fround(this.best + this.sum) - Math.fround(this.best / square));
  }
}

/**
 * Calls `visit` for each word of a tsvector's text form (`'word':1A,5C 'other':3`) with its
 * weight bits, its ts_rank part (RankPart) and its positions as WordEntryPos values (in
 * `positions`, valid during the call). Positions without a letter have weight D; a stripped word
 * counts as one D position, as in PostgreSQL, and has the position 0 (PostgreSQL's phrase
 * operators never meet one: every search document has positions).
 */
export function forEachWord(
  text: string,
  visit: (word: string, weights: number, rank: number, positions: number[]) => void,
): void {
  const positions: number[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    while (i < length && text.charCodeAt(i) === 32) i++;
    if (i >= length || text[i] !== "'") break;
    i++;
    let word = '';
    let start = i;
    for (;;) {
      const c = text[i];
      if (c === undefined) break;
      if (c === "'") {
        if (text[i + 1] === "'") {
          word += text.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        word += text.slice(start, i);
        i++;
        break;
      }
      if (c === '\\') {
        word += text.slice(start, i) + (text[i + 1] ?? '');
        i += 2;
        start = i;
        continue;
      }
      i++;
    }
    // The positions, in order, each with its weight letter (none: D).
    let weights = 0;
    const rank = new RankPart();
    positions.length = 0;
    if (text[i] === ':') {
      i++;
      while (i < length && text.charCodeAt(i) !== 32) {
        let position = 0;
        while (i < length && isDigit(text.charCodeAt(i))) {
          position = position * 10 + text.charCodeAt(i) - 48;
          i++;
        }
        const c = text[i];
        const letter = c === 'A' || c === 'B' || c === 'C' || c === 'D' ? c : 'D';
        if (letter === c) i++;
        weights |= WEIGHT_BITS[letter];
        rank.add(letter);
        positions.push((POSITION_WEIGHT[letter] << 14) | (position & POSITION_MASK));
        if (text[i] === ',') i++;
      }
    } else {
      weights = WEIGHT_BITS.D;
      rank.add('D');
      positions.push(0);
    }
    visit(word, weights, rank.value(), positions);
  }
}

/** Letters whose codes are database ids, with the table holding their names. */
export const LABEL_TABLES = {
  B: 'library',
  U: 'campus',
  C: 'course',
  D: 'discipline',
  P: 'professor',
  K: 'knowledge_area',
  O: 'network_institution',
} as const satisfies Partial<Record<FacetLetter, string>>;

/** One title as the build reads it (MATCH_SET_COLUMNS plus id, date and document). */
export interface TitleRow {
  id: number;
  acquired_day: number | null;
  document: string | null;
  title_key: string | null;
  full_title_key: string | null;
  material_type: string;
  year: number | null;
  language: string | null;
  publisher: string | null;
  authors: string[];
  subjects: string[];
  series: string[];
  genres: string[] | null;
  carriers: string[] | null;
  network_institution_id: number | null;
  has_cover: boolean;
  has_online_access: boolean;
  has_accessibility: boolean;
  class_digit: string | null;
  library_ids: string[] | null;
  campus_ids: string[] | null;
  locations: (string | null)[] | null;
  collections: (string | null)[] | null;
  course_ids: string[] | null;
  discipline_ids: string[] | null;
  professor_ids: string[] | null;
  area_ids: string[] | null;
}

/** Each letter's codes of one title (the values the PostgreSQL backend's FACET_SOURCES read). */
export function lettersOf(row: TitleRow): Record<FacetLetter, (string | null | undefined)[]> {
  const text = (value: number | null) => (value === null ? null : String(value));
  return {
    B: row.library_ids ?? [],
    U: row.campus_ids ?? [],
    T: [row.material_type],
    A: row.authors,
    S: row.subjects,
    Y: [row.year === null ? '' : String(row.year)],
    I: [row.language],
    E: [row.publisher],
    C: row.course_ids ?? [],
    D: row.discipline_ids ?? [],
    P: row.professor_ids ?? [],
    K: row.area_ids ?? [],
    L: row.locations ?? [],
    N: row.series,
    M: row.collections ?? [],
    G: row.genres ?? [],
    F: row.carriers ?? [],
    // The first character of the call number: the filter compares it; the facet lists digits.
    R: [row.class_digit === '' ? null : row.class_digit],
    O: [text(row.network_institution_id)],
    X: [
      row.has_cover ? 'C' : null,
      row.has_online_access ? 'O' : null,
      row.has_accessibility ? 'A' : null,
    ],
  };
}

export const SORT_KEYS: Record<IndexedSort, string> = {
  title: 'title_key',
  author: 'author_key',
  year: 'year',
  call_number: 'call_number_key',
  acquired: 'acquired_on',
};

/** The titles of a condition on `t`, as the index reads them (TitleRow). */
export function titleRows(where: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    select t.id, (t.acquired_on - date '1970-01-01') as acquired_day,
      t.search::text as document, t.title_key,
      estante_fold(t.title || ' ' || coalesce(t.subtitle, '')) as full_title_key,
      ${MATCH_SET_COLUMNS}
    from title t ${MATCH_SET_JOINS}
    where ${where}`;
}

/** Titles read per statement, so other queries interleave with a build (one PGlite session). */
const CHUNK = 5000;

export class BuildAborted extends Error {}

/** The titles of each code of the letters that have few codes. */
function bitsPerCode(
  columns: Record<FacetLetter, ValueColumn>,
  values: FacetValues,
  size: number,
): Partial<Record<FacetLetter, Bits[]>> {
  const perLetter: (Bits[] | undefined)[] = FACET_LETTERS.map((letter) =>
    columns[letter].codes.length <= CODE_BITS_LIMIT
      ? columns[letter].codes.map(() => Bits.empty(size))
      : undefined,
  );
  for (let d = 0; d < values.starts.length; d++) {
    for (let v = values.starts[d]!; v < values.ends[d]!; v++) {
      const entry = values.packed[v]!;
      perLetter[entry >>> LETTER_SHIFT]?.[entry & CODE_MASK]!.add(d);
    }
  }
  const result: Partial<Record<FacetLetter, Bits[]>> = {};
  FACET_LETTERS.forEach((letter, i) => {
    if (perLetter[i]) result[letter] = perLetter[i].map((bits) => bits.share());
  });
  return result;
}

/** A counting sort of the occurrences by word; each word's titles stay in title order. */
function groupByWord(
  words: number,
  word: IntBuffer,
  doc: IntBuffer,
  rank: IntBuffer,
  counts: Growable<Uint8Array>,
  positions: Growable<Uint16Array>,
) {
  const postingStart = new Uint32Array(words + 1);
  const positionStart = new Float64Array(words + 1);
  for (let i = 0; i < word.length; i++) {
    postingStart[word.data[i]! + 1]!++;
    positionStart[word.data[i]! + 1]! += counts.data[i]! + 1;
  }
  for (let w = 0; w < words; w++) {
    postingStart[w + 1]! += postingStart[w]!;
    positionStart[w + 1]! += positionStart[w]!;
  }
  const next = postingStart.slice(0, words);
  const nextPosition = positionStart.slice(0, words);
  const postingDocs = new Int32Array(word.length);
  const postingRank = new Uint16Array(word.length);
  const postingPositionCounts = new Uint8Array(word.length);
  const grouped = new Uint16Array(positions.length);
  let from = 0;
  for (let i = 0; i < word.length; i++) {
    const w = word.data[i]!;
    const at = next[w]!++;
    postingDocs[at] = doc.data[i]!;
    postingRank[at] = rank.data[i]!;
    const count = counts.data[i]! + 1;
    postingPositionCounts[at] = count - 1;
    grouped.set(positions.data.subarray(from, from + count), nextPosition[w]!);
    nextPosition[w]! += count;
    from += count;
  }
  return {
    postingStart,
    postingDocs,
    postingRank,
    postingPositionCounts,
    positionStart,
    positions: grouped,
  };
}

/** Words' lists merged with their patches in this process so far (for tests: kept by patches). */
let listsMerged = 0;
export const mergedLists = () => listsMerged;

/** The titles holding a word, or null when no title does. */
export function postingOf(index: MemoryIndex, word: string): Posting | null {
  const number = index.words.get(word);
  if (number === undefined) return null;
  const patches = index.patches;
  if (patches === null) {
    // A word a patch being made added (its new titles are linked in before it is swapped in)
    // has no main list here.
    return number < index.postingStart.length - 1 ? mainPosting(index, number) : null;
  }
  let posting = patches.merged.get(number);
  if (!posting) {
    listsMerged++;
    posting = mergedPosting(index, patches, number);
    patches.merged.set(number, posting);
  }
  return posting.docs.length === 0 ? null : posting;
}

/**
 * A word's main list without its stale titles, merged with its patched-in titles. The main
 * list itself when neither applies; otherwise its runs between a stale title and a patched-in
 * one are copied as blocks: after an edit every search word is merged again, and a common
 * word's list (200,000 titles at a million) copied entry by entry held searches for tens of ms.
 */
function mergedPosting(index: MemoryIndex, patches: IndexPatches, number: number): Posting {
  const main = number < patches.mainWords ? mainPosting(index, number) : EMPTY_POSTING;
  const extra = patches.extra.get(number) ?? [];
  const length = main.docs.length;
  const gone: number[] = [];
  let gonePositions = 0;
  for (let i = 0; i < length; i++) {
    if (patches.stale.has(main.docs[i]!)) {
      gone.push(i);
      gonePositions += main.positionCounts[i]! + 1;
    }
  }
  if (gone.length === 0 && extra.length === 0) return main;
  let extraPositions = 0;
  for (const entry of extra) extraPositions += entry.positions.length;
  const size = length - gone.length + extra.length;
  const docs = new Int32Array(size);
  const rank = new Uint16Array(size);
  const counts = new Uint8Array(size);
  const positions = new Uint16Array(main.positions.length - gonePositions + extraPositions);
  let out = 0; // next entry written
  let outAt = 0; // next position written
  let i = 0; // next main entry
  let at = 0; // its first position
  let g = 0;
  let e = 0;
  for (;;) {
    // A patched-in title goes before the first main title after it.
    if (e < extra.length && (i === length || extra[e]!.doc < main.docs[i]!)) {
      const entry = extra[e++]!;
      docs[out] = entry.doc;
      rank[out] = rankCode(index, entry.rank);
      counts[out++] = entry.positions.length - 1;
      positions.set(entry.positions, outAt);
      outAt += entry.positions.length;
      continue;
    }
    if (i === length) break;
    if (g < gone.length && gone[g] === i) {
      at += main.positionCounts[i]! + 1;
      i++;
      g++;
      continue;
    }
    // The run up to the next stale title or the next patched-in title's place.
    let end = g < gone.length ? gone[g]! : length;
    if (e < extra.length) end = Math.min(end, firstAfter(main.docs, extra[e]!.doc, i, end));
    let span = 0;
    for (let k = i; k < end; k++) span += main.positionCounts[k]! + 1;
    docs.set(main.docs.subarray(i, end), out);
    rank.set(main.rank.subarray(i, end), out);
    counts.set(main.positionCounts.subarray(i, end), out);
    positions.set(main.positions.subarray(at, at + span), outAt);
    out += end - i;
    outAt += span;
    at += span;
    i = end;
  }
  return { docs, rank, rankValues: index.rankValues, positionCounts: counts, positions };
}

const EMPTY_POSTING: Posting = {
  docs: new Int32Array(0),
  rank: new Uint16Array(0),
  rankValues: [],
  positionCounts: new Uint8Array(0),
  positions: new Uint16Array(0),
};

/** The first place in `docs[from…to)` holding a title after `doc` (`to` when none). */
function firstAfter(docs: Int32Array, doc: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (docs[mid]! > doc) high = mid;
    else low = mid + 1;
  }
  return low;
}

function mainPosting(index: MemoryIndex, number: number): Posting {
  const start = index.postingStart[number]!;
  const end = index.postingStart[number + 1]!;
  return {
    docs: index.postingDocs.subarray(start, end),
    rank: index.postingRank.subarray(start, end),
    rankValues: index.rankValues,
    positionCounts: index.postingPositionCounts.subarray(start, end),
    positions: index.positions.subarray(
      index.positionStart[number]!,
      index.positionStart[number + 1]!,
    ),
  };
}

/** Position of an id in the ascending `ids`, or -1. */
export function denseOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = ids[mid]!;
    if (value < id) low = mid + 1;
    else if (value > id) high = mid - 1;
    else return mid;
  }
  return -1;
}

async function sortIndex(
  db: Kysely<Database>,
  column: string,
  ids: Int32Array,
  capacity: number,
): Promise<SortIndex> {
  // One row with every id as text: a million row objects would cost more than the sort.
  const { rows } = await sql<{ list: string | null }>`
    select string_agg(id::text, ',' order by ${sql.ref(column)}, id) as list
    from title where ${sql.ref(column)} is not null`.execute(db);
  const list = rows[0]?.list ?? '';
  const rank = new Int32Array(capacity).fill(-1);
  const order = ints();
  if (list !== '') {
    for (const text of list.split(',')) {
      const dense = denseOf(ids, Number(text));
      // A title added after the main read is not in this index (a later build has it).
      if (dense < 0) continue;
      rank[dense] = order.length;
      order.push(dense);
    }
  }
  return { order: order.done(), rank };
}

async function labelsOf(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; name: string }>`
    select id::text as id, name from ${sql.table(table)}`.execute(db);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Reads the catalogue into a new index labelled `generation`. `aborted` is checked between
 * statements, so closing the server does not wait for a whole build.
 */
export async function buildMemoryIndex(
  db: Kysely<Database>,
  generation: string,
  aborted: () => boolean = () => false,
): Promise<MemoryIndex> {
  const ids = ints();
  const network = ints();
  const flags = ints();
  const acquired = ints();
  const words = new Map<string, number>();
  // (word, title, rank, positions) of every word of every title, in title order; grouped by
  // word below.
  const occurrenceWord = ints();
  const occurrenceDoc = ints();
  const occurrenceRank = ints();
  const ranks = { rankValues: [] as number[], rankCodes: new Map<number, number>() };
  const occurrencePositionCount = bytes();
  const occurrencePositions = shorts();
  const titleKeyHashes = ints();
  const fullTitleHashes = ints();
  const columns = new Map<FacetLetter, ColumnBuilder>(
    FACET_LETTERS.map((letter, i) => [letter, new ColumnBuilder(i)]),
  );
  const valueOffsets = ints();
  const packed = ints();
  valueOffsets.push(0);
  let after = 0;
  for (;;) {
    if (aborted()) throw new BuildAborted('search index build stopped');
    const { rows } = await sql<TitleRow>`${titleRows(sql`t.id > ${after}`)}
      order by t.id limit ${CHUNK}`.execute(db);
    for (const row of rows) {
      const dense = ids.length;
      ids.push(Number(row.id));
      network.push(row.network_institution_id === null ? 0 : 1);
      flags.push(
        (row.has_online_access ? FLAG_ONLINE : 0) | (row.has_accessibility ? FLAG_ACCESSIBLE : 0),
      );
      acquired.push(row.acquired_day === null ? NO_DATE : Number(row.acquired_day));
      for (const hash of textHashes(row.title_key ?? '')) titleKeyHashes.push(hash);
      for (const hash of textHashes(row.full_title_key ?? '')) fullTitleHashes.push(hash);
      forEachWord(row.document ?? '', (word, _weights, rank, positions) => {
        let number = words.get(word);
        if (number === undefined) words.set(detached(word), (number = words.size));
        occurrenceWord.push(number);
        occurrenceDoc.push(dense);
        occurrenceRank.push(rankCode(ranks, rank));
        occurrencePositionCount.push(positions.length - 1);
        for (const position of positions) occurrencePositions.push(position);
      });
      const letters = lettersOf(row);
      for (const [letter, builder] of columns) builder.add(letters[letter], packed);
      valueOffsets.push(packed.length);
    }
    if (rows.length < CHUNK) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  const read = ids.done();
  const used = read.length;
  const size = capacityFor(used);
  const idList = new Int32Array(size);
  idList.set(read);
  const sorts = {} as Record<IndexedSort, SortIndex>;
  for (const [sort, key] of Object.entries(SORT_KEYS) as [IndexedSort, string][]) {
    if (aborted()) throw new BuildAborted('search index build stopped');
    sorts[sort] = await sortIndex(db, key, read, size);
  }
  const labels: MemoryIndex['labels'] = {};
  for (const [letter, table] of Object.entries(LABEL_TABLES) as [FacetLetter, string][]) {
    labels[letter] = await labelsOf(db, table);
  }
  const builtColumns = {} as Record<FacetLetter, ValueColumn>;
  for (const [letter, builder] of columns) builtColumns[letter] = builder.done();
  const offsets = valueOffsets.done();
  const values = {
    starts: new Uint32Array(size),
    ends: new Uint32Array(size),
    length: packed.length,
    packed: new Int32Array(capacityFor(packed.length)),
  };
  values.packed.set(packed.data.subarray(0, packed.length));
  values.starts.set(offsets.subarray(0, used));
  values.ends.set(offsets.subarray(1, used + 1));
  const codeBits = bitsPerCode(builtColumns, values, size);
  const postings = groupByWord(
    words.size,
    occurrenceWord,
    occurrenceDoc,
    occurrenceRank,
    occurrencePositionCount,
    occurrencePositions,
  );
  const wordBits = new Map<number, Bits>();
  for (let w = 0; w < words.size; w++) {
    const start = postings.postingStart[w]!;
    const end = postings.postingStart[w + 1]!;
    if ((end - start) * WORD_BITS_SHARE >= size) {
      wordBits.set(w, Bits.of(postings.postingDocs.subarray(start, end), size).share());
    }
  }
  const networkList = new Uint8Array(network.done());
  const flagList = new Uint8Array(flags.done());
  const live = Bits.empty(size);
  const networkBits = Bits.empty(size);
  const online = Bits.empty(size);
  const accessible = Bits.empty(size);
  for (let d = 0; d < used; d++) {
    live.add(d);
    if (networkList[d] === 1) networkBits.add(d);
    if ((flagList[d]! & FLAG_ONLINE) !== 0) online.add(d);
    if ((flagList[d]! & FLAG_ACCESSIBLE) !== 0) accessible.add(d);
  }
  const withRoom = (list: Int32Array, perTitle: number) => {
    const room = new Int32Array(size * perTitle);
    room.set(list);
    return room;
  };
  return {
    generation,
    stepsPast: [],
    size,
    used,
    live: live.share(),
    ids: idList,
    words,
    ...postings,
    ...ranks,
    wordBits,
    codeBits,
    scopeBits: {
      local: networkBits.not().andInPlace(live).share(),
      network: networkBits.share(),
      online: online.share(),
      accessible: accessible.share(),
    },
    countedSets: [],
    patches: null,
    titleKeyHashes: withRoom(titleKeyHashes.done(), 2),
    fullTitleHashes: withRoom(fullTitleHashes.done(), 2),
    titleKeyOrder: hashOrder(titleKeyHashes.data, used),
    fullTitleOrder: hashOrder(fullTitleHashes.data, used),
    acquired: withRoom(acquired.done(), 1),
    columns: builtColumns,
    values,
    labels,
    sorts,
  };
}
