import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACET_LETTERS, type FilterKind, type SearchField } from '@estante/contract';
import { importMarcFile } from '../cli/import-marc.ts';
import { repoRoot } from '../config.ts';
import type { Db } from '../db/database.ts';
import { generateDemoCollection } from '../demo/index.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { isUnsettled, type PageRequest, type SearchQuery, type SortOrder } from './backend.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { wordQueryOf } from './memory-query.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

let db: Db;
let postgres: ReturnType<typeof postgresFtsBackend>;
let memory: MemorySearchBackend;
const errors: unknown[] = [];

/** Large enough that neither backend samples: their facet counts must then be equal. */
const EVERY_MATCH = 1_000_000;

const marc = (file: string) => path.resolve(repoRoot, '../shared/data/marc', file);

beforeAll(async () => {
  db = await openTestDatabase();
  await generateDemoCollection(db.kysely, {
    titles: 600,
    seed: 11,
    today: new Date('2026-11-22T12:00:00Z'),
  });
  for (const file of [
    'marc4j/pride-and-prejudice-fixed.mrc',
    'biblivre/biblivre-import.mrc',
    'evergreen/lul_fre_100.mrc',
  ]) {
    await importMarcFile(db.kysely, marc(file));
  }
  postgres = postgresFtsBackend(db.kysely, { facetSample: EVERY_MATCH });
  memory = memorySearchBackend(db.kysely, postgres, {
    generation: searchChangeCounter(db.kysely),
    onError: (error) => errors.push(error),
    // These tests check that a patch answers, not how fast: a loaded CI machine (browser tests
    // beside them) can take longer than the quarter second a visitor is kept waiting.
    patchWaitMs: 30_000,
  });
  await memory.ready();
}, 180_000);
afterAll(async () => {
  await memory.close();
  await db.close();
});

/** Words the catalogue holds (stemmed forms differ) and some it does not. */
const WORDS = [
  'historia',
  'educacao',
  'brasil',
  'direito',
  'saude',
  'engenharia',
  'ciencia',
  'pride',
  'prejudice',
  'austen',
  'jane',
  'de',
  'the',
  'musica',
  'silva',
  'introducao',
  'literatura',
  'francaise',
  'paris',
  'sociedade',
  'politica',
];
const FIELDS: SearchField[] = ['todos', 'titulo', 'autor', 'assunto'];
const SORTS: Exclude<SortOrder, 'relevance'>[] = [
  'title',
  'author',
  'year',
  'call_number',
  'acquired',
  'id',
];

/** The codes each filter letter can take here, read from the PostgreSQL backend's facets. */
let codes: Map<FilterKind, string[]>;

async function facetCodes(): Promise<Map<FilterKind, string[]>> {
  if (codes) return codes;
  codes = new Map();
  for (const network of [false, true]) {
    const answer = await postgres.facets({ match: null, scope: { network }, filters: {} });
    for (const [letter, list] of answer.counts) {
      codes.set(letter, [...(codes.get(letter) ?? []), ...list.map((c) => c.code)]);
    }
  }
  return codes;
}

const term = fc
  .array(
    fc.record({
      word: fc.constantFrom(...WORDS),
      prefix: fc.constantFrom('', '', '', '-', 'OR '),
    }),
    { minLength: 1, maxLength: 2 },
  )
  .map((parts) => parts.map((p) => `${p.prefix === '-' ? '-' : p.prefix}${p.word}`).join(' '));

const rows = fc.array(
  fc.record({
    term,
    field: fc.constantFrom<SearchField>('todos', 'todos', ...FIELDS),
    operator: fc.constantFrom('E' as const, 'OU' as const, 'NAO' as const),
  }),
  { minLength: 1, maxLength: 2 },
);
/** Mostly one row, as most searches are. */
const formRows = fc.oneof({ weight: 3, arbitrary: rows.map((r) => r.slice(0, 1)) }, rows);

