/**
 * `npm run bench:circulation`: the circulation engine over real HTTP on PostgreSQL (issue 13).
 *
 * The database: BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/
 * estante_bench_circulation), created and filled with BENCH_CIRCULATION_TITLES titles (1,000,000
 * by default; the search bench's generator, search-catalogue.ts) when it holds none — or, with
 * BENCH_CIRCULATION_DB=estante_bench_search, another bench's catalogue on the same server,
 * reused as it is. Either way the bench then adds, idempotently, what circulation needs:
 * migrations (run when the database is opened), a bench patron category and its policy,
 * national holidays, BENCH_PATRONS (100,000) patrons sharing one precomputed password hash, a
 * desk person (staff_role circulation), copies if the titles have too few available, and the
 * open loans of the renewal and pending-loans patrons (reset to the same state every run).
 *
 * It starts the API on a free port over that database (memory index built, cache on, as
 * `npm start`) in a process of its own (circulation-server.ts: its CPU is reported apart from
 * this client's; BENCH_CPU_PROFILE=<dir> writes its V8 profiles) and measures:
 * 1. POST /api/emprestimo/renovacao of a patron's 20 open loans, one call at a time, each
 *    call a different patron (RENEWAL_CALLS, 250): p50/p95/p99, every item must be renewed;
 * 2. POST /api/balcao/emprestimo then POST /api/balcao/devolucao by the desk person at
 *    concurrency 8 for BENCH_CIRCULATION_SECONDS (30): operations per second and p50/p95 of
 *    each call; every worker has its own patrons and copies, so nothing collides;
 * 3. GET /api/emprestimo/titulos-pendentes at concurrency 8 for 210 patrons with 0–20 open
 *    loans (10 of each count): p50/p95/p99, also by loan count;
 * 4. while (2) runs, relevance searches (GET /api/consulta, one at a time) against the same
 *    searches with the server idle; then whether a title's availability in the results follows
 *    a check-out and a check-in at once, and whether the search change counter stayed still.
 * Prints a table and writes bench/results/circulation-<time>.json.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WEB_CLIENT_ID } from '@estante/contract';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { passwordHasher } from '../packages/server/src/modules/auth/passwords.ts';
import { ARGON2_MINIMUM } from '../packages/server/src/modules/auth/settings.ts';
import { bareGetClient, inflated } from './circulation-client.ts';
import { buildCatalogue } from './search-catalogue.ts';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/estante_bench_circulation';
const TITLES = Number(process.env.BENCH_CIRCULATION_TITLES ?? 1_000_000);
const PATRONS = Number(process.env.BENCH_PATRONS ?? 100_000);
const SECONDS = Number(process.env.BENCH_CIRCULATION_SECONDS ?? 30);
const CONCURRENCY = 8;
/**
 * BENCH_PHASES (comma-separated, default all): `renewal`, `desk` (check-out/check-in with the
 * searches, idle and meanwhile, and the freshness check) and `pending` (titulos-pendentes), to
 * run one alone while working on it. Without `desk` the server builds no memory index (no
 * search runs), which saves over a minute at 1M titles.
 */
const PHASES = new Set(
  (process.env.BENCH_PHASES ?? 'renewal,desk,pending').split(',').map((p) => p.trim()),
);
const RENEWAL_ITEMS = 20;
const RENEWAL_CALLS = 250;
const RENEWAL_WARMUP = 10;
/** Logins bench000001…: renewal patrons, then pending-loans patrons, then desk patrons. */
const RENEWAL_FIRST = 1;
const PENDING_FIRST = 1001;
const PENDING_PATRONS = 210; // 10 patrons of each count of open loans, 0 to 20
const DESK_FIRST = 2001;
const DESK_PATRONS = 2000;
const DESK_COPIES = 2400;
const PENDING_REQUESTS = 3000;
/** The bench's patron category (not one of migration 0012's) and its policy. */
const BENCH_CATEGORY = 90;
const PASSWORD = 'Bench-circulation-2026';
const STAFF_LOGIN = 'benchdesk';

if (PATRONS < DESK_FIRST + DESK_PATRONS) {
  console.error(`BENCH_PATRONS must be at least ${DESK_FIRST + DESK_PATRONS}`);
  process.exit(2);
}

const login = (n: number) => `bench${String(n).padStart(6, '0')}`;
const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
const stats = (times: number[]) => {
  const s = sorted(times);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
  };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

