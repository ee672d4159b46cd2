import { sql, type Kysely } from 'kysely';
import { postgresCirculation } from '../circulation/engine.ts';
import type { CheckoutItem } from '../circulation/checkout.ts';
import type { CirculationDriver, Patron } from '../circulation/driver.ts';
import type { Database } from '../db/schema.ts';
import { addDays, daysBetween } from './dates.ts';
import type { PlannedCirculation } from './holdings.ts';
import { Random } from './random.ts';
import { createDemoReaders } from './readers.ts';

/**
 * The demo's circulation: loan policies, holidays, and two years of loans, returns, fines,
 * payments and holds of the demo patrons — made by running the circulation engine itself on a
 * simulated clock, so loans, fines, history and copy statuses agree. It ends with the state
 * docs/demo.md describes (Ana's overdue, renewable and reserved loans, her ready and queued
 * holds, her open fine; Felipe's suspension), and with the copies the collection shows on loan
 * or reserved (holdings.ts plans them) lent to generated readers (readers.ts) — reserved ones
 * returned in the last days to another reader's hold.
 */

/** Brazilian national holidays the demo libraries close on (docs/circulation.md). */
const HOLIDAYS: [string, string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia da Consciência Negra'],
  ['12-25', 'Natal'],
];

/** The demo institution's policies: a default, longer loans for graduate and staff, short loans. */
async function createPolicies(kysely: Kysely<Database>) {
  const base = {
    loan_days: 14,
    max_loans: 5,
    renewals: 3,
    renewal_days: 14,
    hold_limit: 5,
    pickup_days: 3,
    fine_per_day_cents: 100,
    suspension_days_per_day: 0,
    grace_days: 1,
    debt_limit_cents: 1000,
  };
  await kysely
    .insertInto('loan_policy')
    .values([
      base,
      // Master's, doctorate, graduate: 21 days, 8 loans.
      ...[3, 4, 5].map((category_id) => ({ ...base, category_id, loan_days: 21, max_loans: 8 })),
      // Professors: 30 days, 10 loans.
      { ...base, category_id: 11, loan_days: 30, max_loans: 10 },
      // Short loans (course reserves): 2 days, one renewal, dearer and suspending when late.
      {
        ...base,
        loan_type: 'short' as const,
        loan_days: 2,
        renewals: 1,
        renewal_days: 2,
        fine_per_day_cents: 200,
        suspension_days_per_day: 1,
        grace_days: 0,
      },
    ])
    .execute();
}

async function createHolidays(kysely: Kysely<Database>, today: string) {
  const year = Number(today.slice(0, 4));
  const rows = [];
  for (let y = year - 2; y <= year + 1; y += 1) {
    for (const [day, reason] of HOLIDAYS)
      rows.push({ library_id: null, day: `${y}-${day}`, reason });
  }
  await kysely.insertInto('library_closure').values(rows).execute();
}

interface Shelf {
  titleId: number;
  libraryId: number;
  barcode: string;
}

/**
 * Titles with a single copy, available and lendable: a hold on them waits for a return. Copies
 * planned to be lent to the generated readers are left out.
 */
async function singleCopyTitles(
  kysely: Kysely<Database>,
  loanType: 'normal' | 'short',
  planned: ReadonlySet<string>,
) {
  const { rows } = await sql<Shelf>`
    SELECT c.title_id AS "titleId", c.library_id AS "libraryId", c.barcode
    FROM copy c JOIN title t ON t.id = c.title_id
    WHERE c.status = 'available' AND c.loan_type = ${loanType} AND t.material_type = 'book'
      AND t.network_institution_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM copy o WHERE o.title_id = c.title_id AND o.id <> c.id)
    ORDER BY c.title_id`.execute(kysely);
  return rows.filter((row) => !planned.has(row.barcode));
}

