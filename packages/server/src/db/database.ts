import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationProvider } from './migrations/index.ts';
import { pgliteWorkerDialect } from './pglite-driver.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'embedded' | 'postgres';

/** An open database: the Kysely handle plus what kind it is and how to close it. */
export interface Db {
  /** For request work: on PostgreSQL each statement is cut off after STATEMENT_TIMEOUT_MS. */
  kysely: Kysely<Database>;
  /**
   * For background work that may run long (migrations, the search memory index build, imports,
   * the demo): no statement timeout. The same handle as `kysely` on the embedded database.
   */
  background: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** Embedded only: the whole database as a PGlite `dumpDataDir` tarball (test templates). */
  dump?(): Promise<Uint8Array>;
}

/** Raised when the database cannot be reached or opened at start. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// Same values from `pg` as from PGlite: bigint as number (counts), date as 'YYYY-MM-DD'.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Longest wait for a free or new PostgreSQL connection before a request gives up (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose connections can be lost without ending the process. node-postgres reports an
 * idle connection's end on the pool, but a checked-out connection's on the client itself, where
 * an unheard 'error' event is thrown: a database restart with a request in flight ended the
 * process. Every client gets a listener; the query in flight fails and the pool replaces it.
 */
function resilientPool(
  connectionString: string,
  max: number,
  statementTimeoutMs: number,
  timeZone: string,
) {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c TimeZone=${timeZone}`,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  const warn = (error: Error) =>
    console.warn(`estante: a database connection was lost (${error.message})`);
  pool.on('error', warn);
  pool.on('connect', (client) => {
    client.on('error', warn);
    prepareMarked(client);
  });
  return pool;
}

/** SQL that starts with this comment is prepared once per connection (see prepareMarked). */
export const PREPARED = '/* prepared */';
const preparedNames = new Map<string, string>();

/**
 * Sends statements marked PREPARED as named statements: PostgreSQL parses one once per
 * connection and, after a few runs, reuses its plan — planning was most of PostgreSQL's work
 * for the circulation's hot statements (≈ 1 ms of the pending-loans list's 1.5). Only
 * statements whose text never varies are marked: a connection keeps every statement it
 * prepared. PGlite reads the mark as the comment it is.
 */
function prepareMarked(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !text.startsWith(PREPARED) || !Array.isArray(values)) {
      return query(...args);
    }
    let name = preparedNames.get(text);
    if (!name) {
      name = `estante_${createHash('sha1').update(text).digest('base64url')}`;
      preparedNames.set(text, name);
    }
    return query({ name, text, values }, ...args.slice(2));
  }) as typeof client.query;
}

export interface OpenOptions extends Pick<Config, 'databaseUrl' | 'dataDir'> {
  /** Statement timeout of request queries on PostgreSQL (0 = none); PGlite cannot cancel. */
  statementTimeoutMs?: number;
  /** Embedded only: start a new database from this `dump()` file (tests). */
  startFrom?: string;
  /**
   * The libraries' time zone (CIRCULATION_TIME_ZONE), every session's TimeZone: a day in SQL
   * (`::date`, a list's dataIni/dataFim) is the libraries' day, not UTC's, which ends at 21:00
   * in São Paulo. Default America/Sao_Paulo.
   */
  circulation?: { timeZone: string };
}

/**
 * Opens PostgreSQL (`databaseUrl`) or the embedded PGlite database (`dataDir`, in a worker
 * thread) and brings the schema up to date. Throws DatabaseUnavailableError with one clear
 * sentence when that is impossible.
 */
export async function openDatabase(config: OpenOptions): Promise<Db> {
  let db: Db;
  const timeZone = config.circulation?.timeZone ?? 'America/Sao_Paulo';
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`Bad time zone "${timeZone}"`);
  if (config.databaseUrl) {
    const pool = resilientPool(config.databaseUrl, 10, config.statementTimeoutMs ?? 0, timeZone);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const background = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: resilientPool(config.databaseUrl, 2, 0, timeZone) }),
    });
    const destroy = async () => {
      await Promise.all([kysely.destroy(), background.destroy()]);
    };
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await destroy().catch(() => undefined);
      const where = new URL(config.databaseUrl);
      throw new DatabaseUnavailableError(
        `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${describe(error)}`,
        { cause: error },
      );
    }
    db = { kysely, background, kind: 'postgres', close: destroy };
  } else {
    const inMemory = config.dataDir.startsWith('memory://');
    const release = inMemory ? () => undefined : lockDataDir(config.dataDir);
    const dialect = pgliteWorkerDialect(config.dataDir, config.startFrom);
    const kysely = new Kysely<Database>({ dialect });
    try {
      // PGlite is one session: its TimeZone holds for every query.
      await sql.raw(`SET TIME ZONE '${timeZone}'`).execute(kysely);
    } catch (error) {
      release();
      await kysely.destroy().catch(() => undefined);
      throw new DatabaseUnavailableError(
        `Cannot open the embedded database in ${config.dataDir}: ${describe(error)}`,
        { cause: error },
      );
    }
    db = {
      kysely,
      background: kysely,
      kind: 'embedded',
      dump: () => dialect.dump(),
      close: async () => {
        await kysely.destroy();
        release();
      },
    };
  }
  try {
    await migrate(db.background);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrate(kysely: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${describe(error)}`, { cause: error });
  }
}
