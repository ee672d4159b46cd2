import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../cli/import-marc.ts';
import { repoRoot } from '../config.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { openTestDatabase } from '../test-support/app.ts';
import type { PageRequest, SearchBackend, SearchQuery } from './backend.ts';
import { cachedSearchBackend, searchChangeCounter } from './cached-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, {
    titles: 200,
    seed: 11,
    today: new Date('2026-11-22T12:00:00Z'),
  });
}, 120_000);
afterAll(() => db.close());

const page: PageRequest = { sort: 'year', descending: true, offset: 0, limit: 20 };
const query = (term: string): SearchQuery => ({
  match: { rows: [{ term, field: 'todos', operator: 'E' }] },
  scope: { network: false },
  filters: {},
});

/** The real backend, counting the calls that reach it. */
function counted() {
  const real = postgresFtsBackend(db.kysely);
  const calls = { search: 0, facets: 0, has: 0 };
  const backend: SearchBackend = {
    search: (q, p) => ((calls.search += 1), real.search(q, p)),
    facets: (q) => ((calls.facets += 1), real.facets(q)),
    hasMatches: (t) => ((calls.has += 1), real.hasMatches(t)),
  };
  return { backend, calls };
}

describe('cachedSearchBackend', () => {
  it('answers a repeated search, facet set and has-matches from memory', async () => {
    const { backend, calls } = counted();
    const cached = cachedSearchBackend(backend, {
      entries: 10,
      generation: searchChangeCounter(db.kysely),
    });
    const first = await cached.search(query('historia'), page);
    expect(first.total).toBeGreaterThan(0);
    expect(await cached.search(query('historia'), page)).toEqual(first);
    await cached.facets(query('historia'));
    await cached.facets(query('historia'));
    await cached.hasMatches('historia');
    await cached.hasMatches('historia');
    expect(calls).toEqual({ search: 1, facets: 1, has: 1 });
    // Another page, another term: other entries.
    await cached.search(query('historia'), { ...page, offset: 20 });
    await cached.search(query('brasil'), page);
    expect(calls.search).toBe(3);
  });

  it('shares one backend call between concurrent identical requests', async () => {
    const { backend, calls } = counted();
    const cached = cachedSearchBackend(backend, {
      entries: 10,
      generation: searchChangeCounter(db.kysely),
    });
    const answers = await Promise.all([1, 2, 3].map(() => cached.search(query('direito'), page)));
    expect(calls.search).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('reads the change counter once a request and hands it to the backend below', async () => {
    const read = searchChangeCounter(db.kysely);
    let reads = 0;
    const seen: (string | undefined)[] = [];
    const real = postgresFtsBackend(db.kysely);
    const cached = cachedSearchBackend(
      {
        search: (q, p, at) => (seen.push(at), real.search(q, p)),
        facets: (q, at) => (seen.push(at), real.facets(q)),
        hasMatches: (t) => real.hasMatches(t),
      },
      { entries: 10, generation: () => ((reads += 1), read()) },
    );
    const counter = await read();
    await cached.search(query('historia'), page);
    await cached.facets(query('historia'));
    expect({ reads, seen }).toEqual({ reads: 2, seen: [counter, counter] });
    // A counter the caller read already (the search service, beside its other reads): none here.
    await cached.search(query('brasil'), page, counter);
    expect({ reads, seen: seen.at(-1) }).toEqual({ reads: 2, seen: counter });
  });

  it('sees an imported title at once: the change counter moves', async () => {
    const { backend, calls } = counted();
    const cached = cachedSearchBackend(backend, {
      entries: 10,
      generation: searchChangeCounter(db.kysely),
    });
    const before = await cached.search(query('pride prejudice'), page);
    await importMarcFile(
      db.kysely,
      path.resolve(repoRoot, '../shared/data/marc/marc4j/pride-and-prejudice-fixed.mrc'),
    );
    const after = await cached.search(query('pride prejudice'), page);
    expect(calls.search).toBe(2);
    expect(after.total).toBeGreaterThan(before.total);
  });

  it("moves the counter for copies' places and plans, not for loans", async () => {
    const counter = searchChangeCounter(db.kysely);
    const copy = await db.kysely
      .selectFrom('copy')
      .select(['id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const start = await counter();
    await sql`update copy set status = 'reserved', due_on = null where id = ${copy.id}`.execute(
      db.kysely,
    );
    expect(await counter()).toBe(start);
    await sql`update copy set location = 'Estante 9' where id = ${copy.id}`.execute(db.kysely);
    const moved = await counter();
    expect(BigInt(moved)).toBeGreaterThan(BigInt(start));
    await sql`delete from teaching_plan_title where ctid in
      (select ctid from teaching_plan_title limit 1)`.execute(db.kysely);
    expect(BigInt(await counter())).toBeGreaterThan(BigInt(moved));
  });

  it('keeps at most its capacity, least recently used out first', async () => {
    const { backend, calls } = counted();
    const cached = cachedSearchBackend(backend, { entries: 2, generation: async () => 'g' });
    await cached.search(query('historia'), page);
    await cached.search(query('brasil'), page);
    await cached.search(query('historia'), page); // now the most recent
    await cached.search(query('direito'), page); // evicts brasil
    expect(cached.size).toBe(2);
    await cached.search(query('historia'), page);
    expect(calls.search).toBe(3);
    await cached.search(query('brasil'), page);
    expect(calls.search).toBe(4);
  });

  it('does not remember a failure, and with no room calls the backend every time', async () => {
    let fail = true;
    const flaky: SearchBackend = {
      search: async () => {
        if (fail) throw new Error('database went away');
        return { total: 1, ids: [1] };
      },
      facets: async () => ({ counts: new Map(), sampled: null }),
      hasMatches: async () => true,
    };
    const cached = cachedSearchBackend(flaky, { entries: 5, generation: async () => 'g' });
    await expect(cached.search(query('x'), page)).rejects.toThrow('database went away');
    fail = false;
    expect(await cached.search(query('x'), page)).toEqual({ total: 1, ids: [1] });

    const { backend, calls } = counted();
    const uncached = cachedSearchBackend(backend, { entries: 0, generation: async () => 'g' });
    await uncached.search(query('historia'), page);
    await uncached.search(query('historia'), page);
    expect(calls.search).toBe(2);
    expect(uncached.size).toBe(0);
  });
});
