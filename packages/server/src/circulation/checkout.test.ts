import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { createLibrary } from '../test-support/factories.ts';
import type { CheckoutResult } from './checkout.ts';
import type { CirculationDriver, Patron } from './driver.ts';
import { postgresCirculation } from './engine.ts';

/**
 * checkoutBatch: several copies in one transaction, each by check-out's rules in order — the
 * same code as the desk's single check-out (a list of one), which circulation.test.ts and
 * invariants.test.ts exercise; here what a batch adds: later items see the earlier ones.
 */

let db: Db;
let engine: CirculationDriver;
let libraryId = 0;
const clock = new Date('2026-03-02T13:00:00Z'); // a Monday
const patrons: Patron[] = [];

async function addTitle(copies: { barcode: string; loan_type?: 'normal' | 'reference' }[]) {
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type, authors)
    values ('{"leader":"","fields":[]}'::jsonb, 'Título', 'book', '{}') returning id`.execute(
    db.kysely,
  );
  await db.kysely
    .insertInto('copy')
    .values(
      copies.map((c) => ({
        title_id: rows[0]!.id,
        library_id: libraryId,
        barcode: c.barcode,
        loan_type: c.loan_type ?? 'normal',
        status: 'available' as const,
      })),
    )
    .execute();
  return rows[0]!.id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  libraryId = (await createLibrary(db.kysely, { name: 'Biblioteca Central' })).id;
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 14,
      max_loans: 2,
      renewals: 1,
      renewal_days: 7,
      hold_limit: 2,
      pickup_days: 3,
      fine_per_day_cents: 100,
      suspension_days_per_day: 0,
      grace_days: 0,
      debt_limit_cents: 1000,
    })
    .execute();
  for (let i = 0; i < 3; i++) {
    const { id } = await createPatron(db.kysely);
    patrons.push({ personId: id, loginId: null });
  }
  engine = postgresCirculation({ db: db.kysely, now: () => clock });
});
afterAll(() => db.close());

const outcome = (r: CheckoutResult) => ('error' in r ? r.error.key : 'lent');

describe('checkoutBatch', () => {
  it('lends in order by check-out’s rules: a refused item writes nothing, the others are lent', async () => {
    await addTitle([{ barcode: 'X1' }, { barcode: 'X2' }, { barcode: 'X3' }]);
    await addTitle([{ barcode: 'REF', loan_type: 'reference' }]);
    const [a, b] = patrons as [Patron, Patron];
    const results = await engine.checkoutBatch(null, [
      { patron: a, barcode: 'X1' },
      { patron: b, barcode: 'X1' }, // lent a moment ago in this batch
      { patron: a, barcode: 'X2' },
      { patron: a, barcode: 'X3' }, // a's third: the limit is two
      { patron: a, barcode: ' X1 ' }, // a again: the same loan
      { patron: b, barcode: 'REF' },
      { patron: b, barcode: 'NOPE' },
      { patron: { personId: 999_999, loginId: null }, barcode: 'X3' },
      { patron: b, barcode: 'X3' },
    ]);
    expect(results.map(outcome)).toEqual([
      'lent',
      'copy_not_loanable',
      'lent',
      'loan_limit_reached',
      'lent',
      'copy_not_loanable',
      'copy_not_found',
      'patron_not_found',
      'lent',
    ]);
    expect(results[4]).toEqual(results[0]);
    expect(results[0]).toMatchObject({ dueOn: '2026-03-16' });
    const { rows } = await sql<{ barcode: string; status: string; person_id: number | null }>`
      select c.barcode, c.status, l.person_id from copy c
      left join loan l on l.copy_id = c.id and l.returned_at is null order by c.barcode`.execute(
      db.kysely,
    );
    expect(rows).toEqual([
      { barcode: 'REF', status: 'available', person_id: null },
      { barcode: 'X1', status: 'on_loan', person_id: a.personId },
      { barcode: 'X2', status: 'on_loan', person_id: a.personId },
      { barcode: 'X3', status: 'on_loan', person_id: b.personId },
    ]);
    const events = await db.kysely
      .selectFrom('circulation_event')
      .select(['kind', 'loan_id'])
      .where('kind', '=', 'checkout')
      .execute();
    expect(events).toHaveLength(3);
    // Sent again, the whole batch answers the same loans and lends nothing more.
    const again = await engine.checkoutBatch(null, [
      { patron: a, barcode: 'X1' },
      { patron: b, barcode: 'X3' },
    ]);
    expect(again).toEqual([results[0], results[8]]);
  });

  it('a copy set aside for a hold goes only to its patron, whose hold the loan fulfils', async () => {
    const [a, b, c] = patrons as [Patron, Patron, Patron];
    const titleId = await addTitle([{ barcode: 'Y1' }]);
    await engine.checkoutPatron(null, b, 'Y1');
    await engine.placeHold(c, { cod_acervo: titleId, biblioteca: libraryId }, 'pt');
    await engine.checkin(null, 'Y1');
    const results = await engine.checkoutBatch(null, [
      { patron: a, barcode: 'Y1' },
      { patron: c, barcode: 'Y1' },
    ]);
    expect(results.map(outcome)).toEqual(['copy_reserved_for_other', 'lent']);
    const hold = await db.kysely
      .selectFrom('hold')
      .select('status')
      .where('person_id', '=', c.personId)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('fulfilled');
    const event = await db.kysely
      .selectFrom('circulation_event')
      .select('hold_id')
      .where('kind', '=', 'checkout')
      .where('person_id', '=', c.personId)
      .executeTakeFirstOrThrow();
    expect(event.hold_id).not.toBeNull();
  });
});
