import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createPatron } from '../test-support/auth.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createLibrary } from '../test-support/factories.ts';
import type { CirculationDriver, Patron } from './driver.ts';
import { postgresCirculation } from './engine.ts';

/**
 * Every way a copy set aside for a hold is freed — the hold cancelled, expired, fulfilled by a
 * loan of another copy, its patron leaving the unit — hands the copy to the next hold in the
 * queue, with the email, through the one hold-queue helper.
 */

let db: Db;
let mailer: Mailer;
let engine: CirculationDriver;
let clock = new Date('2026-05-04T13:00:00Z');
let titleId = 0;
let libraryId = 0;
const patrons: { login: string; patron: Patron; holdId: number }[] = [];

const holdOf = (holdId: number) =>
  db.kysely
    .selectFrom('hold')
    .select(['status', 'copy_id'])
    .where('id', '=', holdId)
    .executeTakeFirstOrThrow();
const copyStatus = async (barcode: string) =>
  (
    await db.kysely
      .selectFrom('copy')
      .select('status')
      .where('barcode', '=', barcode)
      .executeTakeFirstOrThrow()
  ).status;
/** Who was emailed since the last call. */
const mailedSince = (() => {
  let seen = 0;
  return () => {
    const mails = mailer.sent.slice(seen).map((m) => m.toString());
    seen = mailer.sent.length;
    return mails.map((m) => /^To: (.*)$/m.exec(m)?.[1]);
  };
})();

beforeAll(async () => {
  db = await openTestDatabase();
  mailer = createMailer({ smtpUrl: null, mailFrom: 'biblioteca@teste.br', dataDir: 'memory://' });
  engine = postgresCirculation({ db: db.kysely, mailer, now: () => clock });
  libraryId = (await createLibrary(db.kysely)).id;
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 14,
      max_loans: 5,
      renewals: 1,
      renewal_days: 7,
      hold_limit: 5,
      pickup_days: 2,
      fine_per_day_cents: 0,
      suspension_days_per_day: 0,
    })
    .execute();
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type)
    values ('{"leader":"","fields":[]}'::jsonb, 'Várias Histórias', 'book') returning id`.execute(
    db.kysely,
  );
  titleId = rows[0]!.id;
  await db.kysely
    .insertInto('copy')
    .values({
      title_id: titleId,
      library_id: libraryId,
      barcode: 'VH-1',
      loan_type: 'normal',
      status: 'available',
    })
    .execute();
  for (let i = 0; i < 5; i += 1) {
    const login = `fila0${i}`;
    const { id } = await createPatron(db.kysely, { logins: [{ login }] });
    await db.kysely
      .updateTable('person')
      .set({ email: `${login}@teste.br` })
      .where('id', '=', id)
      .execute();
    patrons.push({ login, patron: await engine.patronByLogin(login), holdId: 0 });
  }
  // fila00 borrows the one copy; the four others queue for it.
  await engine.checkout(null, 'fila00', 'VH-1');
  for (const p of patrons.slice(1)) {
    p.holdId = (
      await engine.placeHold(p.patron, { cod_acervo: titleId, biblioteca: libraryId }, 'pt')
    ).cod_reserva;
  }
  await engine.checkin(null, 'VH-1');
  mailedSince();
});

afterAll(async () => db.close());

describe('a copy freed from a hold', () => {
  it('goes to the next hold when the ready hold is cancelled', async () => {
    const [, first, second] = patrons;
    expect(await holdOf(first!.holdId)).toMatchObject({ status: 'ready' });
    await engine.cancelHolds(first!.patron, [first!.holdId]);
    expect(await holdOf(first!.holdId)).toMatchObject({ status: 'cancelled' });
    expect(await holdOf(second!.holdId)).toMatchObject({ status: 'ready' });
    expect(await copyStatus('VH-1')).toBe('reserved');
    expect(mailedSince()).toEqual(['fila02@teste.br']);
  });

  it('goes to the next hold when the ready hold expires', async () => {
    const [, , second, third] = patrons;
    clock = new Date('2026-05-08T13:00:00Z'); // past the two pickup days
    expect(await engine.expireHolds()).toBe(1);
    expect(await holdOf(second!.holdId)).toMatchObject({ status: 'expired' });
    expect(await holdOf(third!.holdId)).toMatchObject({ status: 'ready' });
    expect(mailedSince()).toEqual(['fila03@teste.br']);
  });

  it('goes to the next hold when its patron borrows another copy instead', async () => {
    const [, , , third, fourth] = patrons;
    // A copy catalogued meanwhile: the patron takes it, and the one set aside is freed.
    await db.kysely
      .insertInto('copy')
      .values({
        title_id: titleId,
        library_id: libraryId,
        barcode: 'VH-2',
        loan_type: 'normal',
        status: 'available',
      })
      .execute();
    await engine.checkout(null, third!.login, 'VH-2');
    expect(await holdOf(third!.holdId)).toMatchObject({ status: 'fulfilled' });
    expect(await holdOf(fourth!.holdId)).toMatchObject({ status: 'ready' });
    expect(await copyStatus('VH-1')).toBe('reserved');
    expect(mailedSince()).toEqual(['fila04@teste.br']);
  });

  it('goes back to the shelf when its patron leaves the unit and nobody else waits', async () => {
    const [, , , , fourth] = patrons;
    const declarationId = await engine.leaveUnit(fourth!.patron.personId, clock, async (trx) => {
      const row = await trx
        .insertInto('no_debts_declaration')
        .values({
          code: 'FILA-TEST-0004',
          person_id: fourth!.patron.personId,
          name: 'Fila',
          login: fourth!.login,
          institution: 'UFT',
          issued_at: clock,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    expect(await holdOf(fourth!.holdId)).toMatchObject({ status: 'cancelled' });
    expect(await copyStatus('VH-1')).toBe('available');
    const events = await db.kysely
      .selectFrom('circulation_event')
      .select(['kind', 'detail'])
      .where('person_id', '=', fourth!.patron.personId)
      .orderBy('id')
      .execute();
    expect(events.slice(-2)).toEqual([
      { kind: 'unit_departure', detail: String(declarationId) },
      { kind: 'hold_cancelled', detail: 'unit_departure' },
    ]);
  });
});
