/**
 * Issue 11, item 5: facet counts are exact. On the demo collection (5,000 titles, the size
 * `npm start` generates) "universidade" matches more than 1,000 titles, the old facet sample:
 * the library facet said "Biblioteca Central (726)" and choosing it gave 835. For every value
 * of every facet shown, choosing it must give exactly the count shown, through the API, on the
 * memory index and on PostgreSQL alone; with a filter already chosen as well.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOption, FiltersResponse } from '@estante/contract';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../test-support/app.ts';
import { FACET_SAMPLE } from './postgres-fts.ts';

let db: Db;
const apps: Record<'memory index' | 'PostgreSQL only', FastifyInstance> = {} as never;

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, { today: new Date('2026-11-22T12:00:00Z') });
  for (const [name, memoryIndex] of [
    ['memory index', true],
    ['PostgreSQL only', false],
  ] as const) {
    const app = await buildApp({
      db,
      searchCacheEntries: 0,
      searchMemoryIndex: memoryIndex,
      rateLimits: GENEROUS_RATE_LIMITS,
    });
    await app.ready();
    await app.searchEngine.ready();
    apps[name] = app;
  }
}, 300_000);
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await db?.close();
});

async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const filterParams = (filters: string[]) =>
  filters.map((f) => `&filtro=${encodeURIComponent(f)}`).join('');

async function totalOf(app: FastifyInstance, term: string, filters: string[]): Promise<number> {
  const body = await getJson<{ consulta: { total: number } }>(
    app,
    `/api/consulta?termo=${encodeURIComponent(term)}${filterParams(filters)}`,
  );
  return body.consulta.total;
}

/** Every option shown with `filters` chosen, against the total of choosing it too. */
async function expectExact(app: FastifyInstance, term: string, filters: string[]) {
  const answer = await getJson<FiltersResponse>(
    app,
    `/api/consulta/filtros?termo=${encodeURIComponent(term)}${filterParams(filters)}`,
  );
  expect(answer.aproximado).toBeUndefined();
  expect(answer.amostra).toBeUndefined();
  const chosenLetters = new Set(filters.map((f) => f.split(':')[0]));
  const wrong: string[] = [];
  let checked = 0;
  for (const [letter, options] of Object.entries(answer.filtros) as [string, FilterOption[]][]) {
    // Choosing another value of a letter already chosen widens the search (OR): not compared.
    if (chosenLetters.has(letter)) continue;
    for (const option of options) {
      const filtro = `${letter}:${option.codigo}`;
      const total = await totalOf(app, term, [...filters, filtro]);
      checked++;
      if (total !== option.total)
        wrong.push(`${filtro} (${option.descricao}) ${option.total} → ${total}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(50);
}

describe.each(['memory index', 'PostgreSQL only'] as const)('exact facet counts (%s)', (name) => {
  it('"universidade" matches more titles than the old 1,000-title sample', async () => {
    expect(await totalOf(apps[name], 'universidade', [])).toBeGreaterThan(1000);
    expect(FACET_SAMPLE).toBeGreaterThan(1000);
  });

  it('gives, for every value shown, exactly the results choosing it gives', async () => {
    await expectExact(apps[name], 'universidade', []);
  }, 120_000);

  it('does so too with a filter of another facet chosen', async () => {
    await expectExact(apps[name], 'universidade', ['T:book']);
  }, 120_000);

  it('Biblioteca Central: the count shown is the total found', async () => {
    const answer = await getJson<FiltersResponse>(
      apps[name],
      '/api/consulta/filtros?termo=universidade',
    );
    const central = answer.filtros.B?.find((o) => o.descricao === 'Biblioteca Central');
    expect(central).toBeDefined();
    expect(await totalOf(apps[name], 'universidade', [`B:${central!.codigo}`])).toBe(
      central!.total,
    );
  });
});