function queryArbitrary(filterCodes: Map<FilterKind, string[]>) {
  const letters = [...filterCodes.keys()];
  const filters = fc
    .array(
      fc
        .constantFrom(...letters)
        .chain((letter) =>
          fc
            .subarray(filterCodes.get(letter)!, { minLength: 1, maxLength: 2 })
            .map((picked) => [letter, picked] as const),
        ),
      { maxLength: 2 },
    )
    .map((list) => Object.fromEntries(list) as SearchQuery['filters']);
  // Mostly our collection with no other restriction, so most searches find something.
  const scope = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ network: false }) },
    fc.record({
      network: fc.boolean(),
      onlineOnly: fc.constantFrom(undefined, true),
      accessibleOnly: fc.constantFrom(undefined, true),
      acquiredSince: fc.constantFrom(undefined, '2026-01-01', '2025-06-30'),
      materialType: fc.constantFrom(undefined, 'archive' as const, 'normative_act' as const),
    }),
  );
  return fc.record({
    match: fc.option(fc.record({ rows: formRows }), { freq: 6 }),
    scope: scope.map((s) => JSON.parse(JSON.stringify(s)) as SearchQuery['scope']),
    filters: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, filters),
  });
}

const pageArbitrary = fc.record({
  sort: fc.constantFrom(...SORTS),
  descending: fc.boolean(),
  offset: fc.constantFrom(0, 0, 0, 20, 500),
  limit: fc.constantFrom(10, 20, 50),
});

const plainQuery = (term: string): SearchQuery => ({
  match: { rows: [{ term, field: 'todos', operator: 'E' }] },
  scope: { network: false },
  filters: {},
});

