import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SUGGESTION_OPEN_LIMIT,
  SUGGESTION_STATUSES,
  type AcquisitionStatistics,
  type CollectionTotals,
  type DeskSuggestion,
  type PurchaseOrder,
  type Suggestion,
  type SuggestionStatusLabels,
} from '@estante/contract';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, publicToken, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { SAMPLE_TITLE, titleIdOf } from '../titles/test-data.ts';
import { localDay } from '../../circulation/calendar.ts';

/** Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */

let db: Db;
let app: FastifyInstance;
let larissa: string;
let carlos: string;
let roberto: string;
let felipe: string;
let staff: string;
let visitorPublic: string;
let titleId: number;
let central: { id: number; campus_id: number };
let branch: { id: number; campus_id: number };

beforeAll(async () => {
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  await saveRecords(k, [SAMPLE_TITLE]);
  titleId = await titleIdOf(
    k,
    (SAMPLE_TITLE.fields.find((f) => f.tag === '001') as { value: string }).value,
  );
  central = await createLibrary(k, { name: 'Biblioteca Central' });
  branch = await createLibrary(k, { name: 'Biblioteca Setorial' });
  await k
    .insertInto('copy')
    .values(
      [
        [central.id, '2025-03-10'],
        [central.id, '2024-01-05'],
        [branch.id, null],
      ].map(([library, acquired], i) => ({
        title_id: titleId,
        library_id: library as number,
        barcode: `AQ${i}`,
        loan_type: 'normal' as const,
        status: 'available' as const,
        acquired_on: acquired as string | null,
      })),
    )
    .execute();
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  const token = async (login: string) => (await tokensOf(app, login, DEMO_PASSWORD)).access_token;
  const tokens = await Promise.all(
    ['20260008', '20260002', '20260013', '20260005', 'balcao01'].map(token),
  );
  [larissa, carlos, roberto, felipe, staff] = tokens as [string, string, string, string, string];
  visitorPublic = await publicToken(app);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await db.kysely.deleteFrom('purchase_suggestion').execute();
  await db.kysely.deleteFrom('purchase_order').execute();
  await db.kysely.deleteFrom('alert').execute();
});

const headers = (token: string | null) => ({ ...(token ? bearer(token) : {}), 'x-idioma': '5' });
const get = (url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: headers(token) });
const post = (url: string, token: string | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: headers(token), payload });

const valid = (fields: Record<string, unknown> = {}) => ({
  campus: central.campus_id,
  biblioteca: central.id,
  autor: 'Ribeiro, Darcy',
  titulo: 'O povo brasileiro',
  edicao: '3. ed.',
  editor: 'Global',
  isbn_issn: null,
  periodico: null,
  outras_inf: 'Para a disciplina de Antropologia <b>I</b>',
  ...fields,
});
const suggest = (token: string, fields: Record<string, unknown> = {}) =>
  post('/api/unidade-informacao/sugestao-aquisicao', token, valid(fields));
