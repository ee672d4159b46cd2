/**
 * Issue 11, items 1 and 3: a hyphenated word matches the word written with the hyphen, with a
 * space or joined, in every field and in phrases; `word*` is right truncation (at least 3
 * letters). Each on the PostgreSQL backend and on the memory index, which must give the same
 * answers (hyphenated words are phrases of their parts, which the memory index hands to
 * PostgreSQL; truncated words it answers itself from its sorted word list).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchField } from '@estante/contract';
import { importMarcFile } from '../cli/import-marc.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { marcData } from '../marc/test-data.ts';
import { openTestDatabase } from '../test-support/app.ts';
import type { MatchSpec, PageRequest, SearchBackend, SearchHits } from './backend.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';
import { parseQuery } from './query-text.ts';

let db: Db;
let postgres: SearchBackend;
let memory: MemorySearchBackend;
/** Ids of the titles written for these tests, by name. */
const ids: Record<string, number> = {};

async function addTitle(
  name: string,
  title: string,
  fields: { authors?: string[]; subjects?: string[]; extra?: string } = {},
) {
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, authors, subjects, material_type, search_extra)
    values ('{"leader":"","fields":[]}'::jsonb, ${title}, ${fields.authors ?? []}::text[],
      ${fields.subjects ?? []}::text[], 'book', ${fields.extra ?? ''})
    returning id`.execute(db.kysely);
  ids[name] = rows[0]!.id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, {
    titles: 300,
    seed: 5,
    today: new Date('2026-11-22T12:00:00Z'),
  });
  for (const file of ['evergreen/jazz_1k.mrc', 'evergreen/lul_fre_500.mrc']) {
    await importMarcFile(db.kysely, marcData(file));
  }
  await addTitle('hyphen', 'Programa de pós-graduação em zqxlogia');
  await addTitle('space', 'Curso de pos graduacao em zqxlogia');
  await addTitle('joined', 'Posgraduação em zqxlogia aplicada');
  await addTitle('apart', 'Pós e graduação: zqxlogia');
  await addTitle('author', 'Tristes zqxtrópicos', { authors: ['Lévi-Strauss, Claude'] });
  await addTitle('subject', 'Zqxmanual', { subjects: ['Desenvolvimento sócio-ambiental'] });
  postgres = postgresFtsBackend(db.kysely);
  memory = memorySearchBackend(db.kysely, postgres, {
    generation: searchChangeCounter(db.kysely),
  });
  await memory.ready();
}, 180_000);
afterAll(async () => {
  await memory?.close();
  await db?.close();
});

const byId: PageRequest = { sort: 'id', descending: false, offset: 0, limit: 1000 };
const byRelevance: PageRequest = { sort: 'relevance', descending: true, offset: 0, limit: 5 };

/** The same search on both backends: their answers must be equal. */
async function both(
  match: MatchSpec,
  page: PageRequest = byId,
): Promise<SearchHits & { fromIndex: boolean }> {
  const query = { match, scope: { network: false }, filters: {} };
  const expected = await postgres.search(query, page);
  const actual = await memory.search(query, page);
  expect(actual, JSON.stringify(match)).toEqual(expected);
  return { ...expected, fromIndex: memory.answeredLast };
}

const one = (term: string, field: SearchField = 'todos'): MatchSpec => ({
  rows: [{ term, field, operator: 'E' }],
});

const named = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);

describe('hyphenated words', () => {
  it('match the word with the hyphen, with a space or joined, in any case', async () => {
    const hyphenated = [
      'pós-graduação zqxlogia',
      'Pós-Graduação zqxlogia',
      'pos-graduacao zqxlogia',
      'POS‐GRADUACAO zqxlogia',
    ];
    for (const term of hyphenated) {
      expect((await both(one(term))).ids, term).toEqual(named('hyphen', 'space', 'joined'));
    }
    // Joined: the titles with the hyphen and those written joined.
    for (const term of ['posgraduacao zqxlogia', 'pósgraduação zqxlogia']) {
      expect((await both(one(term))).ids, term).toEqual(named('hyphen', 'joined'));
    }
    // Two words typed apart find the titles with the hyphen too (and those with both words).
    expect((await both(one('pos graduacao zqxlogia'))).ids).toEqual(
      named('hyphen', 'space', 'apart'),
    );
    // With the hyphen: the parts in a row (or joined), not anywhere in the title.
    expect((await both(one('pós-graduação zqxlogia'))).ids).not.toContain(ids.apart);
  });

  it('match in the title, author and subject fields, and the phrase written either way', async () => {
    expect((await both(one('programa de pós-graduação zqxlogia', 'titulo'))).ids).toEqual(
      named('hyphen'),
    );
    for (const term of ['Lévi-Strauss', 'levi strauss', 'levistrauss', 'LEVI-STRAUSS claude']) {
      expect((await both(one(term, 'autor'))).ids, term).toEqual(named('author'));
    }
    expect((await both(one('Lévi-Strauss', 'titulo'))).ids).toEqual([]);
    for (const term of ['sócio-ambiental', 'socio ambiental', 'socioambiental']) {
      expect((await both(one(term, 'assunto'))).ids, term).toEqual(named('subject'));
    }
    for (const term of [
      '"programa de pós-graduação em zqxlogia"',
      '"programa de pos graduacao em zqxlogia"',
    ]) {
      expect((await both(one(term))).ids, term).toEqual(named('hyphen'));
    }
    expect((await both(one('"pós-graduação em zqxlogia"'))).ids).toEqual(named('hyphen', 'space'));
    expect((await both(one('"curso de pós-graduação em zqxlogia"'))).ids).toEqual(named('space'));
  });

  it('find the shared MARC titles by their own words, first by relevance', async () => {
    for (const title of [
      'An audio-visual history of jazz',
      'mai-juillet 89',
      'Canadiens aux États-Unis',
      'premier évêque de Saint-Albert',
    ]) {
      const found = await both(one(title), byRelevance);
      expect(found.total, title).toBeGreaterThan(0);
      const { rows } = await sql<{ title: string }>`
        select title from title where id = ${found.ids[0]!}`.execute(db.kysely);
      expect(rows[0]!.title.toLowerCase(), title).toContain(title.toLowerCase());
    }
    expect((await both(one('audiovisual'))).total).toBeGreaterThan(0);
  });

  it('do not turn into exclusions: only a minus at the start of a word excludes', () => {
    expect(parseQuery('pós-graduação').map((p) => [p.text, p.negated])).toEqual([
      ['pós-graduação', false],
    ]);
    expect(parseQuery('P.-J. Proughon').every((p) => !p.negated)).toBe(true);
    expect(parseQuery('jazz --blues -rock').map((p) => p.negated)).toEqual([false, false, true]);
  });
});

describe('right truncation', () => {
  it('finds every word starting with the letters, unstemmed, and the word itself', async () => {
    const mingus = await both(one('mingus'));
    const ming = await both(one('ming*'));
    expect(ming.fromIndex).toBe(true);
    expect(mingus.total).toBeGreaterThan(5);
    expect(ming.ids).toEqual(expect.arrayContaining(mingus.ids));
    const ellington = await both(one('ellington'));
    expect((await both(one('ellin*'))).ids).toEqual(ellington.ids);
    const jazz = await both(one('jazz'));
    const jaz = await both(one('jaz*'));
    expect(jaz.total).toBeGreaterThanOrEqual(jazz.total);
    expect(jazz.total).toBeGreaterThan(100);
    // Stemming is not applied to the stem: educa* is not educ*.
    const educa = await both(one('educa*'));
    expect(educa.total).toBeGreaterThan(0);
    expect(educa.total).toBeGreaterThanOrEqual((await both(one('educação'))).total);
    expect((await both(one('hist*'))).total).toBeGreaterThanOrEqual(
      (await both(one('história'))).total,
    );
  });

  it('needs 3 letters: with fewer the * is ignored', async () => {
    expect(parseQuery('hi*')[0]).toMatchObject({ text: 'hi' });
    expect(parseQuery('hi*')[0]!.truncated).toBeUndefined();
    expect(parseQuery('his*')[0]).toMatchObject({ text: 'his', truncated: true });
    const two = await both(one('ja*'));
    expect(two).toEqual(await both(one('ja')));
  });

  it('works in every field, with exclusion and OR, and in advanced rows', async () => {
    const byAuthor = await both(one('ming*', 'autor'));
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.ids).toEqual(expect.arrayContaining((await both(one('mingus', 'autor'))).ids));
    expect((await both(one('zqxtróp*', 'titulo'))).ids).toEqual(named('author'));
    expect((await both(one('zqxtróp*', 'autor'))).ids).toEqual([]);
    expect((await both(one('lévi-str*', 'autor'))).ids).toEqual(named('author'));
    // The joined form truncated finds the hyphenated and joined titles, not the one with a space.
    expect((await both(one('zqxlog* -posgrad*'))).ids).toEqual(named('space', 'apart'));
    const or = await both(one('zqxmanu* OR zqxtrop*'));
    expect(or.ids).toEqual(named('author', 'subject'));
    const rows = await both({
      rows: [
        { term: 'jaz*', field: 'titulo', operator: 'E' },
        { term: 'ellin*', field: 'autor', operator: 'E' },
        { term: 'mingus', field: 'todos', operator: 'NAO' },
      ],
    });
    expect(rows.total).toBeGreaterThan(0);
  });

  it('ranks by relevance exactly as PostgreSQL, from the memory index', async () => {
    const forms: MatchSpec[] = ['jaz*', 'ming*', 'hist*', 'educa*', 'pian*', 'trumpet*'].map(
      (term) => one(term),
    );
    forms.push({
      rows: [
        { term: 'duk*', field: 'todos', operator: 'E' },
        { term: 'ellin* OR jazz', field: 'todos', operator: 'OU' },
      ],
    });
    for (const match of forms) {
      for (const descending of [true, false]) {
        const page = { sort: 'relevance' as const, descending, offset: 0, limit: 50 };
        const found = await both(match, page);
        expect(found.fromIndex, JSON.stringify(match)).toBe(true);
        expect(found.total).toBeGreaterThan(0);
      }
    }
  });

  it('says whether a truncated term finds anything, as PostgreSQL does', async () => {
    for (const term of ['ming*', 'zzzq*', 'pós-grad*']) {
      expect(await memory.hasMatches(term), term).toBe(await postgres.hasMatches(term));
    }
    expect(await postgres.hasMatches('ming*')).toBe(true);
  });
});
