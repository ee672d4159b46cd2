/**
 * `npm run bench:title`: latency of a title's details page over real HTTP on PostgreSQL.
 *
 * Builds (or, with BENCH_KEEP=1, reuses) a catalogue of BENCH_TITLE_TITLES titles (1,000,000 by
 * default) with the demo generator in the database `estante_bench_title` on the server named by
 * BENCH_DATABASE_URL, starts the API on a free port and measures, for 1,000 titles picked at
 * random (the same every run), p50/p95/p99 of GET /api/acervo/{id} and of
 * GET /api/acervo/{id}/exemplares, one request at a time; then the throughput of
 * /api/acervo/{id} with autocannon (16 connections, 10 s).
 */
import { createRequire } from 'node:module';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';
import { openDatabase, type Db } from '../packages/server/src/db/database.ts';
import { Random } from '../packages/server/src/demo/random.ts';
import { buildCatalogue } from './search-catalogue.ts';

const TITLES = Number(process.env.BENCH_TITLE_TITLES ?? 1_000_000);
const SAMPLES = 1000;
const DATABASE = 'estante_bench_title';

/** autocannon ships no type declarations; this is the part we use. */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<{ requests: { average: number }; non2xx: number }>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The bench database: created afresh, or kept (BENCH_KEEP=1) when it already exists. */
async function benchDatabase(serverUrl: string): Promise<{ db: Db; url: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (process.env.BENCH_KEEP !== '1' || exists.rowCount === 0) {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return { db, url: url.toString() };
}

/** Sequential latencies of `paths`, sorted. */
async function measure(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL=postgres://… (the title bench runs on PostgreSQL).');
  process.exit(2);
}
const { db, url } = await benchDatabase(serverUrl);
const started = performance.now();
const built = await buildCatalogue(db.kysely, TITLES, (done) =>
  process.stderr.write(`\rbuilding: ${done.toLocaleString('en')} titles`),
);
process.stderr.write('\n');
const buildSeconds = built ? (performance.now() - started) / 1000 : Number.NaN;
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('analyze');
const { rows } = await client.query<{ min: number; max: number; titles: number; copies: number }>(
  `select min(id)::int as min, max(id)::int as max, count(*)::int as titles,
     (select count(*)::int from copy) as copies from title`,
);
await client.end();
const stats = rows[0]!;

const random = new Random(7);
const ids = Array.from({ length: SAMPLES }, () => random.int(stats.min, stats.max));
const app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
// One warm-up pass, so the first samples do not pay for connection set-up and JIT.
await measure(
  base,
  ids.slice(0, 50).map((id) => `/api/acervo/${id}`),
);
const details = await measure(
  base,
  ids.map((id) => `/api/acervo/${id}`),
);
const copies = await measure(
  base,
  ids.map((id) => `/api/acervo/${id}/exemplares`),
);
const cannon = await autocannon({
  url: `${base}/api/acervo/${ids[0]}`,
  connections: 16,
  duration: 10,
});
await app.close();
await db.close();

const row = (label: string, t: number[]) =>
  `| ${label} | ${percentile(t, 50).toFixed(1)} ms | ${percentile(t, 95).toFixed(1)} ms | ${percentile(t, 99).toFixed(1)} ms |`;
console.log(
  `PostgreSQL, ${stats.titles.toLocaleString('en')} titles, ${stats.copies.toLocaleString('en')} copies; build ${buildSeconds.toFixed(0)} s`,
);
console.log('| Call | p50 | p95 | p99 |');
console.log('| --- | --- | --- | --- |');
console.log(row('GET /api/acervo/{id}', details));
console.log(row('GET /api/acervo/{id}/exemplares', copies));
console.log(
  `GET /api/acervo/{id} throughput (c=16, 10 s): ${Math.round(cannon.requests.average)} requests/s, non-2xx ${cannon.non2xx}`,
);
