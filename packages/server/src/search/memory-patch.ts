/**
 * Patching the memory index with the titles changed since it was built (issue 11, item 7),
 * instead of throwing it away on every catalogue edit. `search_change_log` (migration 0019)
 * names the titles each step of the change counter touched; the patch reads those titles again
 * with the build's own statement (titleRows) and puts them in place:
 *
 * - a title already in the index keeps its dense number; its words in the main lists no longer
 *   count (`patches.stale`) and its words now go to per-word extra lists, merged by postingOf;
 *   its flags, facet values (appended to `values.packed`), hashes and code bits are rewritten;
 * - a new title takes the next dense number (ids are serial, so id order is kept; a title with
 *   a lower id than the last one, or no room left, makes the caller build the index again);
 * - a deleted title leaves every set (`live`, scopes, word and code bits);
 * - each sort order is rebuilt in one pass, each changed title placed after the title
 *   PostgreSQL's own ORDER BY puts before it.
 *
 * Everything is read first, in one repeatable-read transaction, and applied after in one
 * synchronous step, so a search never sees half a patch. The patched index is labelled with the
 * counter read before waiting for the transactions logging changes: every change up to it is in.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FACET_LETTERS } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import { Bits } from './bitset.ts';
import { countTitle } from './memory-counted-sets.ts';
import {
  CODE_MASK,
  denseOf,
  detached,
  documentHash,
  forEachWord,
  LETTER_SHIFT,
  lettersOf,
  NO_DATE,
  SORT_KEYS,
  textHashes,
  titleRows,
  type ExtraPosting,
  type IndexedSort,
  type IndexPatches,
  type MemoryIndex,
  type Posting,
  type SortIndex,
  type TitleRow,
} from './memory-index.ts';

/** Most titles one patch takes; more (a large import) is cheaper as a new build. */
export const MAX_PATCH_TITLES = 20_000;

/** Titles applied by patches in this process so far (for tests: a batch is patched once). */
let titlesPatched = 0;
export const patchedTitles = () => titlesPatched;

/** Patched titles whose words were left in place, their document unchanged (for tests). */
let wordsKeptTitles = 0;
export const titlesWithWordsKept = () => wordsKeptTitles;

/** Sort orders rewritten by patches in this process so far (for tests: kept when no title moved). */
let ordersRewritten = 0;
export const rewrittenOrders = () => ordersRewritten;

/** Change-log rows older than this are deleted (an index older than that is built again). */
const LOG_KEPT = '1 day';

/**
 * Waits (at most `limitMs`) until every row `holders` answers now is gone from its answer: the
 * transactions or locks it names have ended.
 */
async function waitUntilGone(
  db: Kysely<Database>,
  holders: RawBuilder<{ id: string }>,
  limitMs: number,
  pollMs: number,
): Promise<void> {
  const waiting = new Set((await holders.execute(db)).rows.map((row) => row.id));
  const until = Date.now() + limitMs;
  while (waiting.size > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, pollMs));
    const still = new Set((await holders.execute(db)).rows.map((row) => row.id));
    for (const id of waiting) if (!still.has(id)) waiting.delete(id);
  }
}

/**
 * Waits (at most `limitMs`) until the transactions of this database open at this moment have
 * ended: the change counter moves before its transaction commits, so reading must not start
 * before that commit. Each transaction holds a lock on its own id (pg_locks, which every role
 * may read). A snapshot's list of open transactions (txid_snapshot_xip) left out the newest,
 * past its xmax, and held those of the server's other databases: a long import into another
 * database held every build here for the whole limit.
 */
export function waitForOpenTransactions(db: Kysely<Database>, limitMs = 5_000): Promise<void> {
  const open = sql<{ id: string }>`
    select l.pid || ':' || l.transactionid as id
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'transactionid' and l.mode = 'ExclusiveLock' and l.granted
      and a.datname = current_database() and l.pid <> pg_backend_pid()`;
  return waitUntilGone(db, open, limitMs, 20);
}

/** A changed title with a value for a sort, in that order, after `before` (null: first). */
interface Placement {
  id: number;
  before: number | null;
}

