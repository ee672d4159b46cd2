import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../circulation/engine.ts';
import type { Db } from '../db/database.ts';
import { createPatron } from '../test-support/auth.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createLibrary } from '../test-support/factories.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { deskCommand } from './desk.ts';

let db: Db;
let clock = new Date('2026-06-01T13:00:00Z');
let lines: string[] = [];
let titleId = 0;
let libraryId = 0;
const desk = (...args: string[]) => {
  lines = [];
  return deskCommand(
    args,
    {
      db: db.kysely,
      circulation: postgresCirculation({ db: db.kysely, now: () => clock }),
      loanRequests: loanRequestService(loanRequestRepository(db.kysely), { now: () => clock }),
    },
    (line) => lines.push(line),
  );
};

beforeAll(async () => {
  db = await openTestDatabase();
  const library = await createLibrary(db.kysely);
  libraryId = library.id;
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 10,
      max_loans: 2,
      renewals: 1,
      renewal_days: 10,
      hold_limit: 1,
      pickup_days: 2,
      fine_per_day_cents: 250,
      suspension_days_per_day: 0,
    })
    .execute();
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type)
    values ('{"leader":"","fields":[]}'::jsonb, 'Macunaíma', 'book') returning id`.execute(
    db.kysely,
  );
  titleId = rows[0]!.id;
  await db.kysely
    .insertInto('copy')
    .values({
      title_id: titleId,
      library_id: library.id,
      barcode: 'MAC-1',
      loan_type: 'normal',
      status: 'available',
    })
    .execute();
  await createPatron(db.kysely, { logins: [{ login: '20269999' }] });
  const staff = await createPatron(db.kysely, { logins: [{ login: 'balcao' }] });
  await db.kysely
    .updateTable('person')
    .set({ staff_role: 'circulation' })
    .where('id', '=', staff.id)
    .execute();
});

afterAll(async () => db.close());

describe('npm run desk', () => {
  it('lends, lists, takes back late with a fine, and takes payment in centavos', async () => {
    expect(await desk('checkout', '20269999', 'MAC-1', '--staff', 'balcao')).toBe(0);
    expect(lines).toEqual(['Loan 1: due 2026-06-11.']);
    expect(await desk('loans', '20269999')).toBe(0);
    expect(lines).toEqual(['1\tMAC-1\t2026-06-11\trenewable\tMacunaíma']);
    clock = new Date('2026-06-15T13:00:00Z');
    expect(await desk('checkin', 'MAC-1')).toBe(0);
    expect(lines).toEqual(['Loan 1 returned.', 'Fine: 1000 centavos.']);
    const loan = await db.kysely.selectFrom('loan').selectAll().executeTakeFirstOrThrow();
    expect(loan.loaned_by).not.toBeNull();
    expect(await desk('debits', '20269999')).toBe(0);
    expect(lines[1]).toBe('Total: R$\u00a010,00');
    expect(await desk('pay', '1', '10.50')).toBe(1);
    expect(lines[0]).toMatch(/^Refused: Valor inválido no campo CENTAVOS/);
    expect(await desk('pay', '1', '5000')).toBe(1);
    expect(lines).toEqual(['Refused: O valor é maior que o saldo do débito.']);
    expect(await desk('pay', '1', '400')).toBe(0);
    expect(lines).toEqual(['Paid. Balance: 600 centavos.']);
    expect(await desk('waive', '1', 'Primeira', 'vez')).toBe(0);
    const event = await db.kysely
      .selectFrom('circulation_event')
      .select('detail')
      .where('kind', '=', 'waiver')
      .executeTakeFirstOrThrow();
    expect(event.detail).toBe('Primeira vez');
  });

  it('suspends and lifts, and a suspended patron cannot borrow', async () => {
    expect(await desk('suspend', '20269999', '5', 'Livro', 'danificado')).toBe(0);
    expect(lines).toEqual(['Suspension 1: until 2026-06-19.']);
    expect(await desk('checkout', '20269999', 'MAC-1')).toBe(1);
    expect(lines[0]).toBe('Refused: Usuário suspenso até 2026-06-19.');
    expect(await desk('lift', '1')).toBe(0);
    expect(await desk('lift', '1')).toBe(1);
    expect(await desk('checkout', '20269999', 'MAC-1')).toBe(0);
    expect(await desk('checkin', 'MAC-1')).toBe(0);
  });

  it('says what is wrong: unknown barcode, unknown login, bad usage', async () => {
    expect(await desk('checkin', 'NOPE')).toBe(1);
    expect(lines).toEqual(['Refused: Nenhum exemplar com este código de barras.']);
    expect(await desk('checkout', 'ninguem', 'MAC-1')).toBe(1);
    expect(lines).toEqual(['Refused: Usuário não encontrado.']);
    expect(await desk('checkout', 'só-um-argumento')).toBe(2);
    expect(lines[0]).toMatch(/^Usage: npm run desk/);
  });

  it('readmits a patron the no-debts declaration removed, and says when there is nothing to do', async () => {
    const { id: personId } = await createPatron(db.kysely, { logins: [{ login: 'saiu01' }] });
    const engine = postgresCirculation({ db: db.kysely, now: () => clock });
    await engine.leaveUnit(personId, new Date('2026-06-02T12:00:00Z'), async (trx) => {
      const row = await trx
        .insertInto('no_debts_declaration')
        .values({
          code: 'DESK-TEST-0001',
          person_id: personId,
          name: 'Saiu',
          login: 'saiu01',
          institution: 'UFT',
          issued_at: new Date('2026-06-02T12:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    expect(await desk('checkout', 'saiu01', 'MAC-1')).toBe(1);
    expect(lines[0]).toMatch(/^Refused: Usuário desligado da unidade/);
    expect(await desk('readmit', 'saiu01', '--staff', 'balcao')).toBe(0);
    expect(lines).toEqual(['Readmitted (had left the unit on 2026-06-02T12:00:00.000Z).']);
    const event = await db.kysely
      .selectFrom('circulation_event')
      .select(['person_id', 'staff_id'])
      .where('kind', '=', 'unit_readmission')
      .executeTakeFirstOrThrow();
    expect(event.person_id).toBe(personId);
    expect(event.staff_id).not.toBeNull();
    expect(await desk('readmit', 'saiu01')).toBe(1);
    expect(lines).toEqual([
      'Refused: Este usuário não está desligado da unidade: não há o que readmitir.',
    ]);
    expect(await desk('readmit', 'ninguem')).toBe(1);
    expect(lines).toEqual(['Refused: Usuário não encontrado.']);
    expect(await desk('checkout', 'saiu01', 'MAC-1')).toBe(0);
    expect(await desk('checkin', 'MAC-1')).toBe(0);
  });

  it('lists open loan requests and moves them on, with clear refusals', async () => {
    expect(await desk('loan-requests')).toBe(0);
    expect(lines).toEqual(['No open loan requests.']);
    const person = await db.kysely
      .selectFrom('person_login')
      .select('person_id')
      .where('login', '=', '20269999')
      .executeTakeFirstOrThrow();
    const point = await db.kysely
      .selectFrom('delivery_point')
      .select(['id', 'name'])
      .where('library_id', '=', libraryId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await loanRequestRepository(db.kysely).insert(db.kysely, {
      kind: 'loan',
      personId: person.person_id,
      loginId: null,
      titleId,
      originLibraryId: libraryId,
      receivingLibraryId: libraryId,
      deliveryPointId: point.id,
      receivingText: null,
      volume: '*',
      tome: '*',
      part: '*',
      material: '*',
      phone: '63 3232-0000',
      email: 'leitor@teste.br',
      authorisedPerson: null,
      homeAddress: null,
      at: clock,
    });
    expect(await desk('loan-requests')).toBe(0);
    const { name } = await db.kysely
      .selectFrom('person')
      .select('name')
      .where('id', '=', person.person_id)
      .executeTakeFirstOrThrow();
    expect(lines).toEqual([
      `${id}\twaiting\t2026-06-15\t${name}\tMacunaíma\tBiblioteca 1 → Biblioteca 1 / ${point.name}`,
    ]);
    expect(await desk('loan-requests', 'balcao')).toBe(0);
    expect(lines).toEqual(['No open loan requests.']);

    expect(await desk('loan-request', String(id), 'perdido')).toBe(2);
    expect(lines[0]).toBe(
      'Unknown status "perdido": one of waiting, in_transit, available, removed, finished, not_finished.',
    );
    expect(await desk('loan-request', 'x1', 'in_transit')).toBe(1);
    expect(lines).toEqual(['Refused: Valor inválido no campo ID.']);
    expect(await desk('loan-request', '999', 'in_transit')).toBe(1);
    expect(lines).toEqual(['Refused: no loan request 999.']);
    expect(await desk('loan-request', String(id), 'finished')).toBe(1);
    expect(lines).toEqual(['Refused: A solicitação não pode passar para a situação finished.']);

    expect(
      await desk('loan-request', String(id), 'available', 'Pode', 'retirar', '--staff', 'balcao'),
    ).toBe(0);
    expect(lines).toEqual([`Loan request ${id}: available.`]);
    const event = await db.kysely
      .selectFrom('loan_request_event')
      .select(['status', 'note', 'staff_id'])
      .where('loan_request_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ status: 'available', note: 'Pode retirar' });
    expect(event.staff_id).not.toBeNull();
    expect(await desk('loan-request', String(id), 'removed')).toBe(0);
    expect(await desk('loan-requests', '20269999')).toBe(0);
    expect(lines).toEqual(['No open loan requests.']);
  });
});
