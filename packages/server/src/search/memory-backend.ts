/**
 * The search backend over the memory index (memory-index.ts), in front of the PostgreSQL
 * backend. It answers what it can answer exactly as PostgreSQL would — word searches in any
 * field, title, author or subject, joined by AND / OR / NOT; the scopes of the plain tabs;
 * every filter letter; every order but relevance; facets — and hands everything else to the
 * PostgreSQL backend: phrases, ISBN / ISSN / call number / series / publisher fields, archive,
 * normative-act and teaching-plan scopes, relevance order, and any search while the index is
 * not at the catalogue's current change counter (being built, or the catalogue changed since).
 *
 * A word's lexemes come from PostgreSQL's own `search_word_query`, asked once per word (the
 * function is immutable), so stemming and stop words stay PostgreSQL's.
 */
import { sql, type Kysely } from 'kysely';
import { FACET_LETTERS, type FacetLetter, type FilterKind } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import type {
  FacetAnswer,
  FacetCount,
  FilterSelection,
  MatchSpec,
  PageRequest,
  SearchBackend,
  SearchHits,
  SearchQuery,
  SearchScope,
  TermCondition,
} from './backend.ts';
import { FACET_SOURCES } from './facets.ts';
import {
  BuildAborted,
  buildMemoryIndex,
  FLAG_ACCESSIBLE,
  FLAG_ONLINE,
  CODE_MASK,
  LABEL_TABLES,
  LETTER_SHIFT,
  NO_DATE,
  postingOf,
  WEIGHT_BITS,
  type MemoryIndex,
  type ValueColumn,
} from './memory-index.ts';
import { FACET_SAMPLE } from './postgres-fts.ts';
import { normaliseText, parseQuery } from './query-text.ts';
import { Bits } from './bitset.ts';

/** Raised inside an evaluation when PostgreSQL must answer instead. */
class Unsupported extends Error {}

/** Lexemes of each word (from search_word_query); null when the word is not a plain OR of them. */
type Lexicon = Map<string, string[] | null>;

const ALL_WEIGHTS = WEIGHT_BITS.A | WEIGHT_BITS.B | WEIGHT_BITS.C | WEIGHT_BITS.D;
const FIELD_WEIGHTS: Partial<Record<TermCondition['field'], number>> = {
  todos: ALL_WEIGHTS,
  titulo: WEIGHT_BITS.A,
  autor: WEIGHT_BITS.B,
  assunto: WEIGHT_BITS.C,
};

/** Titles having any of the lexemes with any of the weights. */
function wordSet(index: MemoryIndex, lexemes: string[], weights: number): Bits {
  // Stored word sets are shared and never written: the first write goes to a copy.
  let result: Bits | null = null;
  let owned = false;
  const writable = (): Bits => {
    if (!owned) {
      result = result ? result.copy() : Bits.empty(index.size);
      owned = true;
    }
    return result!;
  };
  for (const lexeme of lexemes) {
    const number = index.words.get(lexeme);
    if (number === undefined) continue;
    const ready = weights === ALL_WEIGHTS ? index.wordBits.get(number) : undefined;
    if (ready) {
      if (result === null) result = ready;
      else writable().orInPlace(ready);
      continue;
    }
    const target = writable();
    const posting = postingOf(index, lexeme)!;
    for (let i = 0; i < posting.docs.length; i++) {
      if ((posting.weights[i]! & weights) !== 0) target.add(posting.docs[i]!);
    }
  }
  return result ?? Bits.empty(index.size);
}

/**
 * A search box in one field, as `termCondition` in conditions.ts: the parts combined the way
 * tsquery combines them (a part that is only stop words drops out; nothing left matches
 * nothing), over the whole document and, for title / author / subject, over that weight too.
 */