export interface PatchData {
  ids: number[];
  /** Steps past the patch's label that it read (MemoryIndex.stepsPast). */
  stepsPast: string[];
  rows: Map<number, TitleRow>;
  placements: Record<IndexedSort, Placement[]>;
}

/**
 * Reads what changed after `index.generation` (but the steps it holds already), for an index to
 * be labelled `generation`; null when only a new build will do.
 */
async function readChanges(
  db: Kysely<Database>,
  index: MemoryIndex,
  generation: string,
): Promise<PatchData | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const since = index.generation;
      const horizon = await sql<{ change: string }>`
        select change::text as change from search_change_horizon`.execute(trx);
      if (BigInt(horizon.rows[0]?.change ?? '0') > BigInt(since)) return null;
      // Every change after the index, committed ones up to now. Those past `generation` are
      // applied early, and named in stepsPast so the next patch does not read them again: an
      // import's transaction logs its titles and then their copies under later steps, and each
      // batch of 500 titles was patched twice.
      const held = sql.val(index.stepsPast);
      const { rows: logged } = await sql<{ title_id: number | null }>`
        select distinct title_id from search_change_log
        where change > ${since}::bigint and change <> all(${held}::bigint[])
        limit ${MAX_PATCH_TITLES + 1}`.execute(trx);
      if (logged.length > MAX_PATCH_TITLES) return null;
      if (logged.some((row) => row.title_id === null)) return null;
      const { rows: past } = await sql<{ change: string }>`
        select distinct change::text as change from search_change_log
        where change > ${generation}::bigint`.execute(trx);
      const stepsPast = past.map((row) => row.change);
      const ids = logged.map((row) => Number(row.title_id)).sort((a, b) => a - b);
      if (ids.length === 0) {
        return { ids, stepsPast, rows: new Map(), placements: emptyPlacements() };
      }
      const list = sql.val(ids);
      const { rows } = await sql<TitleRow>`${titleRows(sql`t.id = any(${list}::int[])`)}`.execute(
        trx,
      );
      const placements = emptyPlacements();
      for (const [sort, key] of Object.entries(SORT_KEYS) as [IndexedSort, string][]) {
        const column = sql.ref(key);
        const { rows: placed } = await sql<{ id: number; before: number | null }>`
          select c.id, (select p.id from title p
              where p.${column} is not null and (p.${column}, p.id) < (c.${column}, c.id)
                and p.id <> all(${list}::int[])
              order by p.${column} desc, p.id desc limit 1) as before
          from title c where c.id = any(${list}::int[]) and c.${column} is not null
          order by c.${column}, c.id`.execute(trx);
        placements[sort] = placed.map((r) => ({
          id: Number(r.id),
          before: r.before === null ? null : Number(r.before),
        }));
      }
      return {
        ids,
        stepsPast,
        rows: new Map(rows.map((row) => [Number(row.id), row])),
        placements,
      };
    });
}

function emptyPlacements(): Record<IndexedSort, Placement[]> {
  return { title: [], author: [], year: [], call_number: [], acquired: [] };
}

/** Deletes change-log rows older than LOG_KEPT and moves the horizon past them. */
export async function trimChangeLog(db: Kysely<Database>): Promise<void> {
  await sql`
    with gone as (
      delete from search_change_log where logged_at < now() - ${LOG_KEPT}::interval
      returning change)
    update search_change_horizon
    set change = greatest(change, (select max(change) from gone))
    where exists (select 1 from gone)`.execute(db);
}

/**
 * Waits (at most `limitMs`) until the transactions logging catalogue changes right now have
 * ended. The triggers of migration 0019 lock `search_change_log` before they take a counter
 * value, so a value read before this call belongs to a committed transaction or to one holding
 * that lock now. Unlike waitForOpenTransactions it does not wait for unrelated transactions
 * (nor for the next batch of an import that is still running), nor for another database's
 * table of the same number (test databases made from one template have the same numbers).
 */
export function waitForChangeLoggers(db: Kysely<Database>, limitMs = 5_000): Promise<void> {
  const holders = sql<{ id: string }>`
    select virtualtransaction as id from pg_locks
    where locktype = 'relation' and granted and pid <> pg_backend_pid()
      and database = (select oid from pg_database where datname = current_database())
      and relation = 'search_change_log'::regclass`;
  return waitUntilGone(db, holders, limitMs, 5);
}

