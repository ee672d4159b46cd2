/**
 * Issue 11, item 4: titles in their original script (MARC 880). The records of
 * ../shared/data/marc/evergreen/hebrew.marc carry their title and variant titles in Hebrew
 * script in 880 fields; bibs_graphic_880.xml carries Chinese and Japanese ones. Each 880 is
 * indexed with the field it pairs with, on the PostgreSQL backend and on the memory index
 * (which must answer the same, from the index itself), and shown by the API with its language
 * and direction.
 */
import type { SearchField, SearchRecord, TitleDetail } from '@estante/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { saveRecords } from '../catalogue/title-store.ts';
import { importMarcFile } from '../cli/import-marc.ts';
import type { Db } from '../db/database.ts';
import { down, up } from '../db/migrations/0018-original-script.ts';
import type { MarcRecord } from '../marc/record.ts';
import { marcData } from '../marc/test-data.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../test-support/app.ts';
import { searchBoth, titlesWithOriginal } from '../test-support/search.ts';
import type { PageRequest, SearchBackend } from './backend.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

let db: Db;
let postgres: SearchBackend;
let memory: MemorySearchBackend;

/** An Arabic record (no such record in the shared files): 245 romanized, its 880 in Arabic. */
const arabic: MarcRecord = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { tag: '001', value: 'ARAB0001' },
    { tag: '008', value: '260101s2020    ua            000 0 ara d' },
    {
      tag: '100',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: '6', value: '880-01' },
        { code: 'a', value: 'Maḥfūẓ, Najīb' },
      ],
    },
    {
      tag: '245',
      ind1: '1',
      ind2: '0',
      subfields: [
        { code: '6', value: '880-02' },
        { code: 'a', value: 'Qaṣr al-shawq' },
      ],
    },
    {
      tag: '880',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: '6', value: '100-01/(3/r' },
        { code: 'a', value: 'محفوظ، نجيب' },
      ],
    },
    {
      tag: '880',
      ind1: '1',
      ind2: '0',
      subfields: [
        { code: '6', value: '245-02/(3/r' },
        { code: 'a', value: 'قصر الشوق' },
      ],
    },
  ],
};

beforeAll(async () => {
  db = await openTestDatabase();
  for (const file of [
    'evergreen/hebrew.marc',
    'evergreen/concerto/bibs_graphic_880.xml',
    'evergreen/FSL.marc',
  ])
    await importMarcFile(db.kysely, marcData(file));
  await saveRecords(db.kysely, [arabic]);
  postgres = postgresFtsBackend(db.kysely);
  memory = memorySearchBackend(db.kysely, postgres, {
    generation: searchChangeCounter(db.kysely),
  });
  await memory.ready();
}, 120_000);
afterAll(async () => {
  await memory?.close();
  await db?.close();
});

const byId: PageRequest = { sort: 'id', descending: false, offset: 0, limit: 500 };

/** The same search on both backends (test-support/search.ts). */
const both = (term: string, field?: SearchField) => searchBoth(postgres, memory)(term, field);

