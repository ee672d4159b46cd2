import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationProvider } from './migrations/index.ts';
import { pgliteWorkerDialect } from './pglite-driver.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'embedded' | 'postgres';

/** An open database: the Kysely handle plus what kind it is and how to close it. */
export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
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

/**
 * Opens PostgreSQL (`databaseUrl`) or the embedded PGlite database (`dataDir`, in a worker
 * thread) and brings the schema up to date. Throws DatabaseUnavailableError with one clear
 * sentence when that is impossible.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a terminated backend) is reported on the
    // pool, which has already dropped it; unheard, that event would end the whole process.
    pool.on('error', (error) => {
      console.warn(`estante: the database closed an idle connection (${error.message})`);
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await kysely.destroy().catch(() => undefined);
      const where = new URL(config.databaseUrl);
      throw new DatabaseUnavailableError(
        `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${describe(error)}`,
        { cause: error },
      );
    }
    db = { kysely, kind: 'postgres', close: () => kysely.destroy() };
  } else {
    const inMemory = config.dataDir.startsWith('memory://');
    const release = inMemory ? () => undefined : lockDataDir(config.dataDir);
    const kysely = new Kysely<Database>({ dialect: pgliteWorkerDialect(config.dataDir) });
    try {
      await kysely.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
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
      kind: 'embedded',
      close: async () => {
        await kysely.destroy();
        release();
      },
    };
  }
  try {
    await migrate(db.kysely);
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