/**
 * Reads every title changed after the index was built or patched (first waiting for the
 * transactions logging changes now); null when it must be built again instead (a change every
 * title depends on, too many titles, or a log trimmed past the index).
 */
export async function readMemoryPatch(
  db: Kysely<Database>,
  index: MemoryIndex,
  generation: string,
): Promise<PatchData | null> {
  await waitForChangeLoggers(db);
  return readChanges(db, index, generation);
}

/** Changed titles above which a patch's sort orders are made apart, between searches. */
export const SLICED_PATCH_TITLES = 100;

/**
 * The index with the changes applied, labelled `generation` (the counter read before
 * readMemoryPatch), or null when they do not fit (no room, a title id out of order): build
 * again. It writes into the arrays of `index`, which must not be used afterwards (nor after a
 * failure: build again), so that no search runs on half a patch: the titles it changes or
 * removes are changed in one synchronous step, and its new titles, linked in before, join the
 * live set and the scopes in that step. A large patch (an import's batch) also makes its new
 * sort orders first in new arrays, one a turn of the event loop, while searches go on with the
 * old ones: each order rewrites most of its ranks when titles are added (≈ 10 ms at a million
 * titles), and five of them at once held searches for a batch's whole patch.
 */
export async function applyMemoryPatch(
  index: MemoryIndex,
  changes: PatchData,
  generation: string,
): Promise<MemoryIndex | null> {
  const numbers = numberTitles(index, changes);
  if (numbers === null) return null;
  const changed = new Set(numbers.values());
  const apart = changed.size > SLICED_PATCH_TITLES;
  // What a title's row becomes in the index is worked out while searches go on (patches run
  // one at a time, so the word and code numbers read here still hold when it is applied).
  const prepared = new Map<number, PreparedTitle>();
  for (const [id, row] of changes.rows) {
    prepared.set(id, prepareTitle(index, row));
    if (apart && prepared.size % PREPARED_A_TURN === 0) await turn();
  }
  if (apart) await turn();
  let needed = index.values.length;
  for (const title of prepared.values()) needed += title.values.length;
  const packed = await withRoom(index.values, needed, apart);
  const state = patchState(index, packed);
  // New titles are linked into the word lists, sets and values while searches go on: the
  // index answering them has its titles within `live` and its scopes, which the new titles join
  // only in the synchronous step, and every search starts from a scope (baseSet). Linking an
  // import batch's 500 new titles was most of that step (≈ 120–140 ms at 310,000 titles).
  let linked = 0;
  for (const [id, dense] of numbers) {
    if (dense < index.used) continue;
    linkIn(state, dense, id, prepared.get(id)!, false);
    if (apart && ++linked % PREPARED_A_TURN === 0) await turn();
  }
  const sorts = { ...index.sorts };
  for (const sort of Object.keys(sorts) as IndexedSort[]) {
    const made = reorder(index, sorts[sort], changed, changes.placements[sort], numbers, apart);
    // Apart, the ranks are written a turn of the event loop at a time.
    const step = apart ? RANKS_A_TURN : Infinity;
    for (let from = made.low; from < made.end; from += step) {
      if (apart) await turn();
      writeRanks(made, from, Math.min(made.end, from + step));
    }
    sorts[sort] = { order: made.order, rank: made.rank };
    if (apart) await turn();
  }
  return applyChanges(state, changes, prepared, numbers, generation, sorts);
}

/** Entries copied in one turn of the event loop when the facet values need a larger array. */
const VALUES_A_TURN = 4_000_000;

/**
 * The facet values' array with room for `needed` entries: the same array when it has it, else
 * a larger one with the written entries copied, a turn of the event loop at a time when apart
 * (they never change once written: patches append). At a million titles the array holds 18
 * million entries, and copying it in the synchronous step held searches for 0.4 s.
 */
async function withRoom(
  values: MemoryIndex['values'],
  needed: number,
  apart: boolean,
): Promise<Int32Array> {
  if (needed <= values.packed.length) return values.packed;
  const bigger = new Int32Array(Math.max(needed, Math.ceil(values.packed.length * 1.5)));
  for (let from = 0; from < values.length; from += VALUES_A_TURN) {
    if (apart) await turn();
    const to = Math.min(values.length, from + VALUES_A_TURN);
    bigger.set(values.packed.subarray(from, to), from);
  }
  return bigger;
}

