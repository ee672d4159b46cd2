import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { RateLimits } from '../plugins/rate-limit.ts';

/**
 * Rate limits for tests that call the API faster than people do: the limiter still runs on
 * every request (its own tests use tight limits), it just never refuses.
 */
export const GENEROUS_RATE_LIMITS: RateLimits = {
  search: 1_000_000,
  suggest: 1_000_000,
  lists: 1_000_000,
  export: 1_000_000,
  statistics: 1_000_000,
  login: 1_000_000,
  recovery: 1_000_000,
  default: 1_000_000,
};

let counter = 0;

const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');
const templateDir = path.resolve(import.meta.dirname, '../../../../.tmp');

/**
 * A migrated, empty embedded database as a dump file, made once per set of migrations and
 * shared by every test file: starting from it takes 0.4 s where initdb + migrations take 2.6.
 */
async function embeddedTemplate(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  const file = path.join(templateDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return file;
  const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    const dump = await db.dump!();
    fs.mkdirSync(templateDir, { recursive: true });
    // Written aside then renamed: another test worker may be making the same file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/**
 * A fresh, migrated, empty embedded database (in memory, or in `dataDir`), whatever
 * TEST_DATABASE_URL says: for the tests of the embedded database itself.
 */
export async function openEmbeddedTestDatabase(dataDir = 'memory://'): Promise<Db> {
  return openDatabase({ databaseUrl: null, dataDir, startFrom: await embeddedTemplate() });
}

/**
 * A fresh, migrated, empty database: in-memory embedded PGlite, or — when TEST_DATABASE_URL
 * points at a PostgreSQL server (CI) — a new database on it, dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedTestDatabase();

  counter += 1;
  const name = `estante_test_${process.pid}_${Date.now()}_${counter}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The app over a fresh test database; close both with `close()`. */
export async function buildTestApp(
  options: { webDist?: string } & Partial<Omit<AppOptions, 'db'>> = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}> {
  const db = await openTestDatabase();
  const app = await buildApp({ rateLimits: GENEROUS_RATE_LIMITS, ...options, db });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
