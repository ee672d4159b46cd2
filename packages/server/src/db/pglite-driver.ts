import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

interface WorkerAnswer {
  id?: number;
  type?: 'ready' | 'failed' | 'closed';
  rows?: unknown[];
  affectedRows?: number;
  error?: { message: string; code?: string; detail?: string; constraint?: string };
  dump?: Uint8Array;
}

/** An error raised by the embedded database, with PostgreSQL's SQLSTATE code. */
export class EmbeddedDatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
    readonly constraint?: string,
  ) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * Kysely driver for PGlite running in a worker thread. PGlite is one session, so the driver
 * hands out its single connection under a lock: a transaction keeps it until commit/rollback
 * and nobody else's statements slip in between.
 */
class PGliteWorkerDriver implements Driver {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => this.run<R>(query.sql, query.parameters),
    streamQuery: () => {
      throw new Error('streaming queries are not supported by the embedded database');
    },
  };

  constructor(
    private readonly dataDir: string,
    private readonly startFrom?: string,
  ) {}

  async init(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir, startFrom: this.startFrom },
    });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.type === 'ready') resolve();
        else if (answer.type === 'failed') {
          reject(new EmbeddedDatabaseError(answer.error?.message ?? 'embedded database failed'));
        } else if (answer.id !== undefined) {
          const settle = this.pending.get(answer.id);
          this.pending.delete(answer.id);
          settle?.(answer);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => {
        const error = new EmbeddedDatabaseError(`embedded database stopped (exit ${code})`);
        for (const settle of this.pending.values()) settle({ error });
        this.pending.clear();
        reject(error);
      });
    });
  }

  /** The database as a `dumpDataDir` tarball (uncompressed). */
  dump(): Promise<Uint8Array> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new EmbeddedDatabaseError('embedded database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) =>
        answer.error
          ? reject(new EmbeddedDatabaseError(answer.error.message))
          : resolve(answer.dump!),
      );
      worker.postMessage({ type: 'dump', id });
    });
  }

  private run<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new EmbeddedDatabaseError('embedded database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) => {
        if (answer.error) {
          const { message, code, detail, constraint } = answer.error;
          reject(new EmbeddedDatabaseError(message, code, detail, constraint));
        } else {
          resolve({
            rows: (answer.rows ?? []) as R[],
            numAffectedRows: BigInt(answer.affectedRows ?? 0),
          });
        }
      });
      worker.postMessage({ id, sql, params: parameters });
    });
  }

  acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    this.releases.push(release);
    return previous.then(() => this.connection);
  }

  private readonly releases: (() => void)[] = [];

  async releaseConnection(): Promise<void> {
    this.releases.shift()?.();
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.on('message', (answer: WorkerAnswer) => {
        if (answer.type === 'closed') void worker.terminate();
      });
      worker.postMessage({ type: 'close' });
    });
  }
}

/**
 * Kysely dialect: PostgreSQL SQL over PGlite in a worker thread (`memory://` or a folder).
 * `startFrom` names a `dumpDataDir` tarball to start a new database from (tests start from a
 * migrated one: PGlite's initdb alone takes 2.6 s).
 */
export function pgliteWorkerDialect(
  dataDir: string,
  startFrom?: string,
): Dialect & { dump(): Promise<Uint8Array> } {
  let driver: PGliteWorkerDriver | null = null;
  return {
    dump: () => driver?.dump() ?? Promise.reject(new EmbeddedDatabaseError('not open')),
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => (driver = new PGliteWorkerDriver(dataDir, startFrom)),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