/** Dense numbers of the changed titles (new ones numbered next), or null when they do not fit. */
function numberTitles(index: MemoryIndex, changes: PatchData): Map<number, number> | null {
  const numbers = new Map<number, number>();
  let used = index.used;
  const known = index.ids.subarray(0, index.used);
  for (const id of changes.ids) {
    const dense = denseOf(known, id);
    if (dense >= 0) {
      numbers.set(id, dense);
      continue;
    }
    if (!changes.rows.has(id)) continue; // added and deleted since: nothing to do
    if (used > 0 && id <= index.ids[used - 1]!) return null;
    if (used === index.size) return null;
    numbers.set(id, used++);
  }
  // Every title a changed one is placed after must be in the index.
  for (const placements of Object.values(changes.placements)) {
    for (const { before } of placements) {
      if (before !== null && !numbers.has(before) && denseOf(known, before) < 0) return null;
    }
  }
  return numbers;
}

/**
 * What a patch writes into: the index's patches (new ones for its first patch) and facet
 * values, in the array with room for the patch's values (withRoom).
 */
function patchState(index: MemoryIndex, packed: Int32Array): PatchState {
  const patches: IndexPatches = index.patches
    ? { ...index.patches, merged: new Map() }
    : {
        mainWords: index.postingStart.length - 1,
        mainTitles: index.used,
        stale: Bits.empty(index.size),
        extra: new Map(),
        extraWordsOf: new Map(),
        documentOf: new Map(),
        merged: new Map(),
      };
  const values = { ...index.values, packed };
  return { index, patches, values, touched: new Set(), newlyStale: [] };
}

/**
 * Applies the changes, with the sort orders already made and the new titles linked in, in one
 * synchronous step: titles of the index taken out and put back, the new ones made live.
 */
function applyChanges(
  state: PatchState,
  changes: PatchData,
  prepared: Map<number, PreparedTitle>,
  numbers: Map<number, number>,
  generation: string,
  sorts: MemoryIndex['sorts'],
): MemoryIndex {
  const { index, patches } = state;
  let used = index.used;
  titlesPatched += numbers.size;
  for (const [id, dense] of numbers) {
    const title = prepared.get(id);
    if (dense >= index.used) {
      makeLive(state, dense, title!.row);
    } else {
      // A title whose search document is the one its patched words were read from (an
      // import's titles, patched again when their copies are written) keeps its words: taking
      // them out of the long lists of an import's common words and putting them back was most
      // of that patch's synchronous step.
      const sameWords = title !== undefined && patches.documentOf.get(dense) === title.document;
      if (sameWords) wordsKeptTitles++;
      takeOut(state, dense, sameWords);
      if (title) {
        linkIn(state, dense, id, title, sameWords);
        makeLive(state, dense, title.row);
      }
    }
    used = Math.max(used, dense + 1);
  }
  patches.merged = keptMerged(index.patches?.merged, state);
  return {
    ...index,
    generation,
    stepsPast: changes.stepsPast,
    used,
    values: state.values,
    patches,
    sorts,
  };
}

interface PatchState {
  index: MemoryIndex;
  patches: IndexPatches;
  values: MemoryIndex['values'];
  /** Words whose extra lists the patch changed. */
  touched: Set<number>;
  /** Titles of the build the patch took out of the main lists. */
  newlyStale: number[];
}

/** Most merged lists a patch keeps (the rest are merged again when a search asks). */
const MERGED_KEPT = 4_096;
/** Titles of the build taken out by one patch above which no merged list is kept. */
const STALE_CHECKED = 64;

/**
 * The merged lists of the index before the patch that still hold: those of words whose extra
 * lists it did not change, holding none of the titles it took out of the main lists. Merging
 * again after every patch made the first searches after each of an import's patches merge a
 * common word's 200,000 titles again (and its second patch, its copies, changes no word).
 */