function termMatches(index: MemoryIndex, term: TermCondition, lexicon: Lexicon): Bits {
  const weights = FIELD_WEIGHTS[term.field];
  if (weights === undefined) throw new Unsupported(term.field);
  const text = normaliseText(term.term);
  // A term that reads as an ISBN or ISSN also searches those columns.
  if (
    term.field === 'todos' &&
    /^(\d{9}[\dXx]|\d{13}|\d{7}[\dXx])$/.test(text.replace(/[\s-]/g, ''))
  ) {
    throw new Unsupported('identifier');
  }
  const parts = parseQuery(text);
  if (parts.length === 0) return Bits.empty(index.size);
  if (parts.some((p) => p.kind === 'phrase')) throw new Unsupported('phrase');
  const evaluate = (mask: number): Bits | null => {
    let query: Bits | null = null;
    for (const part of parts) {
      const lexemes = lexicon.get(part.text);
      if (lexemes === null || lexemes === undefined) throw new Unsupported(part.text);
      if (lexemes.length === 0) continue; // a stop word: tsquery drops the empty operand
      let one = wordSet(index, lexemes, mask);
      if (part.negated) one = one.reusable().notInPlace();
      if (query === null) query = one;
      else if (part.or && !part.negated) query = query.reusable().orInPlace(one);
      else query = query.reusable().andInPlace(one);
    }
    return query;
  };
  const whole = evaluate(ALL_WEIGHTS);
  if (whole === null) return Bits.empty(index.size);
  return weights === ALL_WEIGHTS ? whole : whole.reusable().andInPlace(evaluate(weights)!);
}

/** The rows of a form joined left to right by E / OU / NAO (matchCondition); null: every title. */
function matchBits(index: MemoryIndex, spec: MatchSpec | null, lexicon: Lexicon): Bits | null {
  if (!spec || spec.rows.length === 0) return null;
  let matches: Bits | null = null;
  for (const row of spec.rows) {
    const one = termMatches(index, row, lexicon);
    if (matches === null) matches = one;
    else if (row.operator === 'OU') matches = matches.reusable().orInPlace(one);
    else if (row.operator === 'NAO') matches = matches.reusable().andNotInPlace(one);
    else matches = matches.reusable().andInPlace(one);
  }
  return matches;
}

const DAY_MS = 86_400_000;

/** The tab's scope (scopeCondition) as a set, or Unsupported. */
function scopeBits(index: MemoryIndex, scope: SearchScope): Bits {
  if (scope.archive || scope.actKind || scope.teachingPlan) throw new Unsupported('scope');
  const stored = index.scopeBits;
  let bits = scope.network ? stored.network : stored.local;
  if (scope.materialType !== undefined) {
    const code = index.columns.T.codeNumbers.get(scope.materialType);
    const types = index.codeBits.T;
    if (!types) throw new Unsupported('material types');
    bits = code === undefined ? Bits.empty(index.size) : bits.and(types[code]!);
  }
  if (scope.onlineOnly) bits = bits.and(stored.online);
  if (scope.accessibleOnly) bits = bits.and(stored.accessible);
  if (scope.acquiredSince !== undefined) {
    const since = Date.parse(`${scope.acquiredSince}T00:00:00Z`) / DAY_MS;
    if (Number.isNaN(since)) throw new Unsupported('date');
    bits = bits.keep((doc) => index.acquired[doc] !== NO_DATE && index.acquired[doc]! >= since);
  }
  return bits;
}

/** Letters whose codes are database ids: compared as numbers, like the SQL's `::int`. */
const NUMERIC: ReadonlySet<string> = new Set(['B', 'U', 'O', 'C', 'D', 'P', 'K']);

const letterOf = (kind: FilterKind): FacetLetter =>
  kind === 'NA_C' ? 'C' : kind === 'NA_A' ? 'K' : kind;

/** The code numbers a filter accepts (filterCondition). */
function wantedCodes(column: ValueColumn, letter: FacetLetter, codes: string[]): number[] {
  const numbers: number[] = [];
  for (const raw of codes) {
    let code = raw;
    if (NUMERIC.has(letter) || (letter === 'Y' && raw !== '')) code = String(Number(raw));
    else if (letter === 'R') code = raw.slice(0, 1);
    const number = column.codeNumbers.get(code);
    if (number !== undefined) numbers.push(number);
  }
  return numbers;
}

const LETTER_INDEX = new Map<FacetLetter, number>(FACET_LETTERS.map((letter, i) => [letter, i]));

/** True when the title has one of the wanted codes of the letter. */
function hasAny(index: MemoryIndex, letter: number, wanted: Uint8Array, doc: number): boolean {
  const { offsets, packed } = index.values;
  for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) {
    const entry = packed[i]!;
    if (entry >>> LETTER_SHIFT === letter && wanted[entry & CODE_MASK] === 1) return true;
  }
  return false;
}

/** The titles of `within` one filter letter accepts. */
function filterBits(index: MemoryIndex, kind: FilterKind, codes: string[], within: Bits): Bits {
  const letter = letterOf(kind);
  const column = index.columns[letter];
  const numbers = wantedCodes(column, letter, codes);
  const perCode = index.codeBits[letter];
  if (perCode) {
    let accepted = Bits.empty(index.size);
    for (const number of numbers) accepted = accepted.or(perCode[number]!);
    return within.and(accepted);
  }
  const wanted = new Uint8Array(column.codes.length);
  for (const number of numbers) wanted[number] = 1;
  const letterIndex = LETTER_INDEX.get(letter)!;
  return within.keep((doc) => hasAny(index, letterIndex, wanted, doc));
}

