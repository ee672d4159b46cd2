import { BEARER_SECURITY } from '@estante/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { bearer, createPatron, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';

/**
 * The desk calls around the unit and the self-service machine, on the wall clock (loan tokens
 * are issued on it): re-admission after a no-debts declaration, whose departure cancels the
 * patron's holds, and a check-out by the patron's loan token.
 */

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const PASSWORD = 'Senha-Teste-1';
const tokens: Record<string, string> = {};
const people: Record<string, number> = {};
let libraryId = 0;
const titles: Record<string, number> = {};

const as = (who: string) => bearer(tokens[who]!);
const post = (who: string, url: string, payload?: object, headers: object = {}) =>
  app.inject({ method: 'POST', url, headers: { ...as(who), ...headers }, payload });
const get = (who: string, url: string) => app.inject({ method: 'GET', url, headers: as(who) });
const hold = (who: string, title: string) =>
  post(who, '/api/reserva', { cod_acervo: titles[title], biblioteca: libraryId });
const holdRows = (who: string) =>
  db.kysely
    .selectFrom('hold')
    .select(['id', 'status', 'copy_id', 'title_id'])
    .where('person_id', '=', people[who]!)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  libraryId = (await createLibrary(db.kysely)).id;
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 14,
      max_loans: 5,
      renewals: 1,
      renewal_days: 7,
      hold_limit: 3,
      pickup_days: 3,
      fine_per_day_cents: 0,
      suspension_days_per_day: 0,
    })
    .execute();
  for (const [title, barcodes] of [
    ['Iracema', ['IR-1']],
    ['Ubirajara', ['UB-1']],
    ['O Guarani', ['GU-1']],
    ['Senhora', ['SE-1']],
  ] as const) {
    const { rows } = await sql<{ id: number }>`
      insert into title (marc, title, material_type)
      values ('{"leader":"","fields":[]}'::jsonb, ${title}, 'book') returning id`.execute(
      db.kysely,
    );
    titles[title] = rows[0]!.id;
    await db.kysely
      .insertInto('copy')
      .values(
        barcodes.map((barcode) => ({
          title_id: rows[0]!.id,
          library_id: libraryId,
          barcode,
          loan_type: 'normal' as const,
          status: 'available' as const,
        })),
      )
      .execute();
  }
  for (const who of ['ana', 'bia', 'caio', 'dora', 'staff']) {
    const login = who === 'staff' ? 'balcao' : `${who}01`;
    const person = await createPatron(db.kysely, {
      name: `${who[0]!.toUpperCase()}${who.slice(1)} Teste`,
      logins: [{ login }],
      password: PASSWORD,
    });
    people[who] = person.id;
    await db.kysely
      .updateTable('person')
      .set({ email: `${login}@teste.br`, staff_role: who === 'staff' ? 'circulation' : null })
      .where('id', '=', person.id)
      .execute();
    tokens[who] = (await tokensOf(app, login, PASSWORD)).access_token;
  }
});

afterAll(async () => close());

describe('the new desk calls', () => {
  const calls = [
    ['/api/balcao/readmissao', { usuario: 'ana01' }],
    ['/api/balcao/autoatendimento/usuario', { token: '123456' }],
    ['/api/balcao/autoatendimento/emprestimo', { token: '123456', codigo_barras: 'IR-1' }],
  ] as const;

  it('are for staff only: a patron gets 403 staff_only, no token 401', async () => {
    for (const [url, payload] of calls) {
      const patron = await post('ana', url, payload);
      expect(patron.statusCode, url).toBe(403);
      expect(patron.json()).toMatchObject({ key: 'staff_only' });
      const none = await app.inject({ method: 'POST', url, payload });
      expect(none.statusCode, url).toBe(401);
    }
  });

  it('are in the OpenAPI document, private and tagged balcao like the other desk calls', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: object[] }>>;
    };
    for (const [url] of calls) {
      const operation = doc.paths[url]?.post;
      expect(operation?.tags, url).toEqual(['balcao']);
      expect(
        operation?.security?.some((s) => BEARER_SECURITY in s),
        url,
      ).toBe(true);
    }
  });
});