function keptMerged(
  before: Map<number, Posting> | undefined,
  { touched, newlyStale }: PatchState,
): Map<number, Posting> {
  const kept = new Map<number, Posting>();
  if (!before || newlyStale.length > STALE_CHECKED) return kept;
  for (const [word, posting] of before) {
    if (kept.size === MERGED_KEPT) break;
    if (touched.has(word)) continue;
    if (newlyStale.some((dense) => denseOf(posting.docs, dense) >= 0)) continue;
    kept.set(word, posting);
  }
  return kept;
}

/** Takes a title out of every set and value, and out of every word list unless `keepWords`. */
function takeOut(state: PatchState, dense: number, keepWords: boolean): void {
  const { index, patches, values } = state;
  countTitle(index, values, dense, -1);
  index.live.delete(dense);
  const scopes = index.scopeBits;
  for (const bits of [scopes.local, scopes.network, scopes.online, scopes.accessible]) {
    bits.delete(dense);
  }
  for (let v = values.starts[dense]!; v < values.ends[dense]!; v++) {
    const entry = values.packed[v]!;
    index.codeBits[FACET_LETTERS[entry >>> LETTER_SHIFT]!]?.[entry & CODE_MASK]?.delete(dense);
  }
  values.starts[dense] = values.ends[dense] = 0;
  if (keepWords) return;
  for (const bits of index.wordBits.values()) bits.delete(dense);
  if (dense < patches.mainTitles && !patches.stale.has(dense)) state.newlyStale.push(dense);
  patches.stale.add(dense);
  // Lists are in title order: found by halving, taken out in place (a common word's list holds
  // every title an import added; filtering it for each title taken out was quadratic).
  for (const word of patches.extraWordsOf.get(dense) ?? []) {
    state.touched.add(word);
    const list = patches.extra.get(word);
    if (!list) continue;
    const at = placeIn(list, dense);
    if (list[at]?.doc === dense) list.splice(at, 1);
  }
  patches.extraWordsOf.delete(dense);
  patches.documentOf.delete(dense);
}

/**
 * A changed title's row as the index will hold it, worked out before the patch's synchronous
 * step: its words parsed (with their numbers when the index knows them), its facet values with
 * their codes, its hashes. At a million titles this was most of an import batch's 40–57 ms
 * synchronous step, with searches waiting.
 */
interface PreparedTitle {
  row: TitleRow;
  /** Per word: its number, or -1 for a word the index does not know yet (in `words`). */
  wordNumbers: number[];
  words: string[];
  wordRanks: number[];
  wordPositions: number[][];
  /** Per facet letter, its values with their codes (-1: a code the letter does not have yet). */
  values: { letter: number; value: string; code: number }[];
  hashes: [number, number, number, number];
  /** documentHash of its search document. */
  document: number;
}

function prepareTitle(index: MemoryIndex, row: TitleRow): PreparedTitle {
  const title: PreparedTitle = {
    row,
    wordNumbers: [],
    words: [],
    wordRanks: [],
    wordPositions: [],
    values: [],
    hashes: [...textHashes(row.title_key ?? ''), ...textHashes(row.full_title_key ?? '')],
    document: documentHash(row.document ?? ''),
  };
  forEachWord(row.document ?? '', (word, _weights, rank, positions) => {
    title.wordNumbers.push(index.words.get(word) ?? -1);
    title.words.push(word);
    title.wordRanks.push(rank);
    title.wordPositions.push(positions.slice());
  });
  const letters = lettersOf(row);
  FACET_LETTERS.forEach((letter, li) => {
    const codes = index.columns[letter].codeNumbers;
    for (const value of letters[letter]) {
      if (value === null || value === undefined) continue;
      title.values.push({ letter: li, value, code: codes.get(value) ?? -1 });
    }
  });
  return title;
}

/**
 * Links a title's current row in (prepared by prepareTitle): its facet values and their code
 * bits, hashes, date and, unless `wordsInPlace`, its words. Searches find it once makeLive has
 * put it in `live` and its scopes.
 */