function selectedFilters(filters: FilterSelection): [FilterKind, string[]][] {
  return (Object.entries(filters) as [FilterKind, string[]][]).filter(([, c]) => c.length > 0);
}

/** Match and scope: the set facets count over and filters narrow. */
function baseSet(index: MemoryIndex, query: SearchQuery, lexicon: Lexicon): Bits {
  const scope = scopeBits(index, query.scope);
  const match = matchBits(index, query.match, lexicon);
  return match ? match.reusable().andInPlace(scope) : scope;
}

function filtered(index: MemoryIndex, set: Bits, filters: FilterSelection): Bits {
  for (const [kind, codes] of selectedFilters(filters)) {
    set = filterBits(index, kind, codes, set);
  }
  return set;
}

/** One page of a set in a stored order (nulls last, ties by id in the same direction). */
function pageOf(index: MemoryIndex, set: Bits, total: number, page: PageRequest): number[] {
  const need = page.offset + page.limit;
  const dense = (docs: ArrayLike<number>) =>
    Array.from(docs)
      .slice(page.offset, need)
      .map((d) => index.ids[d]!);
  if (page.sort === 'id') {
    return dense(page.descending ? set.toArrayDescending(need) : set.toArray(need));
  }
  if (page.sort === 'relevance') throw new Unsupported('relevance');
  const { order, rank } = index.sorts[page.sort];
  // Walking the whole order costs about need × size / total steps; sorting the matches costs
  // total × log(total) plus reading the set. Take the cheaper.
  const walkCost = need * (index.size / Math.max(1, total));
  const sortCost = total * Math.log2(total + 1) + index.size / 32;
  if (walkCost < sortCost) {
    const ordered: number[] = [];
    for (let k = 0; k < order.length && ordered.length < need; k++) {
      const doc = order[page.descending ? order.length - 1 - k : k]!;
      if (set.has(doc)) ordered.push(doc);
    }
    if (ordered.length < need) {
      // Then the titles without a value, in id order.
      const rest = page.descending ? set.toArrayDescending(total) : set.toArray();
      for (let k = 0; k < rest.length && ordered.length < need; k++) {
        if (rank[rest[k]!] === -1) ordered.push(rest[k]!);
      }
    }
    return dense(ordered);
  }
  const sign = page.descending ? -1 : 1;
  const sorted = Array.from(set.toArray()).sort((x, y) => {
    const rx = rank[x]!;
    const ry = rank[y]!;
    if (rx === -1 || ry === -1) return rx === ry ? sign * (x - y) : rx === -1 ? 1 : -1;
    return sign * (rx - ry);
  });
  return dense(sorted);
}

/** Letters whose codes the search service translates (null label). */
const TRANSLATED: ReadonlySet<FacetLetter> = new Set(['T', 'Y', 'I', 'R', 'X']);

/**
 * Count arrays per column, kept between searches: a letter like A has a code per author of
 * the catalogue, and zeroing two such arrays per letter per search cost more than counting.
 * Counting is synchronous, so one pair per column is never shared by two searches at once.
 */
const scratch = new WeakMap<ValueColumn, { total: Int32Array; unfiltered: Int32Array }>();

function countersOf(column: ValueColumn) {
  let counters = scratch.get(column);
  if (!counters) {
    const size = column.codes.length;
    counters = { total: new Int32Array(size), unfiltered: new Int32Array(size) };
    scratch.set(column, counters);
  }
  return counters;
}

/**
 * The first `limit` items in `compare` order: one pass keeping a short sorted list, since a
 * facet keeps 30 values of the thousands (authors, subjects) a sample can hold.
 */
