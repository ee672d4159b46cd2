/**
 * The API over a PostgreSQL server that goes away: restarted three times under a load of
 * searches and title requests, the process keeps running, only requests during an outage fail
 * (503 in the error shape), and all succeed again within 5 s of the database being back. It
 * runs its own throw-away cluster (Debian's PostgreSQL binaries), so it can stop and start it;
 * the server the rest of the suite uses is never touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type Db } from './db/database.ts';
import { generateDemoCollection } from './demo/generate.ts';
import { GENEROUS_RATE_LIMITS } from './test-support/app.ts';

/** Debian's PostgreSQL binaries of the newest installed version. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = fs
    .readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error(`no PostgreSQL under ${root}: apt-get install postgresql`);
  return path.join(root, version, 'bin');
}

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
function asPostgres(command: string, args: string[]): string {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A load of visitors: searches and title requests, each outcome recorded with its time. */
function startLoad(baseUrl: string, titleIds: number[]) {
  const outcomes: { at: number; status: number; key?: string }[] = [];
  let running = true;
  const words = ['historia', 'educacao', 'brasil', 'ciencia', 'direito', 'saude'];
  const worker = async (n: number) => {
    for (let i = 0; running; i += 1) {
      const url =
        i % 2 === 0
          ? `${baseUrl}/api/consulta?termo=${words[(i + n) % words.length]}&page=1`
          : `${baseUrl}/api/acervo/${titleIds[(i * 7 + n) % titleIds.length]}`;
      try {
        const response = await fetch(url);
        const body = (await response.json().catch(() => ({}))) as { key?: string };
        outcomes.push({ at: Date.now(), status: response.status, key: body.key });
      } catch {
        outcomes.push({ at: Date.now(), status: 0 });
      }
      await sleep(20);
    }
  };
  const workers = Array.from({ length: 4 }, (_, n) => worker(n));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe('PostgreSQL restarted under load', () => {
  const bin = postgresBin();
  let dir: string;
  let port: number;
  let db: Db;
  let app: FastifyInstance;
  let baseUrl: string;
  let titleIds: number[];

  const pgCtl = (...args: string[]) =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-w', ...args]);

  // The server's output goes to a log file: left on our pipe, it would keep execFileSync
  // waiting for pg_ctl's output to end for as long as the server runs.
  const startServer = () =>
    pgCtl(
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-outage-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    port = await freePort();
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      path.join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    startServer();
    db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: 'memory://',
      statementTimeoutMs: 2_000,
    });
    await generateDemoCollection(db.background, { titles: 300 });
    titleIds = (await db.kysely.selectFrom('title').select('id').limit(50).execute()).map(
      (t) => t.id,
    );
    app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped by a failed test
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps answering: only requests during an outage fail, all succeed within 5 s after', async () => {
    const load = startLoad(baseUrl, titleIds);
    const backAt: number[] = [];
    try {
      await sleep(500);
      for (let round = 0; round < 3; round += 1) {
        pgCtl('-m', 'fast', 'stop');
        await sleep(700); // requests meet a database that is away
        startServer();
        backAt.push(Date.now());
        await sleep(5_500);
      }
    } finally {
      await load.stop();
    }

    const { outcomes } = load;
    const failures = outcomes.filter((o) => o.status !== 200);
    // The outages were seen, and answered in the error shape (never a dropped connection or 500).
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(['database_unavailable', 'query_timeout']).toContain(failure.key);
    }
    // 5 s after each restart, every request succeeds.
    for (const back of backAt) {
      const settled = outcomes.filter((o) => o.at > back + 5_000 && o.at < back + 5_500);
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.every((o) => o.status === 200)).toBe(true);
    }
    // Still the same process, still serving.
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);

  it('request statements are cut off after STATEMENT_TIMEOUT_MS (57014 → 503 query_timeout)', async () => {
    await expect(sql`select pg_sleep(5)`.execute(db.kysely)).rejects.toMatchObject({
      code: '57014',
    });
    // Background work (index builds, imports, the demo) has no statement timeout.
    await expect(sql`select pg_sleep(2.2)`.execute(db.background)).resolves.toBeDefined();
  }, 30_000);
});