function linkIn(
  state: PatchState,
  dense: number,
  id: number,
  title: PreparedTitle,
  wordsInPlace: boolean,
): void {
  const { index } = state;
  const { row, hashes } = title;
  index.ids[dense] = id;
  index.acquired[dense] = row.acquired_day === null ? NO_DATE : Number(row.acquired_day);
  index.titleKeyHashes[2 * dense] = hashes[0];
  index.titleKeyHashes[2 * dense + 1] = hashes[1];
  index.fullTitleHashes[2 * dense] = hashes[2];
  index.fullTitleHashes[2 * dense + 1] = hashes[3];
  // Facet values, appended; a letter's new codes join its column (and its bitsets). A code
  // prepared as new may have been added by a title before this one in the same patch.
  const entries: number[] = [];
  for (const { letter: li, value, code: known } of title.values) {
    const letter = FACET_LETTERS[li]!;
    const column = index.columns[letter];
    const perCode = index.codeBits[letter];
    let code = known >= 0 ? known : column.codeNumbers.get(value);
    if (code === undefined) {
      code = column.codes.length;
      const kept = detached(value);
      column.codes.push(kept);
      column.codeNumbers.set(kept, code);
      perCode?.push(Bits.empty(index.size).share());
    }
    const entry = (li << LETTER_SHIFT) | code;
    if (entries.includes(entry)) continue;
    entries.push(entry);
    perCode?.[code]!.add(dense);
  }
  let values = state.values;
  values.starts[dense] = values.length;
  values.packed.set(entries, values.length);
  values = { ...values, length: values.length + entries.length };
  values.ends[dense] = values.length;
  state.values = values;
  if (!wordsInPlace) putWordsIn(state, dense, title);
}

/** Puts a linked-in title in `live` and its scopes, and counts it in the counted sets. */
function makeLive(state: PatchState, dense: number, row: TitleRow): void {
  const { index } = state;
  index.live.add(dense);
  const scopes = index.scopeBits;
  (row.network_institution_id === null ? scopes.local : scopes.network).add(dense);
  if (row.has_online_access) scopes.online.add(dense);
  if (row.has_accessibility) scopes.accessible.add(dense);
  countTitle(index, state.values, dense, 1);
}

/** A title's words: into the extra lists in title order, and the bitsets of common words. */
function putWordsIn(state: PatchState, dense: number, title: PreparedTitle): void {
  const { index, patches } = state;
  const numbersOfWords: number[] = [];
  for (let w = 0; w < title.wordNumbers.length; w++) {
    let number = title.wordNumbers[w]!;
    if (number < 0) {
      const word = title.words[w]!;
      number = index.words.get(word) ?? -1;
      if (number < 0) index.words.set(detached(word), (number = index.words.size));
    }
    numbersOfWords.push(number);
    state.touched.add(number);
    let list = patches.extra.get(number);
    if (!list) patches.extra.set(number, (list = []));
    const entry = { doc: dense, rank: title.wordRanks[w]!, positions: title.wordPositions[w]! };
    // New titles come last (dense numbers grow): a push, not a splice, which copies a long list.
    const at = placeIn(list, dense);
    if (at === list.length) list.push(entry);
    else list.splice(at, 0, entry);
    index.wordBits.get(number)?.add(dense);
  }
  patches.extraWordsOf.set(dense, numbersOfWords);
  patches.documentOf.set(dense, title.document);
}

/** Where a title is, or goes, in an extra list (in title order), found by halving. */
function placeIn(list: ExtraPosting[], dense: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]!.doc < dense) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Lets the event loop turn: searches waiting for it run before a patch goes on. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Ranks written in one turn of the event loop by a patch made apart: past an import batch's
 * first change they run to the end of the order, a random write each (a million: 5–60 ms).
 */
const RANKS_A_TURN = 131_072;

/** Titles a patch made apart prepares in one turn of the event loop (a batch: five turns). */
const PREPARED_A_TURN = 100;

/** A new sort order whose ranks from `low` to `end` are still to be written (writeRanks). */
interface Reordered extends SortIndex {
  low: number;
  end: number;
}

function writeRanks({ order, rank }: Reordered, from: number, to: number): void {
  for (let k = from; k < to; k++) rank[order[k]!] = k;
}

/**
 * One sort order with the changed titles taken out and put back after the title PostgreSQL puts
 * before each (or first). Only the stretch from the first change to the last is rewritten, in
 * place when it keeps its length (as many titles put back as taken out: an edit), otherwise
 * into a new order with the runs before and after it copied as blocks; ranks are to be written
 * (writeRanks) for that stretch, and after it only when places moved. At a million titles, a
 * new order and every rank after the first change took ≈ 5 ms a sort order, five of them for
 * every edit, with searches waiting (issue 11, item 7).
 */