const databaseUrl = new URL(SERVER_URL);
if (process.env.BENCH_CIRCULATION_DB) databaseUrl.pathname = `/${process.env.BENCH_CIRCULATION_DB}`;
const databaseName = databaseUrl.pathname.slice(1);
const reuse = Boolean(process.env.BENCH_CIRCULATION_DB);

console.log(`cores ${os.cpus().length}, load average (1/5/15 min) before: ${load()}`);
{
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (exists.rowCount === 0) {
    if (reuse) throw new Error(`BENCH_CIRCULATION_DB: no database ${databaseName}`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
  }
  await admin.end();
}
// Opening it runs the migrations (circulation's among them) as the server's start does.
const db = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: 'memory://' });
const started = performance.now();
const built = await buildCatalogue(db.background, TITLES, (done) =>
  process.stderr.write(`\rbuilding: ${done.toLocaleString('en')} titles`),
);
if (built)
  process.stderr.write(`\nbuilt in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

const client = new pg.Client({ connectionString: databaseUrl.toString() });
await client.connect();
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
) => (await client.query<T>(text, values)).rows;
const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await q<T>(text, values))[0]!;

const setupStarted = performance.now();
const step = (what: string) =>
  process.stderr.write(
    `setup: ${what} (${((performance.now() - setupStarted) / 1000).toFixed(0)} s)\n`,
  );

// Policies: the demo's default when the database has none, and the bench category's own
// (20 loans, 3 renewals of 14 days) — plain rows of loan_policy, as the demo seeds them.
const policy = {
  loan_days: 14,
  max_loans: 5,
  renewals: 3,
  renewal_days: 14,
  hold_limit: 5,
  pickup_days: 3,
  fine_per_day_cents: 100,
  suspension_days_per_day: 0,
  grace_days: 1,
  debt_limit_cents: 1000,
};
const policyColumns = Object.keys(policy).join(', ');
const policyValues = (values: Record<string, number>) =>
  Object.keys(policy)
    .map((key) => String(values[key]))
    .join(', ');
if (Number((await one<{ n: string }>('select count(*) as n from loan_policy')).n) === 0) {
  await q(`insert into loan_policy (${policyColumns}) values (${policyValues(policy)})`);
}
await q(
  `insert into patron_category (id, key, name, login_suffix, position)
   values ($1, 'bench', 'Bench patron', null, $1) on conflict (id) do nothing`,
  [BENCH_CATEGORY],
);
await q(
  `insert into loan_policy (category_id, ${policyColumns})
   values (${BENCH_CATEGORY}, ${policyValues({ ...policy, max_loans: RENEWAL_ITEMS })})
   on conflict do nothing`,
);
// National holidays (the demo's list) for the due-date calendar.
await q(
  `insert into library_closure (library_id, day, reason)
   select null, make_date(y, m, d), 'feriado'
   from generate_series(extract(year from current_date)::int - 1,
                        extract(year from current_date)::int + 1) y,
        (values (1, 1), (4, 21), (5, 1), (9, 7), (10, 12), (11, 2), (11, 15), (11, 20), (12, 25))
          as h (m, d)
   on conflict do nothing`,
);

// Patrons: one shared hash, made once at the least argon2id cost the server accepts (the server
// below is configured with that cost, so signing in does not rehash).
const have = Number(
  (
    await one<{ n: string }>(
      `select count(*) as n from person_login where base = 'local' and login ~ '^bench[0-9]{6}$'`,
    )
  ).n,
);
if (have < PATRONS) {
  const hash = await passwordHasher(ARGON2_MINIMUM).hash(PASSWORD);
  const CHUNK = 20_000;
  for (let from = have + 1; from <= PATRONS; from += CHUNK) {
    const to = Math.min(PATRONS, from + CHUNK - 1);
    await q(
      `with p as (
         insert into person (name, email, password_hash, password_changed_at)
         select 'Bench patron ' || g, 'bench' || g || '@bench.estante', $1, now()
         from generate_series($2::int, $3::int) g
         returning id, email)
       insert into person_login (person_id, login, category_id, description)
       select id, 'bench' || lpad(split_part(substr(email, 6), '@', 1), 6, '0'), $4, 'Bench'
       from p`,
      [hash, from, to, BENCH_CATEGORY],
    );
    step(`patrons ${to.toLocaleString('en')}`);
  }
}
if (
  (await q(`select 1 from person_login where base = 'local' and login = $1`, [STAFF_LOGIN]))
    .length === 0
) {
  const hash = await passwordHasher(ARGON2_MINIMUM).hash(PASSWORD);
  await q(
    `with p as (insert into person (name, email, staff_role, password_hash, password_changed_at)
       values ('Bench desk', 'benchdesk@bench.estante', 'circulation', $1, now()) returning id)
     insert into person_login (person_id, login, category_id) select id, $2, 9 from p`,
    [hash, STAFF_LOGIN],
  );
}
// The bench patrons are never blocked or suspended, and owe nothing.
await q(
  `update person set blocked = false, failed_attempts = 0
   where id in (select person_id from person_login where login like 'bench%') and blocked`,
);

// Copies the bench may lend: normal loan type, available, of titles nobody holds.
const lendableAs = (c: string) => `${c}.loan_type = 'normal' and ${c}.status = 'available'
  and not exists (select 1 from hold h where h.title_id = ${c}.title_id
                  and h.status in ('queue', 'ready'))`;
const lendable = lendableAs('c');

// A run stopped halfway leaves desk loans open: take them back first.
await q(
  `with back as (
     update loan set returned_at = now()
     where returned_at is null and person_id in
       (select person_id from person_login where login >= $1 and login <= $2)
     returning copy_id)
   update copy set status = 'available', due_on = null where id in (select copy_id from back)`,
  [login(DESK_FIRST), login(DESK_FIRST + DESK_PATRONS - 1)],
);

const loansWanted = RENEWAL_ITEMS * (RENEWAL_CALLS + RENEWAL_WARMUP) + 10 * 210;
const available = Number(
  (await one<{ n: string }>(`select count(*) as n from copy c where ${lendable}`)).n,
);
if (available < loansWanted + DESK_COPIES) {
  // Too few: a copy more for the first titles (statement triggers log them for the index).
  const missing = loansWanted + DESK_COPIES - available;
  await q(
    `insert into copy (title_id, library_id, barcode, loan_type, status)
     select t.id, (select min(id) from library), 'BENCHC' || t.id, 'normal', 'available'
     from title t where t.network_institution_id is null
       and not exists (select 1 from copy c where c.barcode = 'BENCHC' || t.id)
     order by t.id limit $1`,
    [missing],
  );
  step(`${missing} copies added`);
}

// Open loans of the renewal and pending-loans patrons: made when missing, reset every run
// (due in 7 days, never renewed) so that every renewal call renews all 20 items.
await q(
  `with want as (
     select pl.person_id, pl.id as login_id, g
     from person_login pl
     cross join lateral generate_series(1,
       case when pl.login < $2 then $4::int else (substr(pl.login, 6)::int - $5) % 21 end) g
     where pl.base = 'local' and pl.login >= $1 and pl.login < $3
       and g > (select count(*) from loan l where l.person_id = pl.person_id
                and l.returned_at is null)),
   slots as (select *, row_number() over (order by person_id, g) as rn from want),
   free as (
     select c.id, c.library_id, row_number() over (order by c.id) as rn
     from copy c where ${lendable} and c.id not in
       (select c2.id from copy c2 where ${lendableAs('c2')}
        order by c2.id desc limit ${DESK_COPIES})
     order by c.id limit (select count(*) from want)),
   made as (
     insert into loan (copy_id, person_id, login_id, library_id, loaned_at, due_on)
     select f.id, s.person_id, s.login_id, f.library_id, now() - interval '7 days',
            current_date + 7
     from slots s join free f using (rn)
     returning copy_id, due_on)
   update copy set status = 'on_loan', due_on = made.due_on from made where copy.id = made.copy_id`,
  [
    login(RENEWAL_FIRST),
    login(RENEWAL_FIRST + RENEWAL_CALLS + RENEWAL_WARMUP),
    login(PENDING_FIRST + PENDING_PATRONS),
    RENEWAL_ITEMS,
    PENDING_FIRST,
  ],
);
await q(
  `with reset as (
     update loan set due_on = current_date + 7, renewals = 0
     where returned_at is null and person_id in
       (select person_id from person_login where login >= $1 and login < $2)
     returning copy_id, due_on)
   update copy set due_on = reset.due_on from reset where copy.id = reset.copy_id`,
  [login(RENEWAL_FIRST), login(PENDING_FIRST + PENDING_PATRONS)],
);
// The desk's copies: the last lendable ones, a slice per worker.
const deskCopies = await q<{ barcode: string; title_id: number }>(
  `select c.barcode, c.title_id from copy c where ${lendable} order by c.id desc limit $1`,
  [DESK_COPIES],
);
// The loan ids of each renewal patron, and the pending-loans patrons' counts.
const renewalLoans = new Map<string, number[]>();
for (const row of await q<{ login: string; ids: number[] }>(
  `select pl.login, array_agg(l.id order by l.id) as ids
   from person_login pl join loan l on l.person_id = pl.person_id and l.returned_at is null
   where pl.login >= $1 and pl.login < $2 group by pl.login`,
  [login(RENEWAL_FIRST), login(RENEWAL_FIRST + RENEWAL_CALLS + RENEWAL_WARMUP)],
)) {
  renewalLoans.set(row.login, row.ids);
}
await q('analyze loan; analyze copy; analyze person; analyze person_login');
step('done');

const size = await one<{ titles: number; copies: number; people: number; bytes: string }>(
  `select (select count(*)::int from title) as titles, (select count(*)::int from copy) as copies,
     (select count(*)::int from person) as people,
     pg_database_size(current_database())::text as bytes`,
);
const searchCounter = async () =>
  (await one<{ v: string }>('select last_value::text as v from search_changes')).v;
console.log(
  `PostgreSQL ${databaseName}: ${size.titles.toLocaleString('en')} titles, ` +
    `${size.copies.toLocaleString('en')} copies, ${size.people.toLocaleString('en')} people, ` +
    `${(Number(size.bytes) / 2 ** 30).toFixed(2)} GiB; setup ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
);

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