describe('memory index — the same answers as PostgreSQL', () => {
  it('gives the same totals and pages for random searches, filters, scopes and orders', async () => {
    const filterCodes = await facetCodes();
    let answered = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary(filterCodes),
        pageArbitrary,
        async (query, page: PageRequest) => {
          const expected = await postgres.search(query, page);
          const actual = await memory.search(query, page);
          if (memory.answeredLast) answered++;
          if (expected.ids.length > 0) found++;
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 250, seed: 20261122 },
    );
    // The index answered them, not the fallback, and most pages had titles to compare.
    expect(answered).toBe(250);
    expect(found).toBeGreaterThan(80);
  }, 120_000);

  it('gives the same facet counts', async () => {
    const filterCodes = await facetCodes();
    await fc.assert(
      fc.asyncProperty(queryArbitrary(filterCodes), async (query) => {
        const expected = await postgres.facets(query);
        const actual = await memory.facets(query);
        expect(memory.answeredLast).toBe(true);
        expect(actual.sampled).toBe(expected.sampled);
        for (const letter of FACET_LETTERS) {
          // Ties at the cut of a long list may differ; every value kept must agree.
          const want = new Map((expected.counts.get(letter) ?? []).map((c) => [c.code, c]));
          const got = actual.counts.get(letter) ?? [];
          expect(got.length, letter).toBe(want.size);
          for (const count of got) {
            const other = want.get(count.code);
            if (other) expect(count, letter).toEqual(other);
            else expect(count.total, letter).toBeLessThanOrEqual(got[got.length - 1]!.total);
          }
        }
      }),
      { numRuns: 120, seed: 7 },
    );
  }, 120_000);

  it('finds every common word with and without filters, in every order', async () => {
    for (const word of ['historia', 'brasil', 'pride', 'de']) {
      for (const sort of SORTS) {
        const query: SearchQuery = {
          match: { rows: [{ term: word, field: 'todos', operator: 'E' }] },
          scope: { network: false },
          filters: {},
        };
        const page = { sort, descending: sort === 'year', offset: 0, limit: 20 };
        const expected = await postgres.search(query, page);
        expect(await memory.search(query, page)).toEqual(expected);
        expect(memory.answeredLast).toBe(true);
        if (word !== 'de' && word !== 'zzzznada') expect(expected.total).toBeGreaterThan(0);
      }
    }
  });

  it('ranks by relevance exactly as PostgreSQL, for random forms with a one-word first term', async () => {
    const filterCodes = await facetCodes();
    const oneWordFirst = queryArbitrary(filterCodes).chain((query) =>
      fc.constantFrom(...WORDS).map((word) => ({
        ...query,
        match: query.match && {
          rows: [{ ...query.match.rows[0]!, term: word }, ...query.match.rows.slice(1)],
        },
      })),
    );
    let found = 0;
    await fc.assert(
      fc.asyncProperty(oneWordFirst, pageArbitrary, async (query, page) => {
        const ranked = { ...page, sort: 'relevance' as const };
        const expected = await postgres.search(query, ranked);
        expect(await memory.search(query, ranked)).toEqual(expected);
        expect(memory.answeredLast).toBe(true);
        if (expected.ids.length > 1) found++;
      }),
      { numRuns: 200, seed: 42 },
    );
    expect(found).toBeGreaterThan(60);
  }, 120_000);

  it('gives the same totals, pages and relevance for truncated words (word*)', async () => {
    const TRUNCATED = ['hist*', 'educa*', 'bras*', 'pri*', 'aus*', 'lit*', 'fran*', 'soci*'];
    const truncatedTerm = fc
      .array(
        fc.record({
          word: fc.constantFrom(...TRUNCATED, ...TRUNCATED, ...WORDS),
          prefix: fc.constantFrom('', '', '-', 'OR '),
        }),
        { minLength: 1, maxLength: 2 },
      )
      .map((parts) => parts.map((p) => `${p.prefix}${p.word}`).join(' '));
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        truncatedTerm,
        fc.constantFrom<SearchField>(...FIELDS),
        fc.constantFrom<SortOrder>('relevance', 'relevance', ...SORTS),
        fc.boolean(),
        async (term, field, sort, descending) => {
          const query: SearchQuery = {
            match: { rows: [{ term, field, operator: 'E' }] },
            scope: { network: false },
            filters: {},
          };
          const page = { sort, descending, offset: 0, limit: 20 };
          const expected = await postgres.search(query, page);
          expect(await memory.search(query, page), `${term} ${field} ${sort}`).toEqual(expected);
          expect(memory.answeredLast).toBe(true);
          if (expected.ids.length > 1) found++;
        },
      ),
      { numRuns: 150, seed: 2026 },
    );
    expect(found).toBeGreaterThan(40);
  }, 120_000);

  it('gives the same answers for plurals and singulars of every language (issue 11)', async () => {
    // English, French, Portuguese and Spanish forms: each title is stemmed in its language, a
    // word matches the stems of all four and, marked, the word as written (migration 0015).
    const FORMS = [
      'prejudices',
      'prejudice',
      'prides',
      'pride',
      'lettres',
      'lettre',
      'souvenirs',
      'souvenir',
      'livros',
      'livro',
      'bibliotecas',
      'biblioteca',
      'histories',
      'history',
      'canciones',
      'canción',
      'computers',
    ];
    const pluralTerm = fc
      .array(
        fc.record({
          word: fc.constantFrom(...FORMS, ...WORDS),
          prefix: fc.constantFrom('', '', '-', 'OR '),
        }),
        { minLength: 1, maxLength: 2 },
      )
      .map((parts) => parts.map((p) => `${p.prefix}${p.word}`).join(' '));
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        pluralTerm,
        fc.constantFrom<SearchField>(...FIELDS),
        fc.constantFrom<SortOrder>('relevance', 'relevance', ...SORTS),
        fc.boolean(),
        async (term, field, sort, descending) => {
          const query: SearchQuery = {
            match: { rows: [{ term, field, operator: 'E' }] },
            scope: { network: false },
            filters: {},
          };
          const page = { sort, descending, offset: 0, limit: 20 };
          const expected = await postgres.search(query, page);
          expect(await memory.search(query, page), `${term} ${field} ${sort}`).toEqual(expected);
          expect(memory.answeredLast).toBe(true);
          if (expected.ids.length > 1) found++;
        },
      ),
      { numRuns: 150, seed: 1115 },
    );
    expect(found).toBeGreaterThan(40);
  }, 120_000);

  it('gives the same answers for phrases, hyphenated words and first terms of several words', async () => {
    // Quoted phrases and hyphenated words match on word positions; a first term of several
    // words gets the phrase boost (1 in the title, 0.3 elsewhere) in relevance order.
    const PHRASES = [
      '"pride and prejudice"',
      'pride and prejudice',
      '"historia do brasil"',
      'historia do brasil',
      '"educacao e sociedade"',
      'jane austen',
      '"austen jane"',
      // Phrases that stand in authors and subjects too: the 0.3 boost decides there.
      'austen jane',
      'brasil historia',
      'historia brasil',
      'silva maria',
      'pos-graduacao',
      'pós-graduação',
      'sócio-ambiental',
      '"de la"',
      '"introducao a"',
      'direito civil',
      'musica popular brasileira',
      'saude publica',
      '"literatura francaise"',
    ];
    const phraseTerm = fc
      .array(
        fc.record({
          words: fc.constantFrom(...PHRASES, ...PHRASES, ...WORDS),
          prefix: fc.constantFrom('', '', '', '-', 'OR '),
        }),
        { minLength: 1, maxLength: 2 },
      )
      .map((parts) => parts.map((p) => `${p.prefix}${p.words}`).join(' '));
    let found = 0;
    let boosted = 0;
    await fc.assert(
      fc.asyncProperty(
        phraseTerm,
        fc.constantFrom<SearchField>('todos', 'todos', ...FIELDS),
        fc.constantFrom<SortOrder>('relevance', 'relevance', 'relevance', ...SORTS),
        fc.boolean(),
        fc.constantFrom(0, 0, 20),
        async (term, field, sort, descending, offset) => {
          const query: SearchQuery = {
            match: { rows: [{ term, field, operator: 'E' }] },
            scope: { network: false },
            filters: {},
          };
          const page = { sort, descending, offset, limit: 20 };
          const expected = await postgres.search(query, page);
          expect(await memory.search(query, page), `${term} ${field} ${sort}`).toEqual(expected);
          expect(memory.answeredLast, term).toBe(true);
          if (expected.ids.length > 1) found++;
          if (sort === 'relevance' && term.includes(' ') && expected.ids.length > 1) boosted++;
        },
      ),
      { numRuns: 200, seed: 1125 },
    );
    expect(found).toBeGreaterThan(60);
    expect(boosted).toBeGreaterThan(20);
  }, 120_000);

  it('puts the exact title first, as PostgreSQL does', async () => {
    const { sql } = await import('kysely');
    const { rows } = await sql<{ title: string }>`
      select title from title where network_institution_id is null and title ~ '^[[:alpha:]]+$'
      order by id limit 3`.execute(db.kysely);
    expect(rows.length).toBeGreaterThan(0);
    for (const { title } of rows) {
      const query = plainQuery(title);
      for (const descending of [true, false]) {
        const page = { sort: 'relevance' as const, descending, offset: 0, limit: 20 };
        const expected = await postgres.search(query, page);
        expect(await memory.search(query, page), title).toEqual(expected);
        expect(memory.answeredLast).toBe(true);
      }
    }
  });

  it('puts titles without a value last in both directions, ties in id order', async () => {
    const query: SearchQuery = { match: null, scope: { network: false }, filters: {} };
    const { total } = await postgres.search(query, {
      sort: 'id',
      descending: false,
      offset: 0,
      limit: 1,
    });
    for (const sort of SORTS) {
      for (const descending of [false, true]) {
        // The first page, one across the middle and the last, where titles without the value are.
        for (const offset of [0, Math.floor(total / 2), total - 30]) {
          const page = { sort, descending, offset, limit: 50 };
          expect(await memory.search(query, page), `${sort} ${descending} ${offset}`).toEqual(
            await postgres.search(query, page),
          );
        }
      }
    }
  });

  it('answers odd text as PostgreSQL does: operators, quotes, SQL, control characters, 10 kB', async () => {
    const odd = [
      'a & | ! :*',
      "historia' or 1=1 --",
      'brasil\u0000\u001b[31m\u200b',
      '(((historia)))',
      'x'.repeat(10_240),
      `${'historia '.repeat(1200)}brasil`,
      '-historia -brasil',
      'OR OU',
    ];
    const page = { sort: 'title' as const, descending: false, offset: 0, limit: 20 };
    for (const term of odd) {
      const query: SearchQuery = {
        match: { rows: [{ term, field: 'todos', operator: 'E' }] },
        scope: { network: false },
        filters: {},
      };
      expect(await memory.search(query, page), term.slice(0, 40)).toEqual(
        await postgres.search(query, page),
      );
    }
  });

  it('says whether a term finds anything, as PostgreSQL does', async () => {
    for (const word of ['historia', 'zzzznada', 'de', 'austen', 'historia -historia']) {
      expect(await memory.hasMatches(word), word).toBe(await postgres.hasMatches(word));
      expect(memory.answeredLast).toBe(true);
    }
  });
});

