/**
 * Issue 11, item 4: words inside Chinese and Japanese text (migration 0024). The records of
 * ../shared/data/marc/evergreen/concerto/bibs_graphic_880.xml carry titles, publishers and
 * subjects in Chinese and Japanese script (880); a word of two or more characters inside a run
 * (`社会科学` in `中国社会科学出版社`) and a single character are found, on the PostgreSQL
 * backend and on the memory index alike, and in their fields.
 */
import type { SearchField } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../catalogue/title-store.ts';
import { importMarcFile } from '../cli/import-marc.ts';
import type { Db } from '../db/database.ts';
import { down, up } from '../db/migrations/0024-search-cjk.ts';
import type { MarcRecord } from '../marc/record.ts';
import { marcData } from '../marc/test-data.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { searchBoth, titlesWithOriginal } from '../test-support/search.ts';
import type { SearchBackend } from './backend.ts';
import { searchChangeCounter } from './cached-backend.ts';
import { memorySearchBackend, type MemorySearchBackend } from './memory-backend.ts';
import { postgresFtsBackend } from './postgres-fts.ts';

let db: Db;
let postgres: SearchBackend;
let memory: MemorySearchBackend;

/** A Korean title (none in the shared files): Hangul words with their particles joined. */
const korean: MarcRecord = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { tag: '001', value: 'KOR0001' },
    { tag: '008', value: '260101s2020    ko            000 0 kor d' },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: '한국문학의 이해' }] },
  ],
};

beforeAll(async () => {
  db = await openTestDatabase();
  for (const file of ['evergreen/concerto/bibs_graphic_880.xml', 'evergreen/FSL.marc'])
    await importMarcFile(db.kysely, marcData(file));
  await saveRecords(db.kysely, [korean]);
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

/** The same search on both backends (test-support/search.ts). */
const both = (term: string, field?: SearchField) => searchBoth(postgres, memory)(term, field);

/** Titles whose original-script text of one of `fields` contains `text`. */
const holding = (text: string, fields: string[]) => titlesWithOriginal(db, text, fields);

describe('CJK search', () => {
  it('finds a word of two or more characters inside a run, in every field', async () => {
    // 中国社会科学出版社: the Chinese Academy of Social Sciences Press.
    const press = await holding('中国社会科学出版社', ['publicacao']);
    expect(press.length).toBe(1);
    expect(await both('社会科学')).toEqual(press);
    expect(await both('社会科学', 'editora')).toEqual(press);
    expect(await both('社会科学', 'titulo')).toEqual([]);
    // 出版社 (publisher) ends two publishers' names: 中国社会科学出版社 and 现代出版社.
    const publishers = await holding('出版社', ['publicacao']);
    expect(publishers.length).toBe(2);
    expect(await both('出版社')).toEqual(publishers);
    // 图说中国节: the first two characters of a title, and its last three.
    const title = await holding('图说中国节', ['titulo']);
    expect(title.length).toBe(1);
    expect(await both('图说', 'titulo')).toEqual(title);
    expect(await both('中国节', 'titulo')).toEqual(title);
    // Japanese: 松本 (Matsumoto) in the subject 松本重治 and the uniform title 松本重治伝.
    const matsumoto = await holding('松本', ['assunto']);
    expect(matsumoto.length).toBe(1);
    expect(await both('松本', 'assunto')).toEqual(matsumoto);
    // Katakana inside a run: シュプリンガー (Springer) in シュプリンガー・フェアラーク東京.
    expect(await both('シュプリンガー')).toEqual(await holding('シュプリンガー', ['publicacao']));
    // Korean: 한국 (Korea) inside 한국문학의.
    const [koreanId] = (
      await sql<{ id: number }>`select id from title where control_number = 'KOR0001'`.execute(
        db.kysely,
      )
    ).rows.map((r) => r.id);
    expect(await both('한국')).toEqual([koreanId]);
    expect(await both('문학')).toEqual([koreanId]);
  });

  it('reads the characters of a query in their order, and a single character alone', async () => {
    // 社会科学 is in the press's name; 科学社会 (the same characters, another order) is not.
    expect(await both('科学社会')).toEqual([]);
    expect(await both('"社会科学出版"')).toEqual(await holding('社会科学出版', ['publicacao']));
    // 节 (festival): only ever the last character of a run here.
    const festival = await holding('节', ['titulo', 'outro_titulo']);
    expect(festival.length).toBeGreaterThan(0);
    expect(await both('节')).toEqual(expect.arrayContaining(festival));
    // A truncated CJK word reads as the word: its pairs already find what starts with it.
    expect(await both('社会科*')).toEqual(await both('社会科'));
  });

  it('leaves the documents of other scripts as they were', async () => {
    const { rows } = await sql<{ same: boolean }>`
      select estante_search_text('Pós-graduação em história, 2.0 — Lévi-Strauss')
        = estante_search_text_plain('Pós-graduação em história, 2.0 — Lévi-Strauss') as same`.execute(
      db.kysely,
    );
    expect(rows[0]!.same).toBe(true);
    expect((await both('история')).length).toBeGreaterThan(0);
  });
});

describe('migration 0024', () => {
  it('stores again the titles with CJK text, both ways', async () => {
    const untyped = db.kysely as unknown as Kysely<unknown>;
    await down(untyped);
    const before = await sql<{ n: number }>`
      select count(*)::int as n from title where search @@ search_word_query('社会科学')`.execute(
      db.kysely,
    );
    expect(before.rows[0]!.n).toBe(0);
    await up(untyped);
    const after = await sql<{ n: number }>`
      select count(*)::int as n from title where search @@ search_word_query('社会科学')`.execute(
      db.kysely,
    );
    expect(after.rows[0]!.n).toBe(1);
  });
});
