/**
 * `npm run bench:search`: search latency and throughput over real HTTP.
 *
 * Builds a catalogue with our deterministic demo generator — BENCH_PG_TITLES (1,000,000 by
 * default) titles in PostgreSQL when BENCH_DATABASE_URL is set, BENCH_EMBEDDED_TITLES (200,000)
 * in the embedded database; chunked, see search-catalogue.ts — starts the API on a free port
 * and measures, for 200 realistic queries (one to three words, common and rare, accent-less, a
 * quarter with filters), p50/p95/p99 of GET /api/consulta followed by GET /api/consulta/filtros,
 * then the throughput of /api/consulta over the same queries with autocannon at concurrency 16
 * for 10 s. BENCH_KEEP=1 measures the server's bench database again without rebuilding it.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';
import { openDatabase, type Db } from '../packages/server/src/db/database.ts';
import { refreshDiscoveryIndexes } from '../packages/server/src/modules/discovery/refresh.ts';
import { Random } from '../packages/server/src/demo/random.ts';
import { buildCatalogue, importTitles } from './search-catalogue.ts';
import { heldMegabytes, settledMemory } from './settled-memory.ts';

const PG_TITLES = Number(process.env.BENCH_PG_TITLES ?? 1_000_000);
const EMBEDDED_TITLES = Number(process.env.BENCH_EMBEDDED_TITLES ?? 200_000);
const QUERIES = 200;
/** Titles of the import measured while searching (issue 11, item 7). */
const IMPORT_TITLES = Number(process.env.BENCH_IMPORT_TITLES ?? 10_000);

/** autocannon ships no type declarations; this is the part we use. */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: 'GET'; path: string }[];
}) => Promise<{ requests: { average: number }; non2xx: number }>;

const COMMON = ['historia', 'educacao', 'brasil', 'direito', 'saude', 'engenharia', 'ciencia'];
const RARE = ['curitibanos', 'escravidao', 'geotecnia', 'ditadura', 'linguistica', 'florianopolis'];
const FILTERS = ['T:book', 'X:O', 'I:por', 'T:thesis'];

/** 200 query strings, the same every run. */
function queries(): string[] {
  const random = new Random(42);
  const list: string[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const words = random.int(1, 3);
    const terms = Array.from({ length: words }, () =>
      random.chance(0.6) ? random.pick(COMMON) : random.pick(RARE),
    );
    let query = `termo=${encodeURIComponent(terms.join(' '))}`;
    if (random.chance(0.25)) query += `&filtro=${encodeURIComponent(random.pick(FILTERS))}`;
    list.push(query);
  }
  return list;
}

/**
 * 200 relevance-ordered searches as readers type them (issue 11): 1–5 words, half of them
 * several words taken in a row from real titles of the catalogue, a quarter in quotes, the
 * rest single words from titles and the common and rare words above. The same every run for
 * the same catalogue.
 */
async function relevanceQueries(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('title')
    .select('title')
    .where('network_institution_id', 'is', null)
    .orderBy('id')
    .limit(20_000)
    .execute();
  const titleWords = rows
    .map((r) =>
      r.title
        .toLowerCase()
        .split(/[^\p{L}\p{N}-]+/u)
        .filter((w) => w !== ''),
    )
    .filter((words) => words.length >= 2);
  const random = new Random(11);
  const list: string[] = [];
  for (let i = 0; i < QUERIES; i++) {
    let terms: string[];
    if (i % 2 === 0) {
      const words = random.pick(titleWords);
      const length = Math.min(words.length, random.int(2, 5));
      const start = random.int(0, words.length - length);
      terms = words.slice(start, start + length);
    } else {
      terms = [random.chance(0.5) ? random.pick(random.pick(titleWords)) : random.pick(COMMON)];
    }
    let term = terms.join(' ');
    if (i % 4 === 0) term = `"${term}"`;
    list.push(`termo=${encodeURIComponent(term)}&ordenacao=relevancia`);
  }
  return list;
}

/**
 * Runs `measure` while one title a second is changed (its subtitle), as cataloguers edit:
 * every edit moves the change counter, and the index must be patched, not rebuilt.
 */
async function whileEditing(db: Db, measure: () => Promise<number[]>): Promise<number[]> {
  const ids = await db.kysely
    .selectFrom('title')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .where('network_institution_id', 'is', null)
    .executeTakeFirstOrThrow();
  const random = new Random(3);
  let edits = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const id = random.int(Number(ids.low), Number(ids.high));
    pending = db.kysely
      .updateTable('title')
      .set({ subtitle: `edição ${++edits}` })
      .where('id', '=', id)
      .execute();
  }, 1000);
  try {
    return await measure();
  } finally {
    clearInterval(timer);
    await pending;
  }
}

