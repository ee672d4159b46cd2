/**
 * The search backend over the memory index (memory-index.ts; searches in memory-query.ts,
 * relevance in memory-relevance.ts, phrases in memory-phrase.ts, facets in memory-facets.ts),
 * in front of the PostgreSQL backend, and the index's life cycle: built in the background, used
 * only at the change counter it was built at. It answers what it can answer exactly as
 * PostgreSQL would — words, truncated words, hyphenated words and quoted phrases in any field,
 * title, author or subject, joined by AND / OR / NOT; the scopes of the plain tabs; every filter
 * letter; every order, relevance with its boosts included; facets — and hands everything else to
 * the PostgreSQL backend: ISBN / ISSN / call number / series / publisher fields, archive,
 * normative-act and teaching-plan scopes, and any search while the index is not at the
 * catalogue's current change counter (being built, or the catalogue changed since).
 *
 * A part's meaning comes from PostgreSQL's own `search_word_query` (`search_prefix_query` for a
 * truncated word, `search_phrase_query` for a phrase), asked once per text (the functions are
 * immutable), so stemming and stop words stay PostgreSQL's.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  markUnsettled,
  type FacetAnswer,
  type MatchSpec,
  type SearchBackend,
  type SearchHits,
  type SearchQuery,
} from './backend.ts';
import type { Bits } from './bitset.ts';
import { buildCountedSets } from './memory-counted-sets.ts';
import { facetCounts } from './memory-facets.ts';
import { BuildAborted, buildMemoryIndex, type MemoryIndex } from './memory-index.ts';
import {
  applyMemoryPatch,
  readMemoryPatch,
  trimChangeLog,
  waitForOpenTransactions,
} from './memory-patch.ts';
import {
  baseSet,
  filtered,
  pageOf,
  Unsupported,
  wordQueryOf,
  type Lexicon,
  type WordQuery,
} from './memory-query.ts';
import { rankingQuery, relevancePage } from './memory-relevance.ts';
import { normaliseText, parseQuery, partKey, wordsOf } from './query-text.ts';

export interface MemoryBackendOptions {
  /** The catalogue's change counter (searchChangeCounter). */
  generation: () => Promise<string>;
  /** Where build failures are reported. */
  onError?: (error: unknown) => void;
  /** The handle builds read through: a full read may outlast a request's statement timeout. */
  buildDb?: Kysely<Database>;
  /** How long a search waits for a patch (PATCH_WAIT_MS unless given). */
  patchWaitMs?: number;
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

/** Base sets kept for the facets call that follows a page (16 × 128 kB at a million titles). */
const RECENT_BASES = 16;

/** Shortest pause between two builds, so a busy catalogue is not rebuilt back to back. */
const MIN_BUILD_PAUSE_MS = 5_000;

/**
 * How long a search waits for the index to be patched with a change (memory-patch.ts) before
 * PostgreSQL answers it instead.
 */
const PATCH_WAIT_MS = 250;

/**
 * Committed titles changed past the index above which a search does not wait for the patch but
 * is answered by the index as it is, a batch behind: an import's batch (hundreds of titles a
 * transaction) takes longer to patch than a search should wait, and each patch also waits for
 * the batch being written then. A cataloguer's edit (a title or a few) is waited for.
 */
const LARGE_CHANGE_TITLES = 100;

/** How often the change log is trimmed (trimChangeLog). */
const TRIM_EVERY_MS = 3_600_000;

