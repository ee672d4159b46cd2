import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { addHours, createLibrary } from '../test-support/factories.ts';
import type { CirculationDriver, Patron } from './driver.ts';
import { postgresCirculation } from './engine.ts';
import { copyFitsHold } from './rules.ts';

/**
 * Model-based test of the real engine on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): fast-check draws random sequences of check-outs, check-ins, renewals,
 * holds, cancellations, payments, waivers, hold expiry and clock moves for three patrons and
 * three copies, calls the driver directly, and after every command checks in SQL that
 * - a copy is on loan to at most one patron, and is 'on_loan' exactly when it has an open loan,
 *   with the loan's due date;
 * - a 'reserved' copy has exactly one ready hold (for its title, library and parts) and a ready
 *   hold's copy is 'reserved'; no copy sits on the shelf while a hold it fits is waiting;
 * - holds become ready in FIFO order (the model's order of placement) among those that fit;
 * - money never goes negative, paid + discount never exceed the amount, and a debit's amount
 *   never changes while its paid and discount only grow;
 * - the circulation history only grows: row count and max id never decrease, rows already seen
 *   are unchanged, and every loan, return and fine has its event.
 *
 * Refusals (HttpError) are expected outcomes; any other error fails the run.
 *
 * Breaks tried in a scratch copy of engine.ts (never committed), each caught and shrunk:
 * - passOn giving the copy to the LAST waiting hold (placedAt negated) → FIFO, after 3 runs:
 *   checkout(leitor0, B1), placeHold(leitor1, B), placeHold(leitor2, B), checkin(B1);
 * - renew not moving copy.due_on → copy/loan agreement: checkout, advance(1), renew;
 * - waive adding owed + 1 → the fine CHECK throws (not an HttpError): the run fails;
 * - checkin putting the copy back on the shelf without passOn → "on the shelf while a hold
 *   waits": checkout(A1), placeHold(A, volume 1), checkin(A1);
 * - checkout ignoring copy_reserved_for_other → "ready holds on A1";
 * - passOn ignoring the hold's volume → "hold fits A2" (rarer: found after 49 runs, so not
 *   every 25-run build sees it).
 *
 * Runs: CIRCULATION_PROPERTY_RUNS (default 25), up to 30 commands each.
 */

const RUNS = Number(process.env.CIRCULATION_PROPERTY_RUNS ?? 25);
const MAX_COMMANDS = 30;
const START = '2026-03-02T13:00:00Z'; // a Monday, 10:00 in São Paulo
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

let db: Db;
let libraryId = 0;
let clock = new Date(START);
let driver: CirculationDriver;
const patrons: { login: string; patron: Patron }[] = [];
/** Barcodes: A1 (volume 1) and A2 (no volume) of title A, B1 the single copy of title B. */
const BARCODES = ['A1', 'A2', 'B1'] as const;
const titles: number[] = [];