/**
 * Runs `measure` over and over while IMPORT_TITLES titles are imported, 500 a transaction: on a
 * PostgreSQL server by another process (search-import.ts), as imports run beside the API; in
 * the embedded database, which one process holds, by this one.
 */
async function whileImporting(db: Db, measure: () => Promise<number[]>): Promise<number[]> {
  let done = false;
  // A new round each run: a kept bench database already holds the titles of earlier runs.
  const round = Date.now() % 1_000_000;
  const importing =
    db.kind === 'postgres' && analyzeUrl
      ? new Promise<void>((resolve, reject) => {
          const child = fork(path.join(import.meta.dirname, 'search-import.ts'), [
            analyzeUrl!,
            String(IMPORT_TITLES),
            '500',
            String(round),
          ]);
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`the import stopped with code ${code}`)),
          );
        })
      : importTitles(db.kysely, IMPORT_TITLES, 500, round);
  const imported = importing.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push(...(await measure()));
  await imported;
  return times.sort((x, y) => x - y);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

let analyzeUrl: string | null = null;

/**
 * After the bulk load, the state a running server's autovacuum reaches: planner statistics and
 * a visibility map (PostgreSQL only).
 */
async function analyze(): Promise<void> {
  if (!analyzeUrl) return;
  const client = new pg.Client({ connectionString: analyzeUrl });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}

/**
 * The bench database on the server: dropped and created again, or with BENCH_KEEP=1 kept when
 * it already holds a catalogue (to measure again without rebuilding a million titles).
 */
async function freshPostgres(serverUrl: string): Promise<Db> {
  const name = process.env.BENCH_SEARCH_DB ?? 'estante_bench_search';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (process.env.BENCH_KEEP !== '1' || exists.rowCount === 0) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  analyzeUrl = url.toString();
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
}

/** Prefixes a reader types into the search box: the first 2–6 letters of the query words. */
function prefixes(): string[] {
  const random = new Random(7);
  return Array.from({ length: QUERIES }, () => {
    const word = random.chance(0.6) ? random.pick(COMMON) : random.pick(RARE);
    return word.slice(0, random.int(2, 6));
  });
}

/** Milliseconds of each call, sorted. */
async function timeEach(list: string[], call: (item: string) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (const item of list) {
    const t0 = performance.now();
    await call(item);
    times.push(performance.now() - t0);
  }
  return times.sort((x, y) => x - y);
}

// node:http over kept-alive connections rather than fetch, whose own CPU (≈ 1 ms a request)
// shares this process with the server (as in bench/circulation.ts). It asks for what fetch asks
// for, so the server compresses as before, and inflates the answer as fetch would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function getOk(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          if (encoding === 'gzip') zlib.gunzipSync(raw);
          else if (encoding === 'deflate') zlib.inflateSync(raw);
          if (response.statusCode === 200) resolve();
          else reject(new Error(`${url}: ${response.statusCode}`));
        });
      })
      .on('error', reject);
  });
}

/** One search as the results screen makes it: the page, then the facets. */
const searchWithFacets = (address: string) => async (query: string) => {
  await getOk(`${address}/api/consulta?${query}`);
  await getOk(`${address}/api/consulta/filtros?${query}`);
};