export function memorySearchBackend(
  db: Kysely<Database>,
  fallback: SearchBackend,
  options: MemoryBackendOptions,
): MemorySearchBackend {
  const buildDb = options.buildDb ?? db;
  let index: MemoryIndex | null = null;
  let building: Promise<void> | null = null;
  let closed = false;
  let nextBuildAt = 0;
  let answeredLast = false;
  let lastFailure: unknown = null;
  let patching: Promise<void> | null = null;
  let trimmedAt = 0;
  const lexicon: Lexicon = new Map();
  const folds = new Map<string, string>();
  /** search_phrase_query of first terms of several words, for the phrase boost. */
  const boostPhrases = new Map<string, WordQuery | null>();
  /**
   * The last few base sets (match and scope), for the index they were made on: the results
   * screen asks for its page and then for its facets, and both start from the same set.
   * Shared, so no caller writes into one.
   */
  let recentBases: { index: MemoryIndex; sets: Map<string, Bits> } | null = null;

  function baseOf(at: MemoryIndex, query: SearchQuery): Bits {
    if (recentBases?.index !== at) recentBases = { index: at, sets: new Map() };
    const key = JSON.stringify([query.match, query.scope]);
    const sets = recentBases.sets;
    let set = sets.get(key);
    if (set) return set;
    set = baseSet(at, query, lexicon).share();
    if (sets.size >= RECENT_BASES) sets.delete(sets.keys().next().value!);
    sets.set(key, set);
    return set;
  }

  function build(): Promise<void> {
    if (building) return building;
    const started = Date.now();
    building = (async () => {
      try {
        const generation = await options.generation();
        await waitForOpenTransactions(buildDb);
        const built = await buildMemoryIndex(buildDb, generation, () => closed);
        built.countedSets = buildCountedSets(built);
        index = built;
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

  /**
   * Patches the index with the titles changed since it was made (memory-patch.ts), labelled
   * `generation`; when a patch cannot do it, lets the index go and builds a new one.
   */
  function patch(generation: string): Promise<void> {
    if (patching) return patching;
    const base = index;
    patching = (async () => {
      if (!base) return;
      try {
        const changes = await readMemoryPatch(buildDb, base, generation);
        if (index !== base || closed) return;
        // Applied and swapped in the same synchronous step: no search sees half of it (a large
        // patch's sort orders are made before, apart, while searches use the old ones).
        const patched = changes ? await applyMemoryPatch(base, changes, generation) : null;
        if (index !== base || closed) return;
        index = patched;
        if (Date.now() - trimmedAt > TRIM_EVERY_MS) {
          trimmedAt = Date.now();
          await trimChangeLog(buildDb);
        }
      } catch (error) {
        if (index === base) index = null;
        options.onError?.(error);
      }
      if (!index && !closed && !building) void build();
    })().finally(() => {
      patching = null;
    });
    return patching;
  }

  /**
   * How the committed catalogue stands past an index (its counter and the steps past it it
   * holds): 'none' when only transactions not committed yet have moved the counter, 'large' past
   * LARGE_CHANGE_TITLES changed titles, 'small' otherwise.
   */
  async function committedChanges(index: MemoryIndex): Promise<'none' | 'small' | 'large'> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from search_change_log
        where change > ${index.generation}::bigint
          and change <> all(${sql.val(index.stepsPast)}::bigint[])
        limit ${LARGE_CHANGE_TITLES + 1}) as logged`.execute(db);
    const n = rows[0]?.n ?? 0;
    return n === 0 ? 'none' : n > LARGE_CHANGE_TITLES ? 'large' : 'small';
  }

  /**
   * The index to answer from: `settled` when it is at the catalogue's change counter, after
   * patching it with the latest changes when that is quick. With `behind` allowed, an index the
   * counter has passed answers at once, unsettled, when nothing committed is missing from it
   * (only open transactions, or steps it holds already, moved the counter: it answers exactly
   * what PostgreSQL would) or when a large change (an import's batch) is: the patch goes on
   * meanwhile. Null otherwise (PostgreSQL answers), and a build is started when allowed. `at`:
   * the counter the caller read for this request (SearchBackend), used instead of a first read
   * of its own.
   */
  async function current(
    behind: boolean,
    at: string | undefined,
  ): Promise<{ index: MemoryIndex; settled: boolean } | null> {
    const deadline = Date.now() + (options.patchWaitMs ?? PATCH_WAIT_MS);
    for (let first = true; ; first = false) {
      const generation = first && at !== undefined ? at : await options.generation();
      if (index?.generation === generation) return { index, settled: true };
      // Patched past the counter the caller read meanwhile: newer than asked, so answered, but
      // not kept under the caller's counter.
      if (first && at !== undefined && index && BigInt(index.generation) > BigInt(at)) {
        return { index, settled: false };
      }
      const older = index !== null && BigInt(index.generation) < BigInt(generation);
      if (!older || building || closed) break;
      const base = index!;
      if (behind && first && (await committedChanges(base)) !== 'small') {
        void patch(generation);
        if (index === base) return { index: base, settled: false };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        void patch(generation);
        return null;
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        patch(generation),
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      clearTimeout(timer);
    }
    // No index (or one the counter has passed that could not be patched): build one.
    if (index && BigInt(index.generation) < BigInt(await options.generation()) && !patching) {
      index = null;
    }
    if (!closed && !building && !patching && Date.now() >= nextBuildAt) void build();
    return null;
  }

  /** Learns the lexemes of the words not known yet, in one statement. */
  async function learnWords(spec: MatchSpec | null): Promise<void> {
    const words = new Set<string>();
    const truncated = new Set<string>();
    const phrases = new Set<string>();
    for (const row of spec?.rows ?? []) {
      for (const part of parseQuery(row.term)) {
        if (lexicon.has(partKey(part))) continue;
        if (part.kind === 'phrase') phrases.add(part.text);
        else (part.truncated ? truncated : words).add(part.text);
      }
    }
    if (words.size === 0 && truncated.size === 0 && phrases.size === 0) return;
    // A phrase's key has a space, a word's none: the two never meet in the lexicon.
    const { rows } = await sql<{ key: string; query: string }>`
      select w as key, search_word_query(w)::text as query
      from unnest(${sql.val([...words])}::text[]) as w
      union all
      select w || '*', search_prefix_query(w)::text
      from unnest(${sql.val([...truncated])}::text[]) as w
      union all
      select w, search_phrase_query(w)::text
      from unnest(${sql.val([...phrases])}::text[]) as w`.execute(db);
    if (lexicon.size + rows.length > LEXICON_LIMIT) lexicon.clear();
    for (const row of rows) lexicon.set(row.key, wordQueryOf(row.query));
  }

  /** The phrase boost's query of a first term of several words, once per text. */
  async function learnBoostPhrase(text: string): Promise<void> {
    if (wordsOf(text).length < 2 || boostPhrases.has(text)) return;
    const { rows } = await sql<{ query: string }>`
      select search_phrase_query(${text})::text as query`.execute(db);
    if (boostPhrases.size >= LEXICON_LIMIT) boostPhrases.clear();
    boostPhrases.set(text, wordQueryOf(rows[0]?.query ?? ''));
  }

  /** The exact-title boost's folded text (estante_fold, PostgreSQL's own), once per text. */
  async function learnFold(text: string): Promise<void> {
    if (text === '' || folds.has(text)) return;
    const { rows } = await sql<{ folded: string | null }>`
      select estante_fold(${text}) as folded`.execute(db);
    if (folds.size >= LEXICON_LIMIT) folds.clear();
    folds.set(text, rows[0]?.folded ?? '');
  }

  /**
   * Runs `answer` on the current index, or the fallback when it cannot. `behind`: an index a
   * little behind may answer (current); its answer, and the fallback's while an index is behind,
   * are marked unsettled for the result cache.
   */
  async function withIndex<T extends object | boolean>(
    words: MatchSpec | null,
    answer: (index: MemoryIndex) => T,
    otherwise: () => Promise<T>,
    how: { foldText?: string; behind?: boolean; at?: string } = {},
  ): Promise<T> {
    // What the words mean is asked while the change counter is read: each is a round trip, and a
    // search seen for the first time needs up to four (counter, words, fold, phrase).
    const folding = how.foldText === undefined ? null : normaliseText(how.foldText);
    const learning = Promise.all([
      learnWords(words),
      folding === null ? null : learnFold(folding),
      folding === null ? null : learnBoostPhrase(folding),
    ]);
    // Awaited below only when the index answers.
    learning.catch(() => undefined);
    const found = await current(how.behind ?? false, how.at);
    const settle = (result: T): T =>
      found?.settled === false && typeof result === 'object' ? markUnsettled(result) : result;
    if (found) {
      try {
        await learning;
        // A patch applied meanwhile wrote into this index's arrays: only the new one is whole.
        if (index !== found.index) throw new Unsupported('patched meanwhile');
        const result = answer(found.index);
        answeredLast = true;
        return settle(result);
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
      }
    }
    answeredLast = false;
    const result = await otherwise();
    // PostgreSQL while the index is behind: an open transaction may have moved the counter.
    return index !== null && found?.settled !== true && typeof result === 'object'
      ? markUnsettled(result)
      : result;
  }

  return {
    search: (query, page, at): Promise<SearchHits> =>
      withIndex(
        query.match,
        (index) => {
          const set = filtered(index, baseOf(index, query), query.filters);
          const total = set.count();
          if (page.offset >= total) return { total, ids: [] };
          if (page.sort !== 'relevance') return { total, ids: pageOf(index, set, total, page) };
          const ranking = rankingQuery(query.match, lexicon);
          const folded = ranking.boostText === null ? null : (folds.get(ranking.boostText) ?? null);
          const phrase =
            ranking.phraseText === null ? null : (boostPhrases.get(ranking.phraseText) ?? null);
          return { total, ids: relevancePage(index, set, page, ranking, folded, phrase) };
        },
        () => fallback.search(query, page),
        {
          foldText: page.sort === 'relevance' ? query.match?.rows[0]?.term : undefined,
          behind: true,
          at,
        },
      ),
    facets: (query, at): Promise<FacetAnswer> =>
      withIndex(
        query.match,
        (index) => facetCounts(index, baseOf(index, query), query.filters),
        () => fallback.facets(query),
        { behind: true, at },
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
        if (index && !building && BigInt(index.generation) < BigInt(generation)) {
          const before = index;
          await patch(generation);
          if (index?.generation === generation) return;
          // A patch already running ended at an earlier counter: patch again, not build.
          if (index && index !== before) continue;
        }
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