export function firstOf<T>(items: T[], limit: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** Facet counts over the first `sample` of the base set (id order), as FACET_SOURCES counts. */
function facetCounts(
  index: MemoryIndex,
  base: Bits,
  filters: FilterSelection,
  sample: number,
): FacetAnswer {
  const docs = base.toArray(sample + 1);
  const sampled = docs.length > sample ? sample : null;
  const counted = docs.subarray(0, sample);
  // A letter's counts apply the filters of the other kinds (FilterKind, as the SQL compares
  // them: NA_C is another kind than C). Per title: how many filters it fails, and which kind's
  // letter when it fails exactly one.
  const selected = selectedFilters(filters).map(([kind, codes]) => ({
    own: (FACET_LETTERS as readonly string[]).indexOf(kind),
    passing: filterBits(index, kind, codes, base),
  }));
  const letterCount = FACET_LETTERS.length;
  const counters = FACET_LETTERS.map((letter) => countersOf(index.columns[letter]));
  const seen: number[][] = FACET_LETTERS.map(() => []);
  const { offsets, packed } = index.values;
  for (let i = 0; i < counted.length; i++) {
    const doc = counted[i]!;
    let failed = 0;
    let failedOwn = -1;
    for (const filter of selected) {
      if (!filter.passing.has(doc)) {
        failed++;
        failedOwn = filter.own;
      }
    }
    if (failed > 1) failedOwn = -2;
    for (let v = offsets[doc]!; v < offsets[doc + 1]!; v++) {
      const entry = packed[v]!;
      const letter = entry >>> LETTER_SHIFT;
      const code = entry & CODE_MASK;
      const { total, unfiltered } = counters[letter]!;
      if (unfiltered[code] === 0) seen[letter]!.push(code);
      unfiltered[code] = unfiltered[code]! + 1;
      if (failed === 0 || (failed === 1 && failedOwn === letter)) total[code] = total[code]! + 1;
    }
  }
  const counts = new Map<FilterKind, FacetCount[]>();
  for (let li = 0; li < letterCount; li++) {
    const letter = FACET_LETTERS[li]!;
    const column = index.columns[letter];
    const { total, unfiltered } = counters[li]!;
    const codes =
      letter === 'R' ? seen[li]!.filter((c) => /^[0-9]$/.test(column.codes[c]!)) : seen[li]!;
    const before = (x: number, y: number): number => {
      const byTotal = total[y]! - total[x]! || unfiltered[y]! - unfiltered[x]!;
      if (byTotal !== 0) return byTotal;
      const cx = column.codes[x]!;
      const cy = column.codes[y]!;
      return cx < cy ? -1 : cx > cy ? 1 : 0;
    };
    const labels = index.labels[letter];
    const list = firstOf(codes, FACET_SOURCES[letter].limit, before).map((c) => {
      const code = column.codes[c]!;
      const label = labels ? (labels.get(code) ?? null) : TRANSLATED.has(letter) ? null : code;
      return { code, label, total: total[c]!, unfiltered: unfiltered[c]! };
    });
    for (const c of seen[li]!) total[c] = unfiltered[c] = 0;
    if (list.length > 0) counts.set(letter, list);
  }
  return { counts, sampled };
}

export interface MemoryBackendOptions {
  /** The catalogue's change counter (searchChangeCounter). */
  generation: () => Promise<string>;
  /** Most matches facets are counted over (FACET_SAMPLE, as the PostgreSQL backend). */
  facetSample?: number;
  /** Where build failures are reported. */
  onError?: (error: unknown) => void;
}

/** The memory backend plus its index's life cycle. */
export interface MemorySearchBackend extends SearchBackend {
  /** Builds the index now if it is not at the current change counter, and waits for it. */
  ready(): Promise<void>;
  /** Stops a running build and waits for it. */
  close(): Promise<void>;
  /** True when the last answer came from the index (for tests). */
  readonly answeredLast: boolean;
}

/** Most words whose lexemes are remembered. */
const LEXICON_LIMIT = 50_000;

/** Shortest pause between two builds, so a busy catalogue is not rebuilt back to back. */
const MIN_BUILD_PAUSE_MS = 5_000;

/**
 * Waits (at most `limitMs`) until the transactions open at this moment have ended: the change
 * counter moves before its transaction commits, so a build must not read before that commit.
 */
async function waitForOpenTransactions(db: Kysely<Database>, limitMs = 5_000): Promise<void> {
  const { rows } = await sql<{ open: string[] | null }>`
    select array_agg(x::text) as open
    from txid_snapshot_xip(txid_current_snapshot()) x`.execute(db);
  const open = rows[0]?.open ?? [];
  const until = Date.now() + limitMs;
  while (open.length > 0 && Date.now() < until) {
    const { rows: still } = await sql<{ n: number }>`
      select count(*)::int as n from unnest(${sql.val(open)}::bigint[]) x
      where txid_status(x) = 'in progress'`.execute(db);
    if (Number(still[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function memorySearchBackend(
  db: Kysely<Database>,
  fallback: SearchBackend,
  options: MemoryBackendOptions,
): MemorySearchBackend {
  const facetSample = options.facetSample ?? FACET_SAMPLE;
  let index: MemoryIndex | null = null;
  let building: Promise<void> | null = null;
  let closed = false;
  let nextBuildAt = 0;
  let answeredLast = false;
  let lastFailure: unknown = null;
  const lexicon: Lexicon = new Map();

  function build(): Promise<void> {
    if (building) return building;
    const started = Date.now();
    building = (async () => {
      try {
        const generation = await options.generation();
        await waitForOpenTransactions(db);
        index = await buildMemoryIndex(db, generation, () => closed);
        lastFailure = null;
      } catch (error) {
        if (!(error instanceof BuildAborted)) {
          lastFailure = error;
          options.onError?.(error);
        }
      } finally {
        nextBuildAt = Date.now() + Math.max(MIN_BUILD_PAUSE_MS, Date.now() - started);
        building = null;
      }
    })();
    return building;
  }

  /** The index when it is current; otherwise null, and a build is started when allowed. */
  async function current(): Promise<MemoryIndex | null> {
    const generation = await options.generation();
    if (index?.generation === generation) return index;
    if (!closed && !building && Date.now() >= nextBuildAt) void build();
    return null;
  }

  /** Learns the lexemes of the words not known yet, in one statement. */
  async function learnWords(spec: MatchSpec | null): Promise<void> {
    const words = new Set<string>();
    for (const row of spec?.rows ?? []) {
      for (const part of parseQuery(row.term)) if (!lexicon.has(part.text)) words.add(part.text);
    }
    if (words.size === 0) return;
    const { rows } = await sql<{ word: string; query: string }>`
      select w as word, search_word_query(w)::text as query
      from unnest(${sql.val([...words])}::text[]) as w`.execute(db);
    if (lexicon.size + rows.length > LEXICON_LIMIT) lexicon.clear();
    for (const row of rows) lexicon.set(row.word, lexemesOf(row.query));
  }

  /** Runs `answer` on the current index, or the fallback when it cannot. */
  async function withIndex<T>(
    words: MatchSpec | null,
    answer: (index: MemoryIndex) => T,
    otherwise: () => Promise<T>,
  ): Promise<T> {
    const fresh = await current();
    if (fresh) {
      try {
        await learnWords(words);
        const result = answer(fresh);
        answeredLast = true;
        return result;
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
      }
    }
    answeredLast = false;
    return otherwise();
  }

  return {
    search: (query, page): Promise<SearchHits> =>
      withIndex(
        query.match,
        (index) => {
          if (page.sort === 'relevance') throw new Unsupported('relevance');
          const set = filtered(index, baseSet(index, query, lexicon), query.filters);
          const total = set.count();
          return { total, ids: page.offset >= total ? [] : pageOf(index, set, total, page) };
        },
        () => fallback.search(query, page),
      ),
    facets: (query): Promise<FacetAnswer> =>
      withIndex(
        query.match,
        (index) => facetCounts(index, baseSet(index, query, lexicon), query.filters, facetSample),
        () => fallback.facets(query),
      ),
    hasMatches: (term): Promise<boolean> => {
      const match: MatchSpec = { rows: [{ term, field: 'todos', operator: 'E' }] };
      return withIndex(
        match,
        (index) =>
          baseSet(index, { match, scope: { network: false }, filters: {} }, lexicon).count() > 0,
        () => fallback.hasMatches(term),
      );
    },
    async ready() {
      for (;;) {
        const generation = await options.generation();
        if (index?.generation === generation || closed) return;
        await (building ?? build());
        if (lastFailure !== null) {
          throw new Error('the search index could not be built', { cause: lastFailure });
        }
      }
    },
    async close() {
      closed = true;
      await building;
    },
    get answeredLast() {
      return answeredLast;
    },
  };
}

/** `'histor' | 'historia'` → both lexemes; '' → none; anything else (&, <->) → null. */
export function lexemesOf(query: string): string[] | null {
  if (query.trim() === '') return [];
  const lexemes: string[] = [];
  const pattern = /'((?:[^'\\]|''|\\.)*)'(?: \| |$)/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(query)) !== null) {
    lexemes.push(match[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    end = pattern.lastIndex;
  }
  return end === query.length ? lexemes : null;
}

/** For tests: the letters the index labels from database tables. */
export const LABELLED_LETTERS = Object.keys(LABEL_TABLES) as FacetLetter[];