describe('self-service with the loan token', () => {
  it('greets the token’s patron and lends several items in one session', async () => {
    const issued = (await post('ana', '/api/emprestimo/token')).json() as {
      token: string;
      valido_ate: string;
    };
    const who = await post('staff', '/api/balcao/autoatendimento/usuario', {
      token: issued.token,
    });
    expect(who.json()).toEqual({
      nome: 'Ana Teste',
      emprestimos: 0,
      valido_ate: issued.valido_ate,
    });
    for (const codigo_barras of ['GU-1', 'SE-1']) {
      const lent = await post('staff', '/api/balcao/autoatendimento/emprestimo', {
        token: issued.token,
        codigo_barras,
      });
      expect(lent.statusCode).toBe(201);
      expect(lent.json()).toMatchObject({ data_devolucao_prevista: expect.any(String) });
    }
    const loans = (await get('ana', '/api/emprestimo/titulos-pendentes')).json() as {
      titulo: string;
    }[];
    expect(loans.map((l) => l.titulo).sort()).toEqual(['O Guarani', 'Senhora']);
    const after = await post('staff', '/api/balcao/autoatendimento/usuario', {
      token: issued.token,
    });
    expect(after.json()).toMatchObject({ emprestimos: 2 });
    const event = await db.kysely
      .selectFrom('circulation_event')
      .select(['person_id', 'staff_id'])
      .where('kind', '=', 'checkout')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ person_id: people.ana, staff_id: people.staff });
    // The desk's rules hold: the copy is on loan now.
    const again = await post('staff', '/api/balcao/autoatendimento/emprestimo', {
      token: (await post('bia', '/api/emprestimo/token')).json().token,
      codigo_barras: 'SE-1',
    });
    expect(again.json()).toMatchObject({ status: 409, key: 'copy_not_loanable' });
    for (const codigo_barras of ['GU-1', 'SE-1']) {
      expect((await post('staff', '/api/balcao/devolucao', { codigo_barras })).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses unknown, replaced and expired tokens with loan_token_invalid, lending nothing', async () => {
    const loansBefore = await db.kysely.selectFrom('loan').select('id').execute();
    const refused = async (token: string, lang = 'pt') => {
      const res = await post(
        'staff',
        '/api/balcao/autoatendimento/emprestimo',
        { token, codigo_barras: 'IR-1' },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(422);
      return res.json() as { key: string; message: string };
    };
    const first = (await post('caio', '/api/emprestimo/token')).json().token as string;
    const inForce = (await db.kysely.selectFrom('loan_token').select('code').execute()).map(
      (row) => row.code,
    );
    const unknown = ['123456', '654321', '111111'].find((code) => !inForce.includes(code))!;
    expect(await refused(unknown)).toMatchObject({
      key: 'loan_token_invalid',
      message: 'Token de empréstimo inválido ou expirado: gere um novo na área pessoal.',
    });
    expect((await refused(unknown, 'en')).message).toBe(
      'Invalid or expired loan token: get a new one in your personal area.',
    );

    // Asking for a new token ends the old one.
    const second = (await post('caio', '/api/emprestimo/token')).json().token as string;
    if (second !== first) expect((await refused(first)).key).toBe('loan_token_invalid');
    const lookup = await post('staff', '/api/balcao/autoatendimento/usuario', { token: second });
    expect(lookup.json()).toMatchObject({ nome: 'Caio Teste' });

    await db.kysely
      .updateTable('loan_token')
      .set({ valid_until: new Date(Date.now() - 60_000) })
      .where('person_id', '=', people.caio!)
      .execute();
    expect((await refused(second)).key).toBe('loan_token_invalid');
    const expiredLookup = await post('staff', '/api/balcao/autoatendimento/usuario', {
      token: second,
    });
    expect(expiredLookup.json()).toMatchObject({ status: 422, key: 'loan_token_invalid' });

    const malformed = await post('staff', '/api/balcao/autoatendimento/usuario', { token: '12a' });
    expect(malformed.json()).toMatchObject({ status: 400, key: 'validation_error' });
    expect(await db.kysely.selectFrom('loan').select('id').execute()).toEqual(loansBefore);
  });
});

describe('leaving the unit and coming back', () => {
  it('the declaration cancels the patron’s holds and the copy set aside goes to the next', async () => {
    // Every copy of Iracema and Ubirajara out; bia waits first for both, dora second.
    for (const codigo_barras of ['IR-1', 'UB-1']) {
      await post('staff', '/api/balcao/emprestimo', { usuario: 'caio01', codigo_barras });
    }
    for (const who of ['bia', 'dora']) {
      for (const title of ['Iracema', 'Ubirajara']) {
        expect((await hold(who, title)).statusCode).toBe(201);
      }
    }
    await post('staff', '/api/balcao/devolucao', { codigo_barras: 'IR-1' });
    expect((await holdRows('bia')).map((h) => h.status)).toEqual(['ready', 'queue']);
    const mailsBefore = app.mailer.sent.length;

    const declared = await post('bia', '/api/unidade-informacao/nada-consta');
    expect(declared.statusCode).toBe(200);
    expect((await holdRows('bia')).map((h) => h.status)).toEqual(['cancelled', 'cancelled']);
    const dora = await holdRows('dora');
    expect(dora.map((h) => h.status)).toEqual(['ready', 'queue']);
    const copy = await db.kysely
      .selectFrom('copy')
      .select(['id', 'status'])
      .where('barcode', '=', 'IR-1')
      .executeTakeFirstOrThrow();
    expect(copy.status).toBe('reserved');
    expect(dora[0]!.copy_id).toBe(copy.id);
    const mails = app.mailer.sent.slice(mailsBefore).map((m) => m.toString());
    expect(mails.filter((m) => m.includes('dora01@teste.br'))).toHaveLength(1);

    const events = await db.kysely
      .selectFrom('circulation_event')
      .select(['kind', 'detail'])
      .where('person_id', '=', people.bia!)
      .where('kind', 'in', ['unit_departure', 'hold_cancelled'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.kind, e.kind === 'hold_cancelled' ? e.detail : null])).toEqual([
      ['unit_departure', null],
      ['hold_cancelled', 'unit_departure'],
      ['hold_cancelled', 'unit_departure'],
    ]);
    expect((await hold('bia', 'Ubirajara')).json()).toMatchObject({ key: 'patron_departed' });
  });

  it('staff readmit the patron, who may hold again; the cancelled holds stay cancelled', async () => {
    const readmit = (usuario: string) => post('staff', '/api/balcao/readmissao', { usuario });
    const { left_at } = await db.kysely
      .selectFrom('unit_departure')
      .select('left_at')
      .where('person_id', '=', people.bia!)
      .executeTakeFirstOrThrow();
    const back = await readmit('bia01');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ desligado_em: new Date(left_at).toISOString() });
    const status = (await get('bia', '/api/unidade-informacao/nada-consta/verifica')).json();
    expect(status).toMatchObject({ desligado_em: null });
    const event = await db.kysely
      .selectFrom('circulation_event')
      .select(['staff_id'])
      .where('kind', '=', 'unit_readmission')
      .where('person_id', '=', people.bia!)
      .executeTakeFirstOrThrow();
    expect(event.staff_id).toBe(people.staff);

    expect((await readmit('bia01')).json()).toMatchObject({
      status: 422,
      key: 'patron_not_departed',
    });
    expect((await readmit('ninguem')).json()).toMatchObject({
      status: 404,
      key: 'patron_not_found',
    });
    expect((await hold('bia', 'Ubirajara')).statusCode).toBe(201);
    expect((await holdRows('bia')).map((h) => h.status)).toEqual([
      'cancelled',
      'cancelled',
      'queue',
    ]);
  });
});
