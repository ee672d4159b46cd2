import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import type { DataField, MarcField, MarcRecord } from '../marc/record.ts';
import { headingKey } from './heading-key.ts';
import { saveRecords } from './title-store.ts';

let db: Db;

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
});
afterAll(() => db.close());
beforeEach(async () => {
  await sql`truncate title_authority, copy, serial_issue, title, authority restart identity cascade`.execute(
    db.kysely,
  );
});

function field(tag: string, ...pairs: [string, string][]): DataField {
  return { tag, ind1: ' ', ind2: ' ', subfields: pairs.map(([code, value]) => ({ code, value })) };
}

const BOOK_008 = '250101s2020    bl a          000 0 por d';

/** A small bibliographic record; `id` null leaves out the 001. */
function bib(
  id: string | null,
  title: string,
  extra: MarcField[] = [],
  options: { source?: string; leader?: string } = {},
): MarcRecord {
  const fields: MarcField[] = [];
  if (id !== null) fields.push({ tag: '001', value: id });
  if (options.source !== undefined) fields.push({ tag: '003', value: options.source });
  fields.push({ tag: '008', value: BOOK_008 }, field('245', ['a', title]), ...extra);
  return { leader: options.leader ?? '00000nam a2200000 i 4500', fields };
}

function authority(id: string, tag: string, ...pairs: [string, string][]): MarcRecord {
  return {
    leader: '00000nz  a2200000n  4500',
    fields: [{ tag: '001', value: id }, { tag: '003', value: 'BR-TEST' }, field(tag, ...pairs)],
  };
}

async function titles() {
  return db.kysely.selectFrom('title').selectAll().orderBy('id').execute();
}

async function links() {
  return db.kysely
    .selectFrom('title_authority')
    .innerJoin('title', 'title.id', 'title_authority.title_id')
    .innerJoin('authority', 'authority.id', 'title_authority.authority_id')
    .select(['title.control_number as title', 'authority.control_number as authority', 'role'])
    .orderBy('title')
    .orderBy('authority')
    .orderBy('role')
    .execute();
}

describe('headingKey', () => {
  it('folds case and accents and drops trailing ISBD punctuation', () => {
    expect(headingKey('Silva, João da,')).toBe('silva, joao da');
    expect(headingKey('Educação.')).toBe('educacao');
    expect(headingKey('  Direito   constitucional / ')).toBe('direito constitucional');
    expect(headingKey('AÇÃO CIVIL PÚBLICA :')).toBe('acao civil publica');
  });

  it('keeps punctuation inside the heading', () => {
    expect(headingKey('Assis, Machado de, 1839-1908')).toBe('assis, machado de, 1839-1908');
    expect(headingKey('Brasil. Ministério da Educação.')).toBe('brasil. ministerio da educacao');
    expect(headingKey('Santa Catarina (SC)')).toBe('santa catarina (sc)');
  });
});

