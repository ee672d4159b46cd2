import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMANENT_BASKET_LIMIT, type PermanentBasket } from '@estante/contract';
import type { Db } from '../../db/database.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { bearer, createPatron, tokensOf } from '../../test-support/auth.ts';
import { permanentBasketRepository } from './repository.ts';
import { permanentBasketService } from './service.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let ana: string;
let bia: string;
let anaId: number;
let titles: number[];

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, authors, year, material_type) values
      ('{"leader":"","fields":[]}'::jsonb, 'Memórias póstumas', '{"Assis, Machado de"}', 1881, 'book'),
      ('{"leader":"","fields":[]}'::jsonb, 'Anarquistas, graças a Deus', '{"Gattai, Zélia"}', 1979, 'book'),
      ('{"leader":"","fields":[]}'::jsonb, 'Carta de navegação', '{}', null, 'map')
    returning id`.execute(db.kysely);
  titles = rows.map((row) => row.id);
  const a = await createPatron(db.kysely, { logins: [{ login: 'cesta-ana' }] });
  anaId = a.id;
  await createPatron(db.kysely, { logins: [{ login: 'cesta-bia' }] });
  ana = (await tokensOf(app, 'cesta-ana', 'Senha-Teste-1')).access_token;
  bia = (await tokensOf(app, 'cesta-bia', 'Senha-Teste-1')).access_token;
});

afterAll(async () => close());

beforeEach(async () => {
  await db.kysely.deleteFrom('permanent_basket_item').execute();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-idioma': '5' },
    ...(payload ? { payload } : {}),
  });

const list = async (token: string, query = '') =>
  (
    await call('GET', `/api/acervo/cesta-permanente/colecao${query}`, token)
  ).json() as PermanentBasket;

const rowCount = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('permanent_basket_item')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/api/acervo/cesta-permanente', () => {
  it('POST saves the browser basket in one step: known titles once, unknown codes answered', async () => {
    const res = await call('POST', '/api/acervo/cesta-permanente', ana, {
      acervos: [titles[0], titles[1], titles[0], 999_999],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      adicionados: 2,
      ja_salvos: 0,
      ignorados: [999_999],
      total: 2,
      limite: PERMANENT_BASKET_LIMIT,
    });
    const again = await call('POST', '/api/acervo/cesta-permanente', ana, {
      acervos: [titles[1], titles[2]],
    });
    expect(again.json()).toMatchObject({ adicionados: 1, ja_salvos: 1, ignorados: [], total: 3 });
    expect((await list(ana)).total).toBe(3);
    expect((await list(bia)).itens).toEqual([]);
  });

  it('POST refuses an empty list (400)', async () => {
    const res = await call('POST', '/api/acervo/cesta-permanente', ana, { acervos: [] });
    expect(res.statusCode).toBe(400);
  });

  it('PUT puts one title in; again changes nothing; an unknown title is 404', async () => {
    const first = await call('PUT', '/api/acervo/cesta-permanente', ana, { acervo: titles[2] });
    expect(first.json()).toMatchObject({ adicionados: 1, total: 1 });
    const saved = (await list(ana)).itens[0]!.data_inclusao;
    const second = await call('PUT', '/api/acervo/cesta-permanente', ana, { acervo: titles[2] });
    expect(second.json()).toMatchObject({ adicionados: 0, ja_salvos: 1, total: 1 });
    expect((await list(ana)).itens[0]!.data_inclusao).toBe(saved);
    const unknown = await call('PUT', '/api/acervo/cesta-permanente', ana, { acervo: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(await rowCount()).toBe(1);
  });

  it('GET lists by day saved (inclusive) in the order of tipoBusca', async () => {
    await call('POST', '/api/acervo/cesta-permanente', ana, { acervos: titles });
    const day = (title: number, at: string) =>
      db.kysely
        .updateTable('permanent_basket_item')
        .set({ added_at: new Date(at) })
        .where('title_id', '=', title)
        .execute();
    await day(titles[0]!, '2026-03-01T10:00:00Z');
    await day(titles[1]!, '2026-03-02T23:59:00Z');
    await day(titles[2]!, '2026-03-05T00:00:00Z');
    const all = await list(ana);
    expect(all.itens.map((i) => i.cod_acervo)).toEqual([titles[2], titles[1], titles[0]]);
    expect(all.itens[1]).toEqual({
      cod_acervo: titles[1],
      titulo: 'Anarquistas, graças a Deus',
      autor: 'Gattai, Zélia',
      ano_publicacao: 1979,
      tipo_obra: 'book',
      data_inclusao: '2026-03-02T23:59:00.000Z',
    });
    const byTitle = await list(ana, '?tipoBusca=titulo');
    expect(byTitle.itens.map((i) => i.titulo)).toEqual([
      'Anarquistas, graças a Deus',
      'Carta de navegação',
      'Memórias póstumas',
    ]);
    const byAuthor = await list(ana, '?tipoBusca=autor');
    expect(byAuthor.itens.map((i) => i.autor)).toEqual([
      'Assis, Machado de',
      'Gattai, Zélia',
      null,
    ]);
    const range = await list(ana, '?dataIni=2026-03-01&dataFim=2026-03-02');
    expect(range.itens.map((i) => i.cod_acervo)).toEqual([titles[1], titles[0]]);
    expect(range.total).toBe(3);
    const backwards = await call(
      'GET',
      '/api/acervo/cesta-permanente/colecao?dataIni=2026-03-03&dataFim=2026-03-01',
      ana,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ key: 'dates_out_of_order', field: 'dataIni' });
    const badOrder = await call('GET', '/api/acervo/cesta-permanente/colecao?tipoBusca=x', ana);
    expect(badOrder.statusCode).toBe(400);
  });

  it('DELETE takes one of the patron’s titles out; another patron’s is 404 and stays', async () => {
    await call('POST', '/api/acervo/cesta-permanente', ana, { acervos: [titles[0], titles[1]] });
    const refused = await call('DELETE', `/api/acervo/cesta-permanente/${titles[0]}`, bia);
    expect(refused.statusCode).toBe(404);
    expect(await rowCount()).toBe(2);
    const done = await call('DELETE', `/api/acervo/cesta-permanente/${titles[0]}`, ana);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ total: 1 });
    expect(
      (await call('DELETE', `/api/acervo/cesta-permanente/${titles[0]}`, ana)).statusCode,
    ).toBe(404);
  });

  it('every call needs a patron (401 for a visitor)', async () => {
    expect((await call('GET', '/api/acervo/cesta-permanente/colecao')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/acervo/cesta-permanente', undefined, { acervos: [titles[0]] }))
        .statusCode,
    ).toBe(401);
    expect(await rowCount()).toBe(0);
  });

  it('refuses past the limit with a clear 422 and saves nothing of that call', async () => {
    const service = permanentBasketService(permanentBasketRepository(db.kysely), { limit: 2 });
    const requester: Requester = {
      patronId: anaId,
      kind: 'patron',
      login: 'cesta-ana',
      loginId: null,
      sessionId: null,
      clientId: null,
      address: '127.0.0.1',
    };
    await service.addOne(requester, titles[0]!);
    await expect(service.addMany(requester, [titles[1]!, titles[2]!])).rejects.toMatchObject({
      status: 422,
      key: 'permanent_basket_full',
    });
    expect(await rowCount()).toBe(1);
    // Titles already saved do not count again: the basket can be re-sent whole.
    expect(await service.addMany(requester, [titles[0]!, titles[1]!])).toMatchObject({
      adicionados: 1,
      ja_salvos: 1,
      total: 2,
    });
    expect(errorMessage('permanent_basket_full', 'en')).toBe(
      `The permanent basket holds at most ${PERMANENT_BASKET_LIMIT} titles. Nothing was saved.`,
    );
  });
});
