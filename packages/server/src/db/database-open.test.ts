/**
 * Opening a database, where TEST_DATABASE_URL makes no difference (scripts/test.sh runs this
 * file once, on the embedded pass): the embedded database's worker thread and data-folder lock,
 * and a PostgreSQL server that cannot be reached. Two tests start the real server (main.ts) in
 * a child process and read what it says.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { openEmbeddedTestDatabase } from '../test-support/app.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { DatabaseUnavailableError, openDatabase } from './database.ts';

const run = promisify(execFile);
const mainTs = path.join(repoRoot, 'packages/server/src/main.ts');

describe('embedded database', () => {
  it('runs queries off the HTTP thread: timers keep firing during a long query', async () => {
    const db = await openEmbeddedTestDatabase();
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
    const db = await openEmbeddedTestDatabase(dataDir);
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
