import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fetchCover, type CoverFetchOptions, type CoverImage } from './cover-fetch.ts';

/** How long a fetched cover is served from the cache. */
export const COVER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a cover that could not be fetched is not asked for again. */
export const COVER_FAILURE_TTL_MS = 60 * 60 * 1000;

/** Table of migration 0010-cover-cache. */
export type CoverCacheTables = {
  cover_cache: {
    url_hash: string;
    content_type: string | null;
    body: Uint8Array | null;
    fetched_at: Date;
    expires_at: Date;
  };
};

/** A cache entry: the image, or null for a remembered failure. */
type Entry = { image: CoverImage | null };

/** SQL of the cover cache. */
export function coverCacheRepository(kysely: Kysely<Database>) {
  const db = kysely.withTables<CoverCacheTables>();
  return {
    /** The entry of this URL hash not yet expired at `now`, or undefined. */
    get: async (urlHash: string, now: Date): Promise<Entry | undefined> => {
      const row = await db
        .selectFrom('cover_cache')
        .select(['content_type', 'body'])
        .where('url_hash', '=', urlHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.content_type === null || row.body === null) return { image: null };
      return { image: { contentType: row.content_type, body: Buffer.from(row.body) } };
    },

    /** Stores (or replaces) an entry, and drops entries that have expired. */
    put: async (urlHash: string, image: CoverImage | null, now: Date, expiresAt: Date) => {
      const values = {
        content_type: image?.contentType ?? null,
        body: image?.body ?? null,
        fetched_at: now,
        expires_at: expiresAt,
      };
      await db
        .insertInto('cover_cache')
        .values({ url_hash: urlHash, ...values })
        .onConflict((oc) => oc.column('url_hash').doUpdateSet(values))
        .execute();
      await db.deleteFrom('cover_cache').where('expires_at', '<=', now).execute();
    },
  };
}

export type CoverCacheRepository = ReturnType<typeof coverCacheRepository>;

/** Where the cover service gets a stored cover address's image from (null: cannot be used). */
export type CoverSource = (url: string) => Promise<CoverImage | null>;

/**
 * Stored covers through the database cache: a cover is fetched (fetchCover: address policy,
 * size and type checks) at most once per 7 days, and a failure is remembered for an hour so a
 * dead or refused host is not asked on every request. Keyed by the SHA-256 of the address, so
 * a changed cover address is fetched afresh. Concurrent requests in this process for the same
 * address share one fetch. A cache that cannot be read or written only costs a fetch.
 */
export function cachedCoverSource(
  cache: CoverCacheRepository,
  options: CoverFetchOptions & { now?: () => Date } = {},
): CoverSource {
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<CoverImage | null>>();

  async function load(url: string, urlHash: string): Promise<CoverImage | null> {
    const cached = await cache.get(urlHash, now()).catch(() => undefined);
    if (cached) return cached.image;
    const image = await fetchCover(url, options);
    const fetchedAt = now();
    const ttl = image ? COVER_TTL_MS : COVER_FAILURE_TTL_MS;
    await cache.put(urlHash, image, fetchedAt, new Date(fetchedAt.getTime() + ttl)).catch(() => {});
    return image;
  }

  return (url) => {
    const urlHash = createHash('sha256').update(url).digest('hex');
    const pending = inFlight.get(urlHash);
    if (pending) return pending;
    const loading = load(url, urlHash).finally(() => inFlight.delete(urlHash));
    inFlight.set(urlHash, loading);
    return loading;
  };
}
