import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { SAMPLE_TITLE, titleIdOf } from '../titles/test-data.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let serialId: number;
let bookId: number;
let central: { id: number };
let branch: { id: number };
const issueIds: number[] = [];

const SERIAL: MarcRecord = {
  leader: '00000cas a2200000 a 4500',
  fields: [
    { tag: '001', value: 'EST-S-1' },
    { tag: '003', value: 'ESTANTE' },
    // 008/18 'm': monthly; 008/07-14 first and last year.
    { tag: '008', value: '200101c19399999bl mr p       0   a0por d' },
    { tag: '022', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '0034-723X' }] },
    {
      tag: '245',
      ind1: '0',
      ind2: '0',
      subfields: [{ code: 'a', value: 'Revista brasileira de geografia.' }],
    },
    {
      tag: '260',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Rio de Janeiro :' },
        { code: 'b', value: 'IBGE,' },
        { code: 'c', value: '1939-' },
      ],
    },
  ],
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await saveRecords(db.kysely, [SERIAL, SAMPLE_TITLE]);
  serialId = await titleIdOf(db.kysely, 'EST-S-1');
  bookId = await titleIdOf(db.kysely, 'EST-T-1');
  central = await createLibrary(db.kysely, { name: 'Biblioteca Central' });
  branch = await createLibrary(db.kysely, { name: 'Biblioteca Setorial' });
  const rows = await db.kysely
    .insertInto('serial_issue')
    .values([
      {
        title_id: serialId,
        library_id: central.id,
        year: 2025,
        volume: '86',
        number: '1',
        published_on: '2025-01-15',
        received_on: '2025-02-01',
        contents: ['Clima do cerrado / A. Silva', 'Rios amazônicos / B. Souza'],
      },
      {
        title_id: serialId,
        library_id: central.id,
        year: 2025,
        volume: '86',
        number: '2',
        published_on: '2025-02-15',
        received_on: '2025-03-01',
        contents: [],
      },
      {
        title_id: serialId,
        library_id: branch.id,
        year: 2026,
        volume: '87',
        number: '1',
        published_on: '2026-01-15',
        received_on: null,
        contents: ['Cartografia digital / C. Lima'],
      },
    ])
    .returning('id')
    .execute();
  issueIds.push(...rows.map((r) => r.id));
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /api/kardex/{id}/*', () => {
  it('tells whether the title has a kardex', async () => {
    expect((await get(`/api/kardex/${serialId}/permissao`)).json()).toEqual({
      cod_acervo: serialId,
      possui_kardex: true,
      permitido: true,
    });
    expect((await get(`/api/kardex/${bookId}/permissao`)).json()).toEqual({
      cod_acervo: bookId,
      possui_kardex: false,
      permitido: true,
    });
  });

  it('answers the filter options: years, libraries, periodicity', async () => {
    const body = (await get(`/api/kardex/${serialId}/combobox-data`)).json();
    expect(body).toEqual({
      anos: [2026, 2025],
      bibliotecas: [
        { cod_biblioteca: central.id, desc_biblioteca: 'Biblioteca Central' },
        { cod_biblioteca: branch.id, desc_biblioteca: 'Biblioteca Setorial' },
      ],
      periodicidades: [{ codigo: 'm', descricao: 'Mensal' }],
    });
    expect(
      (await get(`/api/kardex/${serialId}/combobox-data`, { 'x-idioma': '5' })).json()
        .periodicidades[0].descricao,
    ).toBe('Monthly');
  });

  it('lists the issues received, filtered by library, year, issue and periodicity', async () => {
    const all = (await get(`/api/kardex/${serialId}/data`)).json();
    expect(all.map((i: { numero: string; ano: number }) => `${i.ano}/${i.numero}`)).toEqual([
      '2026/1',
      '2025/2',
      '2025/1',
    ]);
    expect(all[2]).toEqual({
      codPar: issueIds[0],
      ano: 2025,
      volume: '86',
      numero: '1',
      data_publicacao: '2025-01-15',
      data_recebimento: '2025-02-01',
      cod_biblioteca: central.id,
      desc_biblioteca: 'Biblioteca Central',
      qtd_sumario: 2,
    });
    expect((await get(`/api/kardex/${serialId}/data?codBib=${branch.id}`)).json()).toHaveLength(1);
    expect((await get(`/api/kardex/${serialId}/data?year=2025&codPeriod=m`)).json()).toHaveLength(
      2,
    );
    expect((await get(`/api/kardex/${serialId}/data?codPar=${issueIds[1]}`)).json()).toHaveLength(
      1,
    );
    expect((await get(`/api/kardex/${serialId}/data?codPeriod=a`)).json()).toEqual([]);
  });

  it('gives a book (no kardex) empty lists, not an error', async () => {
    expect((await get(`/api/kardex/${bookId}/data`)).json()).toEqual([]);
    expect((await get(`/api/kardex/${bookId}/combobox-data`)).json()).toEqual({
      anos: [],
      bibliotecas: [],
      periodicidades: [],
    });
  });

  it('answers one issue with its contents, or one entry of them', async () => {
    const item = (await get(`/api/kardex/${serialId}/item?codPar=${issueIds[0]}`)).json();
    expect(item.sumario).toEqual([
      { seqPar: 1, descricao: 'Clima do cerrado / A. Silva' },
      { seqPar: 2, descricao: 'Rios amazônicos / B. Souza' },
    ]);
    const one = (
      await get(`/api/kardex/${serialId}/item?codPar=${issueIds[0]}&seqPar=2&seqSec=1`)
    ).json();
    expect(one.sumario).toEqual([{ seqPar: 2, descricao: 'Rios amazônicos / B. Souza' }]);
  });

  it('is 404 for another title’s issue or a missing entry, 400 naming the field for bad input', async () => {
    expect((await get(`/api/kardex/${bookId}/item?codPar=${issueIds[0]}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/kardex/${serialId}/item?codPar=${issueIds[0]}&seqPar=9`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/kardex/${serialId}/item`)).json()).toMatchObject({
      status: 400,
      field: 'codPar',
    });
    expect((await get(`/api/kardex/${serialId}/item?codPar=x`)).json()).toMatchObject({
      status: 400,
      field: 'codPar',
    });
    expect((await get(`/api/kardex/${serialId}/data?year=dois`)).json()).toMatchObject({
      status: 400,
      field: 'year',
    });
    expect((await get(`/api/kardex/${serialId}/data?codBib=0`)).json()).toMatchObject({
      status: 400,
      field: 'codBib',
    });
  });

  it.each(['999999', 'abc'])('is 404 for title %s on every call', async (id) => {
    for (const sub of ['permissao', 'combobox-data', 'data', 'item?codPar=1']) {
      const res = await get(`/api/kardex/${id}/${sub}`);
      expect(res.statusCode, sub).toBe(404);
      expect(res.json()).toMatchObject({ key: 'not_found' });
    }
    expect((await get(`/api/sumario/${id}/dados`)).statusCode).toBe(404);
  });
});

describe('GET /api/sumario/{id}/dados', () => {
  it('lists the contents of the issues that have them', async () => {
    const body = (await get(`/api/sumario/${serialId}/dados`)).json();
    expect(body.fasciculos.map((f: { codPar: number }) => f.codPar)).toEqual([
      issueIds[2],
      issueIds[0],
    ]);
    expect(body.fasciculos[0].sumario).toEqual(['Cartografia digital / C. Lima']);
    expect(body.livro).toEqual([]);
  });

  it('gives a book its MARC 505 contents', async () => {
    const body = (await get(`/api/sumario/${bookId}/dados`)).json();
    expect(body).toEqual({
      cod_acervo: bookId,
      fasciculos: [],
      livro: [
        'Características gerais da colonização',
        'O indígena na formação da família brasileira',
      ],
    });
  });
});
