import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, so relative defaults work whatever the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** Embedded database folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  publicUrl: string;
  /** `auto` = generate the demo collection only into an empty embedded database. */
  demoData: 'auto' | 'on' | 'off';
  /** Built SPA served on `/`; absent folder = API only. */
  webDist: string;
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Search answers kept in memory per process; 0 turns the search cache off. */
  searchCacheEntries: number;
  /** Keep the search memory index (SEARCH_MEMORY_INDEX, on by default). */
  searchMemoryIndex: boolean;
}

/** Reads the environment (documented in docs/configuration.md) into a typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const demo = (env.DEMO_DATA ?? 'auto').toLowerCase();
  if (!['auto', 'on', 'off', 'true', 'false', '1', '0'].includes(demo)) {
    throw new Error(`DEMO_DATA must be auto, on or off, got "${env.DEMO_DATA}"`);
  }
  const dataDir = env.DATA_DIR ?? './data';
  const searchCacheEntries = Number(env.SEARCH_CACHE_ENTRIES ?? 1000);
  if (!Number.isInteger(searchCacheEntries) || searchCacheEntries < 0) {
    throw new Error(
      `SEARCH_CACHE_ENTRIES must be a whole number ≥ 0, got "${env.SEARCH_CACHE_ENTRIES}"`,
    );
  }
  const memoryIndex = (env.SEARCH_MEMORY_INDEX ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(memoryIndex)) {
    throw new Error(`SEARCH_MEMORY_INDEX must be on or off, got "${env.SEARCH_MEMORY_INDEX}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demoData: ['on', 'true', '1'].includes(demo)
      ? 'on'
      : ['off', 'false', '0'].includes(demo)
        ? 'off'
        : 'auto',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Estante <biblioteca@localhost>',
    searchCacheEntries,
    searchMemoryIndex: ['on', 'true', '1'].includes(memoryIndex),
  };
}
