import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacySettings, StoredSearch } from '@estante/contract';
import { postgresCirculation } from '../../circulation/engine.ts';
import type { Db } from '../../db/database.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { bearer, createPatron, signIn, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { deletionOrder, NOT_EXPORTED, personTables } from './personal-tables.ts';

/**
 * Privacy: Zélia keeps a loan, a hold, saved searches and an approved and a pending comment;
 * Otto is another patron. Zélia's password is PASSWORD.
 */

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let zelia = '';
let otto = '';
let zeliaId = 0;
let ottoId = 0;
let titleIds: number[] = [];
const PASSWORD = 'Senha-Zelia-1';
const clock = new Date('2026-03-02T13:00:00Z');
const engine = () => postgresCirculation({ db: db.kysely, now: () => clock });

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/pessoas/meu-pergamum${url}`,
    headers: { ...bearer(token), 'x-idioma': '5' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const search = (id: string, fields: Record<string, unknown> = {}) => ({
  url: `/?termo=${id}`,
  consulta_id: id,
  base: 'local',
  total: 12,
  pesquisa: { guia: 'pesquisa_geral', termo: id },
  ...fields,
});

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ circulation: { now: () => clock } }));
  const k = db.kysely;
  const library = await createLibrary(k);
  await k
    .insertInto('loan_policy')
    .values({
      loan_days: 7,
      max_loans: 5,
      renewals: 2,
      renewal_days: 7,
      hold_limit: 3,
      pickup_days: 2,
      fine_per_day_cents: 100,
      suspension_days_per_day: 0,
    })
    .execute();
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type) values
      ('{"leader":"","fields":[]}'::jsonb, 'Livro emprestado', 'book'),
      ('{"leader":"","fields":[]}'::jsonb, 'Livro reservado', 'book')
    returning id`.execute(k);
  titleIds = rows.map((row) => row.id);
  await k
    .insertInto('copy')
    .values(
      ['PV-1', 'PV-2'].map((barcode, i) => ({
        title_id: titleIds[i]!,
        library_id: library.id,
        barcode,
        loan_type: 'normal' as const,
        status: 'available' as const,
      })),
    )
    .execute();
  const z = await createPatron(k, {
    name: 'Zélia Privacidade',
    password: PASSWORD,
    logins: [{ login: 'zelia01' }],
  });
  const o = await createPatron(k, { name: 'Otto Outro', logins: [{ login: 'otto01' }] });
  zeliaId = z.id;
  ottoId = o.id;
  await k
    .updateTable('person')
    .set({ email: 'zelia@teste.br', city: 'Palmas' })
    .where('id', '=', z.id)
    .execute();
  // Zélia borrows book 1; Otto borrows book 2 and Zélia queues for it.
  await engine().checkout(null, 'zelia01', 'PV-1');
  await engine().checkout(null, 'otto01', 'PV-2');
  await engine().placeHold(
    await engine().patronByLogin('zelia01'),
    { cod_acervo: titleIds[1]!, biblioteca: library.id },
    'pt',
  );
  await sql`insert into comment (title_id, person_id, author_name, body, status, reviewed_at) values
    (${titleIds[0]}, ${z.id}, 'Zélia Privacidade', 'Ótimo livro', 'approved', now()),
    (${titleIds[0]}, ${z.id}, 'Zélia Privacidade', 'Ainda pendente', 'pending', null)`.execute(k);
  zelia = (await tokensOf(app, 'zelia01', PASSWORD)).access_token;
  otto = (await tokensOf(app, 'otto01', 'Senha-Teste-1')).access_token;
});

afterAll(() => close());

describe('server-side search history', () => {
  it('is off unless the patron turns it on; off refuses to log and deletes what was kept', async () => {
    expect((await call('GET', '/privacidade', zelia)).json<PrivacySettings>()).toEqual({
      historico_pesquisa: false,
      retencao_dias: 90,
    });
    const refused = await call('POST', '/historico-pesquisa', zelia, search('a1'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: errorMessage('search_history_off', 'en') });
    expect((await call('GET', '/historico-pesquisa', zelia)).json()).toEqual([]);

    await call('PUT', '/privacidade', zelia, { historico_pesquisa: true });
    for (const id of ['a1', 'b2', 'a1']) {
      expect((await call('POST', '/historico-pesquisa', zelia, search(id))).statusCode).toBe(204);
    }
    const history = (await call('GET', '/historico-pesquisa', zelia)).json<StoredSearch[]>();
    // The same search again is one entry, moved to the top.
    expect(history.map((entry) => entry.consulta_id)).toEqual(['a1', 'b2']);
    expect((await call('GET', '/historico-pesquisa', otto)).json()).toEqual([]);

    await call('PUT', '/privacidade', zelia, { historico_pesquisa: false });
    expect((await call('GET', '/historico-pesquisa', zelia)).json()).toEqual([]);
    const kept = await db.kysely
      .selectFrom('stored_search')
      .select('id')
      .where('kind', '=', 'history')
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses an address that is not the catalogue’s own', async () => {
    await call('PUT', '/privacidade', zelia, { historico_pesquisa: true });
    for (const url of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      const res = await call('POST', '/historico-pesquisa', zelia, search('x', { url }));
      expect(res.statusCode, url).toBe(400);
    }
    await call('PUT', '/privacidade', zelia, { historico_pesquisa: false });
  });
});

