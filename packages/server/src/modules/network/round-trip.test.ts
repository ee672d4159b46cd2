/**
 * Round trip: our harvester harvests our own OAI-PMH provider over real HTTP (the app listening
 * on a free port) into the network base, which then equals the source — same count, same
 * titles, same MARC; an incremental run picks only the changes; a deleted title goes.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { harvestInstitution } from './harvester.ts';
import { networkRepository, type NetworkInstitution } from './repository.ts';

let db: Db;
let app: FastifyInstance;
let selfUrl: string;
const repository = () => networkRepository(db.kysely);

export function testBook(n: number, title = `Livro ${n}`): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: `RT-${n}` },
      { tag: '003', value: 'TESTE' },
      { tag: '008', value: '200101s2019    bl            000 0 por d' },
      {
        tag: '100',
        ind1: '1',
        ind2: ' ',
        subfields: [{ code: 'a', value: `Autora ${n} & <Cia>` }],
      },
      {
        tag: '245',
        ind1: '1',
        ind2: '0',
        subfields: [
          { code: 'a', value: `${title} :` },
          { code: 'b', value: 'ensaios' },
        ],
      },
      { tag: '650', ind1: ' ', ind2: '4', subfields: [{ code: 'a', value: 'História' }] },
    ],
  };
}

async function localTitles() {
  const { rows } = await sql<{ title: string; marc: MarcRecord }>`
    select title, marc from title where network_institution_id is null order by title`.execute(
    db.kysely,
  );
  return rows;
}

async function networkTitles(institutionId: number) {
  const { rows } = await sql<{ title: string; marc: MarcRecord }>`
    select title, marc from title where network_institution_id = ${institutionId}
    order by title`.execute(db.kysely);
  return rows;
}

let institution: NetworkInstitution;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    searchMemoryIndex: false,
    oai: { settings: { recordsPerPage: 3 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  selfUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await saveRecords(
    db.kysely,
    Array.from({ length: 8 }, (_, i) => testBook(i + 1)),
  );
  // Old datestamps, so that an incremental run can tell changes from the rest.
  await sql`update title set updated_at = '2026-01-01T00:00:00Z'`.execute(db.kysely);
  const id = await repository().saveInstitution({
    code: 'eco',
    name: 'Universidade do Eco',
    oaiUrl: '/oai',
    set: null,
    metadataPrefix: null,
  });
  institution = (await repository().institution('eco'))!;
  expect(institution.id).toBe(id);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('harvesting our own provider', () => {
  it('fills the network base with exactly the source: count, titles, MARC', async () => {
    const report = await harvestInstitution({ repository: repository(), institution, selfUrl });
    expect(report).toMatchObject({ ok: true, added: 8, updated: 0, deleted: 0, skipped: 0 });
    expect(report.pages).toBe(3);
    const source = await localTitles();
    const copy = await networkTitles(institution.id);
    expect(copy.map((t) => t.title)).toEqual(source.map((t) => t.title));
    expect(copy.map((t) => t.marc)).toEqual(source.map((t) => t.marc));
    const status = await repository().status(institution.id);
    expect(status).toMatchObject({ ok: true, added: 8, lastError: null, runningSince: null });
    expect(status?.lastDatestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('harvests again incrementally: only the changes, and a deleted title goes', async () => {
    const [changed, removed] = (
      await db.kysely
        .selectFrom('title')
        .select('id')
        .where('network_institution_id', 'is', null)
        .orderBy('id')
        .limit(2)
        .execute()
    ).map((r) => r.id);
    await saveRecords(db.kysely, [testBook(1, 'Livro um revisto')]);
    await db.kysely.deleteFrom('title').where('id', '=', removed!).execute();
    expect(changed).toBeDefined();
    const report = await harvestInstitution({ repository: repository(), institution, selfUrl });
    expect(report).toMatchObject({ ok: true, added: 0, updated: 1, deleted: 1, skipped: 0 });
    const source = await localTitles();
    const copy = await networkTitles(institution.id);
    expect(copy).toHaveLength(7);
    expect(copy.map((t) => t.marc)).toEqual(source.map((t) => t.marc));
    expect(copy.some((t) => t.title === 'Livro um revisto')).toBe(true);
  });

  it('harvests oai_dc into minimal MARC records when told to', async () => {
    const dcId = await repository().saveInstitution({
      code: 'eco-dc',
      name: 'Eco em Dublin Core',
      oaiUrl: `${selfUrl}/oai`,
      set: null,
      metadataPrefix: 'oai_dc',
    });
    const dc = (await repository().institution('eco-dc'))!;
    const report = await harvestInstitution({ repository: repository(), institution: dc });
    expect(report).toMatchObject({ ok: true, added: 7, skipped: 0 });
    const copy = await networkTitles(dcId);
    expect(copy.map((t) => t.title)).toEqual((await localTitles()).map((t) => t.title));
    const { rows } = await sql<{ authors: string[]; subjects: string[] }>`
      select authors, subjects from title where network_institution_id = ${dcId} limit 1`.execute(
      db.kysely,
    );
    expect(rows[0]?.authors[0]).toMatch(/^Autora \d & <Cia>$/);
    expect(rows[0]?.subjects).toContain('História');
  });
});

describe('the network API', () => {
  it('lists the institutions with their harvest status', async () => {
    const response = await app.inject({ url: '/api/rede-pergamum/oai/instituicoes' });
    expect(response.statusCode).toBe(200);
    const eco = (response.json() as { codigo: string }[]).find((i) => i.codigo === 'eco');
    expect(eco).toMatchObject({
      cod_empresa: institution.id,
      desc_empresa: 'Universidade do Eco',
      url_oai: '/oai',
      registros: 7,
      coleta: { ok: true, em_andamento: false, erro: null, atualizados: 1, excluidos: 1 },
    });
  });

  it('answers one network record; our own titles and bad ids are refused', async () => {
    const { id } = await db.kysely
      .selectFrom('title')
      .select('id')
      .where('network_institution_id', '=', institution.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await app.inject({ url: `/api/rede-pergamum/acervo/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acervo: id,
      tipo_obra: 'Livro',
      ano_publicacao: 2019,
      idioma: 'por',
      instituicao: { cod_empresa: institution.id, desc_empresa: 'Universidade do Eco' },
      identificador_oai: expect.stringMatching(/^oai:localhost:\d+$/),
      rota: `/acervo/${id}`,
    });
    const local = await db.kysely
      .selectFrom('title')
      .select('id')
      .where('network_institution_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(
      (await app.inject({ url: `/api/rede-pergamum/acervo/${local.id}` })).json(),
    ).toMatchObject({ status: 404, key: 'not_found' });
    expect((await app.inject({ url: '/api/rede-pergamum/acervo/abc' })).statusCode).toBe(400);
  });

  it('searches say when a source is down: a warning with what we hold, §8 error when nothing', async () => {
    const down = await repository().saveInstitution({
      code: 'fora',
      name: 'Fonte fora do ar',
      oaiUrl: 'http://127.0.0.1:1/oai',
      set: null,
      metadataPrefix: 'marc21',
    });
    const report = await harvestInstitution({
      repository: repository(),
      institution: (await repository().institution('fora'))!,
      policy: { retries: 0 },
    });
    expect(report.ok).toBe(false);
    expect(report.error).toMatch(/^the source could not be reached/);
    const found = await app.inject({ url: '/api/consulta?guia=rede_pergamum_oai&termo=livro' });
    expect(found.statusCode).toBe(200);
    const consulta = found.json().consulta as { total: number; rede_indisponivel: unknown };
    expect(consulta.total).toBeGreaterThan(0);
    expect(consulta.rede_indisponivel).toEqual([
      { cod_empresa: down, desc_empresa: 'Fonte fora do ar' },
    ]);
    const none = await app.inject({
      url: '/api/consulta?guia=rede_pergamum_oai&termo=zzqxw',
      headers: { 'accept-language': 'pt' },
    });
    expect(none.statusCode).toBe(500);
    expect(none.json()).toMatchObject({ key: 'network_unavailable' });
    expect(none.json().message).toMatch(/^O catálogo da rede está indisponível/);
    // Our own collection's searches are not concerned.
    const local = await app.inject({ url: '/api/consulta?termo=zzqxw' });
    expect(local.statusCode).toBe(200);
  });
});
