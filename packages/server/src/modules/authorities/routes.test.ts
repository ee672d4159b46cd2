import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { saveRecords } from '../../catalogue/title-store.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { readMarcFile, readMarcStream } from '../../marc/read-marc.ts';
import { controlValue, type MarcRecord } from '../../marc/record.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { SAMPLE_AUTHORITY, SAMPLE_TITLE } from '../titles/test-data.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let freyreId: number;
let ramosId: number;
const lc: { id: number; record: MarcRecord }[] = [];

const RAMOS: MarcRecord = {
  leader: '00000nz  a2200000n  4500',
  fields: [
    { tag: '001', value: 'EST-A-2' },
    { tag: '003', value: 'ESTANTE' },
    {
      tag: '100',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Ramos, Graciliano,' },
        { code: 'd', value: '1892-1953' },
      ],
    },
  ],
};

async function authorityId(controlNumber: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('authority')
    .select('id')
    .where('control_number', '=', controlNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await saveRecords(db.kysely, [SAMPLE_AUTHORITY, RAMOS, SAMPLE_TITLE]);
  freyreId = await authorityId('EST-A-1');
  ramosId = await authorityId('EST-A-2');
  const records: MarcRecord[] = [];
  for await (const item of readMarcFile(
    path.resolve(repoRoot, '../shared/data/marc/evergreen/concerto/auth_lc.xml'),
  )) {
    if (item.ok) records.push(item.record);
  }
  await saveRecords(db.kysely, records);
  for (const record of records) {
    lc.push({ id: await authorityId(controlValue(record, '001')!.trim()), record });
  }
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /api/autoridade/{id}', () => {
  it('answers heading, variants, linked see-also, notes, sources and the titles using it', async () => {
    const res = await get(`/api/autoridade/${freyreId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cod_autoridade: freyreId,
      cabecalho: 'Freyre, Gilberto, 1900-1987',
      tipo: 'person',
      desc_tipo: 'Autores pessoas',
      formas_variantes: ['Freyre, Gilberto de Mello, 1900-1987'],
      ver_tambem: [{ cabecalho: 'Ramos, Graciliano, 1892-1953', cod_autoridade: ramosId }],
      notas: ['Sociólogo pernambucano'],
      fontes: ['Casa-grande & senzala, 1933'],
      total_titulos: 1,
      pesquisa: { campo: 'autor', termo: 'Freyre, Gilberto, 1900-1987' },
    });
  });

  it('searches subjects as subjects and has no titles when none use it', async () => {
    const topic = lc.find((a) => a.record.fields.some((f) => f.tag === '150'))!;
    const body = (await get(`/api/autoridade/${topic.id}`, { 'x-idioma': '5' })).json();
    expect(body).toMatchObject({ tipo: 'topic', desc_tipo: 'Subjects', total_titulos: 0 });
    expect(body.pesquisa.campo).toBe('assunto');
  });

  it.each(['999999', 'abc', '0', '1.5'])(
    'is 404 for id %s, on the page and its MARC view',
    async (id) => {
      for (const url of [`/api/autoridade/${id}`, `/api/autoridade/${id}/marc`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ key: 'not_found', status: 404 });
      }
    },
  );
});

describe('GET /api/autoridade/{id}/marc', () => {
  it('lists every field of the LC authority records', async () => {
    expect(lc).toHaveLength(14);
    for (const { id, record } of lc) {
      const body = (await get(`/api/autoridade/${id}/marc?liberacao=1`)).json();
      expect(body.lider).toBe(record.leader);
      expect(body.campos.map((c: { tag: string }) => c.tag)).toEqual(
        record.fields.map((f) => f.tag),
      );
    }
  });

  it('downloads MARCXML that re-imports to the same record, and rejects a bad formato', async () => {
    const { id, record } = lc[0]!;
    const res = await get(`/api/autoridade/${id}/marc?formato=marcxml&liberacao=1`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="autoridade-${id}.xml"`);
    const items = [];
    for await (const item of readMarcStream(Readable.from([res.rawPayload]), 'marcxml'))
      items.push(item);
    expect(items[0]!.ok && items[0]!.record).toEqual(record);
    const bad = await get(`/api/autoridade/${id}/marc?formato=docx`);
    expect(bad.json()).toMatchObject({ status: 400, field: 'formato' });
  });
});

describe('GET /api/autoridade/combo', () => {
  it('lists todos and every kind with counts, translated', async () => {
    const body = (await get('/api/autoridade/combo')).json();
    expect(body[0]).toEqual({ codigo: 'todos', descricao: 'Todos', total: 16 });
    expect(body).toHaveLength(13);
    expect(
      body.find((o: { codigo: string }) => o.codigo === 'person').total,
    ).toBeGreaterThanOrEqual(2);
  });

  it('restricts the kinds with autoridades, and is 400 for an unknown kind', async () => {
    const body = (
      await get('/api/autoridade/combo?autoridades=person,topic', { 'x-idioma': '3' })
    ).json();
    expect(body.map((o: { codigo: string }) => o.codigo)).toEqual(['todos', 'person', 'topic']);
    expect(body[1].descricao).toBe('Autores personales');
    const bad = await get('/api/autoridade/combo?autoridades=person,planets');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validation_error', field: 'autoridades' });
  });
});