function reorder(
  index: MemoryIndex,
  sort: SortIndex,
  changed: Set<number>,
  placements: Placement[],
  numbers: Map<number, number>,
  apart: boolean,
): Reordered {
  const known = index.ids.subarray(0, index.used);
  const denseOfId = (id: number) => numbers.get(id) ?? denseOf(known, id);
  const old = sort.order;
  if (keepsPlaces(sort, changed, placements, denseOfId)) {
    return { order: old, rank: sort.rank, low: 0, end: 0 };
  }
  ordersRewritten++;
  // Apart: the index answers searches with the old order until the patch is swapped in.
  const rank = apart ? sort.rank.slice() : sort.rank;
  // Places of the old order left out: the changed titles that had one.
  const removed: number[] = [];
  for (const doc of changed) if (rank[doc]! >= 0) removed.push(rank[doc]!);
  removed.sort((a, b) => a - b);
  // Each changed title goes after an unchanged one (its place in the old order), or first (-1);
  // titles after the same one keep PostgreSQL's order (the sort is stable).
  const inserts = placements
    .map(({ id, before }) => ({
      after: before === null ? -1 : rank[denseOfId(before)]!,
      doc: denseOfId(id),
    }))
    .sort((a, b) => a.after - b.after);
  for (const doc of changed) rank[doc] = -1;
  // The stretch of the old order [low, high) the changes fall in.
  const low = Math.min(removed[0] ?? old.length, (inserts[0]?.after ?? old.length - 1) + 1);
  const sameLength = removed.length === inserts.length;
  const high = sameLength
    ? Math.max((removed.at(-1) ?? -1) + 1, (inserts.at(-1)?.after ?? -1) + 1)
    : old.length;
  const stretch = new Int32Array(high - low - removed.length + inserts.length);
  let length = 0;
  let from = low;
  let r = 0;
  let i = 0;
  for (;;) {
    const nextRemoved = r < removed.length ? removed[r]! : high;
    const nextInsert = i < inserts.length ? inserts[i]!.after + 1 : high;
    const stop = Math.min(nextRemoved, nextInsert);
    if (stop > from) {
      stretch.set(old.subarray(from, stop), length);
      length += stop - from;
      from = stop;
    }
    if (i < inserts.length && inserts[i]!.after + 1 === from) {
      stretch[length++] = inserts[i++]!.doc;
    } else if (r < removed.length && removed[r] === from) {
      from++;
      r++;
    } else if (from >= high) {
      break;
    }
  }
  let order = old;
  if (sameLength) {
    if (apart) order = old.slice();
    order.set(stretch, low);
  } else {
    order = new Int32Array(old.length - removed.length + inserts.length);
    order.set(old.subarray(0, low));
    order.set(stretch, low);
  }
  // Past the stretch places move only when its length changed, and then it runs to the end.
  return { order, rank, low, end: low + stretch.length };
}

/**
 * True when the changed titles stay where the old order has them: each after the same unchanged
 * title as before (or first), and those after the same one in the same sequence. An edit that
 * leaves the sort key alone does, and so does the second patch of an import's batch (its
 * titles, then their copies, are written in transactions of their own): nothing to rewrite,
 * where scattered titles would make the patch rewrite almost every rank of the order.
 */
function keepsPlaces(
  { order, rank }: SortIndex,
  changed: Set<number>,
  placements: Placement[],
  denseOfId: (id: number) => number,
): boolean {
  let placed = 0;
  for (const doc of changed) if (rank[doc]! >= 0) placed++;
  if (placed !== placements.length) return false;
  let previous = -1;
  for (const { id, before } of placements) {
    const at = rank[denseOfId(id)]!;
    if (at <= previous) return false; // a new title (-1) or a changed sequence
    previous = at;
    let k = at - 1;
    while (k >= 0 && changed.has(order[k]!)) k--;
    const after = k < 0 ? null : order[k]!;
    if (after !== (before === null ? null : denseOfId(before))) return false;
  }
  return true;
}
