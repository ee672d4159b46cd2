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

/** A hash of the migrations: a template made with other migrations is not used. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty database on the PostgreSQL server, made once per set of migrations (under
 * an advisory lock: test workers may ask at once), that test databases are created from:
 * CREATE DATABASE … TEMPLATE copies its files, where every file of the PostgreSQL pass ran the
 * migrations again (3–4 s a database on the loaded 2-core machine). Templates of other
 * migrations are dropped. Nothing connects to it after it is made, as TEMPLATE requires.
 */
async function serverTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `estante_template_${migrationsHash()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists()) return name;
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, 'estante_template_')`,
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    // Made under another name and renamed once migrated: a half-made template is never used.
    const partial = `${name}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await db.close();
    // Its closed pool's sessions may still be ending; the rename needs them gone.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      partial,
    ]);
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
  return name;
}

/**
 * A migrated, empty embedded database as a dump file, made once per set of migrations and
 * shared by every test file: starting from it takes 0.4 s where initdb + migrations take 2.6.
 */
async function embeddedTemplate(): Promise<string> {
  const file = path.join(templateDir, `pglite-template-${migrationsHash()}.tar`);
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
  try {
    const template = await serverTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
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