describe('memory index — what it leaves to PostgreSQL', () => {
  const plain = (term: string, field: SearchField = 'todos'): SearchQuery => ({
    match: { rows: [{ term, field, operator: 'E' }] },
    scope: { network: false },
    filters: {},
  });
  const first = { sort: 'year' as const, descending: true, offset: 0, limit: 20 };

  it.each([
    ['an ISBN', plain('978-85-7326-000-1'), first],
    ['the ISBN field', plain('9788573260001', 'isbn'), first],
    ['a call-number prefix', plain('8', 'chamada'), first],
    ['the series field', plain('historia', 'serie'), first],
    [
      'an archive scope',
      { ...plain('historia'), scope: { network: false, archive: { recordType: 'p' } } },
      first,
    ],
  ])('%s', async (_label, query: SearchQuery, page: PageRequest) => {
    const expected = await postgres.search(query, page);
    expect(await memory.search(query, page)).toEqual(expected);
    expect(memory.answeredLast).toBe(false);
  });

  it('answers at the change counter its caller read; an index patched past it answers unsettled', async () => {
    const page = { sort: 'year' as const, descending: true, offset: 0, limit: 20 };
    await memory.ready();
    const counter = await searchChangeCounter(db.kysely)();
    const answer = await memory.search(plainQuery('historia'), page, counter);
    expect(memory.answeredLast).toBe(true);
    expect(isUnsettled(answer)).toBe(false);
    // A counter read before the index's last patch: the index is newer than asked, so it answers,
    // but the result cache must not keep that answer under the older counter.
    const late = await memory.search(plainQuery('historia'), page, String(BigInt(counter) - 1n));
    expect(memory.answeredLast).toBe(true);
    expect(isUnsettled(late)).toBe(true);
    expect(late).toEqual(answer);
  });

  it('answers a title added a moment ago from the patched index (memory-patch.test.ts)', async () => {
    const query = plain('zqxjornal');
    const page = { sort: 'id' as const, descending: false, offset: 0, limit: 20 };
    expect((await memory.search(query, page)).total).toBe(0);
    const { sql } = await import('kysely');
    await sql`insert into title (marc, title, material_type, search_extra)
      values ('{"leader":"","fields":[]}'::jsonb, 'Zqxjornal da tarde', 'book', '')`.execute(
      db.kysely,
    );
    const found = await memory.search(query, page);
    expect(memory.answeredLast).toBe(true);
    expect(found.total).toBe(1);
    expect(found).toEqual(await postgres.search(query, page));
    expect(errors).toEqual([]);
  });
});

