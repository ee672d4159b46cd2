import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../../circulation/engine.ts';
import type { CirculationDriver } from '../../circulation/driver.ts';
import type { Db } from '../../db/database.ts';
import type { Requester } from '../../lib/requester.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import { createPatron } from '../../test-support/auth.ts';
import { createInstitution, createLibrary } from '../../test-support/factories.ts';
import { circulationDocumentsRepository } from './repository.ts';
import { circulationDocumentsService, type CirculationDocumentsDeps } from './service.ts';

/**
 * The no-debts declaration checks "nothing on loan, nothing owed" and then, in the driver's
 * leaveUnit transaction, records the declaration and the departure. Whatever happens between
 * the two (a check-out at the desk, a fine) is seen by the check made again under the patron's
 * lock: the declaration is refused and nothing is written.
 */

let db: Db;
let libraryId = 0;
let engine: CirculationDriver;
let sequence = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  libraryId = (await createLibrary(db.kysely, { name: 'Biblioteca Central' })).id;
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 14,
      max_loans: 3,
      renewals: 2,
      renewal_days: 7,
      hold_limit: 2,
      pickup_days: 3,
      fine_per_day_cents: 100,
      suspension_days_per_day: 0,
      grace_days: 0,
      debt_limit_cents: 1000,
    })
    .execute();
  engine = postgresCirculation({ db: db.kysely });
});
afterAll(() => db.close());

/** A patron with a loan token, and a copy on the shelf. */
async function patronAndCopy() {
  sequence += 1;
  const login = `race${process.pid}x${sequence}`;
  const patron = await createPatron(db.kysely, { logins: [{ login }] });
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type, authors)
    values ('{"leader":"","fields":[]}'::jsonb, ${`Título ${sequence}`}, 'book', '{}')
    returning id`.execute(db.kysely);
  const barcode = `RACE-${sequence}`;
  await db.kysely
    .insertInto('copy')
    .values({
      title_id: rows[0]!.id,
      library_id: libraryId,
      barcode,
      loan_type: 'normal',
      status: 'available',
    })
    .execute();
  await db.kysely
    .insertInto('loan_token')
    .values({
      person_id: patron.id,
      code: String(100000 + sequence),
      valid_until: new Date(Date.now() + 600_000),
      created_at: new Date(),
    })
    .execute();
  const requester: Requester = {
    patronId: patron.id,
    kind: 'patron',
    login,
    loginId: null,
    sessionId: null,
    clientId: null,
    address: '127.0.0.1',
  };
  return { personId: patron.id, login, barcode, requester };
}

/** The service over a driver that runs `meanwhile` after the check, before the transaction. */
function serviceWith(meanwhile: () => Promise<unknown>) {
  const circulation: Pick<CirculationDriver, 'leaveUnit'> = {
    async leaveUnit(personId, at, declare) {
      await meanwhile();
      return engine.leaveUnit(personId, at, declare);
    },
  };
  // The declaration sends no mail and counts no quota: those deps are never called here.
  const unused = {} as never;
  const deps: CirculationDocumentsDeps = {
    repository: circulationDocumentsRepository(db.kysely),
    circulation,
    mailer: unused,
    quotas: unused,
    log: unused,
    settings: {
      tokenMinutes: 10,
      slipDueDays: 5,
      timeZone: 'America/Sao_Paulo',
      compressPdf: false,
    },
  };
  return circulationDocumentsService(deps);
}

/** Everything a declaration writes, for one person. */
async function written(personId: number) {
  const count = async (table: 'no_debts_declaration' | 'unit_departure' | 'loan_token') =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('person_id', '=', personId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const events = await db.kysely
    .selectFrom('circulation_event')
    .select('kind')
    .where('person_id', '=', personId)
    .orderBy('id')
    .execute();
  return {
    declarations: await count('no_debts_declaration'),
    departures: await count('unit_departure'),
    tokens: await count('loan_token'),
    events: events.map((e) => e.kind),
  };
}

describe('no-debts declaration: checked again inside the departure transaction', () => {
  it('a check-out between the check and the issue: refused (422), nothing written', async () => {
    const { personId, login, barcode, requester } = await patronAndCopy();
    const service = serviceWith(() => engine.checkout(null, login, barcode));
    expect((await service.check(requester, 'pt')).nada_consta).toBe(true);

    await expect(service.issueDeclaration(requester, 'pt', 'https://x')).rejects.toMatchObject({
      status: 422,
      key: 'no_debts_not_clear',
    });
    expect(await written(personId)).toEqual({
      declarations: 0,
      departures: 0,
      tokens: 1,
      events: ['checkout'],
    });
    // The loan stands, and the patron may still borrow: they never left the unit.
    const check = await serviceWith(async () => undefined).check(requester, 'pt');
    expect(check).toMatchObject({ nada_consta: false, desligado_em: null });
    expect(check.emprestimos).toHaveLength(1);
  });

  it('a fine between the check and the issue: refused as well', async () => {
    const { personId, requester } = await patronAndCopy();
    const service = serviceWith(() =>
      db.kysely
        .insertInto('fine')
        .values({
          person_id: personId,
          library_id: libraryId,
          service: 'overdue',
          reason: 'Atraso',
          amount_cents: 300,
          created_at: new Date(),
        })
        .execute(),
    );
    await expect(service.issueDeclaration(requester, 'pt', 'https://x')).rejects.toMatchObject({
      status: 422,
      key: 'no_debts_not_clear',
    });
    expect(await written(personId)).toEqual({
      declarations: 0,
      departures: 0,
      tokens: 1,
      events: [],
    });
  });

  it('with nothing in between: issued, and the patron leaves the unit', async () => {
    const { personId, requester } = await patronAndCopy();
    const issued = await serviceWith(async () => undefined).issueDeclaration(
      requester,
      'pt',
      'https://x',
    );
    expect(issued.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await written(personId)).toEqual({
      declarations: 1,
      departures: 1,
      tokens: 0,
      events: ['unit_departure'],
    });
  });
});
