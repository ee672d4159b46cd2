import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { LibraryCalendar } from './calendar.ts';
import type { Patron } from './driver.ts';
import { choosePolicy, type LoanPolicy, type PolicyScope } from './policy.ts';
import { NO_POLICY, POLICY_COLUMNS, type LoanRow } from './queries.ts';
import { copyFitsHold, suspensionChainEnd } from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

/**
 * The facts the circulation rules are decided on, read from the database: policies, a
 * library's calendar, a patron's category, standing and suspension, waiting holds; the patron
 * lock every operation takes first, and the history row every operation appends.
 */
export function circulationFacts(clock: { now: () => Date; today: () => string }) {
  const { now, today } = clock;

  async function policies(trx: Tx): Promise<LoanPolicy[]> {
    const rows = await trx.selectFrom('loan_policy').select(POLICY_COLUMNS).execute();
    return rows.map((r) => ({
      libraryId: r.library_id,
      categoryId: r.category_id,
      loanType: r.loan_type,
      materialType: r.material_type,
      loanDays: r.loan_days,
      maxLoans: r.max_loans,
      renewals: r.renewals,
      renewalDays: r.renewal_days,
      holdLimit: r.hold_limit,
      pickupDays: r.pickup_days,
      finePerDayCents: r.fine_per_day_cents,
      suspensionDaysPerDay: r.suspension_days_per_day,
      graceDays: r.grace_days,
      debtLimitCents: r.debt_limit_cents,
    }));
  }

  async function policyFor(trx: Tx, scope: PolicyScope): Promise<LoanPolicy> {
    return choosePolicy(await policies(trx), scope) ?? NO_POLICY;
  }

  async function calendar(trx: Tx, libraryId: number): Promise<LibraryCalendar> {
    const [hours, closures] = await Promise.all([
      trx
        .selectFrom('opening_hours')
        .select('weekday')
        .distinct()
        .where('library_id', '=', libraryId)
        .execute(),
      trx
        .selectFrom('library_closure')
        .select('day')
        .where((eb) => eb.or([eb('library_id', '=', libraryId), eb('library_id', 'is', null)]))
        .where('day', '>=', today())
        .execute(),
    ]);
    return {
      openWeekdays: new Set(hours.map((h) => h.weekday)),
      closedDays: new Set(closures.map((c) => c.day)),
    };
  }

  /** The patron category of the login signed in with (else the person's first login). */
  async function categoryOf(trx: Tx, patron: Patron): Promise<number | null> {
    const row = await trx
      .selectFrom('person_login')
      .select('category_id')
      .where('person_id', '=', patron.personId)
      .orderBy(sql`id = ${patron.loginId ?? 0}`, 'desc')
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst();
    return row?.category_id ?? null;
  }

  /** Locks the person's row: one circulation change per patron at a time. */
  async function lockPatron(trx: Tx, personId: number): Promise<void> {
    const row = await trx
      .selectFrom('person')
      .select('id')
      .where('id', '=', personId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'patron_not_found');
  }

  async function suspendedUntil(trx: Tx, personId: number): Promise<string | null> {
    const day = today();
    const rows = await trx
      .selectFrom('suspension')
      .select(['starts_on', 'ends_on'])
      .where('person_id', '=', personId)
      .where('lifted_at', 'is', null)
      .where('ends_on', '>=', day)
      .orderBy('starts_on')
      .execute();
    return suspensionChainEnd(rows, day);
  }

  /**
   * Everything a loan or renewal decides on about the patron, in one round trip: the policy
   * category of the login used, open debts, open loans, a departure from the unit and the
   * suspension in force (see suspendedUntil).
   */
  async function standing(trx: Tx, patron: Patron) {
    const day = today();
    const { rows } = await sql<{
      category: number | null;
      debt: number;
      open_loans: number;
      departed: boolean;
      suspensions: { s: string; e: string }[] | string;
    }>`
      SELECT
        (SELECT category_id FROM person_login WHERE person_id = ${patron.personId}
          ORDER BY id = ${patron.loginId ?? 0} DESC, position, id LIMIT 1) AS category,
        (SELECT coalesce(sum(amount_cents - discount_cents - paid_cents), 0) FROM fine
          WHERE person_id = ${patron.personId})::int AS debt,
        (SELECT count(*) FROM loan WHERE person_id = ${patron.personId}
          AND returned_at IS NULL)::int AS open_loans,
        EXISTS (SELECT 1 FROM unit_departure WHERE person_id = ${patron.personId}) AS departed,
        coalesce((SELECT json_agg(json_build_object('s', starts_on, 'e', ends_on)
            ORDER BY starts_on)
          FROM suspension WHERE person_id = ${patron.personId} AND lifted_at IS NULL
            AND ends_on >= ${day}::date), '[]'::json) AS suspensions`.execute(trx);
    const row = rows[0]!;
    const suspensions =
      typeof row.suspensions === 'string'
        ? (JSON.parse(row.suspensions) as { s: string; e: string }[])
        : row.suspensions;
    return {
      category: row.category,
      debt: Number(row.debt),
      openLoans: Number(row.open_loans),
      departed: row.departed,
      suspendedUntil: suspensionChainEnd(
        suspensions.map((x) => ({ starts_on: x.s, ends_on: x.e })),
        day,
      ),
    };
  }

  /** Removed from the unit by a no-debts declaration (unit_departure): lends nothing more. */
  async function departed(trx: Tx, personId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('unit_departure')
      .select('person_id')
      .where('person_id', '=', personId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function record(
    trx: Tx,
    event: Omit<Database['circulation_event'] extends infer T ? Partial<T> : never, 'id'> & {
      kind: string;
    },
  ): Promise<void> {
    await trx
      .insertInto('circulation_event')
      .values({ ...event, at: now() } as never)
      .execute();
  }

  /**
   * Holds by other patrons waiting for each loan's title at its library that its copy would
   * satisfy (a hold for volume 2 does not block renewing volume 1). One query for all loans.
   */
  async function othersWaiting(
    trx: Tx,
    rows: readonly LoanRow[],
    personId: number,
  ): Promise<(row: LoanRow) => number> {
    const pairs = rows.map((r) => sql`(${r.title_id}, ${r.library_id})`);
    const waiting =
      pairs.length === 0
        ? []
        : await trx
            .selectFrom('hold')
            .select(['title_id', 'library_id', 'volume', 'tome', 'part'])
            .where('status', '=', 'queue')
            .where('person_id', '<>', personId)
            .where(sql<boolean>`(title_id, library_id) IN (${sql.join(pairs)})`)
            .execute();
    return (row) =>
      waiting.filter(
        (h) =>
          h.title_id === row.title_id && h.library_id === row.library_id && copyFitsHold(row, h),
      ).length;
  }

  return {
    calendar,
    categoryOf,
    departed,
    lockPatron,
    othersWaiting,
    policies,
    policyFor,
    record,
    standing,
    suspendedUntil,
  };
}