/** /api/consulta at concurrency 16 for 10 s, every connection cycling through the queries. */
async function throughput(address: string): Promise<number> {
  const cannon = await autocannon({
    url: address,
    connections: 16,
    duration: 10,
    requests: queries().map((query) => ({ method: 'GET', path: `/api/consulta?${query}` })),
  });
  if (cannon.non2xx > 0) throw new Error(`${cannon.non2xx} failed requests under load`);
  return Math.round(cannon.requests.average);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (times: number[]) =>
  `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))}`;

/**
 * PostgreSQL only: the memory index and the cache off, every query answered by PostgreSQL.
 * Cold: the memory index built and the cache off, so every query is evaluated afresh (the
 * first time a query is asked). Repeated: the cache on too and the same queries asked again,
 * as readers repeat popular searches; autocannon cycles through the 200 queries.
 */
async function run(label: string, db: Db, titles: number): Promise<string[]> {
  const started = performance.now();
  const built = await buildCatalogue(db.kysely, titles, (done) =>
    process.stderr.write(`\r${label}: ${done.toLocaleString('en')} titles`),
  );
  process.stderr.write('\n');
  if (db.kind === 'postgres') await analyze();
  const buildSeconds = built ? (performance.now() - started) / 1000 : Number.NaN;
  const refreshStarted = performance.now();
  await refreshDiscoveryIndexes(db.kysely);
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  const name = `${label} | ${titles.toLocaleString('en')} | ${buildSeconds.toFixed(0)} s`;

  // PostgreSQL alone: no memory index, no cache (every search reads the GIN index and heap).
  // BENCH_SKIP_PLAIN=1 leaves it out when measuring the index again.
  const plain = await buildApp({
    db,
    searchCacheEntries: 0,
    searchMemoryIndex: false,
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  const plainAddress = await plain.listen({ port: 0, host: '127.0.0.1' });
  const skipPlain = process.env.BENCH_SKIP_PLAIN === '1';
  const relevanceSet = await relevanceQueries(db);
  const plainTimes = skipPlain ? [] : await timeEach(queries(), searchWithFacets(plainAddress));
  const plainRelevance = skipPlain
    ? []
    : await timeEach(relevanceSet, searchWithFacets(plainAddress));
  const plainRate = skipPlain ? 0 : await throughput(plainAddress);
  await plain.close();

  const cold = await buildApp({ db, searchCacheEntries: 0, rateLimits: GENEROUS_RATE_LIMITS });
  const memoryBefore = await settledMemory();
  const indexStarted = performance.now();
  await cold.searchEngine.ready();
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  const memoryAfter = await settledMemory();
  const indexMegabytes = heldMegabytes(memoryBefore, memoryAfter);
  const coldAddress = await cold.listen({ port: 0, host: '127.0.0.1' });
  const coldTimes = await timeEach(queries(), searchWithFacets(coldAddress));
  const coldRelevance = await timeEach(relevanceSet, searchWithFacets(coldAddress));
  const bothSets = async () =>
    [
      ...(await timeEach(queries(), searchWithFacets(coldAddress))),
      ...(await timeEach(relevanceSet, searchWithFacets(coldAddress))),
    ].sort((x, y) => x - y);
  const coldRate = await throughput(coldAddress);
  const completion = await timeEach(prefixes(), (prefix) =>
    getOk(`${coldAddress}/api/consulta/autocompletar?termo=${encodeURIComponent(prefix)}`),
  );
  // Last, as they change the catalogue (the import adds titles for good).
  const editing = await whileEditing(db, bothSets);
  const importing = await whileImporting(db, bothSets);
  await cold.close();

  const warm = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await warm.searchEngine.ready();
  const warmAddress = await warm.listen({ port: 0, host: '127.0.0.1' });
  await timeEach(queries(), searchWithFacets(warmAddress));
  const warmTimes = await timeEach(queries(), searchWithFacets(warmAddress));
  const warmRate = await throughput(warmAddress);
  await warm.close();

  const rows = [
    `| ${name} | PostgreSQL only | ${spread(plainTimes)} | ${plainRate} |`,
    `| ${name} | cold | ${spread(coldTimes)} | ${coldRate} |`,
    `| ${name} | relevance, PostgreSQL only | ${spread(plainRelevance)} | — |`,
    `| ${name} | relevance, cold | ${spread(coldRelevance)} | — |`,
    `| ${name} | both sets, cold, 1 edit/s | ${spread(editing)} | — |`,
    `| ${name} | both sets, cold, ${IMPORT_TITLES.toLocaleString('en')}-title import | ${spread(importing)} | — |`,
    `| ${name} | repeated | ${spread(warmTimes)} | ${warmRate} |`,
    `| ${name} | autocomplete | ${spread(completion)} | — |`,
  ];
  console.log(
    `(${label}: memory index built in ${indexSeconds.toFixed(1)} s, ≈ ${indexMegabytes.toFixed(0)} MB, ` +
      `${Math.round((indexMegabytes * 2 ** 20) / titles)} bytes a title)`,
  );
  for (const row of rows) console.log(row);
  console.log(`(${label}: index lists and word views refreshed in ${refreshSeconds.toFixed(1)} s)`);
  return rows;
}

const rows: string[] = [];
console.log('| Database | Titles | Build | Measure | p50 | p95 | p99 | searches/s (c=16) |');
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const db = await freshPostgres(serverUrl);
  rows.push(...(await run('PostgreSQL 15', db, PG_TITLES)));
  await db.close();
}
if (EMBEDDED_TITLES > 0) {
  const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  rows.push(...(await run('Embedded (PGlite)', db, EMBEDDED_TITLES)));
  await db.close();
}