const count = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('purchase_suggestion')
        .select(db.kysely.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const move = (id: number, payload: Record<string, unknown>, token = staff) =>
  post(`/api/balcao/sugestoes/${id}/situacao`, token, payload);

describe('GET /api/campus and /api/unidade-informacao', () => {
  it('lists campuses and the libraries of one campus, to anyone', async () => {
    const campuses = (await get('/api/campus', null)).json() as { cod_campus: number }[];
    expect(campuses.map((c) => c.cod_campus)).toEqual(
      expect.arrayContaining([central.campus_id, branch.campus_id]),
    );
    const all = await get('/api/unidade-informacao', visitorPublic);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(2);
    const one = (await get(`/api/unidade-informacao?campus=${branch.campus_id}`, null)).json();
    expect(one).toEqual([
      {
        cod_biblioteca: branch.id,
        desc_biblioteca: 'Biblioteca Setorial',
        cod_campus: branch.campus_id,
      },
    ]);
    expect((await get('/api/unidade-informacao?campus=999999', null)).json()).toEqual([]);
    expect((await get('/api/unidade-informacao?campus=abc', null)).statusCode).toBe(400);
  });
});

describe('POST /api/unidade-informacao/sugestao-aquisicao', () => {
  it('stores a suggestion as a pre-suggestion, markup kept as text', async () => {
    const res = await suggest(larissa);
    expect(res.statusCode).toBe(201);
    const s = res.json() as Suggestion;
    expect(s).toMatchObject({
      situacao: 'pre_suggestion',
      titulo: 'O povo brasileiro',
      editor: 'Global',
      cod_biblioteca: central.id,
      cod_campus: central.campus_id,
      solicitante: 'Larissa Gomes',
      outras_inf: 'Para a disciplina de Antropologia <b>I</b>',
      cod_acervo_existente: null,
      total_entregue: 0,
      quantidade: null,
    });
    expect(s.historico).toEqual([expect.objectContaining({ situacao: 'pre_suggestion' })]);
  });

  it.each([
    ['biblioteca', { biblioteca: null }],
    ['biblioteca', { biblioteca: undefined }],
    ['titulo', { titulo: '   ' }],
    ['titulo', { titulo: null }],
    ['editor', { editor: '' }],
  ])('refuses a suggestion without %s, naming it, and writes nothing', async (field, fields) => {
    const res = await suggest(larissa, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      key: 'suggestion_field_required',
      field,
      message: errorMessage('suggestion_field_required', 'en', field),
    });
    expect(res.json().message).toContain(field);
    expect(await count()).toBe(0);
  });

  it('names the library first, then the title, then the editor (the form’s order)', async () => {
    const res = await suggest(larissa, { biblioteca: null, titulo: '', editor: '' });
    expect(res.json().field).toBe('biblioteca');
    expect((await suggest(larissa, { titulo: '', editor: '' })).json().field).toBe('titulo');
  });

  it('refuses a library of another campus, an unknown one and a bad ISBN/ISSN', async () => {
    const other = await suggest(larissa, { campus: branch.campus_id });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ key: 'suggestion_library_invalid', field: 'biblioteca' });
    expect((await suggest(larissa, { biblioteca: 999999 })).json().key).toBe(
      'suggestion_library_invalid',
    );
    for (const bad of ['978-85-359-0277-9', '12345', '0378-5954']) {
      const res = await suggest(larissa, { isbn_issn: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'suggestion_isbn_issn_invalid', field: 'isbn_issn' });
    }
    expect(await count()).toBe(0);
    // A valid ISSN (Nature's) and a valid ISBN-10 with an X check digit pass.
    expect((await suggest(larissa, { isbn_issn: 'ISSN 0028-0836' })).statusCode).toBe(201);
    expect((await suggest(larissa, { isbn_issn: '0-8044-2957-X' })).statusCode).toBe(201);
  });

  it('takes a request for more copies of a title of the collection, linked to it and not flagged', async () => {
    const more = await suggest(larissa, {
      cod_acervo: titleId,
      isbn_issn: '85-359-0277-5',
      outras_inf: 'A fila de reservas passa de 10 pessoas.',
    });
    expect(more.statusCode).toBe(201);
    expect(more.json()).toMatchObject({
      situacao: 'pre_suggestion',
      cod_acervo_existente: titleId,
      mais_exemplares: true,
    });
    // Another institution's record (network catalogue) or an unknown id: refused, nothing kept.
    await sql`insert into network_institution (id, name) values (9301, 'Universidade Parceira')
      on conflict do nothing`.execute(db.kysely);
    const [network] = await sql<{ id: number }>`
      insert into title (marc, title, material_type, network_institution_id)
      values ('{"leader":"","fields":[]}'::jsonb, 'Outro acervo', 'book', 9301) returning id`
      .execute(db.kysely)
      .then((r) => r.rows);
    const before = await count();
    for (const id of [network!.id, 99_999_999]) {
      const res = await suggest(larissa, { cod_acervo: id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'suggestion_title_invalid', field: 'cod_acervo' });
    }
    expect(await count()).toBe(before);
    await db.kysely.deleteFrom('title').where('id', '=', network!.id).execute();
  });

  it('flags a title the catalogue has, by ISBN or by title and author, with its id', async () => {
    const byIsbn = (await suggest(larissa, { isbn_issn: '85-359-0277-5', titulo: 'Outro' })).json();
    expect(byIsbn).toMatchObject({ situacao: 'already_exists', cod_acervo_existente: titleId });
    const byTitle = (
      await suggest(larissa, {
        titulo: 'CASA-GRANDE & SENZALA: formação da família brasileira',
        autor: 'Gilberto Freyre',
      })
    ).json();
    expect(byTitle).toMatchObject({ situacao: 'already_exists', cod_acervo_existente: titleId });
    const otherAuthor = (
      await suggest(larissa, { titulo: 'Casa-grande & senzala', autor: 'Darcy Ribeiro' })
    ).json();
    expect(otherAuthor).toMatchObject({ situacao: 'pre_suggestion', cod_acervo_existente: null });
    // The library's answer about it links to the title it has.
    await move(byIsbn.cod_sugestao, {
      situacao: 'not_attended',
      resposta: 'Já temos 2 exemplares.',
    });
    const alert = await db.kysely
      .selectFrom('alert')
      .select(['title_id', 'subject_id'])
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({ title_id: titleId, subject_id: byIsbn.cod_sugestao });
  });

  it('refuses patrons without activity 12 (403), visitors (401) and public tokens', async () => {
    const res = await suggest(roberto);
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('suggestion_not_allowed');
    expect((await get('/api/unidade-informacao/sugestao-aquisicao', roberto)).statusCode).toBe(403);
    expect(
      (await post('/api/unidade-informacao/sugestao-aquisicao', null, valid())).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/unidade-informacao/sugestao-aquisicao', visitorPublic, valid())).statusCode,
    ).toBe(401);
    expect(await count()).toBe(0);
  });

  it('tells the form who is a professor and how many suggestions are open', async () => {
    await suggest(larissa);
    expect((await get('/api/unidade-informacao/sugestao-aquisicao', carlos)).json()).toEqual({
      professor: true,
      abertas: 0,
      limite: SUGGESTION_OPEN_LIMIT,
    });
    expect((await get('/api/unidade-informacao/sugestao-aquisicao', larissa)).json()).toEqual({
      professor: false,
      abertas: 1,
      limite: SUGGESTION_OPEN_LIMIT,
    });
  });

  it('refuses more than the open-suggestion limit; a finished one frees a place', async () => {
    for (let i = 0; i < SUGGESTION_OPEN_LIMIT; i++) {
      expect((await suggest(felipe, { titulo: `Livro ${i}` })).statusCode).toBe(201);
    }
    const over = await suggest(felipe, { titulo: 'Mais um' });
    expect(over.statusCode).toBe(422);
    expect(over.json().key).toBe('suggestion_limit_reached');
    expect(await count()).toBe(SUGGESTION_OPEN_LIMIT);
    const first = (await get('/api/aquisicao/sugestoes', felipe)).json()[0] as Suggestion;
    expect((await move(first.cod_sugestao, { situacao: 'not_attended' })).statusCode).toBe(200);
    expect((await suggest(felipe, { titulo: 'Mais um' })).statusCode).toBe(201);
  });
});

