import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { PNG_PIXEL } from '../../providers/test-provider-server.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import {
  cachedCoverSource,
  COVER_FAILURE_TTL_MS,
  COVER_TTL_MS,
  coverCacheRepository,
  type CoverCacheTables,
} from './cover-cache.ts';
import { isPublicAddress, type AddressPolicy } from './cover-fetch.ts';
import { startCoverTestServer, type CoverTestServer } from './cover-test-server.ts';

let db: Db;
let origin: CoverTestServer;
/** Test-only policy: the public policy plus the test origin on 127.0.0.2. */
const addressPolicy: AddressPolicy = (address) =>
  address === '127.0.0.2' || isPublicAddress(address);

beforeAll(async () => {
  db = await openTestDatabase();
  origin = await startCoverTestServer('127.0.0.2');
});

afterAll(async () => {
  await origin.close();
  await db.close();
});

const hits = (path: string) => origin.hits.get(path) ?? 0;

/** A cached source whose clock the test moves. */
function source(clock: { now: number }) {
  return cachedCoverSource(coverCacheRepository(db.kysely), {
    addressPolicy,
    now: () => new Date(clock.now),
  });
}

describe('cover cache', () => {
  it('fetches a cover once, for this process and for a fresh one, until it expires', async () => {
    const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
    const url = `${origin.baseUrl}/pixel.png`;
    const first = await source(clock)(url);
    expect(first).toEqual({ contentType: 'image/png', body: PNG_PIXEL });
    expect(hits('/pixel.png')).toBe(1);

    const again = source(clock); // as another process or a restart would: only the table is shared
    expect(await again(url)).toEqual(first);
    clock.now += COVER_TTL_MS - 1000;
    expect(await again(url)).toEqual(first);
    expect(hits('/pixel.png')).toBe(1);

    clock.now += 2000;
    expect(await again(url)).toEqual(first);
    expect(hits('/pixel.png')).toBe(2);
  });

  it('remembers a failure for an hour, so a dead or refused cover is not asked for each time', async () => {
    const clock = { now: Date.parse('2026-02-01T00:00:00Z') };
    const covers = source(clock);
    const url = `${origin.baseUrl}/missing.png`;
    expect(await covers(url)).toBeNull();
    expect(await covers(url)).toBeNull();
    expect(hits('/missing.png')).toBe(1);
    clock.now += COVER_FAILURE_TTL_MS + 1000;
    expect(await covers(url)).toBeNull();
    expect(hits('/missing.png')).toBe(2);
  });

  it('shares one fetch between concurrent requests for the same cover', async () => {
    const clock = { now: Date.parse('2026-03-01T00:00:00Z') };
    const covers = source(clock);
    const url = `${origin.baseUrl}/pixel.png?concurrent`;
    const before = hits('/pixel.png');
    const answers = await Promise.all([covers(url), covers(url), covers(url)]);
    expect(answers.every((a) => a?.body.equals(PNG_PIXEL))).toBe(true);
    expect(hits('/pixel.png')).toBe(before + 1);
  });

  it('keeps no entry that has expired once a newer one is written', async () => {
    const clock = { now: Date.parse('2027-01-01T00:00:00Z') };
    await source(clock)(`${origin.baseUrl}/missing.png?sweep`);
    const rows = await db.kysely
      .withTables<CoverCacheTables>()
      .selectFrom('cover_cache')
      .select(['expires_at'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => new Date(r.expires_at).getTime() > clock.now)).toBe(true);
  });
});
