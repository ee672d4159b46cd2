/**
 * `npm run bench:auth`: sign-in costs over real HTTP.
 *
 * Starts the API on a free port over the embedded database (in memory), or over PostgreSQL
 * when BENCH_DATABASE_URL is set (database `estante_bench_auth`, made afresh), with the demo
 * people at the default argon2id cost, and measures:
 * - the argon2id cost itself: hash and verify of one password, one at a time (aim 50–150 ms);
 * - password grants (POST /api/oauth/token, grant_type=password) per second at concurrency 4
 *   with autocannon (10 s), and their p50/p95 from 4 workers signing in 50 times each;
 * - refresh grants, one after another along one sign-in (each answer's token is the next
 *   request's, as rotation demands): p50/p95/p99, aim p95 ≤ 10 ms;
 * - an authenticated GET /api/pessoas, one at a time: p50/p95/p99, aim p95 ≤ 5 ms, and its
 *   throughput at concurrency 16 (autocannon, 10 s).
 * The machine's load average is printed before and after: figures from a shared machine are
 * only as good as what else ran.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import pg from 'pg';
import { WEB_CLIENT_ID } from '@estante/contract';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase, type Db } from '../packages/server/src/db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../packages/server/src/demo/patrons.ts';
import { passwordHasher } from '../packages/server/src/modules/auth/passwords.ts';
import { DEFAULT_AUTH_SETTINGS } from '../packages/server/src/modules/auth/settings.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';
import { createActivities } from '../packages/server/src/test-support/auth.ts';

const DATABASE = 'estante_bench_auth';
/** Demo logins that sign in with a password and are not blocked (docs/demo.md). */
const LOGINS = ['20260001', '20260002', '20260005', '20260006', '20260007', '20260008'];

/** autocannon ships no type declarations; this is the part we use. */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
  headers?: Record<string, string>;
}) => Promise<{ requests: { average: number }; non2xx: number; errors: number }>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))}`;
};
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

async function benchDatabase(): Promise<Db> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const passwordForm = (username: string) =>
  form({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password: DEMO_PASSWORD });

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await work();
  return [performance.now() - t0, value];
}

async function token(base: string, body: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`token: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

console.log(`cores ${os.cpus().length}, load average (1/5/15 min) before: ${load()}`);

// argon2id at the default cost, alone.
const hasher = passwordHasher(DEFAULT_AUTH_SETTINGS.argon2);
const hashTimes: number[] = [];
const verifyTimes: number[] = [];
let hash = '';
for (let i = 0; i < 20; i += 1) {
  const [t, h] = await timed(() => hasher.hash(DEMO_PASSWORD));
  hashTimes.push(t);
  hash = h;
}
for (let i = 0; i < 20; i += 1) {
  verifyTimes.push((await timed(() => hasher.verify(hash, DEMO_PASSWORD)))[0]);
}

const db = await benchDatabase();
await createActivities(db.kysely);
await createDemoPatrons(db.kysely);
const app = await buildApp({
  db,
  rateLimits: GENEROUS_RATE_LIMITS,
  auth: { throttle: { perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 300 } },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// Warm-up: connections, JIT, the signing key.
for (const login of LOGINS) await token(base, passwordForm(login));

// Password grants: throughput at c=4 (autocannon), latency from 4 workers.
const grants = await autocannon({
  url: base,
  connections: 4,
  duration: 10,
  requests: LOGINS.map((login) => ({
    method: 'POST',
    path: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: passwordForm(login),
  })),
});
if (grants.non2xx > 0 || grants.errors > 0) {
  throw new Error(`password grants: ${grants.non2xx} non-2xx, ${grants.errors} errors`);
}
const grantTimes: number[] = [];
await Promise.all(
  [0, 1, 2, 3].map(async (worker) => {
    for (let i = 0; i < 50; i += 1) {
      const login = LOGINS[(worker + i) % LOGINS.length]!;
      grantTimes.push((await timed(() => token(base, passwordForm(login))))[0]);
    }
  }),
);

// Refresh grants along one sign-in.
let refresh = (await token(base, passwordForm('20260001'))).refresh_token!;
const refreshTimes: number[] = [];
for (let i = 0; i < 500; i += 1) {
  const body = form({
    grant_type: 'refresh_token',
    client_id: WEB_CLIENT_ID,
    refresh_token: refresh,
  });
  const [t, answer] = await timed(() => token(base, body));
  refreshTimes.push(t);
  refresh = answer.refresh_token!;
}

// GET /api/pessoas with a patron's access token.
const access = (await token(base, passwordForm('20260001'))).access_token!;
const headers = { authorization: `Bearer ${access}` };
const meTimes: number[] = [];
for (let i = 0; i < 1050; i += 1) {
  const [t, res] = await timed(async () => {
    const r = await fetch(`${base}/api/pessoas`, { headers });
    await r.arrayBuffer();
    return r;
  });
  if (!res.ok) throw new Error(`GET /api/pessoas: ${res.status}`);
  if (i >= 50) meTimes.push(t); // the first 50 warm up
}
const me = await autocannon({
  url: `${base}/api/pessoas`,
  connections: 16,
  duration: 10,
  headers,
});
if (me.non2xx > 0) throw new Error(`GET /api/pessoas: ${me.non2xx} non-2xx under load`);

await app.close();
await db.close();

const { memoryKib, timeCost } = DEFAULT_AUTH_SETTINGS.argon2;
console.log(
  `${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (in memory)'}; argon2id m=${memoryKib} KiB, t=${timeCost}`,
);
console.log('| Measure | p50 | p95 | p99 |');
console.log('| --- | --- | --- | --- |');
console.log(`| argon2id hash (one at a time) | ${spread(hashTimes)} |`);
console.log(`| argon2id verify (one at a time) | ${spread(verifyTimes)} |`);
console.log(`| Password grant, c=4 (200 sign-ins) | ${spread(grantTimes)} |`);
console.log(`| Refresh grant, one at a time (500) | ${spread(refreshTimes)} |`);
console.log(`| GET /api/pessoas with a token, one at a time (1,000) | ${spread(meTimes)} |`);
console.log(
  `Password grants at c=4 (autocannon, 10 s): ${grants.requests.average.toFixed(1)} per second`,
);
console.log(
  `GET /api/pessoas at c=16 (autocannon, 10 s): ${Math.round(me.requests.average)} requests/s`,
);
console.log(`load average (1/5/15 min) after: ${load()}`);
