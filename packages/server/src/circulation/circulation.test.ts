import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { buildTestApp } from '../test-support/app.ts';
import { bearer, createPatron, tokensOf } from '../test-support/auth.ts';
import { addHours, createLibrary } from '../test-support/factories.ts';

/**
 * The circulation calls over HTTP on a real database, with the clock moved by hand: loans at
 * the desk, renewals and their reasons, holds and their queue, fines, payments, suspensions,
 * and nothing changed by another patron's ids.
 */

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let clock = new Date('2026-03-02T13:00:00Z'); // a Monday, 10:00 in São Paulo
const PASSWORD = 'Senha-Teste-1';
const tokens: Record<string, string> = {};
let libraryId = 0;
let titleId = 0;
let singleId = 0;

const as = (who: string) => bearer(tokens[who]!);
const post = (who: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: as(who), payload });
const get = (who: string, url: string) => app.inject({ method: 'GET', url, headers: as(who) });
const setDay = (iso: string) => (clock = new Date(`${iso}T13:00:00Z`));

async function addTitle(title: string, barcodes: string[]) {
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type, authors)
    values ('{"leader":"","fields":[]}'::jsonb, ${title}, 'book', '{"Autora, Teste"}')
    returning id`.execute(db.kysely);
  const id = rows[0]!.id;
  await db.kysely
    .insertInto('copy')
    .values(
      barcodes.map((barcode) => ({
        title_id: id,
        library_id: libraryId,
        barcode,
        loan_type: 'normal' as const,
        status: 'available' as const,
      })),
    )
    .execute();
  return id;
}

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ circulation: { now: () => clock } }));
  const library = await createLibrary(db.kysely, { name: 'Biblioteca Central' });
  libraryId = library.id;
  for (const weekday of [1, 2, 3, 4, 5])
    await addHours(db.kysely, libraryId, weekday, '08:00', '20:00');
  await db.kysely
    .insertInto('library_closure')
    .values({ library_id: null, day: '2026-03-16', reason: 'Feriado' })
    .execute();
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 14,
      max_loans: 3,
      renewals: 2,
      renewal_days: 7,
      hold_limit: 2,
      pickup_days: 3,
      fine_per_day_cents: 150,
      suspension_days_per_day: 1,
      grace_days: 1,
      debt_limit_cents: 500,
    })
    .execute();
  titleId = await addTitle('Dom Casmurro', ['DC-1', 'DC-2']);
  singleId = await addTitle('Quincas Borba', ['QB-1']);
  await addTitle('Helena', ['HE-1']);
  await addTitle('Iaiá Garcia', ['IG-1']);
  await addTitle('Memorial de Aires', ['MA-1']);
  for (const [who, login] of [
    ['ana', 'ana01'],
    ['bia', 'bia01'],
    ['caio', 'caio01'],
    ['staff', 'balcao'],
  ] as const) {
    const person = await createPatron(db.kysely, { logins: [{ login }], password: PASSWORD });
    await db.kysely
      .updateTable('person')
      .set({ email: `${login}@teste.br`, staff_role: who === 'staff' ? 'circulation' : null })
      .where('id', '=', person.id)
      .execute();
    tokens[who] = (await tokensOf(app, login, PASSWORD)).access_token;
  }
});

afterAll(async () => close());

describe('the desk lends and the patron sees it', () => {
  it('refuses desk calls to a patron token (403) and to no token (401)', async () => {
    const patron = await post('ana', '/api/balcao/emprestimo', {
      usuario: 'ana01',
      codigo_barras: 'DC-1',
    });
    expect(patron.statusCode).toBe(403);
    expect(patron.json()).toMatchObject({ key: 'staff_only' });
    const none = await app.inject({
      method: 'POST',
      url: '/api/balcao/emprestimo',
      payload: { usuario: 'ana01', codigo_barras: 'DC-1' },
    });
    expect(none.statusCode).toBe(401);
    expect(await db.kysely.selectFrom('loan').select('id').execute()).toEqual([]);
  });

  it('lends with a due date moved past the holiday, and a retry answers the same loan', async () => {
    // 2026-03-02 + 14 days = 2026-03-16, a holiday → Tuesday 17th.
    const first = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'ana01',
      codigo_barras: 'DC-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ data_devolucao_prevista: '2026-03-17' });
    const again = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'ANA01',
      codigo_barras: 'DC-1',
    });
    expect(again.json()).toEqual(first.json());
    const copy = await db.kysely
      .selectFrom('copy')
      .select(['status', 'due_on'])
      .where('barcode', '=', 'DC-1')
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ status: 'on_loan', due_on: '2026-03-17' });

    const loans = await get('ana', '/api/emprestimo/titulos-pendentes?showDetails=true');
    expect(loans.statusCode).toBe(200);
    expect(loans.json()).toEqual([
      expect.objectContaining({
        titulo: 'Dom Casmurro',
        codigo_barras: 'DC-1',
        desc_biblioteca: 'Biblioteca Central',
        data_devolucao_prevista: '2026-03-17',
        renovacoes: 0,
        renovacoes_permitidas: 2,
        atrasado: false,
        renovavel: true,
        motivo_nao_renovavel: null,
        detalhes: { chamada: null, localizacao: null, reservas_na_fila: 0 },
      }),
    ]);
    expect((await get('bia', '/api/emprestimo/titulos-pendentes')).json()).toEqual([]);
  });

  it('refuses another patron the copy on loan (409) and an unknown barcode or login (404)', async () => {
    const taken = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'bia01',
      codigo_barras: 'DC-1',
    });
    expect(taken.statusCode).toBe(409);
    const noCopy = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'bia01',
      codigo_barras: 'NOPE',
    });
    expect(noCopy.json()).toMatchObject({ status: 404, key: 'copy_not_found' });
    const noPatron = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'nobody',
      codigo_barras: 'DC-2',
    });
    expect(noPatron.json()).toMatchObject({ status: 404, key: 'patron_not_found' });
  });

  it('stops at the loan limit with its own message', async () => {
    for (const barcode of ['HE-1', 'IG-1']) {
      expect(
        (
          await post('staff', '/api/balcao/emprestimo', {
            usuario: 'ana01',
            codigo_barras: barcode,
          })
        ).statusCode,
      ).toBe(201);
    }
    const fourth = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'ana01',
      codigo_barras: 'MA-1',
    });
    expect(fourth.json()).toMatchObject({ status: 422, key: 'loan_limit_reached' });
  });
});

describe('holds', () => {
  const hold = (who: string, id: number) =>
    post(who, '/api/reserva', { cod_acervo: id, biblioteca: libraryId });

  it('are refused while a copy is available (spec §5)', async () => {
    const res = await hold('bia', titleId);
    expect(res.json()).toMatchObject({ status: 422, key: 'hold_copies_available' });
    const check = await post('bia', '/api/reserva/validar-fila', {
      cod_acervo: titleId,
      biblioteca: libraryId,
    });
    expect(check.json()).toMatchObject({
      permitido: false,
      motivo: 'hold_copies_available',
      disponiveis: 1,
    });
  });

  it('queue in order once every copy is out, and refuse a duplicate', async () => {
    await post('staff', '/api/balcao/emprestimo', { usuario: 'caio01', codigo_barras: 'DC-2' });
    const bia = await hold('bia', titleId);
    expect(bia.statusCode).toBe(201);
    expect(bia.json()).toMatchObject({ posicao_fila: 1 });
    expect((await hold('bia', titleId)).json()).toMatchObject({ key: 'hold_duplicate' });
    const info = await get('bia', `/api/reserva/${titleId}/informacoes-iniciais`);
    expect(info.json()).toMatchObject({
      bibliotecas: [{ exemplares: 2, disponiveis: 0, fila: 1, proxima_devolucao: '2026-03-17' }],
      reservas_abertas: 1,
      limite_reservas: 2,
    });
    const open = await get('bia', '/api/reserva');
    expect(open.json()).toEqual([
      expect.objectContaining({ titulo: 'Dom Casmurro', situacao: 'queue', posicao_fila: 1 }),
    ]);
  });

  it('block the renewal of a loan reserved by another patron, with that reason', async () => {
    const [loan] = (await get('ana', '/api/emprestimo/titulos-pendentes')).json() as {
      cod_emprestimo: number;
      titulo: string;
    }[];
    expect(loan!.titulo).toBe('Dom Casmurro');
    const res = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [loan!.cod_emprestimo],
    });
    expect(res.json()).toEqual({
      resultados: [
        expect.objectContaining({
          cod_emprestimo: loan!.cod_emprestimo,
          renovado: false,
          motivo: 'reserved',
          mensagem: 'Não renovado: o título está reservado por outro usuário.',
          data_devolucao_prevista: '2026-03-17',
        }),
      ],
    });
  });

  it('set the returned copy aside for the first in the queue and email them', async () => {
    const before = app.mailer.sent.length;
    const res = await post('staff', '/api/balcao/devolucao', { codigo_barras: 'DC-1' });
    expect(res.statusCode).toBe(200);
    // Returned on the 2nd, pickup within 3 days: Thursday the 5th.
    expect(res.json()).toMatchObject({
      multa: null,
      dias_suspensao: 0,
      reserva: { prazo_retirada: '2026-03-05' },
    });
    const mail = app.mailer.sent.slice(before).map((m) => m.toString());
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('bia01@teste.br');
    expect(mail[0]).toContain('Dom Casmurro');
    const taken = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'caio01',
      codigo_barras: 'DC-1',
    });
    expect(taken.json()).toMatchObject({ status: 409, key: 'copy_reserved_for_other' });
    const lent = await post('staff', '/api/balcao/emprestimo', {
      usuario: 'bia01',
      codigo_barras: 'DC-1',
    });
    expect(lent.statusCode).toBe(201);
    expect((await get('bia', '/api/reserva')).json()).toEqual([]);
    const history = (await get('bia', '/api/reserva/historico')).json() as { situacao: string }[];
    expect(history.map((h) => h.situacao)).toEqual(['fulfilled']);
  });

  it('cancel only the patron’s own open holds, all or nothing', async () => {
    const placed = (await hold('ana', titleId)).json() as { cod_reserva: number };
    const stranger = await app.inject({
      method: 'DELETE',
      url: '/api/reserva',
      headers: as('caio'),
      payload: { reservas: [placed.cod_reserva] },
    });
    expect(stranger.json()).toMatchObject({ status: 404 });
    const empty = await app.inject({
      method: 'DELETE',
      url: '/api/reserva',
      headers: as('ana'),
      payload: { reservas: [] },
    });
    expect(empty.json()).toMatchObject({ status: 422, key: 'hold_select_one' });
    expect((await get('ana', '/api/reserva')).json()).toHaveLength(1);
    const own = await app.inject({
      method: 'DELETE',
      url: '/api/reserva',
      headers: as('ana'),
      payload: { reservas: [placed.cod_reserva] },
    });
    expect(own.json()).toEqual({ canceladas: [placed.cod_reserva] });
    expect((await get('ana', '/api/reserva')).json()).toEqual([]);
  });
});

describe('renewals, lateness, fines and suspensions', () => {
  it('renew, then stop at the limit; refuse an empty list and another patron’s loan', async () => {
    const loans = (await get('ana', '/api/emprestimo/titulos-pendentes')).json() as {
      cod_emprestimo: number;
      titulo: string;
    }[];
    const helena = loans.find((l) => l.titulo === 'Helena')!;
    setDay('2026-03-10');
    const first = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [helena.cod_emprestimo],
    });
    // 10th + 7 = 17th; not earlier than the current due date (17th).
    expect(first.json().resultados[0]).toMatchObject({ renovado: true, renovacoes: 1 });
    setDay('2026-03-13');
    const second = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [helena.cod_emprestimo],
    });
    expect(second.json().resultados[0]).toMatchObject({
      renovado: true,
      renovacoes: 2,
      data_devolucao_prevista: '2026-03-20',
    });
    const third = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [helena.cod_emprestimo],
    });
    expect(third.json().resultados[0]).toMatchObject({ renovado: false, motivo: 'limit' });

    const empty = await post('ana', '/api/emprestimo/renovacao', { emprestimos: [] });
    expect(empty.json()).toMatchObject({
      status: 422,
      key: 'renewal_select_one',
      message: 'Selecione pelo menos um item para renovar.',
    });
    const bia = (await get('bia', '/api/emprestimo/titulos-pendentes')).json() as {
      cod_emprestimo: number;
      data_devolucao_prevista: string;
    }[];
    const theirs = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [helena.cod_emprestimo, bia[0]!.cod_emprestimo],
    });
    expect(theirs.statusCode).toBe(404);
    const after = (await get('bia', '/api/emprestimo/titulos-pendentes')).json();
    expect(after).toEqual(bia);
  });

  it('mark a late loan overdue and not renewable, then fine and suspend on return', async () => {
    setDay('2026-03-25'); // Iaiá Garcia was due on the 17th: 8 days late
    const loans = (await get('ana', '/api/emprestimo/titulos-pendentes')).json() as {
      cod_emprestimo: number;
      titulo: string;
      atrasado: boolean;
      dias_atraso: number;
      motivo_nao_renovavel: string | null;
      multa: { centavos: number; valor: string } | null;
    }[];
    const late = loans.find((l) => l.titulo === 'Iaiá Garcia')!;
    expect(late).toMatchObject({
      atrasado: true,
      dias_atraso: 8,
      motivo_nao_renovavel: 'overdue',
      multa: { centavos: 1200, valor: 'R$\u00a012,00' },
    });
    const back = await post('staff', '/api/balcao/devolucao', { codigo_barras: 'IG-1' });
    expect(back.json()).toMatchObject({ multa: { centavos: 1200 }, dias_suspensao: 8 });

    const debits = await get('ana', '/api/emprestimo/debitos-pendentes');
    expect(debits.json()).toMatchObject({
      total: { centavos: 1200 },
      debitos: [{ tipo_servico: 'overdue', titulo: 'Iaiá Garcia', saldo: { centavos: 1200 } }],
    });
    const suspensions = (await get('ana', '/api/pessoas/afastamentos')).json();
    expect(suspensions).toEqual([
      expect.objectContaining({ data_inicio: '2026-03-25', data_fim: '2026-04-01', ativo: true }),
    ]);
    const history = (await get('ana', '/api/emprestimo/historico?multa=S')).json();
    expect(history).toEqual([
      expect.objectContaining({
        titulo: 'Iaiá Garcia',
        multa: expect.objectContaining({ centavos: 1200 }),
      }),
    ]);
    const [helena] = loans.filter((l) => l.titulo === 'Helena');
    const blocked = await post('ana', '/api/emprestimo/renovacao', {
      emprestimos: [helena!.cod_emprestimo],
    });
    expect(blocked.json().resultados[0]).toMatchObject({ renovado: false, motivo: 'suspended' });
    const held = await post('ana', '/api/reserva', { cod_acervo: singleId, biblioteca: libraryId });
    expect(held.json()).toMatchObject({ status: 422 });
  });

  it('tell the signed-in patron on the title what the hold form would answer', async () => {
    const permissions = async (who: string, id: number) =>
      (await get(who, `/api/acervo/${id}/permissoes`)).json() as {
        reserva: { permitido: boolean; motivo: string | null };
        solicitacao_emprestimo: { permitido: boolean; motivo: string | null };
      };
    // Ana is suspended (the late return above).
    expect(await permissions('ana', singleId)).toMatchObject({
      reserva: { permitido: false, motivo: 'suspended' },
      solicitacao_emprestimo: { permitido: false, motivo: 'suspended' },
    });
    // Quincas Borba's one copy is on the shelf: borrow it, no hold.
    expect((await permissions('caio', singleId)).reserva).toEqual({
      permitido: false,
      motivo: 'copies_available',
    });
    // Bia has Dom Casmurro's DC-1 on loan.
    expect((await permissions('bia', titleId)).reserva).toEqual({
      permitido: false,
      motivo: 'already_borrowed',
    });
    await post('staff', '/api/balcao/emprestimo', { usuario: 'bia01', codigo_barras: 'QB-1' });
    expect((await permissions('caio', singleId)).reserva).toEqual({
      permitido: true,
      motivo: null,
    });
    await post('staff', '/api/balcao/devolucao', { codigo_barras: 'QB-1' });
  });

  it('take payments in whole centavos up to the balance, and waivers', async () => {
    const [debit] = (await get('ana', '/api/emprestimo/debitos-pendentes')).json().debitos as {
      cod_debito: number;
    }[];
    const pay = (payload: object) =>
      post('staff', `/api/balcao/debitos/${debit!.cod_debito}/pagamento`, payload);
    expect((await pay({ valor_centavos: 1.5 })).statusCode).toBe(400);
    expect((await pay({ valor_centavos: -100 })).statusCode).toBe(400);
    expect((await pay({ valor_centavos: 5000 })).json()).toMatchObject({
      key: 'payment_exceeds_balance',
    });
    expect((await pay({ valor_centavos: 200 })).json()).toEqual({ saldo_centavos: 1000 });
    const patronPays = await post('ana', `/api/balcao/debitos/${debit!.cod_debito}/pagamento`, {
      valor_centavos: 1000,
    });
    expect(patronPays.statusCode).toBe(403);
    const waived = await post('staff', `/api/balcao/debitos/${debit!.cod_debito}/abono`, {
      motivo: 'Atestado médico',
    });
    expect(waived.json()).toEqual({ saldo_centavos: 0 });
    expect((await pay({ valor_centavos: 1 })).json()).toMatchObject({ key: 'debit_settled' });
    expect((await get('ana', '/api/emprestimo/debitos-pendentes')).json()).toMatchObject({
      debitos: [],
      total: { centavos: 0 },
    });
  });

  it('let staff suspend a patron for a reason and lift it; not a patron', async () => {
    const body = { usuario: 'caio01', dias: 3, motivo: 'Livro devolvido danificado' };
    expect((await post('caio', '/api/balcao/suspensoes', body)).statusCode).toBe(403);
    expect((await post('staff', '/api/balcao/suspensoes', { ...body, dias: 0 })).statusCode).toBe(
      400,
    );
    const made = await post('staff', '/api/balcao/suspensoes', body);
    expect(made.statusCode).toBe(201);
    const { cod_afastamento } = made.json() as { cod_afastamento: number };
    expect((await get('caio', '/api/pessoas/afastamentos')).json()).toEqual([
      expect.objectContaining({ cod_afastamento, motivo: body.motivo, ativo: true }),
    ]);
    const lift = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/balcao/suspensoes/${cod_afastamento}`,
        headers: as('staff'),
      });
    expect((await lift()).statusCode).toBe(204);
    expect((await lift()).statusCode).toBe(404);
    expect((await get('caio', '/api/pessoas/afastamentos')).json()).toEqual([
      expect.objectContaining({ cod_afastamento, ativo: false }),
    ]);
  });

  it('keeps the history append-only', async () => {
    const kinds = await db.kysely
      .selectFrom('circulation_event')
      .select('kind')
      .distinct()
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      expect.arrayContaining(['checkin', 'checkout', 'fine', 'hold_placed', 'payment', 'renewal']),
    );
    await expect(sql`update circulation_event set kind = 'x'`.execute(db.kysely)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from circulation_event`.execute(db.kysely)).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('a patron removed from the unit (no-debts declaration)', () => {
  it('borrows and holds nothing more, and is not handed a returned copy', async () => {
    setDay('2026-04-06');
    const id = await addTitle('Ressurreição', ['RE-1']);
    const { id: personId, logins } = await createPatron(db.kysely, { password: PASSWORD });
    const token = (await tokensOf(app, logins[0]!, PASSWORD)).access_token;
    await post('staff', '/api/balcao/emprestimo', { usuario: 'caio01', codigo_barras: 'RE-1' });
    const held = await app.inject({
      method: 'POST',
      url: '/api/reserva',
      headers: bearer(token),
      payload: { cod_acervo: id, biblioteca: libraryId },
    });
    expect(held.statusCode).toBe(201);
    const { id: declarationId } = await db.kysely
      .insertInto('no_debts_declaration')
      .values({
        person_id: personId,
        code: 'TEST-DEPT-0001',
        name: 'Pessoa',
        login: logins[0]!,
        institution: 'UFT',
        issued_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('unit_departure')
      .values({ person_id: personId, left_at: new Date(), declaration_id: declarationId })
      .execute();
    const lend = await post('staff', '/api/balcao/emprestimo', {
      usuario: logins[0]!,
      codigo_barras: 'MA-1',
    });
    expect(lend.json()).toMatchObject({ status: 422, key: 'patron_departed' });
    const back = await post('staff', '/api/balcao/devolucao', { codigo_barras: 'RE-1' });
    expect(back.json()).toMatchObject({ reserva: null });
  });
});

describe('the search index', () => {
  it('is not touched by a burst of loans, renewals and returns (copy status is not indexed)', async () => {
    const counter = async () =>
      (
        await sql<{ v: string }>`select last_value::text as v from search_changes`.execute(
          db.kysely,
        )
      ).rows[0]!.v;
    const search = () =>
      app.inject({ method: 'GET', url: '/api/consulta?termo=Memorial&ordenacao=C' });
    const before = { changes: await counter(), answer: (await search()).json() };
    expect(before.answer).toMatchObject({ consulta: { total: 1 } });
    const loans = await db.kysely.selectFrom('loan').select('id').execute();
    setDay('2026-04-06');
    for (let i = 0; i < 5; i += 1) {
      await post('staff', '/api/balcao/emprestimo', { usuario: 'caio01', codigo_barras: 'MA-1' });
      await post('staff', '/api/balcao/devolucao', { codigo_barras: 'MA-1' });
    }
    expect((await db.kysely.selectFrom('loan').select('id').execute()).length).toBe(
      loans.length + 5,
    );
    expect(await counter()).toBe(before.changes);
    expect((await search()).json()).toEqual(before.answer);
  });
});

describe('concurrency', () => {
  it('lends the last copy to exactly one of many patrons asking at once', async () => {
    setDay('2026-04-06');
    const id = await addTitle('Esaú e Jacó', ['EJ-1']);
    const logins: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const { logins: made } = await createPatron(db.kysely);
      logins.push(made[0]!);
    }
    const answers = await Promise.all(
      logins.map((usuario) =>
        post('staff', '/api/balcao/emprestimo', { usuario, codigo_barras: 'EJ-1' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    const open = await db.kysely
      .selectFrom('loan as l')
      .innerJoin('copy as c', 'c.id', 'l.copy_id')
      .select('l.id')
      .where('c.title_id', '=', id)
      .where('l.returned_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });
});
