/**
 * The search backend the API uses, put together: the PostgreSQL full-text backend, the memory
 * index in front of it (SEARCH_MEMORY_INDEX), and the answer cache in front of both
 * (SEARCH_CACHE_ENTRIES). Every layer keys its state by the catalogue's change counter.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchBackend } from './backend.ts';
import { cachedSearchBackend, searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

export interface SearchSetup {
  /** Answers kept in memory; 0 turns the cache off. */
  cacheEntries: number;
  /** Keep the memory index (on by default). */
  memoryIndex: boolean;
  /** Where a failed index build is reported. */
  onError?: (error: unknown) => void;
  /** The handle the memory index is built through (no statement timeout); `db` by default. */
  buildDb?: Kysely<Database>;
}

export interface SearchEngine {
  backend: SearchBackend;
  /** Resolves when the memory index is at the current change counter (at once when off). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function searchEngine(db: Kysely<Database>, setup: SearchSetup): SearchEngine {
  const generation = searchChangeCounter(db);
  const postgres = postgresFtsBackend(db);
  const memory = setup.memoryIndex
    ? memorySearchBackend(db, postgres, {
        generation,
        onError: setup.onError,
        buildDb: setup.buildDb,
      })
    : null;
  return {
    backend: cachedSearchBackend(memory ?? postgres, { entries: setup.cacheEntries, generation }),
    ready: async () => memory?.ready(),
    close: async () => memory?.close(),
  };
}
