/**
 * Issue 11, item 2: each title is stemmed in its own language (English, Spanish, French,
 * Portuguese) and a query word matches the stems of all four, with the word as typed ranked
 * above another form of it. Real records of each language from ../shared/data/marc, and the
 * demo, on the PostgreSQL backend and on the memory index (which must answer the same).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../cli/import-marc.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { marcFiles } from '../marc/test-data.ts';
import { openTestDatabase } from '../test-support/app.ts';
import type { MatchSpec, PageRequest, SearchBackend, SearchHits } from './backend.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';
import { wordsOf } from './query-text.ts';

let db: Db;
let postgres: SearchBackend;
let memory: MemorySearchBackend;
/** The last demo title: the shared records come after it. */
let demoLast = 0;
const ids: Record<string, number> = {};

async function addTitle(name: string, title: string, language: string) {
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, language, material_type)
    values ('{"leader":"","fields":[]}'::jsonb, ${title}, ${language}, 'book')
    returning id`.execute(db.kysely);
  ids[name] = rows[0]!.id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, {
    titles: 1500,
    seed: 1,
    today: new Date('2026-11-22T12:00:00Z'),
  });
  const { rows } = await sql<{ last: number }>`
    select coalesce(max(id), 0)::int as last from title`.execute(db.kysely);
  demoLast = rows[0]!.last;
  for (const file of marcFiles()) await importMarcFile(db.kysely, file);
  await addTitle('plural', 'Zqxwidgets of the world', 'eng');
  await addTitle('singular', 'Zqxwidget of the world', 'eng');
  await addTitle('pluralPt', 'Zqxlivros do mundo', 'por');
  await addTitle('singularPt', 'Zqxlivro do mundo', 'por');
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

const byId: PageRequest = { sort: 'id', descending: false, offset: 0, limit: 5000 };
const byRelevance: PageRequest = { sort: 'relevance', descending: true, offset: 0, limit: 10 };

/** The same search on both backends: their answers must be equal. */
async function both(
  term: string,
  page: PageRequest = byId,
  field: MatchSpec['rows'][number]['field'] = 'todos',
): Promise<SearchHits & { fromIndex: boolean }> {
  const query = {
    match: { rows: [{ term, field, operator: 'E' as const }] },
    scope: { network: false },
    filters: {},
  };
  const expected = await postgres.search(query, page);
  const actual = await memory.search(query, page);
  expect(actual, term).toEqual(expected);
  return { ...expected, fromIndex: memory.answeredLast };
}

/** Shared records (not the demo) a search finds. */
async function shared(term: string): Promise<number[]> {
  return (await both(term)).ids.filter((id) => id > demoLast && !Object.values(ids).includes(id));
}

async function titleOf(id: number): Promise<{ title: string; language: string | null }> {
  const { rows } = await sql<{ title: string; language: string | null }>`
    select title, language from title where id = ${id}`.execute(db.kysely);
  return rows[0]!;
}

async function idOf(title: string, language: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from title where title = ${title} and language = ${language}
      and id > ${demoLast} order by id limit 1`.execute(db.kysely);
  expect(rows.length, title).toBe(1);
  return rows[0]!.id;
}