async function idOf(controlNumber: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from title where control_number = ${controlNumber}`.execute(db.kysely);
  expect(rows.length, controlNumber).toBe(1);
  return rows[0]!.id;
}

/** Titles whose original-script fields of the given kinds contain the text. */
const withOriginal = (text: string, fields: string[]) => titlesWithOriginal(db, text, fields);

describe('search in the original script', () => {
  it('finds the Hebrew title and variant titles (880 of 245, 246), on both backends', async () => {
    const zikhron = await idOf('56411436'); // Sefer zikhron melekh
    expect(await both('זכרון מלך')).toEqual([zikhron]);
    expect(await both('"זכרון מלך"')).toEqual([zikhron]);
    const sefer = await both('ספר');
    expect(sefer.length).toBeGreaterThanOrEqual(8);
    expect(sefer).toEqual(await withOriginal('ספר', ['titulo', 'outro_titulo']));
    // In the title field (weight A), not as an author.
    expect(await both('ספר', 'titulo')).toEqual(sefer);
    expect(await both('ספר', 'autor')).toEqual([]);
    // A variant title only (246): "Nitsotsot ḥabadiyim" of La-Torah vela-moʻadim.
    expect(await both('נצוצות')).toEqual([await idOf('13810341')]);
    // The romanized form still finds it.
    expect(await both('zikhron melekh')).toEqual([zikhron]);
  });

  it('finds a publisher and a series by their original script in those fields', async () => {
    for (const [campo, field] of [
      ['publicacao', 'editora'],
      ['serie', 'serie'],
    ] as const) {
      const { rows } = await sql<{ id: number; texto: string }>`
        select t.id, e->>'texto' as texto from title t, jsonb_array_elements(t.original_script) e
        where e->>'campo' = ${campo} order by t.id limit 1`.execute(db.kysely);
      expect(rows.length, campo).toBe(1);
      // Its longest word in a non-Latin script.
      const word = rows[0]!.texto
        .split(/[\s\p{P}]+/u)
        .filter((w) => /\p{L}/u.test(w) && !/[a-z]/i.test(w))
        .sort((a, b) => b.length - a.length)[0]!;
      const query = {
        match: { rows: [{ term: word, field, operator: 'E' as const }] },
        scope: { network: false },
        filters: {},
      };
      const found = await postgres.search(query, byId);
      expect(found.ids, `${field}: ${word}`).toContain(rows[0]!.id);
      expect((await memory.search(query, byId)).ids).toEqual(found.ids);
    }
  });

  it('finds Arabic, Chinese and Japanese 880s with their fields, and Cyrillic titles', async () => {
    const arabicId = await idOf('ARAB0001');
    expect(await both('قصر الشوق')).toEqual([arabicId]);
    expect(await both('محفوظ', 'autor')).toEqual([arabicId]);
    expect(await both('محفوظ', 'titulo')).toEqual([]);
    // CJK text has no spaces: PostgreSQL reads a run of ideographs as one word.
    expect(await both('中国节')).toEqual(await withOriginal('中国节', ['outro_titulo']));
    expect((await both('中国节')).length).toBe(1);
    expect(await both('同盟通信社', 'assunto')).toEqual(
      await withOriginal('同盟通信社', ['assunto']),
    );
    expect(await both('中国社会科学出版社')).toEqual(
      await withOriginal('中国社会科学出版社', ['publicacao']),
    );
    // FSL.marc: Russian titles in Cyrillic in the regular fields.
    expect((await both('история')).length).toBeGreaterThan(0);
  });
});

describe('the API shows the original script with its language and direction', () => {
  const apps: { memoryIndex: boolean; app: FastifyInstance }[] = [];
  beforeAll(async () => {
    for (const memoryIndex of [true, false]) {
      const app = await buildApp({
        db,
        rateLimits: GENEROUS_RATE_LIMITS,
        searchMemoryIndex: memoryIndex,
        searchCacheEntries: 0,
      });
      await app.ready();
      await app.searchEngine.ready();
      apps.push({ memoryIndex, app });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { app } of apps) await app.close();
  });

  it('results: `זכרון מלך` and `ספר` find the records, each with its Hebrew title', async () => {
    const zikhron = await idOf('56411436');
    for (const { memoryIndex, app } of apps) {
      const search = async (termo: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/consulta?${new URLSearchParams({ termo, tamanho: '50' }).toString()}`,
        });
        expect(res.statusCode, `${termo} (memory index ${memoryIndex})`).toBe(200);
        return (res.json() as { consulta: { data: SearchRecord[]; total: number } }).consulta;
      };
      const found = await search('זכרון מלך');
      expect(found.data.map((r) => r.cod_acervo)).toEqual([zikhron]);
      expect(found.data[0]!.escrita_original).toEqual([
        {
          campo: 'titulo',
          tag: '245',
          texto: 'ספר זכרון מלך: על הרמבם חלק ראשון',
          lang: 'he',
          dir: 'rtl',
        },
      ]);
      const sefer = await search('ספר');
      expect(sefer.total).toBe((await withOriginal('ספר', ['titulo', 'outro_titulo'])).length);
      const arabicRecord = (await search('قصر الشوق')).data[0]!;
      expect(arabicRecord.escrita_original).toEqual([
        { campo: 'autor', tag: '100', texto: 'محفوظ، نجيب', lang: 'ar', dir: 'rtl' },
        { campo: 'titulo', tag: '245', texto: 'قصر الشوق', lang: 'ar', dir: 'rtl' },
      ]);
    }
  });

  it('autocomplete, suggestions and filters answer for Hebrew, Arabic, Cyrillic and CJK terms', async () => {
    const app = apps[0]!.app;
    for (const termo of ['זכרון', 'ספר זכר', 'قصر', 'история', '中国节', '中国', 'זזזזז']) {
      for (const path of ['autocompletar', 'sugestoes', 'filtros']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/consulta/${path}?${new URLSearchParams({ termo }).toString()}`,
        });
        expect(res.statusCode, `${path} ${termo}`).toBe(200);
      }
    }
  });

  it('title page: the original-script title, variant titles and authors', async () => {
    const app = apps[0]!.app;
    const get = async (id: number) => {
      const res = await app.inject({ method: 'GET', url: `/api/acervo/${id}` });
      expect(res.statusCode).toBe(200);
      return res.json() as TitleDetail;
    };
    const hebrew = await get(await idOf('56411436'));
    expect(hebrew.titulo).toBe('Sefer zikhron melekh');
    expect(hebrew.escrita_original).toEqual([
      {
        campo: 'titulo',
        tag: '245',
        texto: 'ספר זכרון מלך: על הרמבם חלק ראשון',
        lang: 'he',
        dir: 'rtl',
      },
      { campo: 'outro_titulo', tag: '246', texto: 'זכרון מלך על הרמבם', lang: 'he', dir: 'rtl' },
      { campo: 'outro_titulo', tag: '246', texto: 'זכרון מלך', lang: 'he', dir: 'rtl' },
    ]);
    // A Japanese name in an English record: the script, not the record's language.
    const { rows } = await sql<{ id: number }>`
      select id from title where original_script @> '[{"texto": "開米潤, 1957-"}]'`.execute(
      db.kysely,
    );
    const japanese = await get(rows[0]!.id);
    expect(japanese.escrita_original[0]).toEqual({
      campo: 'autor',
      tag: '100',
      texto: '開米潤, 1957-',
      lang: 'und-Hani',
      dir: 'auto',
    });
    // A record without 880.
    const russian = await get((await both('история'))[0]!);
    expect(russian.escrita_original).toEqual([]);
  });
});

describe('migration 0018', () => {
  it('reads the original script of the titles stored before it', async () => {
    const untyped = db.kysely as unknown as Kysely<unknown>;
    const zikhron = await idOf('56411436');
    const stored = async () =>
      (
        await sql<{ id: number; original_script: unknown }>`
          select id, original_script from title where original_script <> '[]'::jsonb
          order by id`.execute(db.kysely)
      ).rows;
    const imported = await stored();
    // The Hebrew records, six of bibs_graphic_880.xml, the Arabic one.
    expect(imported.length).toBe(20 + 6 + 1);
    await down(untyped);
    const { rows: before } = await sql<{ n: number }>`
      select count(*)::int as n from title where search @@ search_word_query('זכרון')`.execute(
      db.kysely,
    );
    expect(before[0]!.n).toBe(0);
    await up(untyped);
    const { rows: after } = await sql<{ id: number }>`
      select id from title where search @@ search_word_query('זכרון')`.execute(db.kysely);
    expect(after.map((r) => r.id)).toEqual([zikhron]);
    expect(await stored()).toEqual(imported);
  });
});
