import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Db } from '../db/database.ts';

/** A fresh in-memory embedded database, migrated. */
export function openTestDatabase(): Promise<Db> {
  return openDatabase({ databaseUrl: null, dataDir: 'memory://' });
}

/** The app over a fresh in-memory database; close both with `close()`. */
export async function buildTestApp(options: { webDist?: string } = {}): Promise<{
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}> {
  const db = await openTestDatabase();
  const app = await buildApp({ db, webDist: options.webDist });
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