describe('plurals in the language of each title', () => {
  it('English: song and songs, standard and standards find the same English records', async () => {
    // Before: song 69, songs 24; standard 5, standards 37 (only Portuguese stemming).
    for (const [one, many] of [
      ['song', 'songs'],
      ['standard', 'standards'],
      ['computer', 'computers'],
    ] as const) {
      const a = await shared(one);
      const b = await shared(many);
      expect(a.length, one).toBeGreaterThan(30);
      const english = async (list: number[]) => {
        const kept: number[] = [];
        for (const id of list) if ((await titleOf(id)).language === 'eng') kept.push(id);
        return kept;
      };
      expect(await english(a), `${one} / ${many}`).toEqual(await english(b));
    }
    expect((await shared('songs')).length).toBeGreaterThan(80);
    expect((await shared('standard')).length).toBeGreaterThan(30);
  });

  it('Spanish: días finds "Tal vez-- algún día"', async () => {
    const id = await idOf('Tal vez-- algún día', 'spa');
    expect(await shared('días')).toContain(id);
    expect(await shared('dias')).toContain(id);
    expect(await shared('día')).toContain(id);
  });

  it('French: allemand, canadien and acte find their plurals', async () => {
    const germans = await idOf('Les allemands à Paris sous le consulat', 'fre');
    expect(await shared('allemand')).toContain(germans);
    expect(await shared('allemands')).toContain(germans);
    const canadians = await idOf('Canada et Canadiens', 'fre');
    expect(await shared('canadien')).toContain(canadians);
    const acts = await idOf('Recueil des actes des rois de Provence (855-928)', 'fre');
    expect(await shared('acte')).toContain(acts);
  });

  it('Portuguese keeps working: every word of every Portuguese record finds it', async () => {
    const { rows } = await sql<{ id: number; title: string }>`
      select id, title from title where language = 'por' and id > ${demoLast}
      order by id`.execute(db.kysely);
    expect(rows.length).toBeGreaterThan(10);
    let words = 0;
    for (const row of rows) {
      for (const word of wordsOf(row.title)) {
        const { rows: stop } = await sql<{ n: number }>`
          select numnode(plainto_tsquery('estante_pt', ${word}))::int as n`.execute(db.kysely);
        if (stop[0]!.n === 0) continue;
        words++;
        expect((await both(word)).ids, word).toContain(row.id);
      }
    }
    expect(words).toBeGreaterThan(50);
    // And the demo's Portuguese plurals and accents.
    expect((await both('bibliotecas')).total).toBe((await both('biblioteca')).total);
    expect((await both('educação')).total).toBe((await both('educacao')).total);
  }, 120_000);

  it('the demo: computers finds what computer finds (it found nothing)', async () => {
    const one = await both('computer');
    const many = await both('computers');
    expect(one.total).toBeGreaterThan(5);
    expect(many.ids).toEqual(one.ids);
    expect(many.fromIndex).toBe(true);
  });

  it('ranks the word as typed above another form of it, on both backends', async () => {
    const plural = await both('zqxwidgets', byRelevance);
    expect(plural.fromIndex).toBe(true);
    expect(plural.ids).toEqual([ids.plural, ids.singular]);
    const pt = await both('zqxlivros', byRelevance);
    expect(pt.ids).toEqual([ids.pluralPt, ids.singularPt]);
    // Real records: among the first ten, a title saying the word as typed comes before every
    // title saying only the other form.
    for (const [typed, other] of [
      ['songs', 'song'],
      ['song', 'songs'],
    ] as const) {
      const found = await both(typed, byRelevance);
      expect(found.fromIndex).toBe(true);
      const titles = await Promise.all(
        found.ids.map(async (id) => wordsOf((await titleOf(id)).title.toLowerCase())),
      );
      const exact = titles.findIndex((words) => words.includes(typed));
      const stemmed = titles.findIndex((words) => words.includes(other) && !words.includes(typed));
      expect(exact, typed).toBeGreaterThanOrEqual(0);
      expect(stemmed, typed).toBeGreaterThan(exact);
    }
    // Several words: relevance with the phrase boost, from the index's word positions too.
    const phrase = await both('zqxwidgets world', byRelevance);
    expect(phrase.fromIndex).toBe(true);
    expect(phrase.ids).toEqual([ids.plural, ids.singular]);
  });

  it('matches plurals in phrases and in the title field (PostgreSQL and the index)', async () => {
    const germans = await idOf('Les allemands à Paris sous le consulat', 'fre');
    const quoted = await both('"allemand à paris"');
    expect(quoted.fromIndex).toBe(true);
    expect(quoted.ids).toContain(germans);
    const title = await both('allemand', byId, 'titulo');
    expect(title.fromIndex).toBe(true);
    expect(title.ids).toContain(germans);
    expect((await both('"zqxwidget of the world"')).ids).toEqual([ids.plural, ids.singular]);
  });
});
