import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { saveRecords } from '../../catalogue/title-store.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { readMarcFile, readMarcStream } from '../../marc/read-marc.ts';
import { isControlField, type MarcRecord } from '../../marc/record.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { withTitleTables } from './tables.ts';
import { SAMPLE_AUTHORITY, SAMPLE_TITLE, titleIdOf } from './test-data.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let sampleId: number;
let emptyId: number;
let networkId: number;
let central: { id: number; name: string };
let branch: { id: number; name: string };
const pride: { id: number; record: MarcRecord }[] = [];

const PRIDE_POSITIONS = [1, 2, 5, 45, 126, 153, 243, 333];

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  const k = db.kysely;
  await saveRecords(k, [SAMPLE_AUTHORITY, SAMPLE_TITLE]);
  sampleId = await titleIdOf(k, 'EST-T-1');
  for await (const item of readMarcFile(
    path.resolve(repoRoot, '../shared/data/marc/marc4j/pride-and-prejudice-fixed.mrc'),
  )) {
    if (item.ok && PRIDE_POSITIONS.includes(item.position))
      pride.push({ id: 0, record: item.record });
  }
  // Some of these records have no 001, so they are found by insertion order.
  await saveRecords(
    k,
    pride.map((p) => p.record),
  );
  const ids = await k
    .selectFrom('title')
    .select('id')
    .where('id', '>', sampleId)
    .orderBy('id')
    .execute();
  pride.forEach((p, i) => (p.id = ids[i]!.id));
  emptyId = pride[0]!.id;
  await k
    .insertInto('network_institution')
    .values({ id: 77, name: 'Universidade Vizinha' })
    .execute();
  await saveRecords(
    k,
    [
      {
        ...SAMPLE_TITLE,
        fields: SAMPLE_TITLE.fields.map((f) =>
          f.tag === '001' ? { tag: '001', value: 'NET-1' } : f,
        ),
      },
    ],
    { networkInstitutionId: 77 },
  );
  networkId = await titleIdOf(k, 'NET-1');

  central = await createLibrary(k, {
    name: 'Biblioteca Central',
    email: 'bc@teste.br',
    phone: '3333-0000',
  });
  branch = await createLibrary(k, { name: 'Biblioteca Setorial' });
  const copy = (fields: Record<string, unknown>) => ({
    title_id: sampleId,
    library_id: central.id,
    barcode: `B${Math.random().toString(36).slice(2)}`,
    call_number: '981.03 F866c',
    location: 'Estante 12',
    loan_type: 'normal' as const,
    collection: 'Geral',
    volume: null,
    tome: null,
    part: null,
    status: 'available' as const,
    due_on: null,
    acquired_on: '2024-03-10',
    ...fields,
  });
  await k
    .insertInto('copy')
    .values([
      copy({ barcode: 'C1' }),
      copy({ barcode: 'C2', status: 'on_loan', due_on: '2026-12-01', volume: '1' }),
      copy({ barcode: 'C3', status: 'quarantine', acquired_on: '2025-06-01' }),
      copy({ barcode: 'C4', status: 'reserved', library_id: branch.id, loan_type: 'reference' }),
      copy({
        barcode: 'C5',
        status: 'in_transit',
        library_id: branch.id,
        in_closed_stacks: true,
        tome: 'II',
      }),
    ])
    .execute();
  await withTitleTables(k)
    .insertInto('title_usage_month')
    .values([
      { title_id: sampleId, year: 2025, month: 3, loans: 4, renewals: 1, holds: 2 },
      { title_id: sampleId, year: 2025, month: 11, loans: 7 },
      { title_id: sampleId, year: 2026, month: 1, loans: 2 },
    ])
    .execute();
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /api/acervo/{id}', () => {
  it('answers the details with authors linked to authorities and searchable subjects', async () => {
    const res = await get(`/api/acervo/${sampleId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const authority = await db.kysely
      .selectFrom('authority')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(body).toMatchObject({
      cod_acervo: sampleId,
      titulo: 'Casa-grande & senzala',
      subtitulo: 'formação da família brasileira',
      responsabilidade: 'Gilberto Freyre',
      edicao: '51. ed',
      local: 'São Paulo',
      editora: 'Global',
      ano_publicacao: 2019,
      descricao_fisica: '727 p. ; 23 cm',
      series: ['Intérpretes do Brasil'],
      isbn: expect.arrayContaining(['9788535902778']),
      classificacao: '981.03 F866c',
      idioma: 'por',
      idioma_desc: 'Português',
      cod_tipo_obra: 'book',
      desc_tipo_obra: 'Livro',
      possui_capa: false,
      link_capa: `/api/vinculos/imagem?cod_acervo=${sampleId}`,
      instituicao: null,
      links: [
        { seq_paragrafo: 1, url: 'https://example.org/casa-grande', descricao: 'Texto completo' },
      ],
      conteudo: [
        'Características gerais da colonização',
        'O indígena na formação da família brasileira',
      ],
    });
    expect(body.autores[0]).toEqual({
      nome: 'Freyre, Gilberto, 1900-1987',
      funcao: null,
      tipo: 'person',
      principal: true,
      cod_autoridade: authority.id,
    });
    expect(body.assuntos[0]).toEqual({
      descricao: 'Escravidão -- Brasil',
      tipo: 'topic',
      cod_autoridade: null,
      pesquisa: { campo: 'assunto', termo: 'Escravidão -- Brasil' },
    });
    expect(body.notas).toContain('Primeira edição em 1933');
    expect(body.volumes).toEqual(
      expect.arrayContaining([
        { volume: '1', tomo: null, parte: null },
        { volume: null, tomo: 'II', parte: null },
      ]),
    );
  });

  it('translates the material type and language by the request language', async () => {
    const en = (await get(`/api/acervo/${sampleId}`, { 'x-idioma': '5' })).json();
    expect(en).toMatchObject({ desc_tipo_obra: 'Book', idioma_desc: 'Portuguese' });
    const es = (await get(`/api/acervo/${sampleId}`, { 'accept-language': 'es' })).json();
    expect(es).toMatchObject({ desc_tipo_obra: 'Libro', idioma_desc: 'Portugués' });
  });

  it('shows a network record with its institution', async () => {
    const body = (await get(`/api/acervo/${networkId}`)).json();
    expect(body.instituicao).toEqual({ cod_empresa: 77, desc_empresa: 'Universidade Vizinha' });
  });

  it.each(['999999', 'abc', '0', '12abc', '99999999999', '-1', 'x'.repeat(90)])(
    'is 404 in the error format for id %s, on the page and every sub-page',
    async (id) => {
      for (const sub of [
        '',
        '/referencia',
        '/marc',
        '/exemplares',
        '/dublin-core',
        '/links',
        '/cor',
        '/bibliotecas',
        '/totais',
        '/permissoes',
        '/dados-estatisticos/anos',
        '/dados-estatisticos/dados/2025',
        '/dados-armazem',
      ]) {
        const res = await get(`/api/acervo/${id}${sub}`);
        expect(res.statusCode, `${id}${sub}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, key: 'not_found' });
      }
    },
  );
});

