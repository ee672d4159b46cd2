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
  LABEL_TABLES,
  NO_DATE,
  postingOf,
  WEIGHT_BITS,
  type MemoryIndex,
  type ValueColumn,
} from './memory-index.ts';
import { FACET_SAMPLE } from './postgres-fts.ts';
import { normaliseText, parseQuery } from './query-text.ts';
import {
  and,
  EVERYTHING,
  not,
  NOTHING,
  or,
  resolve,
  unionAll,
  type Matches,
  type SortedSet,
} from './sorted-sets.ts';

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
function wordSet(index: MemoryIndex, lexemes: string[], weights: number): SortedSet {
  const sets: SortedSet[] = [];
  for (const lexeme of lexemes) {
    const posting = postingOf(index, lexeme);
    if (!posting) continue;
    if (weights === ALL_WEIGHTS) {
      sets.push(posting.docs);
      continue;
    }
    const kept = new Int32Array(posting.docs.length);
    let n = 0;
    for (let i = 0; i < posting.docs.length; i++) {
      if ((posting.weights[i]! & weights) !== 0) kept[n++] = posting.docs[i]!;
    }
    sets.push(kept.subarray(0, n));
  }
  return unionAll(sets);
}

/**
 * A search box in one field, as `termCondition` in conditions.ts: the parts combined the way
 * tsquery combines them (a part that is only stop words drops out; nothing left matches
 * nothing), over the whole document and, for title / author / subject, over that weight too.
 */
function termMatches(index: MemoryIndex, term: TermCondition, lexicon: Lexicon): Matches {
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
  if (parts.length === 0) return NOTHING;
  if (parts.some((p) => p.kind === 'phrase')) throw new Unsupported('phrase');
  const evaluate = (mask: number): Matches | null => {
    let query: Matches | null = null;
    for (const part of parts) {
      const lexemes = lexicon.get(part.text);
      if (lexemes === null || lexemes === undefined) throw new Unsupported(part.text);
      if (lexemes.length === 0) continue; // a stop word: tsquery drops the empty operand
      let one: Matches = { set: wordSet(index, lexemes, mask), complement: false };
      if (part.negated) one = not(one);
      if (query === null) query = one;
      else if (part.or && !part.negated) query = or(query, one);
      else query = and(query, one);
    }
    return query;
  };
  const whole = evaluate(ALL_WEIGHTS);
  if (whole === null) return NOTHING;
  return weights === ALL_WEIGHTS ? whole : and(whole, evaluate(weights)!);
}

/** The rows of a form joined left to right by E / OU / NAO (matchCondition). */
function matchMatches(index: MemoryIndex, spec: MatchSpec | null, lexicon: Lexicon): Matches {
  if (!spec || spec.rows.length === 0) return EVERYTHING;
  let matches: Matches | null = null;
  for (const row of spec.rows) {
    const one = termMatches(index, row, lexicon);
    if (matches === null) matches = one;
    else if (row.operator === 'OU') matches = or(matches, one);
    else if (row.operator === 'NAO') matches = and(matches, not(one));
    else matches = and(matches, one);
  }
  return matches ?? EVERYTHING;
}

const DAY_MS = 86_400_000;

/** The tab's scope as a test of one title (scopeCondition), or Unsupported. */
function scopeTest(index: MemoryIndex, scope: SearchScope): (doc: number) => boolean {
  if (scope.archive || scope.actKind || scope.teachingPlan) throw new Unsupported('scope');
  const network = scope.network ? 1 : 0;
  const types = index.columns.T;
  const type = scope.materialType === undefined ? -1 : types.codeNumbers.get(scope.materialType);
  const flags = (scope.onlineOnly ? FLAG_ONLINE : 0) | (scope.accessibleOnly ? FLAG_ACCESSIBLE : 0);
  const since =
    scope.acquiredSince === undefined
      ? NO_DATE
      : Date.parse(`${scope.acquiredSince}T00:00:00Z`) / DAY_MS;
  if (Number.isNaN(since)) throw new Unsupported('date');
  return (doc) => {
    if (index.network[doc] !== network) return false;
    if (type !== -1 && (type === undefined || types.values[types.offsets[doc]!] !== type)) {
      return false;
    }
    if ((index.flags[doc]! & flags) !== flags) return false;
    if (since !== NO_DATE && (index.acquired[doc] === NO_DATE || index.acquired[doc]! < since)) {
      return false;
    }
    return true;
  };
}

/** Letters whose codes are database ids: compared as numbers, like the SQL's `::int`. */
const NUMERIC: ReadonlySet<string> = new Set(['B', 'U', 'O', 'C', 'D', 'P', 'K']);

/** A filter's column and the code numbers it accepts (filterCondition). */
function filterMask(index: MemoryIndex, kind: FilterKind, codes: string[]) {
  const letter: FacetLetter = kind === 'NA_C' ? 'C' : kind === 'NA_A' ? 'K' : kind;
  const column = index.columns[letter];
  const wanted = new Uint8Array(column.codes.length);
  for (const raw of codes) {
    let code = raw;
    if (NUMERIC.has(letter) || (letter === 'Y' && raw !== '')) code = String(Number(raw));
    else if (letter === 'R') code = raw.slice(0, 1);
    const number = column.codeNumbers.get(code);
    if (number !== undefined) wanted[number] = 1;
  }
  return { column, wanted };
}

function hasAny(column: ValueColumn, wanted: Uint8Array, doc: number): boolean {
  for (let i = column.offsets[doc]!; i < column.offsets[doc + 1]!; i++) {
    if (wanted[column.values[i]!] === 1) return true;
  }
  return false;
}

