/**
 * `npm run bench:profiles`: interest-profile matching and the alerts list on PostgreSQL
 * (issue 14: 100,000 patrons with profiles, 10,000 new titles imported → alerts in ≤ 10 s;
 * GET /solicitacoes/alertas p95 ≤ 10 ms).
 *
 * The database: BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/
 * estante_bench_profiles), created when missing and filled once with the search bench's
 * catalogue generator (BENCH_PROFILE_TITLES, 20,000 titles: the demo collection, its subjects,
 * authors, knowledge areas and libraries). Then, idempotently:
 * - BENCH_PROFILE_PATRONS (100,000) patrons `prof000001…`, one shared password hash, each with
 *   three profiles drawn from the catalogue — a subject and an author heading (index lists) and
 *   a knowledge area or a material type with languages — one in ten already expired;
 * - each run imports BENCH_PROFILE_NEW (10,000) new titles with copies through `saveRecords`
 *   in batches of 500, as `npm run import` stores them (the triggers queue them);
 * - and measures ONE matching pass over them (modules/interest-profiles/matching.ts): seconds,
 *   matches, alerts;
 * - then the API on a free port (memory index off: not measured here) and
 *   GET /api/solicitacoes/alertas (the last 30 days) for BENCH_PROFILE_READERS (50) patrons
 *   with alerts, each given 40 older alerts too, one call at a time (BENCH_PROFILE_CALLS,
 *   2,000): p50/p95/p99.
 * Prints the figures and writes bench/results/profiles-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WEB_CLIENT_ID } from '@estante/contract';
import { buildApp } from '../packages/server/src/app.ts';
import { localDay } from '../packages/server/src/circulation/calendar.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { passwordHasher } from '../packages/server/src/modules/auth/passwords.ts';
import { ARGON2_MINIMUM } from '../packages/server/src/modules/auth/settings.ts';
import { matchNewTitles } from '../packages/server/src/modules/interest-profiles/matching.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';
import { buildCatalogue, importTitles } from './search-catalogue.ts';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/estante_bench_profiles';
const TITLES = Number(process.env.BENCH_PROFILE_TITLES ?? 20_000);
const PATRONS = Number(process.env.BENCH_PROFILE_PATRONS ?? 100_000);
const NEW_TITLES = Number(process.env.BENCH_PROFILE_NEW ?? 10_000);
const READERS = Number(process.env.BENCH_PROFILE_READERS ?? 50);
const CALLS = Number(process.env.BENCH_PROFILE_CALLS ?? 2_000);
const PASSWORD = 'Bench-profiles-2026';
const TIME_ZONE = 'America/Sao_Paulo';

const percentile = (s: number[], p: number) =>
  s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
const seconds = (since: number) => (performance.now() - since) / 1000;

console.log(`cores ${os.cpus().length}, load average (1/5/15 min) before: ${load()}`);
const databaseUrl = new URL(SERVER_URL);
const databaseName = databaseUrl.pathname.slice(1);
{
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
}
const db = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: 'memory://' });
const client = new pg.Client({ connectionString: databaseUrl.toString() });
await client.connect();
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
) => (await client.query<T>(text, values)).rows;

let step = performance.now();
if (
  await buildCatalogue(db.kysely, TITLES, (done) =>
    process.stderr.write(`\rcatalogue: ${done.toLocaleString('en')} titles`),
  )
) {
  process.stderr.write(`\ncatalogue built in ${seconds(step).toFixed(0)} s\n`);
}
// What the catalogue held before the profiles is not news to them.
await q('delete from profile_pending');

// Patrons and their profiles, set-based (the service makes one patron's at a time).
const [{ n: have } = { n: '0' }] = await q<{ n: string }>(
  `select count(*) as n from person_login where login ~ '^prof[0-9]{6}$'`,
);
if (Number(have) < PATRONS) {
  step = performance.now();
  const hash = await passwordHasher(ARGON2_MINIMUM).hash(PASSWORD);
  const [{ id: category } = { id: 1 }] = await q<{ id: number }>(
    'select min(id) as id from patron_category',
  );
  const CHUNK = 20_000;
  for (let from = Number(have) + 1; from <= PATRONS; from += CHUNK) {
    const to = Math.min(PATRONS, from + CHUNK - 1);
    await q(
      `with p as (
         insert into person (name, email, receive_emails, password_hash, password_changed_at)
         select 'Bench reader ' || g, 'prof' || g || '@bench.estante', g % 2 = 0, $1, now()
         from generate_series($2::int, $3::int) g
         returning id, email)
       insert into person_login (person_id, login, category_id, description)
       select id, 'prof' || lpad(split_part(substr(email, 5), '@', 1), 6, '0'), $4, 'Bench'
       from p`,
      [hash, from, to, category],
    );
  }
  process.stderr.write(`patrons in ${seconds(step).toFixed(0)} s\n`);
}
// Three profiles for each patron who has none yet.
step = performance.now();
// Three profiles each: headings drawn by a hash of the patron, so the draw is repeatable.
await q(`
  with people as (
    select pl.person_id as id, substr(pl.login, 5)::int as n
    from person_login pl where pl.login ~ '^prof[0-9]{6}$'
      and not exists (select 1 from interest_profile p where p.person_id = pl.person_id)
  ), subjects as (
    select heading, row_number() over (order by sort_key) - 1 as i, count(*) over () as total
    from index_heading where kind = 'assunto'
  ), authors as (
    select heading, row_number() over (order by sort_key) - 1 as i, count(*) over () as total
    from index_heading where kind = 'autor'
  ), areas as (
    select id, row_number() over (order by id) - 1 as i, count(*) over () as total
    from knowledge_area
  )
  insert into interest_profile (person_id, kind, term, term_key, knowledge_area_id,
                                material_type, languages, valid_until)
  select p.id, 'subject', s.heading, discovery_fold(s.heading), null::int, null::text,
         '{}'::text[],
         current_date + case when p.n % 10 = 0 then -1 else 180 end
    from people p join subjects s on s.i = (p.n::bigint * 7919) % s.total
  union all
  select p.id, 'author', a.heading, discovery_fold(a.heading), null::int, null::text,
         '{}'::text[],
         current_date + 180
    from people p join authors a on a.i = (p.n::bigint * 104729) % a.total
  union all
  select p.id, 'area', null::text, null::text, k.id, null::text, '{}'::text[],
         current_date + 180
    from people p join areas k on k.i = (p.n::bigint * 31) % k.total where p.n % 2 = 0
  union all
  select p.id, 'material_type', null::text, null::text, null::int,
         (array['book', 'thesis', 'ebook', 'video', 'score'])[1 + p.n % 5],
         case when p.n % 3 = 0 then '{por}'::text[] else '{}'::text[] end, current_date + 180
    from people p where p.n % 2 = 1
  on conflict do nothing`);
process.stderr.write(`profiles in ${seconds(step).toFixed(0)} s\n`);
const [counts] = await q<{ patrons: string; profiles: string; expired: string }>(`
  select count(distinct person_id) as patrons, count(*) as profiles,
         count(*) filter (where valid_until < current_date) as expired
  from interest_profile`);

// The new titles, imported as `npm run import` stores them.
step = performance.now();
const round = Math.floor(Date.now() / 1000) % 1_000_000;
// BENCH_PROFILE_NEW=0 measures the alerts list alone (on the alerts of earlier runs).
if (NEW_TITLES > 0) await importTitles(db.kysely, NEW_TITLES, 500, round);
const importSeconds = seconds(step);
const [{ n: queued } = { n: '0' }] = await q<{ n: string }>(
  'select count(*) as n from profile_pending',
);
await q('analyze');

step = performance.now();
const matching = await matchNewTitles(db.kysely, { today: localDay(new Date(), TIME_ZONE) });
const matchingSeconds = seconds(step);
console.log(
  `matching: ${Number(queued).toLocaleString('en')} new titles against ` +
    `${Number(counts!.profiles).toLocaleString('en')} profiles of ` +
    `${Number(counts!.patrons).toLocaleString('en')} patrons ` +
    `(${Number(counts!.expired).toLocaleString('en')} expired) in ${matchingSeconds.toFixed(2)} s: ` +
    `${matching?.matches.toLocaleString('en')} matches, ${matching?.alerts.toLocaleString('en')} alerts ` +
    `(import took ${importSeconds.toFixed(0)} s)`,
);

// The alerts list over HTTP.
const readers = await q<{ login: string; person_id: number }>(
  `select pl.login, pl.person_id from person_login pl
   where pl.login ~ '^prof[0-9]{6}$'
     and exists (select 1 from alert a where a.person_id = pl.person_id)
   order by pl.login limit $1`,
  [READERS],
);
const olderAlerts = await q<{ n: string }>(
  `select count(*) as n from alert where person_id = any($1::int[]) and params->>'term' = 'Older'`,
  [readers.map((r) => r.person_id)],
);
if (Number(olderAlerts[0]?.n ?? 0) === 0)
  await q(
    `insert into alert (person_id, kind, params, created_at)
   select r, 'profile', jsonb_build_object('count', g, 'profileKind', 'subject', 'term', 'Older'),
          now() - (g || ' days')::interval
   from unnest($1::int[]) r, generate_series(1, 40) g`,
    [readers.map((r) => r.person_id)],
  );
if (readers.length === 0) throw new Error('no patron got an alert: nothing to list');
const app = await buildApp({
  db,
  rateLimits: GENEROUS_RATE_LIMITS,
  searchMemoryIndex: false,
  auth: {
    argon2: ARGON2_MINIMUM,
    accessTokenSeconds: 3600,
    throttle: { perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 300 },
  },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: string[] = [];
for (const reader of readers) {
  const res = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: reader.login,
      password: PASSWORD,
    }).toString(),
  });
  const json = (await res.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`sign-in ${reader.login}: ${res.status}`);
  tokens.push(json.access_token);
}
const today = localDay(new Date(), TIME_ZONE);
const from = localDay(new Date(Date.now() - 30 * 86_400_000), TIME_ZONE);
const times: number[] = [];
let listed = 0;
for (let i = 0; i < CALLS + 50; i++) {
  const started = performance.now();
  const res = await fetch(`${base}/api/solicitacoes/alertas?dataIni=${from}&dataFim=${today}`, {
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  });
  const body = (await res.json()) as { alertas?: unknown[] };
  if (res.status !== 200) throw new Error(`GET alertas: ${res.status}`);
  if (i >= 50) {
    times.push(performance.now() - started);
    listed += body.alertas?.length ?? 0;
  }
}
times.sort((a, b) => a - b);
// The floor of a private call on this machine now: the unread count (one index-only count).
const floor: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const started = performance.now();
  const res = await fetch(`${base}/api/solicitacoes/alertas/nao-lidas`, {
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  });
  await res.json();
  floor.push(performance.now() - started);
}
floor.sort((a, b) => a - b);
const unreadCall = { p50: percentile(floor, 50), p95: percentile(floor, 95) };
const list = {
  calls: times.length,
  alertsPerAnswer: listed / times.length,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
};
console.log(
  `GET /api/solicitacoes/alertas (30 days, ${list.alertsPerAnswer.toFixed(1)} alerts an answer, ` +
    `${readers.length} patrons): p50 ${list.p50.toFixed(2)} ms, p95 ${list.p95.toFixed(2)} ms, ` +
    `p99 ${list.p99.toFixed(2)} ms`,
);
console.log(
  `GET /api/solicitacoes/alertas/nao-lidas (the floor of a private call): ` +
    `p50 ${unreadCall.p50.toFixed(2)} ms, p95 ${unreadCall.p95.toFixed(2)} ms`,
);
console.log(`load average after: ${load()}`);
await app.close();
await client.end();
await db.close();

const results = {
  at: new Date().toISOString(),
  cores: os.cpus().length,
  catalogueTitles: TITLES,
  patrons: Number(counts!.patrons),
  profiles: Number(counts!.profiles),
  expiredProfiles: Number(counts!.expired),
  newTitles: Number(queued),
  importSeconds,
  matching: { seconds: matchingSeconds, ...matching },
  alertsList: list,
  unreadCall,
  targets: { matchingSeconds: 10, alertsListP95Ms: 10 },
  met: { matching: matchingSeconds <= 10, alertsList: list.p95 <= 10 },
};
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `profiles-${Date.now()}.json`), JSON.stringify(results, null, 2));
process.exit(results.met.matching && results.met.alertsList ? 0 : 1);
