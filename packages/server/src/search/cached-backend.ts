/**
 * A result cache in front of a search backend, as discovery layers keep one (Solr's query
 * result and filter caches): the total and page ids of a search, its facet counts and "has
 * matches" answers are kept in memory, least recently used out first, and keyed by the
 * catalogue's change counter (migration 0007): any change to titles, copies' places, plans or
 * the labelled tables moves the counter, which makes every older entry unreachable. So an
 * answer is never staler than the last change, and several API processes each keep their own
 * cache without sharing anything (the database stays the only copy of every fact).
 *
 * Concurrent identical requests share one backend call: the pending promise is cached.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  isUnsettled,
  type FacetAnswer,
  type PageRequest,
  type SearchBackend,
  type SearchHits,
  type SearchQuery,
} from './backend.ts';

/** Reads the change counter; a fresh sequence (never called) counts as 0. */
export function searchChangeCounter(db: Kysely<Database>): () => Promise<string> {
  return async () => {
    const { rows } = await sql<{ value: string }>`
      select (case when is_called then last_value else 0 end)::text as value
      from search_changes`.execute(db);
    return rows[0]?.value ?? '0';
  };
}

/** A small LRU map: reading an entry makes it the most recent. */
class LruCache<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

export interface CachedBackendOptions {
  /** Most answers kept (searches, facet sets and "has matches" together). */
  entries: number;
  /** The catalogue's change counter (searchChangeCounter in production). */
  generation: () => Promise<string>;
}

/** The backend with a cache in front; `entries: 0` gives the backend itself. */
export function cachedSearchBackend(
  backend: SearchBackend,
  options: CachedBackendOptions,
): SearchBackend & { readonly size: number } {
  const cache = new LruCache<Promise<unknown>>(Math.max(0, options.entries));
  async function remember<T>(
    parts: unknown[],
    at: string | undefined,
    compute: (at: string | undefined) => Promise<T>,
  ): Promise<T> {
    if (cache.capacity === 0) return compute(at);
    // The counter read here is the one the backend below answers at: read once a request.
    const generation = at ?? (await options.generation());
    const key = JSON.stringify([generation, ...parts]);
    const known = cache.get(key) as Promise<T> | undefined;
    if (known) return known;
    const pending = compute(generation);
    cache.set(key, pending);
    // A failed call is not remembered: the next request tries again. Nor is an answer the
    // counter has not settled on (markUnsettled): the rest of that counter's changes is coming.
    pending.then(
      (answer) => {
        if (isUnsettled(answer) && cache.get(key) === pending) cache.delete(key);
      },
      () => cache.delete(key),
    );
    return pending;
  }
  return {
    search: (query: SearchQuery, page: PageRequest, at?: string): Promise<SearchHits> =>
      remember(['search', query, page], at, (read) => backend.search(query, page, read)),
    facets: (query: SearchQuery, at?: string): Promise<FacetAnswer> =>
      remember(['facets', query], at, (read) => backend.facets(query, read)),
    hasMatches: (term: string): Promise<boolean> =>
      remember(['has', term], undefined, () => backend.hasMatches(term)),
    get size() {
      return cache.size;
    },
  };
}