/** Writes policies, holidays and the engine-made history; answers the number of loans. */
export async function createDemoCirculation(
  kysely: Kysely<Database>,
  random: Random,
  today: string,
  planned: readonly PlannedCirculation[] = [],
): Promise<number> {
  await createPolicies(kysely);
  await createHolidays(kysely, today);
  let clock = new Date(`${today}T15:00:00Z`);
  const engine = postgresCirculation({ db: kysely, now: () => clock });
  const at = (day: string) => (clock = new Date(`${day}T15:00:00Z`));

  const logins = await kysely
    .selectFrom('person_login as pl')
    .innerJoin('person as p', 'p.id', 'pl.person_id')
    .select(['pl.login', 'pl.person_id', 'pl.id', 'p.staff_role'])
    .where('pl.base', '=', 'local')
    .where('pl.password_sign_in', '=', true)
    .orderBy('pl.id')
    .execute();
  const staff = logins.find((l) => l.staff_role !== null)?.person_id ?? null;
  const patronOf = (login: string): Patron => {
    const row = logins.find((l) => l.login === login);
    if (!row) throw new Error(`demo circulation: no login ${login}`);
    return { personId: row.person_id, loginId: row.id };
  };
  const plannedBarcodes = new Set(planned.map((p) => p.barcode));
  /**
   * Runs the demo patrons' two years of history and answers the steps of the state
   * docs/demo.md describes (none in a collection too small for it).
   */
  async function demoPatrons(): Promise<[number, () => Promise<unknown>][]> {
    const shelf = await singleCopyTitles(kysely, 'normal', plannedBarcodes);
    // The first titles go to the final scenario; the history borrows from the rest.
    const [overdue, fined, renewA, renewB, reservedByOther, ready, queued, ...rest] = shelf;
    if (!queued || rest.length < 50) return [];

    // Two years of everyday borrowing: each patron takes a book every month or two and brings
    // it back after one to three weeks, now and then late (then pays at the desk next day).
    const readers = logins.filter((l) => l.staff_role === null).map((l) => l.login);
    const events: { day: string; run: () => Promise<unknown> }[] = [];
    for (const login of readers) {
      let day = addDays(today, -730 + random.int(0, 30));
      while (day < addDays(today, -45)) {
        const copy = random.pick(rest);
        const lent = day;
        const back = addDays(lent, random.int(5, random.chance(0.15) ? 24 : 14));
        // A copy already out (two readers drew it) is skipped, and so is its return.
        let lentId = 0;
        events.push({
          day: lent,
          run: async () => {
            lentId = (await engine.checkout(staff, login, copy.barcode)).loanId;
          },
        });
        events.push({
          day: back,
          run: async () => {
            const open = await kysely
              .selectFrom('loan')
              .select('id')
              .where('id', '=', lentId)
              .where('returned_at', 'is', null)
              .executeTakeFirst();
            if (!open) return;
            const outcome = await engine.checkin(staff, copy.barcode);
            if (outcome.fineCents > 0) {
              const fine = await kysely
                .selectFrom('fine')
                .select('id')
                .where('loan_id', '=', outcome.loanId)
                .executeTakeFirstOrThrow();
              at(addDays(back, 1));
              await engine.pay(staff, fine.id, outcome.fineCents);
            }
          },
        });
        day = addDays(back, random.int(10, 60));
      }
    }
    // In date order (a stable sort keeps a loan before its return on the same day). A refused
    // loan (copy out, limit reached) is what a desk would see too: it just does not happen.
    events.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    for (const event of events) {
      at(event.day);
      await event.run().catch(() => undefined);
    }

    // The state docs/demo.md describes, relative to today.
    const ana = '20260001';
    const scenario: [number, () => Promise<unknown>][] = [
      // An open fine: three days late (R$ 3,00), not paid. Returned three days after the due
      // date the engine gave, whatever the weekday (a due date on a closed day moves on).
      [-40, () => engine.checkout(staff, ana, fined!.barcode)],
      [
        -23,
        async () => {
          const loan = await kysely
            .selectFrom('loan as l')
            .innerJoin('copy as c', 'c.id', 'l.copy_id')
            .select('l.due_on')
            .where('c.barcode', '=', fined!.barcode)
            .where('l.returned_at', 'is', null)
            .executeTakeFirstOrThrow();
          at(addDays(loan.due_on, 3));
          return engine.checkin(staff, fined!.barcode);
        },
      ],
      [-20, () => engine.checkout(staff, ana, overdue!.barcode)],
      [-10, () => engine.checkout(staff, '20260003', ready!.barcode)],
      [-8, () => engine.placeHold(patronOf(ana), hold(ready!), 'pt')],
      [-6, () => engine.checkout(staff, ana, reservedByOther!.barcode)],
      [-4, () => engine.checkout(staff, ana, renewA!.barcode)],
      [-3, () => engine.checkout(staff, '20260006', queued!.barcode)],
      [-2, () => engine.checkout(staff, ana, renewB!.barcode)],
      [-2, () => engine.placeHold(patronOf(ana), hold(queued!), 'pt')],
      [-1, () => engine.placeHold(patronOf('20260002'), hold(reservedByOther!), 'pt')],
      [-1, () => engine.placeHold(patronOf('20260002'), hold(queued!), 'pt')],
      [-1, () => engine.checkin(staff, ready!.barcode)],
    ];
    const [short] = await singleCopyTitles(kysely, 'short', plannedBarcodes);
    if (short) {
      // Felipe kept a two-day loan a week too long: fined and suspended for 7 days.
      scenario.push([-12, () => engine.checkout(staff, '20260005', short.barcode)]);
      scenario.push([-3, () => engine.checkin(staff, short.barcode)]);
    }
    return scenario;
  }
  const scenario = await demoPatrons();
  // The copies the collection shows lent or reserved, in the same days (after the scenario's
  // steps of a day: a stable sort). A refusal just leaves the copy as the engine has it.
  const lending = await plannedLending(kysely, engine, staff, random, today, planned);
  const steps = [
    ...scenario.map(([offset, run]) => ({ offset, run })),
    ...lending.map(([offset, run]) => ({ offset, run: () => run().catch(() => undefined) })),
  ].sort((a, b) => a.offset - b.offset);
  for (const { offset, run } of steps) {
    at(addDays(today, offset));
    await run();
  }
  const count = await kysely
    .selectFrom('loan')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

function hold(shelf: Shelf) {
  return { cod_acervo: shelf.titleId, biblioteca: shelf.libraryId };
}

/** A copy of a title with planned copies, as the engine needs it. */
interface TitleCopy {
  barcode: string;
  title_id: number;
  library_id: number;
  loan_type: string;
  status: string;
  volume: string | null;
  tome: string | null;
  part: string | null;
}

/** Loans a reader of the default categories may have at once (the demo policy's 5, less). */
const LOANS_PER_READER = 3;

/**
 * The engine's steps that lend the planned copies to generated readers, as (day offset, step):
 * a copy on loan was lent about its loan period before its planned due day (today at the
 * latest), each day's loans one desk batch (checkoutBatch: the check-out's rules, a few
 * statements a day); a reserved copy was lent a week or two ago and returned in the last three
 * days to another reader's hold, placed that day as every copy of it there was out. A reserved
 * copy whose title has a copy on the shelf there could not be held: it is simply on loan.
 */
async function plannedLending(
  kysely: Kysely<Database>,
  engine: CirculationDriver,
  staff: number | null,
  random: Random,
  today: string,
  planned: readonly PlannedCirculation[],
): Promise<[number, () => Promise<unknown>][]> {
  if (planned.length === 0) return [];
  const plan = new Map(planned.map((p) => [p.barcode, p]));
  const siblings = new Map<string, TitleCopy[]>();
  const byBarcode = new Map<string, TitleCopy>();
  const { rows } = await sql<TitleCopy>`
    SELECT barcode, title_id, library_id, loan_type, status, volume, tome, part FROM copy
    WHERE title_id IN (SELECT title_id FROM copy WHERE barcode IN (SELECT jsonb_array_elements_text(${JSON.stringify(planned.map((p) => p.barcode))}::jsonb)))
    ORDER BY id`.execute(kysely);
  for (const row of rows) {
    byBarcode.set(row.barcode, row);
    const key = `${row.title_id}/${row.library_id}`;
    siblings.set(key, [...(siblings.get(key) ?? []), row]);
  }
  const onShelf = (copy: TitleCopy) =>
    (siblings.get(`${copy.title_id}/${copy.library_id}`) ?? []).some(
      (o) =>
        o.barcode !== copy.barcode &&
        o.loan_type !== 'reference' &&
        o.status === 'available' &&
        !plan.has(o.barcode),
    );
  const readers = await createDemoReaders(
    kysely,
    random,
    Math.ceil(planned.length / LOANS_PER_READER),
  );
  // Readers in turn, so each has up to LOANS_PER_READER; a hold goes to the next one.
  const order = random.sample(readers, readers.length);
  const readerAt = (i: number) => order[i % order.length]!;
  const batches = new Map<number, CheckoutItem[]>();
  const lendOn = (offset: number, item: CheckoutItem) =>
    batches.set(offset, [...(batches.get(offset) ?? []), item]);
  const returns: [number, () => Promise<unknown>][] = [];
  const lentOut = new Set<string>();
  planned.forEach((p, i) => {
    const copy = byBarcode.get(p.barcode);
    if (!copy) return;
    const borrower = readerAt(Math.floor(i / LOANS_PER_READER));
    const item = { patron: borrower, barcode: copy.barcode };
    if (p.status === 'on_loan' || onShelf(copy)) {
      const loanDays = copy.loan_type === 'short' ? 2 : 14;
      const due = p.dueOn ?? addDays(today, random.int(-5, 10));
      lendOn(Math.min(0, daysBetween(today, addDays(due, -loanDays))), item);
      return;
    }
    const holder = readerAt(Math.floor(i / LOANS_PER_READER) + 1);
    const back = -random.int(0, 2);
    // A short loan comes back within its two days (late, it would fine and suspend).
    lendOn(copy.loan_type === 'short' ? back - random.int(1, 2) : -random.int(5, 12), item);
    returns.push([
      back,
      async () => {
        if (!lentOut.has(copy.barcode)) return;
        const parts = { volume: copy.volume, tomo: copy.tome, parte: copy.part };
        const body = { cod_acervo: copy.title_id, biblioteca: copy.library_id, ...parts };
        await engine.placeHold(holder, body, 'pt');
        await engine.checkin(staff, copy.barcode);
      },
    ]);
  });
  const lending: [number, () => Promise<unknown>][] = [...batches].map(([offset, items]) => [
    offset,
    async () => {
      const results = await engine.checkoutBatch(staff, items);
      results.forEach((r, k) => {
        if ('loanId' in r) lentOut.add(items[k]!.barcode);
      });
    },
  ]);
  // A day's loans before its returns (the steps are sorted stably by day).
  return [...lending, ...returns];
}
