/**
 * Known-item search (issue 11): every bibliographic record of ../shared/data/marc, and a demo
 * sample, is found by its own title words in relevance order — in the first 5, or, when more
 * than 5 titles share its title, among as many as share it. On the PostgreSQL backend and on
 * the memory index (which ranks several words with their phrase boost itself) for every record.
 * The shared files are imported once into a fresh database.
 *
 * Not searchable, and left out: titles without a letter or digit (a few records whose MARC-8
 * could not be decoded) and titles made of Portuguese stop words only ("no"), which the search
 * document does not index.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../cli/import-marc.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { marcFiles } from '../marc/test-data.ts';
import { openTestDatabase } from '../test-support/app.ts';
import type { SearchBackend, SearchQuery } from './backend.ts';
import { wordsOf } from './query-text.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

let db: Db;
let postgres: SearchBackend;
let memory: MemorySearchBackend;

interface Known {
  id: number;
  title: string;
  /** Titles of our collection with the same folded title. */
  same: number;
}

async function knownItems(where: ReturnType<typeof sql>): Promise<Known[]> {
  const { rows } = await sql<Known>`
    select t.id, t.title,
      (select count(*)::int from title o
        where o.title_key = t.title_key and o.network_institution_id is null) as same
    from title t
    where t.network_institution_id is null and t.title <> '' and ${where}
      and numnode(plainto_tsquery('estante_pt', estante_search_text(t.title))) > 0
    order by t.id`.execute(db.kysely);
  return rows.filter((row) => wordsOf(row.title).length > 0);
}

/**
 * The known items a backend does not find where it should, with where they were (and, with
 * `fromIndex`, those the memory index handed to PostgreSQL).
 */
async function misses(
  backend: SearchBackend,
  items: Known[],
  fromIndex = false,
): Promise<string[]> {
  const missed: string[] = [];
  for (const item of items) {
    const query: SearchQuery = {
      match: { rows: [{ term: item.title, field: 'todos', operator: 'E' }] },
      scope: { network: false },
      filters: {},
    };
    const within = Math.max(5, item.same);
    const { ids, total } = await backend.search(query, {
      sort: 'relevance',
      descending: true,
      offset: 0,
      limit: within,
    });
    if (!ids.includes(item.id)) missed.push(`${item.id} "${item.title}" (${total} found)`);
    if (fromIndex && !memory.answeredLast) missed.push(`${item.id} "${item.title}" (PostgreSQL)`);
  }
  return missed;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, {
    titles: 300,
    seed: 3,
    today: new Date('2026-11-22T12:00:00Z'),
  });
  const { rows } = await sql<{ last: number }>`
    select coalesce(max(id), 0)::int as last from title`.execute(db.kysely);
  demoLast = rows[0]!.last;
  for (const file of marcFiles()) await importMarcFile(db.kysely, file);
  postgres = postgresFtsBackend(db.kysely);
  memory = memorySearchBackend(db.kysely, postgres, {
    generation: searchChangeCounter(db.kysely),
  });
  await memory.ready();
}, 300_000);
afterAll(async () => {
  await memory?.close();
  await db?.close();
});

let demoLast = 0;

describe('known-item search by title words, relevance order', () => {
  it('finds every bibliographic record of ../shared/data/marc in its first 5 (PostgreSQL)', async () => {
    const items = await knownItems(sql`t.id > ${demoLast}`);
    // 3,279 bibliographic records in the files, some in several files (stored once).
    expect(items.length).toBeGreaterThan(2500);
    expect(await misses(postgres, items)).toEqual([]);
  }, 300_000);

  it('finds them on the memory index too, which answers every one itself', async () => {
    const all = await knownItems(sql`t.id > ${demoLast}`);
    expect(all.filter((item) => wordsOf(item.title).length > 1).length).toBeGreaterThan(2000);
    expect(await misses(memory, all, true)).toEqual([]);
  }, 300_000);

  it('finds a demo sample (every 3rd demo title) on both backends', async () => {
    const items = (await knownItems(sql`t.id <= ${demoLast}`)).filter((_, i) => i % 3 === 0);
    expect(items.length).toBeGreaterThan(90);
    expect(await misses(postgres, items)).toEqual([]);
    expect(await misses(memory, items)).toEqual([]);
  }, 300_000);
});