// In a process of its own (bench/circulation-server.ts): its CPU is counted apart from this
// client's, and answering never waits for the client's own work on the same event loop.
const server = fork(path.join(import.meta.dirname, 'circulation-server.ts'), [
  databaseUrl.toString(),
]);
/** Sends `type` to the server and waits for its answer of type `answer`. */
function ask<T>(type: string, answer: string, extra: object = {}): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: { type: string }) => {
      if (message.type !== answer) return;
      server.off('message', listen);
      resolve(message as T);
    };
    server.on('message', listen);
    if (type) server.send({ type, ...extra });
  });
}
const { base, indexSeconds } = await ask<{ base: string; indexSeconds: number }>('', 'listening');
/** The server's CPU time (user + system) so far, in ms. */
const serverUsage = async () => (await ask<{ usage: NodeJS.CpuUsage }>('cpu', 'cpu')).usage;
const serverCpuMs = async () => {
  const usage = await serverUsage();
  return (usage.user + usage.system) / 1000;
};
/** The kernel's part (system time, ms a request) of a process's CPU between two readings. */
const kernelMs = (start: NodeJS.CpuUsage, end: NodeJS.CpuUsage, ops: number) =>
  (end.system - start.system) / 1000 / ops;
/**
 * CPU time (ms) of the PostgreSQL backends serving this database, from /proc (the server runs
 * on this machine; the API's pooled connections stay open through a phase). Null when /proc
 * cannot be read (a remote server).
 */