describe('GET /api/aquisicao/sugestoes and /situacao', () => {
  it('labels every status in the caller’s language, with where it may go', async () => {
    const labels = (
      await get('/api/aquisicao/sugestoes/situacao', larissa)
    ).json() as SuggestionStatusLabels;
    expect(labels.map((l) => l.codigo)).toEqual([...SUGGESTION_STATUSES]);
    expect(labels.find((l) => l.codigo === 'trading')).toMatchObject({
      descricao: 'Trading (auction)',
      aberta: true,
      seguintes: expect.arrayContaining(['awaiting_delivery']),
    });
    const pt = await app.inject({
      method: 'GET',
      url: '/api/aquisicao/sugestoes/situacao',
      headers: { ...bearer(larissa), 'x-idioma': '1' },
    });
    expect(pt.json().find((l: { codigo: string }) => l.codigo === 'in_quote').descricao).toBe(
      'Em cotação',
    );
  });

  it('lists only the patron’s own, by status and creation dates', async () => {
    const mine = (await suggest(larissa)).json() as Suggestion;
    await suggest(felipe, { titulo: 'De outra pessoa' });
    await move(mine.cod_sugestao, { situacao: 'purchase_suggestion' });
    const list = (await get('/api/aquisicao/sugestoes', larissa)).json() as Suggestion[];
    expect(list.map((s) => s.cod_sugestao)).toEqual([mine.cod_sugestao]);
    // The libraries' day: lists filter by it, not by UTC's.
    const today = localDay(new Date(), 'America/Sao_Paulo');
    expect(
      (await get(`/api/aquisicao/sugestoes?dataIni=${today}&dataFim=${today}`, larissa)).json(),
    ).toHaveLength(1);
    expect((await get('/api/aquisicao/sugestoes?dataFim=2020-01-01', larissa)).json()).toEqual([]);
    expect(
      (await get('/api/aquisicao/sugestoes?situacao=purchase_suggestion', larissa)).json(),
    ).toHaveLength(1);
    expect((await get('/api/aquisicao/sugestoes?situacao=pre_suggestion', larissa)).json()).toEqual(
      [],
    );
  });

  it('refuses dates out of order (422) and an unknown status (400)', async () => {
    const res = await get(
      '/api/aquisicao/sugestoes?dataIni=2026-02-01&dataFim=2026-01-01',
      larissa,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'dates_out_of_order', field: 'dataIni' });
    expect((await get('/api/aquisicao/sugestoes?situacao=bought', larissa)).statusCode).toBe(400);
    expect((await get('/api/aquisicao/sugestoes?dataIni=31/01/2026', larissa)).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/aquisicao/sugestoes/{id}', () => {
  it('withdraws the patron’s own; another patron’s is not found and stays as it was', async () => {
    const mine = (await suggest(larissa)).json() as Suggestion;
    const other = await app.inject({
      method: 'DELETE',
      url: `/api/aquisicao/sugestoes/${mine.cod_sugestao}`,
      headers: headers(felipe),
    });
    expect(other.statusCode).toBe(404);
    expect((await get('/api/aquisicao/sugestoes', larissa)).json()[0].situacao).toBe(
      'pre_suggestion',
    );
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/aquisicao/sugestoes/${mine.cod_sugestao}`,
      headers: headers(larissa),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().situacao).toBe('cancelled');
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/aquisicao/sugestoes/${mine.cod_sugestao}`,
      headers: headers(larissa),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().key).toBe('suggestion_status_invalid');
  });
});

describe('staff: /api/balcao/sugestoes', () => {
  it('refuses patrons (403) and changes nothing', async () => {
    const s = (await suggest(larissa)).json() as Suggestion;
    expect((await get('/api/balcao/sugestoes', larissa)).statusCode).toBe(403);
    const res = await move(s.cod_sugestao, { situacao: 'in_quote' }, larissa);
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('staff_only');
    expect((await get('/api/aquisicao/sugestoes', larissa)).json()[0].situacao).toBe(
      'pre_suggestion',
    );
    expect(await db.kysely.selectFrom('alert').selectAll().execute()).toEqual([]);
  });

  it('moves a suggestion through quote, order and delivery; the patron sees each step', async () => {
    const s = (await suggest(larissa)).json() as Suggestion;
    const listed = (await get('/api/balcao/sugestoes?situacao=pre_suggestion', staff)).json();
    expect(listed).toEqual([
      expect.objectContaining({ cod_sugestao: s.cod_sugestao, login: '20260008' }),
    ]);

    const quoted = await move(s.cod_sugestao, {
      situacao: 'in_quote',
      resposta: 'Pedimos orçamentos.',
      quantidade: 3,
      titulo_estrangeiro: true,
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      situacao: 'in_quote',
      quantidade: 3,
      titulo_estrangeiro: true,
      data_cotacao: new Date().toISOString().slice(0, 10),
      resposta: 'Pedimos orçamentos.',
    });

    const noSupplier = await move(s.cod_sugestao, { situacao: 'awaiting_delivery' });
    expect(noSupplier.statusCode).toBe(422);
    expect(noSupplier.json()).toMatchObject({
      key: 'suggestion_order_required',
      field: 'fornecedor',
    });
    const late = await move(s.cod_sugestao, {
      situacao: 'awaiting_delivery',
      fornecedor: 'Livraria Cultura',
      data_pedido: '2026-03-10',
      previsao_entrega: '2026-03-01',
    });
    expect(late.statusCode).toBe(422);
    expect(await db.kysely.selectFrom('purchase_order').selectAll().execute()).toEqual([]);

    const ordered = (
      await move(s.cod_sugestao, {
        situacao: 'awaiting_delivery',
        fornecedor: 'Livraria Cultura',
        data_pedido: '2026-03-10',
        previsao_entrega: '2026-04-15',
      })
    ).json() as DeskSuggestion;
    expect(ordered).toMatchObject({
      situacao: 'awaiting_delivery',
      previsao_entrega: '2026-04-15',
      cod_pedido: expect.any(Number),
    });

    let orders = (await get('/api/aquisicao/pedidos', larissa)).json() as PurchaseOrder[];
    expect(orders).toEqual([
      {
        cod_pedido: ordered.cod_pedido,
        fornecedor: 'Livraria Cultura',
        cod_biblioteca: central.id,
        desc_biblioteca: 'Biblioteca Central',
        data_pedido: '2026-03-10',
        previsao_entrega: '2026-04-15',
        situacao: 'open',
        itens: [
          {
            cod_sugestao: s.cod_sugestao,
            titulo: 'O povo brasileiro',
            situacao: 'awaiting_delivery',
            quantidade_pedida: 3,
            quantidade_entregue: 0,
          },
        ],
      },
    ]);
    expect((await get('/api/aquisicao/pedidos', felipe)).json()).toEqual([]);
    expect((await get('/api/aquisicao/pedidos?situacao=received', larissa)).json()).toEqual([]);
    expect((await get('/api/aquisicao/pedidos?dataIni=2026-03-11', larissa)).json()).toEqual([]);

    // A second suggestion joins the same order.
    const second = (await suggest(felipe, { titulo: 'Segundo livro' })).json() as Suggestion;
    await move(second.cod_sugestao, { situacao: 'in_quote', quantidade: 1 });
    const joined = await move(second.cod_sugestao, {
      situacao: 'awaiting_delivery',
      cod_pedido: ordered.cod_pedido,
    });
    expect(joined.json().cod_pedido).toBe(ordered.cod_pedido);

    await move(s.cod_sugestao, { situacao: 'partially_attended', total_entregue: 1 });
    orders = (await get('/api/aquisicao/pedidos', larissa)).json();
    expect(orders[0]).toMatchObject({ situacao: 'partially_received' });
    expect(orders[0]!.itens).toHaveLength(1); // Felipe's line is not Larissa's to see
    await move(s.cod_sugestao, { situacao: 'attended' });
    await move(second.cod_sugestao, { situacao: 'cancelled', resposta: 'Esgotado no fornecedor' });
    orders = (await get('/api/aquisicao/pedidos', larissa)).json();
    expect(orders[0]).toMatchObject({
      situacao: 'received',
      itens: [expect.objectContaining({ situacao: 'attended', quantidade_entregue: 3 })],
    });

    const mine = (await get('/api/aquisicao/sugestoes', larissa)).json()[0] as Suggestion;
    expect(mine.historico.map((e) => e.situacao)).toEqual([
      'pre_suggestion',
      'in_quote',
      'awaiting_delivery',
      'partially_attended',
      'attended',
    ]);
    const alerts = await db.kysely
      .selectFrom('alert')
      .innerJoin('person_login as l', 'l.person_id', 'alert.person_id')
      .select(['l.login', 'alert.kind', 'alert.subject_id', 'alert.params'])
      .where('l.login', '=', '20260008')
      .orderBy('alert.id')
      .execute();
    expect(alerts).toHaveLength(4);
    expect(alerts[0]).toMatchObject({
      kind: 'suggestion',
      subject_id: s.cod_sugestao,
      params: { status: 'in_quote', reply: 'Pedimos orçamentos.', title: 'O povo brasileiro' },
    });
  });

  it('refuses a status that cannot follow, an unknown status and an unknown id', async () => {
    const s = (await suggest(larissa)).json() as Suggestion;
    const res = await move(s.cod_sugestao, { situacao: 'attended' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'suggestion_status_invalid', field: 'attended' });
    expect((await move(s.cod_sugestao, { situacao: 'bought' })).statusCode).toBe(400);
    expect((await move(999999, { situacao: 'in_quote' })).statusCode).toBe(404);
    expect((await get('/api/aquisicao/sugestoes', larissa)).json()[0].situacao).toBe(
      'pre_suggestion',
    );
    expect(await db.kysely.selectFrom('alert').selectAll().execute()).toEqual([]);
  });
});

describe('GET /api/aquisicao/estatisticas and /api/acervo/meu-pergamum/totais', () => {
  it('counts suggestions and orders by month, library and status', async () => {
    const a = (await suggest(larissa)).json() as Suggestion;
    await suggest(felipe, { biblioteca: branch.id, campus: branch.campus_id });
    await move(a.cod_sugestao, { situacao: 'in_quote', quantidade: 2 });
    await move(a.cod_sugestao, {
      situacao: 'awaiting_delivery',
      fornecedor: 'Distribuidora X',
      data_pedido: '2026-03-10',
    });
    const month = new Date().toISOString().slice(0, 7);
    const stats = (
      await get('/api/aquisicao/estatisticas', roberto)
    ).json() as AcquisitionStatistics;
    expect(stats.total_sugestoes).toBe(2);
    expect(stats.sugestoes).toEqual(
      expect.arrayContaining([
        {
          mes: month,
          cod_biblioteca: central.id,
          desc_biblioteca: 'Biblioteca Central',
          situacao: 'awaiting_delivery',
          total: 1,
        },
        {
          mes: month,
          cod_biblioteca: branch.id,
          desc_biblioteca: 'Biblioteca Setorial',
          situacao: 'pre_suggestion',
          total: 1,
        },
      ]),
    );
    expect(stats.pedidos).toEqual([
      {
        mes: '2026-03',
        cod_biblioteca: central.id,
        desc_biblioteca: 'Biblioteca Central',
        situacao: 'open',
        total: 1,
      },
    ]);
    const branchOnly = (
      await get(`/api/aquisicao/estatisticas?biblioteca=${branch.id}`, larissa)
    ).json();
    expect(branchOnly).toMatchObject({ total_sugestoes: 1, total_pedidos: 0 });
    const before = (await get('/api/aquisicao/estatisticas?dataFim=2020-12-31', larissa)).json();
    expect(before).toMatchObject({ total_sugestoes: 0, total_pedidos: 0, dataFim: '2020-12-31' });
    const bad = await get(
      '/api/aquisicao/estatisticas?dataIni=2026-05-01&dataFim=2026-04-01',
      larissa,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().key).toBe('dates_out_of_order');
    expect((await get('/api/aquisicao/estatisticas', null)).statusCode).toBe(401);
  });

  it('totals titles and copies by library and material type, by acquisition date', async () => {
    const all = (await get('/api/acervo/meu-pergamum/totais', larissa)).json() as CollectionTotals;
    expect(all.linhas).toEqual([
      {
        cod_biblioteca: central.id,
        desc_biblioteca: 'Biblioteca Central',
        tipo_obra: 'book',
        desc_tipo_obra: 'Book',
        titulos: 1,
        exemplares: 2,
      },
      {
        cod_biblioteca: branch.id,
        desc_biblioteca: 'Biblioteca Setorial',
        tipo_obra: 'book',
        desc_tipo_obra: 'Book',
        titulos: 1,
        exemplares: 1,
      },
    ]);
    expect(all).toMatchObject({
      total_titulos: 1,
      total_exemplares: 3,
      // The title held by both libraries counts once by material type.
      por_tipo: [{ tipo_obra: 'book', desc_tipo_obra: 'Book', titulos: 1, exemplares: 3 }],
      por_biblioteca: [
        {
          cod_biblioteca: central.id,
          desc_biblioteca: 'Biblioteca Central',
          titulos: 1,
          exemplares: 2,
        },
        {
          cod_biblioteca: branch.id,
          desc_biblioteca: 'Biblioteca Setorial',
          titulos: 1,
          exemplares: 1,
        },
      ],
    });
    const in2025 = (
      await get('/api/acervo/meu-pergamum/totais?dataIni=2025-01-01&dataFim=2025-12-31', larissa)
    ).json() as CollectionTotals;
    expect(in2025).toMatchObject({ total_titulos: 1, total_exemplares: 1 });
    const branchOnly = (
      await get(`/api/acervo/meu-pergamum/totais?biblioteca=${branch.id}`, larissa)
    ).json() as CollectionTotals;
    expect(branchOnly.total_exemplares).toBe(1);
    const bad = await get(
      '/api/acervo/meu-pergamum/totais?dataIni=2026-01-02&dataFim=2026-01-01',
      larissa,
    );
    expect(bad.statusCode).toBe(422);
  });
});