describe('saveRecords: upsert by 001 + 003', () => {
  it('inserts, then updates the same records, and counts both', async () => {
    const first = await saveRecords(db.kysely, [
      bib('A1', 'Primeiro título', [], { source: 'BR-TEST' }),
      bib('A2', 'Segundo título', [], { source: 'BR-TEST' }),
    ]);
    expect(first).toMatchObject({ inserted: 2, updated: 0, rejected: [], skipped: [] });

    const second = await saveRecords(db.kysely, [
      bib('A1', 'Primeiro título revisto', [], { source: 'BR-TEST' }),
      bib('A2', 'Segundo título', [], { source: 'BR-TEST' }),
    ]);
    expect(second).toMatchObject({ inserted: 0, updated: 2 });
    const rows = await titles();
    expect(rows.map((r) => [r.control_number, r.control_number_source, r.title])).toEqual([
      ['A1', 'BR-TEST', 'Primeiro título revisto'],
      ['A2', 'BR-TEST', 'Segundo título'],
    ]);
  });

  it('treats another 003 as another record, and no 003 as the empty source', async () => {
    await saveRecords(db.kysely, [bib('B1', 'Um', [], { source: 'BR-TEST' })]);
    const result = await saveRecords(db.kysely, [
      bib('B1', 'Dois', [], { source: 'BR-OTHER' }),
      bib('B1', 'Três'),
    ]);
    expect(result).toMatchObject({ inserted: 2, updated: 0 });
    expect((await titles()).map((r) => r.control_number_source)).toEqual([
      'BR-TEST',
      'BR-OTHER',
      '',
    ]);
  });

  it('matches records without 001 by content key (+ 003)', async () => {
    const result = await saveRecords(db.kysely, [
      bib(null, 'Sem número'),
      bib(null, 'Outro sem número'),
      bib(null, 'Sem número'),
    ]);
    expect(result).toMatchObject({ inserted: 2, updated: 1 });
    expect(result.byContent.map((m) => [m.index, m.inserted])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(result.byContent[2]!.key).toBe(result.byContent[0]!.key);
    const again = await saveRecords(db.kysely, [
      bib(null, 'Sem número', [{ tag: '005', value: '20250101120000.0' }]),
      bib(null, 'Sem número', [], { source: 'BR-OTHER' }),
    ]);
    expect(again).toMatchObject({ inserted: 1, updated: 1 });
    const rows = await titles();
    expect(rows.map((r) => [r.title, r.control_number_source])).toEqual([
      ['Sem número', ''],
      ['Outro sem número', ''],
      ['Sem número', 'BR-OTHER'],
    ]);
    expect(rows.every((r) => r.content_key?.length === 64)).toBe(true);
  });

  it('gives records with a 001 no content key', async () => {
    await saveRecords(db.kysely, [bib('K1', 'Com número')]);
    expect((await titles())[0]!.content_key).toBeNull();
  });

  it('stores a record repeated within one batch once, the last one winning', async () => {
    const result = await saveRecords(db.kysely, [
      bib('C1', 'Antes'),
      bib('C2', 'Outro'),
      bib('C1', 'Depois'),
    ]);
    expect(result).toMatchObject({ inserted: 2, updated: 1 });
    expect((await titles()).map((r) => r.title)).toEqual(['Depois', 'Outro']);
  });

  it('keeps the same result across batch boundaries', async () => {
    const records = Array.from({ length: 25 }, (_, i) => bib(`D${i}`, `Título ${i}`));
    const result = await saveRecords(db.kysely, records, { batchSize: 7 });
    expect(result).toMatchObject({ inserted: 25, updated: 0 });
    expect(await titles()).toHaveLength(25);
  });
});

describe('saveRecords: derived columns', () => {
  it('fills the display and search columns from the MARC record', async () => {
    await saveRecords(db.kysely, [
      bib('E1', 'Fundamentos da educação :', [
        field('020', ['a', '978-85-7326-000-3']),
        field('090', ['a', '370'], ['b', 'S586f']),
        field('100', ['a', 'Silva, Ana Paula,'], ['e', 'autor.']),
        field('264', ['a', 'Florianópolis :'], ['b', 'Editora da UFSC,'], ['c', '2020.']),
        field('490', ['a', 'Coleção Didática ;'], ['v', 'v. 3']),
        field('500', ['a', 'Obra premiada pela Fundação Catarinense de Cultura.']),
        field('505', ['a', 'Apresentação -- Currículo escolar -- Considerações finais']),
        field('541', ['c', 'Compra'], ['d', '20261015']),
        field('650', ['a', 'Educação.']),
        field('856', ['u', 'https://example.org/livro'], ['y', 'Texto completo']),
      ]),
    ]);
    const [row] = await titles();
    expect(row).toMatchObject({
      title: 'Fundamentos da educação',
      authors: ['Silva, Ana Paula'],
      subjects: ['Educação'],
      publisher: 'Editora da UFSC',
      place: 'Florianópolis',
      year: 2020,
      series: ['Coleção Didática'],
      language: 'por',
      call_number: '370 S586f',
      has_online_access: true,
      has_accessibility: false,
      acquired_on: '2026-10-15',
    });
    expect(row?.isbns).toContain('9788573260003');
    expect(row?.search_extra).toContain('Editora da UFSC');
    expect(row?.search_extra).toContain('9788573260003');
    expect(row?.search_extra).toContain('Currículo escolar');

    // Notes, contents, series, ISBN digits and the call number are searchable.
    for (const words of [
      'premiada catarinense',
      'currículo escolar',
      'didática',
      '9788573260003',
      'S586f',
    ]) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from title where search @@ plainto_tsquery('estante_pt', ${words})`.execute(
        db.kysely,
      );
      expect(rows[0]?.n, words).toBe(1);
    }
  });

  it('derives accessibility and the local material type (999 $t)', async () => {
    await saveRecords(db.kysely, [
      {
        ...bib('F1', 'Livro em braille'),
        fields: [
          { tag: '001', value: 'F1' },
          { tag: '008', value: `${BOOK_008.slice(0, 23)}f${BOOK_008.slice(24)}` },
          field('245', ['a', 'Livro em braille']),
        ],
      },
      bib('F2', 'Audiolivro', [field('532', ['a', 'Audiolivro no formato DAISY.'])], {
        leader: '00000nim a2200000 i 4500',
      }),
      bib('F3', 'Resolução nº 1/2020', [field('999', ['t', 'normative_act'])]),
      bib('F4', 'Ata de 1985', [field('999', ['t', 'archive'])], {
        leader: '00000ntm a2200000 i 4500',
      }),
    ]);
    const rows = await titles();
    expect(rows.map((r) => [r.control_number, r.material_type, r.has_accessibility])).toEqual([
      ['F1', 'book', true],
      ['F2', 'sound', true],
      ['F3', 'normative_act', false],
      ['F4', 'archive', false],
    ]);
  });
});

describe('saveRecords: authority records and links', () => {
  it('stores authority records by 001 + 003 with heading key, see-from and sources', async () => {
    const record = authority('AUT1', '100', ['a', 'Silva, João da,'], ['d', '1950-']);
    record.fields.push(
      field('400', ['a', 'Silva, J. da']),
      field('670', ['a', 'Currículo Lattes']),
    );
    const first = await saveRecords(db.kysely, [record]);
    expect(first.authorities).toEqual({ inserted: 1, updated: 0 });
    const again = await saveRecords(db.kysely, [record]);
    expect(again.authorities).toEqual({ inserted: 0, updated: 1 });
    const rows = await db.kysely.selectFrom('authority').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'person',
      heading: 'Silva, João da, 1950-',
      heading_key: 'silva, joao da, 1950-',
      see_from: ['Silva, J. da'],
      sources: ['Currículo Lattes'],
    });
  });

  it('links a title stored after its authorities', async () => {
    await saveRecords(db.kysely, [
      authority('P1', '100', ['a', 'Silva, João da']),
      authority('T1', '150', ['a', 'Educação']),
      authority('T2', '150', ['a', 'Engenharia civil']),
    ]);
    await saveRecords(db.kysely, [
      bib('G1', 'Título', [
        field('100', ['a', 'Silva, João da,'], ['e', 'autor.']),
        field('650', ['a', 'Educação.']),
      ]),
    ]);
    expect(await links()).toEqual([
      { title: 'G1', authority: 'P1', role: 'author' },
      { title: 'G1', authority: 'T1', role: 'subject' },
    ]);
  });

  it('links an authority stored after its titles, and a topic never as author', async () => {
    await saveRecords(db.kysely, [
      bib('H1', 'Um', [field('100', ['a', 'Oliveira, Maria'])]),
      bib('H2', 'Dois', [
        field('700', ['a', 'OLIVEIRA, MARIA.']),
        field('650', ['a', 'Saúde pública']),
      ]),
      bib('H3', 'Maria Oliveira e a saúde pública', [field('650', ['a', 'Educação'])]),
    ]);
    await saveRecords(db.kysely, [
      authority('P2', '100', ['a', 'Oliveira, Maria']),
      authority('T3', '150', ['a', 'Saude publica']),
    ]);
    expect(await links()).toEqual([
      { title: 'H1', authority: 'P2', role: 'author' },
      { title: 'H2', authority: 'P2', role: 'author' },
      { title: 'H2', authority: 'T3', role: 'subject' },
    ]);
    // Saving the same authority again keeps its links (no title search for an unchanged heading).
    const again = await saveRecords(db.kysely, [authority('P2', '100', ['a', 'Oliveira, Maria'])]);
    expect(again.authorities).toEqual({ inserted: 0, updated: 1 });
    expect(await links()).toHaveLength(3);
  });

  it('relinks when a title or an authority changes its heading', async () => {
    await saveRecords(db.kysely, [authority('T4', '150', ['a', 'Direito civil'])]);
    await saveRecords(db.kysely, [bib('I1', 'Título', [field('650', ['a', 'Direito civil'])])]);
    expect(await links()).toHaveLength(1);
    await saveRecords(db.kysely, [bib('I1', 'Título', [field('650', ['a', 'Direito penal'])])]);
    expect(await links()).toHaveLength(0);
    await saveRecords(db.kysely, [authority('T4', '150', ['a', 'Direito penal'])]);
    expect(await links()).toEqual([{ title: 'I1', authority: 'T4', role: 'subject' }]);
    await saveRecords(db.kysely, [authority('T4', '150', ['a', 'Direito tributário'])]);
    expect(await links()).toHaveLength(0);
  });
});

describe('saveRecords: bad records and holdings', () => {
  /** An incompressible 001 too long for the unique index: only the database refuses it. */
  function hugeControlNumber(): string {
    let state = 12345;
    let out = '';
    while (out.length < 6000) {
      state = (state * 1103515245 + 12345) % 2147483648;
      out += String.fromCharCode(33 + (state % 90));
    }
    return out;
  }

  it('rejects a record the database refuses and saves the rest of its batch', async () => {
    const result = await saveRecords(db.kysely, [
      bib('J1', 'Bom'),
      bib(hugeControlNumber(), 'Ruim'),
      bib('J3', 'Também bom', [field('650', ['a', 'Educação'])]),
    ]);
    expect(result.inserted).toBe(2);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.index).toBe(1);
    expect(result.rejected[0]?.reason).toMatch(/index/i);
    expect((await titles()).map((r) => r.control_number)).toEqual(['J1', 'J3']);
  });

  it('rejects unusable records before the database: NUL characters, no title', async () => {
    const result = await saveRecords(db.kysely, [
      bib('K1', 'Com\u0000nulo'),
      bib('K2', 'Bom'),
      { leader: '00000nam a2200000 i 4500', fields: [{ tag: '001', value: 'K3' }] },
    ]);
    expect(result.inserted).toBe(1);
    expect(result.rejected.map((r) => [r.index, r.controlNumber])).toEqual([
      [0, 'K1'],
      [2, 'K3'],
    ]);
    expect(result.rejected[0]?.reason).toMatch(/NUL/);
    expect(result.rejected[1]?.reason).toMatch(/title/);
  });

  it('skips holdings records and reports them', async () => {
    const result = await saveRecords(db.kysely, [
      bib('L1', 'Título'),
      { leader: '00000nx  a2200000n  4500', fields: [{ tag: '001', value: 'HOLD1' }] },
      { leader: '00000ny  a2200000n  4500', fields: [{ tag: '001', value: 'HOLD2' }] },
    ]);
    expect(result.inserted).toBe(1);
    expect(result.skipped.map((s) => [s.index, s.controlNumber])).toEqual([
      [1, 'HOLD1'],
      [2, 'HOLD2'],
    ]);
    expect(await titles()).toHaveLength(1);
  });
});