describe('GET /api/acervo/{id}/referencia', () => {
  it('answers ABNT by default, with a plain and a marked-up form', async () => {
    const body = (await get(`/api/acervo/${sampleId}/referencia`)).json();
    expect(body).toMatchObject({ cod_acervo: sampleId, estilo: 'abnt' });
    expect(body.texto).toMatch(
      /^FREYRE, Gilberto\. Casa-grande & senzala: formação da família brasileira\. 51\. ed\. São Paulo: Global, 2019\. Disponível em: https:\/\/example\.org\/casa-grande\. Acesso em: \d{1,2} [a-z]+\.? \d{4}\.$/,
    );
    expect(body.html).toContain('<strong>Casa-grande &amp; senzala</strong>');
    expect(body.markdown).toContain('**Casa-grande & senzala**');
  });

  it('answers APA, Vancouver and Harvard', async () => {
    const id = pride.find((p) => p.record.fields.some((f) => f.tag === '001'))!.id;
    for (const estilo of ['apa', 'vancouver', 'harvard']) {
      const res = await get(`/api/acervo/${id}/referencia?estilo=${estilo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().texto).toContain('Austen');
    }
    expect((await get(`/api/acervo/${id}/referencia?estilo=apa`)).json().texto).toBe(
      'Austen, J. (1993). Complete novels of Jane Austen. HarperCollins.',
    );
  });

  it('is 400 naming estilo for an unknown style', async () => {
    const res = await get(`/api/acervo/${sampleId}/referencia?estilo=mla`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validation_error', field: 'estilo' });
  });
});

describe('GET /api/acervo/{id}/marc', () => {
  it('lists every field of real records with indicators and subfields', async () => {
    for (const { id, record } of pride) {
      const body = (await get(`/api/acervo/${id}/marc?liberacao=1`)).json();
      expect(body.lider).toBe(record.leader);
      expect(body.campos).toHaveLength(record.fields.length);
      body.campos.forEach(
        (
          campo: {
            tag: string;
            ind1: string | null;
            valor: string | null;
            subcampos: { codigo: string; valor: string }[];
          },
          i: number,
        ) => {
          const field = record.fields[i]!;
          expect(campo.tag).toBe(field.tag);
          if (isControlField(field)) expect(campo.valor).toBe(field.value);
          else {
            expect(campo.ind1).toBe(field.ind1);
            expect(campo.subcampos).toEqual(
              field.subfields.map((s) => ({ codigo: s.code, valor: s.value })),
            );
          }
        },
      );
    }
  });

  it('hides local fields (9XX, 59X) unless liberacao=1', async () => {
    const hidden = (await get(`/api/acervo/${sampleId}/marc`)).json();
    expect(hidden.campos.map((c: { tag: string }) => c.tag)).not.toContain('999');
    expect(hidden.campos.map((c: { tag: string }) => c.tag)).not.toContain('590');
    expect(hidden).toMatchObject({ liberacao: false, ocultos: 2 });
    const shown = (await get(`/api/acervo/${sampleId}/marc?liberacao=1`)).json();
    expect(shown.campos.map((c: { tag: string }) => c.tag)).toEqual(
      expect.arrayContaining(['590', '999']),
    );
    expect(shown).toMatchObject({ liberacao: true, ocultos: 0 });
  });

  it.each([
    ['iso2709', 'application/marc', '.mrc'],
    ['marcxml', 'application/marcxml+xml', '.xml'],
    ['json', 'application/json', '.json'],
  ] as const)('downloads %s that re-imports to the same record', async (formato, type, ext) => {
    for (const { id, record } of [...pride, { id: sampleId, record: SAMPLE_TITLE }]) {
      const res = await get(`/api/acervo/${id}/marc?formato=${formato}&liberacao=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="acervo-${id}${ext}"`);
      const items = [];
      for await (const item of readMarcStream(Readable.from([res.rawPayload]), formato))
        items.push(item);
      expect(items).toHaveLength(1);
      const back = items[0]!.ok ? items[0]!.record : null;
      expect(back?.fields).toEqual(record.fields);
      // ISO 2709 recomputes the record length (00-04) and base address (12-16) of the leader.
      const fixed = (leader: string) => leader.slice(5, 12) + leader.slice(17);
      expect(fixed(back!.leader)).toBe(fixed(record.leader));
      if (formato !== 'iso2709') expect(back!.leader).toBe(record.leader);
    }
  });

  it('leaves local fields out of downloads without liberacao', async () => {
    const res = await get(`/api/acervo/${sampleId}/marc?formato=json`);
    expect(res.body).not.toContain('"999"');
  });

  it('is 400 naming the field for a bad formato or liberacao', async () => {
    const bad = await get(`/api/acervo/${sampleId}/marc?formato=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validation_error', field: 'formato' });
    const lib = await get(`/api/acervo/${sampleId}/marc?liberacao=2`);
    expect(lib.json()).toMatchObject({ status: 400, field: 'liberacao' });
  });
});

describe('GET /api/acervo/{id}/exemplares', () => {
  it('lists copies with library, status labels and the expected return date', async () => {
    const body = (await get(`/api/acervo/${sampleId}/exemplares`)).json();
    expect(body).toHaveLength(5);
    const byBarcode = Object.fromEntries(
      body.map((c: { codigo_barras: string }) => [c.codigo_barras, c]),
    );
    expect(byBarcode.C2).toMatchObject({
      cod_biblioteca: central.id,
      desc_biblioteca: 'Biblioteca Central',
      localizacao: 'Estante 12',
      classificacao: '981.03 F866c',
      tipo_emprestimo: 'normal',
      desc_tipo_emprestimo: 'Normal',
      colecao: 'Geral',
      volume: '1',
      situacao: 'on_loan',
      desc_situacao: 'Emprestado',
      data_devolucao_prevista: '2026-12-01',
    });
    expect(byBarcode.C1.data_devolucao_prevista).toBeNull();
    expect(byBarcode.C3.desc_situacao).toBe('Em quarentena');
    expect(byBarcode.C4).toMatchObject({
      desc_situacao: 'Reservado',
      desc_tipo_emprestimo: 'Consulta local',
    });
    expect(byBarcode.C5).toMatchObject({
      desc_situacao: 'Em trânsito',
      acervo_fechado: true,
      tomo: 'II',
    });
    const en = (await get(`/api/acervo/${sampleId}/exemplares`, { 'x-idioma': '5' })).json();
    expect(en.map((c: { desc_situacao: string }) => c.desc_situacao)).toContain('In transit');
  });

  it('filters by cod_unidade, and is an empty list for a title without copies', async () => {
    const branchOnly = (
      await get(`/api/acervo/${sampleId}/exemplares?cod_unidade=${branch.id}`)
    ).json();
    expect(branchOnly.map((c: { codigo_barras: string }) => c.codigo_barras).sort()).toEqual([
      'C4',
      'C5',
    ]);
    const none = await get(`/api/acervo/${emptyId}/exemplares`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('is 400 naming cod_unidade when it is not a number', async () => {
    const res = await get(`/api/acervo/${sampleId}/exemplares?cod_unidade=central`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cod_unidade' });
  });
});

describe('GET /api/acervo/{id}/dublin-core', () => {
  it('answers the crosswalk table and oai_dc XML', async () => {
    const table = (await get(`/api/acervo/${sampleId}/dublin-core`)).json();
    expect(table.elementos).toEqual(
      expect.arrayContaining([
        {
          elemento: 'title',
          valor: 'Casa-grande & senzala : formação da família brasileira',
          origem: '245',
        },
        { elemento: 'creator', valor: 'Freyre, Gilberto, 1900-1987', origem: '100' },
        { elemento: 'language', valor: 'por', origem: '008' },
      ]),
    );
    expect(table.elementos.some((e: { origem: string }) => e.origem === '590')).toBe(false);
    const xml = await get(`/api/acervo/${sampleId}/dublin-core?formato=xml`);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(
      '<dc:title>Casa-grande &amp; senzala : formação da família brasileira</dc:title>',
    );
    expect(xml.body).toContain('xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/"');
  });

  it('is 400 naming formato for another format', async () => {
    const res = await get(`/api/acervo/${sampleId}/dublin-core?formato=json`);
    expect(res.json()).toMatchObject({ status: 400, field: 'formato' });
  });
});

describe('GET /api/acervo/{id}/links, /cor, /bibliotecas', () => {
  it('answers the 856 links, or an empty list', async () => {
    expect((await get(`/api/acervo/${sampleId}/links`)).json()).toEqual([
      { seq_paragrafo: 1, url: 'https://example.org/casa-grande', descricao: 'Texto completo' },
    ]);
    expect((await get(`/api/acervo/${emptyId}/links`)).json()).toEqual([]);
  });

  it('answers the colour of the material type', async () => {
    expect((await get(`/api/acervo/${sampleId}/cor`)).json()).toEqual({
      cod_acervo: sampleId,
      cod_tipo_obra: 'book',
      cor: '#1f4e79',
      cor_texto: '#ffffff',
    });
  });

  it('lists the libraries holding copies with counts', async () => {
    const body = (await get(`/api/acervo/${sampleId}/bibliotecas`)).json();
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          cod_biblioteca: central.id,
          desc_biblioteca: 'Biblioteca Central',
          total: 3,
          disponiveis: 1,
        }),
        expect.objectContaining({ cod_biblioteca: branch.id, total: 2, disponiveis: 0 }),
      ]),
    );
    expect((await get(`/api/acervo/${emptyId}/bibliotecas`)).json()).toEqual([]);
  });
});

describe('GET /api/acervo/{id}/totais', () => {
  it('counts copies acquired in the period and in total, per library', async () => {
    const body = (
      await get(`/api/acervo/${sampleId}/totais?dataIni=2025-01-01&dataFim=2025-12-31`)
    ).json();
    expect(body).toMatchObject({
      dataIni: '2025-01-01',
      dataFim: '2025-12-31',
      adquiridos: 1,
      total: 5,
    });
    const one = (await get(`/api/acervo/${sampleId}/totais?biblioteca=${branch.id}`)).json();
    expect(one).toMatchObject({ adquiridos: 2, total: 2 });
    expect(one.bibliotecas).toHaveLength(1);
  });

  it('is 400 for a bad date or a period that ends before it starts', async () => {
    const bad = await get(`/api/acervo/${sampleId}/totais?dataIni=31/12/2025`);
    expect(bad.json()).toMatchObject({ status: 400, field: 'dataIni' });
    const reversed = await get(
      `/api/acervo/${sampleId}/totais?dataIni=2026-01-01&dataFim=2025-01-01`,
    );
    expect(reversed.json()).toMatchObject({
      status: 400,
      key: 'validation_error',
      field: 'dataIni',
    });
  });
});

describe('GET /api/acervo/{id}/permissoes', () => {
  it('lets a visitor view, export and use the basket, but not hold or request', async () => {
    const body = (await get(`/api/acervo/${sampleId}/permissoes`)).json();
    expect(body).toMatchObject({
      visualizar: { permitido: true, motivo: null },
      exportar: { permitido: true, motivo: null },
      cesta: { permitido: true, motivo: null },
      reserva: { permitido: false, motivo: 'login_required' },
      solicitacao_emprestimo: { permitido: false, motivo: 'login_required' },
      comentar: { permitido: false, motivo: 'login_required' },
    });
    const network = (await get(`/api/acervo/${networkId}/permissoes`)).json();
    expect(network.reserva).toEqual({ permitido: false, motivo: 'network_record' });
  });
});

describe('GET /api/acervo/{id}/dados-estatisticos', () => {
  it('lists the years with data and twelve months of one year', async () => {
    expect((await get(`/api/acervo/${sampleId}/dados-estatisticos/anos`)).json()).toEqual([
      2026, 2025,
    ]);
    const year = (await get(`/api/acervo/${sampleId}/dados-estatisticos/dados/2025`)).json();
    expect(year.meses).toHaveLength(12);
    expect(year.meses[2]).toEqual({ mes: 3, emprestimos: 4, renovacoes: 1, reservas: 2 });
    expect(year.meses[10]).toEqual({ mes: 11, emprestimos: 7, renovacoes: 0, reservas: 0 });
    expect(year.total_emprestimos).toBe(11);
  });

  it('is empty for a title without data, and 400 naming ano for a bad year', async () => {
    expect((await get(`/api/acervo/${emptyId}/dados-estatisticos/anos`)).json()).toEqual([]);
    const empty = (await get(`/api/acervo/${emptyId}/dados-estatisticos/dados/2025`)).json();
    expect(empty.total_emprestimos).toBe(0);
    const bad = await get(`/api/acervo/${sampleId}/dados-estatisticos/dados/ano`);
    expect(bad.json()).toMatchObject({ status: 400, field: 'ano' });
  });
});

describe('GET /api/acervo/{id}/dados-armazem', () => {
  it('tells which libraries keep copies in closed stacks and how to ask for them', async () => {
    const body = (await get(`/api/acervo/${sampleId}/dados-armazem`)).json();
    expect(body.acervo_fechado).toBe(true);
    expect(body.bibliotecas).toEqual([
      expect.objectContaining({ cod_biblioteca: branch.id, exemplares: 1, disponiveis: 0 }),
    ]);
    expect(body.instrucoes).toContain('balcão');
    const narrowed = (
      await get(`/api/acervo/${sampleId}/dados-armazem?cod_biblioteca=${central.id}`)
    ).json();
    expect(narrowed).toMatchObject({ acervo_fechado: false, bibliotecas: [] });
    const byTome = (await get(`/api/acervo/${sampleId}/dados-armazem?tomo=II`)).json();
    expect(byTome.acervo_fechado).toBe(true);
  });

  it('is 400 naming cod_biblioteca when it is not a number', async () => {
    const res = await get(`/api/acervo/${sampleId}/dados-armazem?cod_biblioteca=x`);
    expect(res.json()).toMatchObject({ status: 400, field: 'cod_biblioteca' });
  });
});