describe('saved items', () => {
  it('saves, lists and deletes the patron’s own searches only', async () => {
    const saved = await call('POST', '/itens-salvos', zelia, {
      ...search('s1'),
      nome: '<b>Meu</b> tema',
    });
    expect(saved.statusCode).toBe(201);
    const { id, nome } = saved.json<StoredSearch>();
    expect(nome).toBe('<b>Meu</b> tema');
    expect(
      (await call('GET', '/itens-salvos', zelia)).json<StoredSearch[]>().map((s) => s.id),
    ).toEqual([id]);
    expect((await call('GET', '/itens-salvos', otto)).json()).toEqual([]);
    // Otto cannot delete it: 404, and it is still there.
    expect((await call('DELETE', `/itens-salvos/${id}`, otto)).statusCode).toBe(404);
    expect((await call('GET', '/itens-salvos', zelia)).json()).toHaveLength(1);
    expect((await call('DELETE', `/itens-salvos/${id}`, zelia)).statusCode).toBe(204);
    expect((await call('DELETE', `/itens-salvos/${id}`, zelia)).statusCode).toBe(404);
    await call('POST', '/itens-salvos', zelia, { ...search('s2'), nome: 'Para o download' });
  });

  it('refuses a blank name with a 400', async () => {
    const res = await call('POST', '/itens-salvos', zelia, { ...search('s3'), nome: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/pessoas/meu-pergamum/meus-dados', () => {
  it('downloads every table naming the patron as JSON in a ZIP, without secrets or other patrons', async () => {
    const res = await call('GET', '/meus-dados', zelia);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(json('person.json')).toEqual([
      expect.objectContaining({ id: zeliaId, name: 'Zélia Privacidade', city: 'Palmas' }),
    ]);
    expect(json('person_login.json').map((l) => l.login)).toEqual(['zelia01']);
    expect(json('loan.json')).toHaveLength(1);
    expect(json('hold.json')).toHaveLength(1);
    expect(json('stored_search.json').map((s) => s.name)).toEqual(['Para o download']);
    expect(strFromU8(files['LEIA-ME.txt']!)).toMatch(/^Your data at the library/);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toMatch(/password_hash|secret_hash|code_hash|token_hash/);
    expect(everything).not.toContain('Otto');
    expect(everything).not.toContain('otto01');
  });

  it('covers every table that names a patron but the secrets listed as such', async () => {
    const tables = (await personTables(db.kysely)).map((t) => t.table);
    for (const table of Object.keys(NOT_EXPORTED)) expect(tables).toContain(table);
    const res = await call('GET', '/meus-dados', zelia);
    const files = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
    const expected = tables.filter((t) => !(t in NOT_EXPORTED)).map((t) => `${t}.json`);
    expect(files.sort()).toEqual(['LEIA-ME.txt', 'person.json', ...expected].sort());
  });
});

describe('deletionOrder', () => {
  it('puts a table before the tables its rows point at', async () => {
    const order = await deletionOrder(db.kysely, [
      'person',
      'hold',
      'loan',
      'fine',
      'person_login',
    ]);
    expect(order.indexOf('fine')).toBeLessThan(order.indexOf('loan'));
    expect(order.indexOf('loan')).toBeLessThan(order.indexOf('person_login'));
    expect(order.indexOf('hold')).toBeLessThan(order.indexOf('person'));
    expect(order.at(-1)).toBe('person');
    expect([...order].sort()).toEqual(['fine', 'hold', 'loan', 'person', 'person_login']);
  });
});

describe('POST /api/pessoas/meu-pergamum/encerrar-conta', () => {
  const count = async (table: 'loan' | 'stored_search' | 'person_login', personId: number) =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('person_id', '=', personId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('asks for the password again, and refuses while something is on loan, changing nothing', async () => {
    const wrong = await call('POST', '/encerrar-conta', zelia, { senha: 'errada' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ key: 'current_password_incorrect', field: 'senha' });
    const owed = await call('POST', '/encerrar-conta', zelia, { senha: PASSWORD });
    expect(owed.statusCode).toBe(422);
    expect(owed.json()).toMatchObject({ message: errorMessage('account_close_not_clear', 'en') });
    expect(await count('person_login', zeliaId)).toBe(1);
    expect(await count('stored_search', zeliaId)).toBe(1);
    expect((await signIn(app, 'zelia01', PASSWORD)).statusCode).toBe(200);
  });

  it('once clear, erases the personal data, logins and searches, cancels holds and keeps the loan history', async () => {
    await engine().checkin(null, 'PV-1');
    const res = await call('POST', '/encerrar-conta', zelia, { senha: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);

    expect((await signIn(app, 'zelia01', PASSWORD)).statusCode).toBe(401);
    const person = await db.kysely
      .selectFrom('person')
      .selectAll()
      .where('id', '=', zeliaId)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      name: 'Conta encerrada',
      email: null,
      city: null,
      password_hash: null,
    });
    expect(person.closed_at).not.toBeNull();
    expect(await count('person_login', zeliaId)).toBe(0);
    expect(await count('stored_search', zeliaId)).toBe(0);
    expect(await count('loan', zeliaId)).toBe(1);
    const holds = await db.kysely
      .selectFrom('hold')
      .select('status')
      .where('person_id', '=', zeliaId)
      .execute();
    expect(holds.map((h) => h.status)).toEqual(['cancelled']);
    const { rows: comments } = await sql<{
      body: string;
      person_id: number | null;
      author_name: string;
    }>`
      select body, person_id, author_name from comment order by id`.execute(db.kysely);
    expect(comments).toEqual([
      { body: 'Ótimo livro', person_id: null, author_name: 'Conta encerrada' },
    ]);
    // Otto is untouched.
    expect(await count('person_login', ottoId)).toBe(1);
    expect(await count('loan', ottoId)).toBe(1);
  });
});