function selectedFilters(filters: FilterSelection): [FilterKind, string[]][] {
  return (Object.entries(filters) as [FilterKind, string[]][]).filter(([, c]) => c.length > 0);
}

/** The titles of a set that pass a test. */
function keep(set: SortedSet, test: (doc: number) => boolean): SortedSet {
  const out = new Int32Array(set.length);
  let n = 0;
  for (let i = 0; i < set.length; i++) if (test(set[i]!)) out[n++] = set[i]!;
  return out.subarray(0, n);
}

/** Match and scope: the set facets count over and filters narrow. */
function baseSet(index: MemoryIndex, query: SearchQuery, lexicon: Lexicon): SortedSet {
  const inScope = scopeTest(index, query.scope);
  return keep(resolve(matchMatches(index, query.match, lexicon), index.size), inScope);
}

function filtered(index: MemoryIndex, set: SortedSet, filters: FilterSelection): SortedSet {
  for (const [kind, codes] of selectedFilters(filters)) {
    const { column, wanted } = filterMask(index, kind, codes);
    set = keep(set, (doc) => hasAny(column, wanted, doc));
  }
  return set;
}

/** One page of a set in a stored order (nulls last, ties by id in the same direction). */
function pageOf(index: MemoryIndex, set: SortedSet, page: PageRequest): number[] {
  const need = page.offset + page.limit;
  const chosen: number[] = [];
  if (page.sort === 'id') {
    for (let i = page.offset; i < Math.min(need, set.length); i++) {
      chosen.push(page.descending ? set[set.length - 1 - i]! : set[i]!);
    }
    return chosen.map((d) => index.ids[d]!);
  }
  if (page.sort === 'relevance') throw new Unsupported('relevance');
  const { order, rank } = index.sorts[page.sort];
  const size = index.size;
  let ordered: number[];
  // Walking the whole order costs about need × size / matches steps; sorting the matches
  // costs matches × log(matches). Take the cheaper.
  if (need * (size / Math.max(1, set.length)) < set.length * Math.log2(set.length + 1)) {
    const member = new Uint8Array(size);
    for (let i = 0; i < set.length; i++) member[set[i]!] = 1;
    ordered = [];
    for (let k = 0; k < order.length && ordered.length < need; k++) {
      const doc = order[page.descending ? order.length - 1 - k : k]!;
      if (member[doc] === 1) ordered.push(doc);
    }
    for (let k = 0; k < set.length && ordered.length < need; k++) {
      const doc = set[page.descending ? set.length - 1 - k : k]!;
      if (rank[doc] === -1) ordered.push(doc);
    }
  } else {
    const sign = page.descending ? -1 : 1;
    ordered = Array.from(set).sort((x, y) => {
      const rx = rank[x]!;
      const ry = rank[y]!;
      if (rx === -1 || ry === -1) return rx === ry ? sign * (x - y) : rx === -1 ? 1 : -1;
      return sign * (rx - ry);
    });
  }
  return ordered.slice(page.offset, need).map((d) => index.ids[d]!);
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

/** Facet counts over the first `sample` of the base set (id order), as FACET_SOURCES counts. */
function facetCounts(
  index: MemoryIndex,
  base: SortedSet,
  filters: FilterSelection,
  sample: number,
): FacetAnswer {
  const docs = base.subarray(0, sample);
  const selected = selectedFilters(filters).map(([kind, codes]) => {
    const { column, wanted } = filterMask(index, kind, codes);
    const letter: FacetLetter = kind === 'NA_C' ? 'C' : kind === 'NA_A' ? 'K' : kind;
    const pass = new Uint8Array(docs.length);
    for (let i = 0; i < docs.length; i++) pass[i] = hasAny(column, wanted, docs[i]!) ? 1 : 0;
    return { letter, pass };
  });
  const counts = new Map<FilterKind, FacetCount[]>();
  for (const letter of FACET_LETTERS) {
    const column = index.columns[letter];
    const others = selected.filter((s) => s.letter !== letter).map((s) => s.pass);
    const { total, unfiltered } = countersOf(column);
    const seen: number[] = [];
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      let passes = true;
      for (const pass of others) passes &&= pass[i] === 1;
      for (let v = column.offsets[doc]!; v < column.offsets[doc + 1]!; v++) {
        const code = column.values[v]!;
        if (unfiltered[code] === 0) seen.push(code);
        unfiltered[code] = unfiltered[code]! + 1;
        if (passes) total[code] = total[code]! + 1;
      }
    }
    const codes = letter === 'R' ? seen.filter((c) => /^[0-9]$/.test(column.codes[c]!)) : seen;
    codes.sort((x, y) => {
      const byTotal = total[y]! - total[x]! || unfiltered[y]! - unfiltered[x]!;
      if (byTotal !== 0) return byTotal;
      const cx = column.codes[x]!;
      const cy = column.codes[y]!;
      return cx < cy ? -1 : cx > cy ? 1 : 0;
    });
    const labels = index.labels[letter];
    const list = codes.slice(0, FACET_SOURCES[letter].limit).map((c) => {
      const code = column.codes[c]!;
      const label = labels ? (labels.get(code) ?? null) : TRANSLATED.has(letter) ? null : code;
      return { code, label, total: total[c]!, unfiltered: unfiltered[c]! };
    });
    for (const c of seen) total[c] = unfiltered[c] = 0;
    if (list.length > 0) counts.set(letter, list);
  }
  return { counts, sampled: base.length > sample ? sample : null };
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
          return {
            total: set.length,
            ids: page.offset >= set.length ? [] : pageOf(index, set, page),
          };
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
          baseSet(index, { match, scope: { network: false }, filters: {} }, lexicon).length > 0,
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
