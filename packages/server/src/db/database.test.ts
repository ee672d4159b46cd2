import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { DatabaseUnavailableError, openDatabase, type Db } from './database.ts';

const run = promisify(execFile);
const mainTs = path.join(repoRoot, 'packages/server/src/main.ts');

describe('database layer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('has the catalogue schema with Portuguese, accent-folding search documents', async () => {
    await db.kysely
      .insertInto('title')
      .values({
        marc: JSON.stringify({ leader: '00000nam a2200000 a 4500', fields: [] }),
        title: 'Educação das crianças',
        authors: ['Freire, Paulo'],
        subjects: ['Pedagogia'],
        material_type: 'book',
        search_extra: 'Vozes',
      })
      .execute();
    const found = await db.kysely
      .selectFrom('title')
      .select('title')
      .where(sql<boolean>`search @@ websearch_to_tsquery('estante_pt', 'educacao crianca')`)
      .execute();
    expect(found.map((r) => r.title)).toEqual(['Educação das crianças']);
    const byAuthor = await db.kysely
      .selectFrom('title')
      .select('title')
      .where(sql<boolean>`search @@ websearch_to_tsquery('estante_simple', 'freire')`)
      .execute();
    expect(byAuthor).toHaveLength(1);
  });

  it('survives a connection the server ends while it is idle, and answers the next query', async () => {
    // Two pooled connections, then the server ends every one but the asking one (as a server
    // restart or DROP DATABASE … WITH (FORCE) does): the idle one fails while nobody uses it.
    await Promise.all([
      sql`select pg_sleep(0.05)`.execute(db.kysely),
      sql`select pg_sleep(0.05)`.execute(db.kysely),
    ]);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(db.kysely);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(rows[0]?.one).toBe(1);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('campus').values({ name: 'Campus Rollback' }).execute();
        await trx.insertInto('campus').values({ name: 'Campus Rollback' }).execute(); // unique
      }),
    ).rejects.toThrow();
    const rows = await db.kysely
      .selectFrom('campus')
      .where('name', '=', 'Campus Rollback')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps copy status and due date consistent', async () => {
    const campus = await db.kysely
      .insertInto('campus')
      .values({ name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const library = await db.kysely
      .insertInto('library')
      .values({
        campus_id: campus.id,
        name: 'L',
        acronym: null,
        email: null,
        phone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const title = await db.kysely.selectFrom('title').select('id').executeTakeFirstOrThrow();
    const copy = {
      title_id: title.id,
      library_id: library.id,
      call_number: null,
      location: null,
      collection: null,
      volume: null,
      tome: null,
      part: null,
      acquired_on: null,
      loan_type: 'normal' as const,
    };
    await expect(
      db.kysely
        .insertInto('copy')
        .values({ ...copy, barcode: 'X1', status: 'on_loan', due_on: null })
        .execute(),
    ).rejects.toThrow();
    await db.kysely
      .insertInto('copy')
      .values({ ...copy, barcode: 'X2', status: 'on_loan', due_on: '2026-12-01' })
      .execute();
    const saved = await db.kysely
      .selectFrom('copy')
      .select(['due_on'])
      .where('barcode', '=', 'X2')
      .executeTakeFirstOrThrow();
    expect(saved.due_on).toBe('2026-12-01');
  });
});

describe('embedded database', () => {
  it('runs queries off the HTTP thread: timers keep firing during a long query', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 20);
      const started = Date.now();
      await sql`select count(*) from generate_series(1, 1500000)`.execute(db.kysely);
      const elapsed = Date.now() - started;
      clearInterval(timer);
      // If the query blocked the event loop no tick could run while it did.
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 20 / 4));
      expect(ticks).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('refuses a second process on the same data directory with a clear error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-lock-'));
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const result = await run(process.execPath, ['--import', 'tsx', mainTs], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off', DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).not.toBe(0);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/already in use by process \d+/);
      // In this process too, a second open fails cleanly and the first stays usable.
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toBeInstanceOf(Error);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      await sql`select 1`.execute(db.kysely);
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-stale-'));
    fs.writeFileSync(path.join(dataDir, 'estante.lock'), '999999999');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'estante.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'estante.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('PostgreSQL server unreachable', () => {
  it('fails to open with DatabaseUnavailableError', async () => {
    await expect(
      openDatabase({
        databaseUrl: 'postgres://nobody:x@127.0.0.1:1/estante',
        dataDir: 'memory://',
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('makes the server exit non-zero with one clear line', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', mainTs], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/estante', PORT: '0' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^estante: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/estante: /);
  });
});