async function addTitle(name: string, copies: { barcode: string; volume: string | null }[]) {
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type, authors)
    values ('{"leader":"","fields":[]}'::jsonb, ${name}, 'book', '{"Autora, Teste"}')
    returning id`.execute(db.kysely);
  const id = rows[0]!.id;
  await db.kysely
    .insertInto('copy')
    .values(
      copies.map((c) => ({
        title_id: id,
        library_id: libraryId,
        barcode: c.barcode,
        volume: c.volume,
        loan_type: 'normal' as const,
        status: 'available' as const,
      })),
    )
    .execute();
  return id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  libraryId = (await createLibrary(db.kysely, { name: 'Biblioteca Central' })).id;
  for (const weekday of [1, 2, 3, 4, 5])
    await addHours(db.kysely, libraryId, weekday, '08:00', '20:00');
  await db.kysely
    .insertInto('library_closure')
    .values([
      { library_id: null, day: '2026-03-16', reason: 'Feriado' },
      { library_id: libraryId, day: '2026-04-03', reason: 'Recesso' },
    ])
    .execute();
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 7,
      max_loans: 2,
      renewals: 2,
      renewal_days: 7,
      hold_limit: 2,
      pickup_days: 2,
      fine_per_day_cents: 100,
      suspension_days_per_day: 1,
      grace_days: 1,
      debt_limit_cents: 300,
    })
    .execute();
  // A1 has volume 1 and A2 none: a hold for volume 1 fits A1 only, one without fits both.
  titles.push(
    await addTitle('Dom Casmurro', [
      { barcode: 'A1', volume: '1' },
      { barcode: 'A2', volume: null },
    ]),
    await addTitle('Quincas Borba', [{ barcode: 'B1', volume: null }]),
  );
  driver = postgresCirculation({ db: db.kysely, now: () => clock });
  for (const login of ['leitor0', 'leitor1', 'leitor2']) {
    await createPatron(db.kysely, { logins: [{ login }] });
    patrons.push({ login, patron: await driver.patronByLogin(login) });
  }
});

afterAll(async () => db?.close());

/** Empties the circulation tables (TRUNCATE fires no row trigger) and puts copies back. */
async function reset() {
  await sql`TRUNCATE circulation_event, fine, suspension, hold, loan, circulation_request
    RESTART IDENTITY CASCADE`.execute(db.kysely);
  await db.kysely.updateTable('copy').set({ status: 'available', due_on: null }).execute();
  clock = new Date(START);
}

interface FineSeen {
  amount: number;
  discount: number;
  paid: number;
}

/** What the test remembers between commands. */
interface Model {
  /** Hold id → its place in the order holds were placed (the FIFO the engine must keep). */
  placed: Map<number, number>;
  /** Circulation events already seen: id → hash of the row. */
  events: Map<number, string>;
  maxEventId: number;
  fines: Map<number, FineSeen>;
  /** The holds after the previous command: which were waiting before this one. */
  holds: HoldRow[];
}

const newModel = (): Model => ({
  placed: new Map(),
  events: new Map(),
  maxEventId: 0,
  fines: new Map(),
  holds: [],
});

interface HoldRow {
  id: number;
  status: string;
  title_id: number;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  copy_id: number | null;
  placed_at: Date;
}

const holdRows = async () =>
  (
    await sql<HoldRow>`select id, status, title_id, library_id, volume, tome, part, copy_id,
      placed_at from hold order by id`.execute(db.kysely)
  ).rows;

async function checkInvariants(model: Model) {
  const holdsBefore = model.holds;
  const k = db.kysely;

  // A copy is on loan to at most one patron, and its status and due date agree with the loan.
  const copies = (
    await sql<{
      id: number;
      barcode: string;
      title_id: number;
      library_id: number;
      volume: string | null;
      tome: string | null;
      part: string | null;
      status: string;
      due_on: string | null;
      open_loans: number;
      loan_due: string | null;
    }>`select c.id, c.barcode, c.title_id, c.library_id, c.volume, c.tome, c.part, c.status,
         c.due_on, count(l.id)::int as open_loans, min(l.due_on) as loan_due
       from copy c left join loan l on l.copy_id = c.id and l.returned_at is null
       group by c.id order by c.id`.execute(k)
  ).rows;
  for (const copy of copies) {
    expect(copy.open_loans, `open loans of ${copy.barcode}`).toBeLessThanOrEqual(1);
    if (copy.loan_due !== null) {
      expect({ barcode: copy.barcode, status: copy.status, due_on: copy.due_on }).toEqual({
        barcode: copy.barcode,
        status: 'on_loan',
        due_on: copy.loan_due,
      });
    } else {
      expect(copy.status, `${copy.barcode} has no open loan`).not.toBe('on_loan');
      expect(copy.due_on, `${copy.barcode} has no open loan`).toBeNull();
    }
  }

  // A reserved copy has exactly one ready hold, for its title, library and parts.
  const holds = await holdRows();
  for (const copy of copies) {
    const ready = holds.filter((h) => h.status === 'ready' && h.copy_id === copy.id);
    expect(ready.length, `ready holds on ${copy.barcode}`).toBe(copy.status === 'reserved' ? 1 : 0);
    for (const hold of ready) {
      expect([hold.title_id, hold.library_id]).toEqual([copy.title_id, copy.library_id]);
      expect(copyFitsHold(copy, hold), `hold ${hold.id} fits ${copy.barcode}`).toBe(true);
    }
    // Nothing stays on the shelf while a hold it fits waits.
    if (copy.status === 'available') {
      const waiting = holds.filter(
        (h) =>
          h.status === 'queue' &&
          h.title_id === copy.title_id &&
          h.library_id === copy.library_id &&
          copyFitsHold(copy, h),
      );
      expect(
        waiting.map((h) => h.id),
        `holds waiting while ${copy.barcode} is on the shelf`,
      ).toEqual([]);
    }
  }

  // FIFO: the engine's placed_at order is the model's order of placement, and a hold that
  // became ready in this command had no earlier fitting hold left waiting behind it.
  const ordered = [...holds].sort(
    (a, b) => a.placed_at.getTime() - b.placed_at.getTime() || a.id - b.id,
  );
  expect(ordered.map((h) => model.placed.get(h.id))).toEqual(holds.map((_, i) => i));
  const wasQueued = new Set(holdsBefore.filter((h) => h.status === 'queue').map((h) => h.id));
  for (const hold of holds) {
    if (hold.status !== 'ready' || !wasQueued.has(hold.id)) continue;
    const copy = copies.find((c) => c.id === hold.copy_id)!;
    const skipped = holds.filter(
      (h) =>
        h.status === 'queue' &&
        h.title_id === hold.title_id &&
        h.library_id === hold.library_id &&
        copyFitsHold(copy, h) &&
        model.placed.get(h.id)! < model.placed.get(hold.id)!,
    );
    expect(
      skipped.map((h) => h.id),
      `holds passed over by hold ${hold.id}`,
    ).toEqual([]);
  }
  model.holds = holds;

  // Money: never negative, never over-settled; amounts fixed, paid and discount only grow.
  const fines = (
    await sql<{ id: number; amount_cents: number; discount_cents: number; paid_cents: number }>`
      select id, amount_cents, discount_cents, paid_cents from fine order by id`.execute(k)
  ).rows;
  for (const fine of fines) {
    expect(fine.amount_cents).toBeGreaterThan(0);
    expect(fine.discount_cents).toBeGreaterThanOrEqual(0);
    expect(fine.paid_cents).toBeGreaterThanOrEqual(0);
    expect(fine.paid_cents + fine.discount_cents).toBeLessThanOrEqual(fine.amount_cents);
    const seen = model.fines.get(fine.id);
    if (seen) {
      expect(fine.amount_cents).toBe(seen.amount);
      expect(fine.discount_cents).toBeGreaterThanOrEqual(seen.discount);
      expect(fine.paid_cents).toBeGreaterThanOrEqual(seen.paid);
    }
    model.fines.set(fine.id, {
      amount: fine.amount_cents,
      discount: fine.discount_cents,
      paid: fine.paid_cents,
    });
  }
  expect(fines.length).toBeGreaterThanOrEqual(model.fines.size);

  // History only grows and what it said stays said.
  const events = (
    await sql<Record<string, unknown> & { id: number }>`select * from circulation_event
      order by id`.execute(k)
  ).rows;
  expect(events.length).toBeGreaterThanOrEqual(model.events.size);
  const maxId = events.at(-1)?.id ?? 0;
  expect(maxId).toBeGreaterThanOrEqual(model.maxEventId);
  const byId = new Map(events.map((e) => [e.id, e]));
  for (const [id, hash] of model.events) {
    const row = byId.get(id);
    expect(row, `event ${id} is gone`).toBeDefined();
    expect(hashOf(row!), `event ${id} changed`).toBe(hash);
  }
  for (const event of events) model.events.set(event.id, hashOf(event));
  model.maxEventId = maxId;
  // Every loan, return and fine is in the history.
  const untold = await sql`
    select 'checkout' as kind, l.id from loan l where not exists (select 1 from circulation_event e
      where e.kind = 'checkout' and e.loan_id = l.id)
    union all select 'checkin', l.id from loan l where l.returned_at is not null and not exists (
      select 1 from circulation_event e where e.kind = 'checkin' and e.loan_id = l.id)
    union all select 'fine', f.id from fine f where not exists (select 1 from circulation_event e
      where e.kind = 'fine' and e.fine_id = f.id)`.execute(k);
  expect(untold.rows, 'facts missing from the history').toEqual([]);
}

const hashOf = (row: object) => crypto.createHash('sha1').update(JSON.stringify(row)).digest('hex');

/** Refusals are answers; anything else (a constraint violation, a crash) is a failure. */
async function refusalsAllowed(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/** One command: runs `act` against the engine, then checks every invariant. */
class Step implements fc.AsyncCommand<Model, null> {
  constructor(
    readonly label: string,
    readonly act: (model: Model) => Promise<unknown>,
  ) {}
  check() {
    return true;
  }
  async run(model: Model) {
    // A minute passes between desk calls: holds placed one after another differ in placed_at.
    clock = new Date(clock.getTime() + MINUTE_MS);
    await refusalsAllowed(() => this.act(model));
    await checkInvariants(model);
  }
  toString() {
    return this.label;
  }
}

const who = fc.integer({ min: 0, max: 2 });
const pick = fc.nat({ max: 7 });
const NO_SUCH_ID = 999_999;
const patronOf = (p: number) => patrons[p]!;

/** The patron's loans (open and returned) or holds (open), as ids to choose from. */
async function idsOf(table: 'loan' | 'hold', p: number): Promise<number[]> {
  let query = db.kysely
    .selectFrom(table)
    .select('id')
    .where('person_id', '=', patronOf(p).patron.personId);
  if (table === 'hold') query = query.where('status', 'in', ['queue', 'ready']);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}
const choose = (ids: number[], k: number) => ids[k % ids.length] ?? NO_SUCH_ID;

async function fineIds() {
  return (await db.kysely.selectFrom('fine').select('id').orderBy('id').execute()).map((r) => r.id);
}

const checkout = fc.tuple(who, fc.constantFrom(...BARCODES)).map(
  ([p, barcode]) =>
    // Includes a patron borrowing another copy than the one set aside for them: the set
    // aside copy must then pass to the next hold (it once stayed 'reserved' for nobody).
    new Step(`checkout(${patronOf(p).login}, ${barcode})`, () =>
      driver.checkout(null, patronOf(p).login, barcode),
    ),
);
/** Mostly a copy on loan (the k-th), now and then a given barcode (maybe on the shelf). */
const checkin = fc.oneof(pick, fc.constantFrom(...BARCODES)).map((which) =>
  typeof which === 'string'
    ? new Step(`checkin(${which})`, () => driver.checkin(null, which))
    : new Step(`checkin(copy on loan #${which})`, async () => {
        const out = await db.kysely
          .selectFrom('copy')
          .select('barcode')
          .where('status', '=', 'on_loan')
          .orderBy('id')
          .execute();
        return driver.checkin(null, out[which % out.length]?.barcode ?? 'A1');
      }),
);
/** Mostly the borrower renewing the k-th open loan; now and then one of a patron's own. */
const renew = fc.oneof(
  {
    weight: 3,
    arbitrary: pick.map(
      (k) =>
        new Step(`renew(borrower, open loan #${k})`, async () => {
          const open = await db.kysely
            .selectFrom('loan')
            .select(['id', 'person_id'])
            .where('returned_at', 'is', null)
            .orderBy('id')
            .execute();
          const loan = open[k % open.length];
          if (!loan) return null;
          const borrower = patrons.find((p) => p.patron.personId === loan.person_id)!;
          return driver.renew(borrower.patron, [loan.id], 'pt');
        }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(who, pick)
      .map(
        ([p, k]) =>
          new Step(`renew(${patronOf(p).login}, loan #${k})`, async () =>
            driver.renew(patronOf(p).patron, [choose(await idsOf('loan', p), k)], 'pt'),
          ),
      ),
  },
);
/** Title A with or without volume 1, title B (no volumes). */
const placeHold = fc
  .tuple(
    who,
    fc.constantFrom(
      ['A', 0, null] as const,
      ['A', 0, '1'] as const,
      ['B', 1, null] as const,
      ['B', 1, null] as const,
    ),
  )
  .map(
    ([p, [name, t, volume]]) =>
      new Step(`placeHold(${patronOf(p).login}, ${name}, volume ${volume})`, async (model) => {
        const placed = await driver.placeHold(
          patronOf(p).patron,
          { cod_acervo: titles[t]!, biblioteca: libraryId, volume },
          'pt',
        );
        model.placed.set(placed.cod_reserva, model.placed.size);
      }),
  );
const cancelHolds = fc
  .tuple(who, pick)
  .map(
    ([p, k]) =>
      new Step(`cancelHolds(${patronOf(p).login}, hold #${k})`, async () =>
        driver.cancelHolds(patronOf(p).patron, [choose(await idsOf('hold', p), k)]),
      ),
  );
const pay = fc
  .tuple(pick, fc.integer({ min: 1, max: 400 }))
  .map(
    ([k, cents]) =>
      new Step(`pay(fine #${k}, ${cents})`, async () =>
        driver.pay(null, choose(await fineIds(), k), cents),
      ),
  );
const waive = pick.map(
  (k) =>
    new Step(`waive(fine #${k})`, async () =>
      driver.waive(null, choose(await fineIds(), k), 'Teste'),
    ),
);
const expireHolds = fc.constant(new Step('expireHolds()', () => driver.expireHolds()));
const advance = fc.integer({ min: 0, max: 20 }).map(
  (days) =>
    new Step(`advance(${days} days)`, async () => {
      clock = new Date(clock.getTime() + days * DAY_MS);
    }),
);

/** Weighted by repetition: lending and holds often, the rest now and then. */
const commands = [
  checkout,
  checkout,
  checkout,
  checkin,
  checkin,
  checkin,
  placeHold,
  placeHold,
  placeHold,
  renew,
  cancelHolds,
  pay,
  waive,
  expireHolds,
  advance,
  advance,
];

describe('the circulation engine keeps its invariants', () => {
  it(
    `over ${RUNS} random sequences of up to ${MAX_COMMANDS} commands`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }),
          async (steps) => {
            await reset();
            const model = newModel();
            await fc.asyncModelRun(() => ({ model, real: null }), steps);
          },
        ),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 2_000,
  );
});