describe('wordQueryOf', () => {
  const one = (lexeme: string, prefix = false) => [{ lexeme, prefix, offset: 0 }];
  it('reads the OR of quoted lexemes search_word_query gives', () => {
    expect(wordQueryOf("'histor' | 'historia'")?.chains).toEqual([one('histor'), one('historia')]);
    expect(wordQueryOf("'d''agua' | 'd''agua'")?.operands).toEqual([
      { lexeme: "d'agua", prefix: false },
      { lexeme: "d'agua", prefix: false },
    ]);
    expect(wordQueryOf('')).toEqual({ chains: [], operands: [] });
  });
  it('reads the prefixes search_prefix_query gives', () => {
    expect(wordQueryOf("'educa':* | 'educ'")?.chains).toEqual([one('educa', true), one('educ')]);
  });
  it('reads phrases with their distances, and a hyphenated word joined', () => {
    const query = wordQueryOf("'histori' <2> 'brasil' | 'pos' <-> 'gradua' <-> 'x' | 'posgradua'");
    expect(query?.chains).toEqual([
      [
        { lexeme: 'histori', prefix: false, offset: 0 },
        { lexeme: 'brasil', prefix: false, offset: 2 },
      ],
      [
        { lexeme: 'pos', prefix: false, offset: 0 },
        { lexeme: 'gradua', prefix: false, offset: 1 },
        { lexeme: 'x', prefix: false, offset: 2 },
      ],
      one('posgradua'),
    ]);
    // Every lexeme counts for ts_rank.
    expect(query?.operands.map((o) => o.lexeme)).toEqual([
      'histori',
      'brasil',
      'pos',
      'gradua',
      'x',
      'posgradua',
    ]);
  });
  it('refuses anything else', () => {
    expect(wordQueryOf("'a' & 'b'")).toBeNull();
    expect(wordQueryOf("!'a'")).toBeNull();
    expect(wordQueryOf("'a':*A")).toBeNull();
    expect(wordQueryOf("( 'a' | 'b' ) <-> 'c'")).toBeNull();
    expect(wordQueryOf("'a':* <-> 'b'")).toBeNull();
  });
});
