/**
 * `npm run bench:sru`: SRU searchRetrieve latency over real HTTP (issue 15, "Speed": p95 ≤ 50 ms
 * on common words).
 *
 * Builds the search bench's catalogue (search-catalogue.ts: the demo generator, chunked) —
 * BENCH_SRU_TITLES (100,000 by default) titles in the embedded database (kept on disk in
 * BENCH_SRU_DATA_DIR when set), or in PostgreSQL when BENCH_DATABASE_URL is set (database
 * BENCH_SRU_DB, measured as it is with BENCH_KEEP=1) — starts the server on a free port and
 * measures p50/p95/p99 of GET /sru for 200 one-word queries on common words and 200 multi-word
 * ones (all, any, two indexes joined by AND, an OR in parentheses with a NOT), ten MARCXML
 * records each: cold (memory index, cache off: every query evaluated afresh) and repeated
 * (cache on, the same queries again). Every answer must carry a count and no diagnostic, or
 * the bench stops.
 */
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase, type Db } from '../packages/server/src/db/database.ts';
import { Random } from '../packages/server/src/demo/random.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';
import { buildCatalogue } from './search-catalogue.ts';

const TITLES = Number(process.env.BENCH_SRU_TITLES ?? 100_000);
const QUERIES = 200;

const COMMON = ['historia', 'educacao', 'brasil', 'direito', 'saude', 'engenharia', 'ciencia'];
const MORE = ['ensino', 'politica', 'sociedade', 'gestao', 'literatura', 'desenvolvimento'];
const INDEXES = ['cql.serverChoice', 'dc.title', 'dc.subject', 'dc.creator'];

/** 200 one-word queries on common words, over the main indexes; the same every run. */
function singleWords(): string[] {
  const random = new Random(15);
  return Array.from({ length: QUERIES }, () => {
    const index = random.pick(INDEXES.slice(0, 3));
    return `${index} = ${random.pick(COMMON)}`;
  });
}

/** 200 queries of two or three words: relations all/any/adj and two clauses by AND or OR. */
function multiWords(): string[] {
  const random = new Random(16);
  const word = () => random.pick(random.chance(0.6) ? COMMON : MORE);
  return Array.from({ length: QUERIES }, () => {
    switch (random.int(0, 3)) {
      case 0:
        return `cql.serverChoice all "${word()} ${word()}"`;
      case 1:
        return `dc.title any "${word()} ${word()} ${word()}"`;
      case 2:
        return `dc.subject = ${word()} and dc.title = ${word()}`;
      default:
        return `(dc.title = ${word()} or dc.subject = ${word()}) not dc.title = ${word()}`;
    }
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (times: number[]) =>
  `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))}`;

/** Milliseconds of each searchRetrieve, sorted; throws on a diagnostic. */
async function timeEach(address: string, queries: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    const response = await fetch(
      `${address}/sru?query=${encodeURIComponent(query)}&maximumRecords=10`,
    );
    const body = await response.text();
    times.push(performance.now() - t0);
    if (!response.ok || body.includes('info:srw/diagnostic') || !body.includes('numberOfRecords'))
      throw new Error(`${query}: ${body.slice(0, 500)}`);
  }
  return times.sort((x, y) => x - y);
}

/** BENCH_SRU_DB (estante_bench_sru), made afresh unless BENCH_KEEP=1 finds it. */
async function benchPostgres(serverUrl: string): Promise<Db> {
  const name = process.env.BENCH_SRU_DB ?? 'estante_bench_sru';
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
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
}

async function run(label: string, db: Db): Promise<void> {
  const started = performance.now();
  const built = await buildCatalogue(db.kysely, TITLES, (done) =>
    process.stderr.write(`\r${label}: ${done.toLocaleString('en')} titles`),
  );
  process.stderr.write('\n');
  const build = built ? `${((performance.now() - started) / 1000).toFixed(0)} s` : 'kept';
  const { titles } = await db.kysely
    .selectFrom('title')
    .select((eb) => eb.fn.countAll<string>().as('titles'))
    .where('network_institution_id', 'is', null)
    .executeTakeFirstOrThrow();
  const name = `${label} | ${Number(titles).toLocaleString('en')} | ${build}`;

  const cold = await buildApp({ db, searchCacheEntries: 0, rateLimits: GENEROUS_RATE_LIMITS });
  await cold.searchEngine.ready();
  const coldAddress = await cold.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `| ${name} | common words, cold | ${spread(await timeEach(coldAddress, singleWords()))} |`,
  );
  console.log(
    `| ${name} | multi-word, cold | ${spread(await timeEach(coldAddress, multiWords()))} |`,
  );
  await cold.close();

  const warm = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await warm.searchEngine.ready();
  const warmAddress = await warm.listen({ port: 0, host: '127.0.0.1' });
  const both = [...singleWords(), ...multiWords()];
  await timeEach(warmAddress, both);
  console.log(`| ${name} | both, repeated | ${spread(await timeEach(warmAddress, both))} |`);
  await warm.close();
}

console.log('| Database | Titles | Build | Queries | p50 | p95 | p99 |');
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const db = await benchPostgres(serverUrl);
  await run('PostgreSQL', db);
  await db.close();
} else {
  // BENCH_SRU_DATA_DIR keeps the embedded catalogue on disk for the next run.
  const dataDir = process.env.BENCH_SRU_DATA_DIR ?? 'memory://';
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await run('Embedded (PGlite)', db);
  await db.close();
}