async function postgresCpuMs(): Promise<number | null> {
  const pids = await q<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  let ticks = 0;
  try {
    for (const { pid } of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
const perOp = (start: number | null, end: number | null, ops: number) =>
  start === null || end === null ? null : (end - start) / ops;
const clientCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
/** With BENCH_CPU_PROFILE=<dir>, a V8 CPU profile of the server during `work`. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return work();
  mkdirSync(dir, { recursive: true });
  await ask('profile-start', 'profile-started');
  const value = await work();
  await ask('profile-stop', 'profile-stopped', {
    file: path.join(dir, `circulation-${name}.cpuprofile`),
  });
  return value;
}

// The client: node:http over kept-alive connections rather than fetch, whose own CPU (≈ 1 ms
// a request here) shared the two cores with the server and PostgreSQL. It asks for what fetch
// asks for (Accept-Encoding: gzip, deflate), so the server compresses as before, and inflates.
// The address is taken apart once, not parsed from a URL string for every request, and a
// GET's headers are built once per token (the pending-loans phase asks 8 × 3,630 times for the
// same 50 patrons): the client shares the two cores with the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const { hostname, port } = new URL(base);
const getHeaders = new Map<string | null, http.OutgoingHttpHeaders>();
function headersOf(token: string | null, payload: string | undefined): http.OutgoingHttpHeaders {
  if (payload === undefined) {
    let headers = getHeaders.get(token);
    if (!headers) {
      headers = {
        'accept-encoding': 'gzip, deflate',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      getHeaders.set(token, headers);
    }
    return headers;
  }
  return {
    'accept-encoding': 'gzip, deflate',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  };
}
function call(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: url, method, agent, headers: headersOf(token, payload) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = inflated(raw, res.headers['content-encoding']);
            resolve({ status: res.statusCode!, json: text ? (JSON.parse(text) as unknown) : null });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username,
      password: PASSWORD,
    }).toString(),
  });
  const json = (await res.json()) as { access_token?: string };
  if (!res.ok || !json.access_token) throw new Error(`sign-in ${username}: ${res.status}`);
  return json.access_token;
}

/** Runs `work` over `items` with `workers` at a time; answers the results in order. */
async function pool<T, R>(items: T[], workers: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

const renewalLogins = range(RENEWAL_FIRST, RENEWAL_CALLS + RENEWAL_WARMUP).map(login);
const pendingLogins = range(PENDING_FIRST, PENDING_PATRONS).map(login);
const signInStarted = performance.now();
const tokens = new Map<string, string>();
const signInLogins = [
  ...(PHASES.has('desk') ? [STAFF_LOGIN] : []),
  ...(PHASES.has('renewal') ? renewalLogins : []),
  ...(PHASES.has('pending') ? pendingLogins : []),
];
await pool(signInLogins, 2, async (name) => {
  tokens.set(name, await signIn(name));
});
const staffToken = tokens.get(STAFF_LOGIN) ?? '';
process.stderr.write(
  `signed in ${tokens.size} people in ${((performance.now() - signInStarted) / 1000).toFixed(0)} s\n`,
);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await work();
  return [performance.now() - t0, value];
}

// ---------------------------------------------------------------------------------------------
// Searches (idle, then during the desk load)
// ---------------------------------------------------------------------------------------------

/** A few relevance searches: phrases of the desk copies' titles, and common words. */
const titleRows = await q<{ title: string }>(
  `select t.title from title t where t.id = any($1::int[]) order by t.id limit 20`,
  [deskCopies.map((c) => c.title_id)],
);
const searches = [
  ...titleRows.map((r) => r.title.split(/\s+/).slice(0, 4).join(' ')),
  'historia do brasil',
  'educacao',
  'direito constitucional',
  'saude publica',
  'engenharia civil',
  'ciencia politica',
].map((term) => `/api/consulta?termo=${encodeURIComponent(term)}&ordenacao=relevancia`);

async function searchOnce(url: string): Promise<number> {
  const [t, res] = await timed(() => call('GET', url, null));
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return t;
}

const searchIdle: number[] = [];
if (PHASES.has('desk')) {
  for (const url of searches) await searchOnce(url); // warm-up
  for (let round = 0; round < 5; round++) {
    for (const url of searches) searchIdle.push(await searchOnce(url));
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Renewal of 20 items
// ---------------------------------------------------------------------------------------------

const renewalTimes: number[] = [];
let renewalRefused = 0;
for (const [i, name] of PHASES.has('renewal') ? renewalLogins.entries() : []) {
  const ids = renewalLoans.get(name) ?? [];
  if (ids.length !== RENEWAL_ITEMS) throw new Error(`${name}: ${ids.length} open loans`);
  const [t, res] = await timed(() =>
    call('POST', '/api/emprestimo/renovacao', tokens.get(name)!, { emprestimos: ids }),
  );
  if (res.status !== 200)
    throw new Error(`renewal ${name}: ${res.status} ${JSON.stringify(res.json)}`);
  const results = (res.json as { resultados: { renovado: boolean }[] }).resultados;
  renewalRefused += results.filter((r) => !r.renovado).length;
  if (i >= RENEWAL_WARMUP) renewalTimes.push(t);
}

// ---------------------------------------------------------------------------------------------
// 2 and 4. Check-out then check-in at c=8, searches meanwhile
// ---------------------------------------------------------------------------------------------

const counterBefore = await searchCounter();
const checkoutTimes: number[] = [];
const checkinTimes: number[] = [];
const failures: string[] = [];
const searchBusy: number[] = [];
let running = PHASES.has('desk');
const deskServerCpu = await serverCpuMs();
const deskPostgresCpu = await postgresCpuMs();
const deskClientCpu = clientCpuMs();
const deskStarted = performance.now();
const searching = (async () => {
  let i = 0;
  while (running) searchBusy.push(await searchOnce(searches[i++ % searches.length]!));
})();
await profiled('desk', () =>
  Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const copies = deskCopies.filter((_, i) => i % CONCURRENCY === worker);
      const patrons = range(DESK_FIRST, DESK_PATRONS)
        .filter((_, i) => i % CONCURRENCY === worker)
        .map(login);
      let n = 0;
      while (running && performance.now() - deskStarted < SECONDS * 1000) {
        const copy = copies[n % copies.length]!;
        const patron = patrons[n % patrons.length]!;
        n += 1;
        const [tOut, out] = await timed(() =>
          call('POST', '/api/balcao/emprestimo', staffToken, {
            usuario: patron,
            codigo_barras: copy.barcode,
          }),
        );
        if (out.status !== 201) {
          failures.push(`checkout ${out.status} ${JSON.stringify(out.json)}`);
          continue;
        }
        checkoutTimes.push(tOut);
        const [tIn, back] = await timed(() =>
          call('POST', '/api/balcao/devolucao', staffToken, { codigo_barras: copy.barcode }),
        );
        if (back.status !== 200) {
          failures.push(`checkin ${back.status} ${JSON.stringify(back.json)}`);
          continue;
        }
        checkinTimes.push(tIn);
      }
    }),
  ),
);
const deskSeconds = (performance.now() - deskStarted) / 1000;
// CPU per desk operation of the server and of this client (the searches meanwhile included):
// less sensitive than latency to what else the machine runs.
const deskOps = checkoutTimes.length + checkinTimes.length;
const deskCpuMs = {
  server: (await serverCpuMs()) - deskServerCpu,
  client: clientCpuMs() - deskClientCpu,
  postgresPerOp: perOp(deskPostgresCpu, await postgresCpuMs(), deskOps),
};
running = false;
await searching;
const counterAfter = await searchCounter();

// Fresh availability: a title's count in the results follows a check-out and a check-in.
interface Found {
  consulta: { data: { cod_acervo: number; disponibilidade: { disponiveis: number } }[] };
}
async function availabilityInSearch(titleId: number, term: string): Promise<number | null> {
  const res = await call(
    'GET',
    `/api/consulta?termo=${encodeURIComponent(`"${term}"`)}&ordenacao=relevancia&tamanho=100`,
    null,
  );
  const hit = (res.json as Found).consulta.data.find((r) => r.cod_acervo === titleId);
  return hit ? hit.disponibilidade.disponiveis : null;
}
let freshness = 'not checked (title not found by its own title)';
for (const copy of PHASES.has('desk') ? deskCopies.slice(0, 20) : []) {
  const { title } = await one<{ title: string }>('select title from title where id = $1', [
    copy.title_id,
  ]);
  const before = await availabilityInSearch(copy.title_id, title);
  if (before === null) continue;
  const out = await call('POST', '/api/balcao/emprestimo', staffToken, {
    usuario: login(DESK_FIRST),
    codigo_barras: copy.barcode,
  });
  const during = await availabilityInSearch(copy.title_id, title);
  await call('POST', '/api/balcao/devolucao', staffToken, { codigo_barras: copy.barcode });
  const after = await availabilityInSearch(copy.title_id, title);
  const fresh = out.status === 201 && during === before - 1 && after === before;
  freshness = `${fresh ? 'fresh' : 'STALE'}: available ${before} → ${during} after check-out → ${after} after check-in (title ${copy.title_id})`;
  break;
}

// ---------------------------------------------------------------------------------------------
// 3. GET /api/emprestimo/titulos-pendentes at c=8
// ---------------------------------------------------------------------------------------------

const pendingCount = (name: string) => (Number(name.slice(5)) - PENDING_FIRST) % 21;
const pendingPhase = PHASES.has('pending');
// Bare HTTP/1.1 over kept-alive sockets (bench/circulation-client.ts): the same requests and
// answers as `call`, at a fraction of node:http's client CPU on the cores the server uses.
const pendingClient = bareGetClient(base, '/api/emprestimo/titulos-pendentes');
// Warm-up at c=8 (enough for the JIT when this phase runs alone, BENCH_PHASES=pending).
await pool(
  pendingPhase ? pendingLogins.concat(pendingLogins, pendingLogins) : [],
  CONCURRENCY,
  (name) => pendingClient.get(tokens.get(name)!),
);
const pendingTimes: { loans: number; t: number }[] = [];
const pendingServerUsage = await serverUsage();
const pendingServerCpu = (pendingServerUsage.user + pendingServerUsage.system) / 1000;
const pendingPostgresCpu = await postgresCpuMs();
const pendingClientUsage = process.cpuUsage();
const pendingClientCpu = clientCpuMs();
const pendingStarted = performance.now();
await profiled('pending', () =>
  pool(
    Array.from(
      { length: pendingPhase ? PENDING_REQUESTS : 0 },
      (_, i) => pendingLogins[(i * 7) % pendingLogins.length]!,
    ),
    CONCURRENCY,
    async (name) => {
      const [t, res] = await timed(() => pendingClient.get(tokens.get(name)!));
      if (res.status !== 200) throw new Error(`titulos-pendentes ${name}: ${res.status}`);
      if ((res.json as unknown[]).length !== pendingCount(name)) {
        throw new Error(
          `${name}: ${(res.json as unknown[]).length} loans, not ${pendingCount(name)}`,
        );
      }
      pendingTimes.push({ loans: pendingCount(name), t });
    },
  ),
);
const pendingRate = PENDING_REQUESTS / ((performance.now() - pendingStarted) / 1000);
const pendingCpuMs = {
  server: ((await serverCpuMs()) - pendingServerCpu) / PENDING_REQUESTS,
  client: (clientCpuMs() - pendingClientCpu) / PENDING_REQUESTS,
  // Of those, the kernel's (mostly loopback TCP: sending an answer wakes the other side).
  serverKernel: kernelMs(pendingServerUsage, await serverUsage(), PENDING_REQUESTS),
  clientKernel: kernelMs(pendingClientUsage, process.cpuUsage(), PENDING_REQUESTS),
  postgres: perOp(pendingPostgresCpu, await postgresCpuMs(), PENDING_REQUESTS),
};
// The same one at a time: at c=8 a call also waits for the 7 others on 2 cores.
const pendingAlone: number[] = [];
for (let i = 0; i < (pendingPhase ? 500 : 0); i++) {
  const name = pendingLogins[(i * 7) % pendingLogins.length]!;
  pendingAlone.push((await timed(() => pendingClient.get(tokens.get(name)!)))[0]);
}
pendingClient.close();

server.send({ type: 'close' });
await new Promise((resolve) => server.once('exit', resolve));
await client.end();
await db.close();

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const renewal = stats(renewalTimes);
const checkout = stats(checkoutTimes);
const checkin = stats(checkinTimes);
const opsPerSecond = (checkoutTimes.length + checkinTimes.length) / deskSeconds;
const pending = stats(pendingTimes.map((p) => p.t));
const pendingBy = (low: number, high: number) =>
  stats(pendingTimes.filter((p) => p.loans >= low && p.loans <= high).map((p) => p.t));
const alone = stats(pendingAlone);
const idle = stats(searchIdle);
const busy = stats(searchBusy);
const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');
const rows = [
  [
    `Renewal of ${RENEWAL_ITEMS} items, one call at a time (${renewal.n} calls)`,
    ms(renewal.p50),
    ms(renewal.p95),
    ms(renewal.p99),
    `p95 ≤ 100 ms: ${verdict(renewal.p95 <= 100)}`,
  ],
  [
    `Check-out (POST /balcao/emprestimo), c=${CONCURRENCY}`,
    ms(checkout.p50),
    ms(checkout.p95),
    ms(checkout.p99),
    `${checkout.n} in ${deskSeconds.toFixed(0)} s`,
  ],
  [
    `Check-in (POST /balcao/devolucao), c=${CONCURRENCY}`,
    ms(checkin.p50),
    ms(checkin.p95),
    ms(checkin.p99),
    `${checkin.n} in ${deskSeconds.toFixed(0)} s`,
  ],
  [
    `Check-out + check-in throughput, c=${CONCURRENCY}`,
    '—',
    '—',
    '—',
    `**${opsPerSecond.toFixed(0)} ops/s** (≥ 200: ${verdict(opsPerSecond >= 200)}); ` +
      `CPU an op: server ${(deskCpuMs.server / deskOps).toFixed(2)} ms, ` +
      `client ${(deskCpuMs.client / deskOps).toFixed(2)} ms, PostgreSQL ` +
      `${deskCpuMs.postgresPerOp?.toFixed(2) ?? '?'} ms`,
  ],
  [
    `GET /emprestimo/titulos-pendentes, c=${CONCURRENCY}, 0–20 loans (${pending.n})`,
    ms(pending.p50),
    ms(pending.p95),
    ms(pending.p99),
    `p95 ≤ 10 ms: ${verdict(pending.p95 <= 10)}; ${pendingRate.toFixed(0)} requests/s; CPU a ` +
      `request: server ${pendingCpuMs.server.toFixed(2)} ms (kernel ${pendingCpuMs.serverKernel.toFixed(2)}), ` +
      `client ${pendingCpuMs.client.toFixed(2)} ms (kernel ${pendingCpuMs.clientKernel.toFixed(2)}), ` +
      `PostgreSQL ${pendingCpuMs.postgres?.toFixed(2) ?? '?'} ms`,
  ],
  ...[
    [0, 0],
    [1, 10],
    [11, 20],
  ].map(([low, high]) => {
    const s = pendingBy(low!, high!);
    return [
      `… patrons with ${low === high ? low : `${low}–${high}`} loans (${s.n})`,
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      '',
    ];
  }),
  [
    `GET /emprestimo/titulos-pendentes, one at a time (${alone.n})`,
    ms(alone.p50),
    ms(alone.p95),
    ms(alone.p99),
    '',
  ],
  [
    `Relevance search, server otherwise idle (${idle.n})`,
    ms(idle.p50),
    ms(idle.p95),
    ms(idle.p99),
    '',
  ],
  [
    `Relevance search during check-out/check-in (${busy.n})`,
    ms(busy.p50),
    ms(busy.p95),
    ms(busy.p99),
    `search change counter ${counterBefore} → ${counterAfter}`,
  ],
];
const table = [
  '| Measure | p50 | p95 | p99 | Note |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const summary = [
  `PostgreSQL database ${databaseName}: ${size.titles.toLocaleString('en')} titles, ` +
    `${size.copies.toLocaleString('en')} copies, ${size.people.toLocaleString('en')} people, ` +
    `${(Number(size.bytes) / 2 ** 30).toFixed(2)} GiB; memory index built in ${indexSeconds.toFixed(0)} s`,
  table,
  `Renewal items refused: ${renewalRefused}; desk failures: ${failures.length}` +
    (failures.length ? ` (first: ${failures[0]})` : ''),
  `Search availability after a check-out and a check-in: ${freshness}`,
  `load average (1/5/15 min) after: ${load()}`,
].join('\n');
console.log(summary);

const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `circulation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      phases: [...PHASES],
      database: { name: databaseName, reused: reuse, ...size },
      cores: os.cpus().length,
      loadAfter: os.loadavg(),
      indexSeconds,
      renewal: { ...renewal, items: RENEWAL_ITEMS, refused: renewalRefused },
      checkout,
      checkin,
      desk: {
        seconds: deskSeconds,
        opsPerSecond,
        serverCpuMs: deskCpuMs.server,
        clientCpuMs: deskCpuMs.client,
        postgresCpuMsPerOp: deskCpuMs.postgresPerOp,
        concurrency: CONCURRENCY,
        failures: failures.length,
      },
      pending: {
        all: pending,
        none: pendingBy(0, 0),
        oneToTen: pendingBy(1, 10),
        elevenToTwenty: pendingBy(11, 20),
        requestsPerSecond: pendingRate,
        cpuMsPerRequest: pendingCpuMs,
        oneAtATime: alone,
      },
      search: { idle, duringDesk: busy, counterBefore, counterAfter, freshness },
      table,
    },
    null,
    2,
  ),
);
console.log(`results: ${path.relative(process.cwd(), file)}`);
if (renewalRefused > 0 || failures.length > 0 || freshness.startsWith('STALE'))
  process.exitCode = 1;
