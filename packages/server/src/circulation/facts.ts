import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, LoanPolicyTable } from '../db/schema.ts';
import { PREPARED } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { LibraryCalendar } from './calendar.ts';
import type { Patron } from './driver.ts';
import { choosePolicy, type LoanPolicy, type PolicyScope } from './policy.ts';
import { NO_POLICY, POLICY_COLUMNS, type LoanRow } from './queries.ts';
import { copyFitsHold, suspensionChainEnd } from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

type PolicyRow = Pick<Selectable<LoanPolicyTable>, (typeof POLICY_COLUMNS)[number]>;

/** A loan_policy row as the rules read it. */
export function toPolicy(r: PolicyRow): LoanPolicy {
  return {
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
  };
}

/** Every loan_policy row as one JSON array (for statements that read several facts at once). */
export const POLICIES_JSON = sql<PolicyRow[] | string>`coalesce((SELECT json_agg(p) FROM
  (SELECT ${sql.join(POLICY_COLUMNS.map((c) => sql.ref(c)))} FROM loan_policy) p), '[]'::json)`;

/** A json column as PostgreSQL's driver or PGlite hands it: parsed, or (defensively) text. */
export const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The columns of a patron's standing (see `standing`), for statements that read more: of the
 * patron given, or of the person and login ids an enclosing query names (`person`, `login`).
 */
export function standingColumns(
  patron: Patron | { person: RawBuilder<number>; login: RawBuilder<number> },
  day: string,
) {
  const person = 'person' in patron ? patron.person : sql`${patron.personId}::int`;
  const login = 'login' in patron ? patron.login : sql`${patron.loginId ?? 0}::int`;
  return sql`
    (SELECT category_id FROM person_login WHERE person_id = ${person}
      ORDER BY id = ${login} DESC, position, id LIMIT 1) AS category,
    (SELECT coalesce(sum(amount_cents - discount_cents - paid_cents), 0) FROM fine
      WHERE person_id = ${person})::int AS debt,
    (SELECT count(*) FROM loan WHERE person_id = ${person}
      AND returned_at IS NULL)::int AS open_loans,
    EXISTS (SELECT 1 FROM unit_departure WHERE person_id = ${person}) AS departed,
    coalesce((SELECT json_agg(json_build_object('s', starts_on, 'e', ends_on)
        ORDER BY starts_on)
      FROM suspension WHERE person_id = ${person} AND lifted_at IS NULL
        AND ends_on >= ${day}::date), '[]'::json) AS suspensions`;
}

/** The standings of several patrons as one JSON array of StandingRow & { person_id }. */
export function standingsJson(patrons: readonly Patron[], day: string) {
  const persons = patrons.map((p) => p.personId);
  const logins = patrons.map((p) => p.loginId ?? 0);
  return sql<(StandingRow & { person_id: number })[] | string>`coalesce((SELECT json_agg(s) FROM
    (SELECT p.person_id, ${standingColumns(
      { person: sql`p.person_id`, login: sql`p.login_id` },
      day,
    )}
     FROM unnest(${persons}::int[], ${logins}::int[]) AS p(person_id, login_id)) s), '[]'::json)`;
}

/** Libraries' calendars (see `calendar`) as one JSON array of CalendarRow. */
export function calendarsJson(libraryIds: readonly number[], day: string) {
  return sql<CalendarRow[] | string>`coalesce((SELECT json_agg(json_build_object(
      'library_id', lib.id,
      'weekdays', (SELECT coalesce(json_agg(DISTINCT weekday), '[]'::json) FROM opening_hours
        WHERE library_id = lib.id),
      'closed', (SELECT coalesce(json_agg(day), '[]'::json) FROM library_closure
        WHERE (library_id = lib.id OR library_id IS NULL) AND day >= ${day}::date)))
    FROM unnest(${[...libraryIds]}::int[]) AS lib(id)), '[]'::json)`;
}

/** A library's calendar as `calendarsJson` reads it. */
export interface CalendarRow {
  library_id: number;
  weekdays: number[];
  closed: string[];
}

export function toCalendar(row: CalendarRow): LibraryCalendar {
  return { openWeekdays: new Set(row.weekdays), closedDays: new Set(row.closed) };
}

/** The row `standingColumns` reads. */
export interface StandingRow {
  category: number | null;
  debt: number;
  open_loans: number;
  departed: boolean;
  suspensions: { s: string; e: string }[] | string;
}

/** A patron's standing from the columns `standingColumns` read, on `day`. */
export function toStanding(row: StandingRow, day: string) {
  return {
    category: row.category,
    debt: Number(row.debt),
    openLoans: Number(row.open_loans),
    departed: row.departed,
    suspendedUntil: suspensionChainEnd(
      fromJson(row.suspensions).map((x) => ({ starts_on: x.s, ends_on: x.e })),
      day,
    ),
  };
}

/** A hold of another patron waiting in the queue (see othersWaiting). */
export interface WaitingHold {
  title_id: number;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
}

/** How many of `waiting` each loan's copy would satisfy: same title and library, and it fits. */
export function waitingCounter(waiting: readonly WaitingHold[]): (row: LoanRow) => number {
  return (row) =>
    waiting.filter(
      (h) => h.title_id === row.title_id && h.library_id === row.library_id && copyFitsHold(row, h),
    ).length;
}

/**
 * The facts the circulation rules are decided on, read from the database: policies, a
 * library's calendar, a patron's category, standing and suspension, waiting holds; the patron
 * lock every operation takes first, and the history row every operation appends.
 */
export function circulationFacts(clock: { now: () => Date; today: () => string }) {
  const { now, today } = clock;

  async function policies(trx: Tx): Promise<LoanPolicy[]> {
    const rows = await trx.selectFrom('loan_policy').select(POLICY_COLUMNS).execute();
    return rows.map(toPolicy);
  }

  async function policyFor(trx: Tx, scope: PolicyScope): Promise<LoanPolicy> {
    return choosePolicy(await policies(trx), scope) ?? NO_POLICY;
  }

  async function calendar(trx: Tx, libraryId: number): Promise<LibraryCalendar> {
    const { rows } = await sql<{
      c: CalendarRow[] | string;
    }>`${sql.raw(PREPARED)} SELECT ${calendarsJson([libraryId], today())} AS c`.execute(trx);
    return toCalendar(fromJson(rows[0]!.c)[0]!);
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
    const { rows } = await sql<StandingRow>`${sql.raw(PREPARED)} SELECT ${standingColumns(
      patron,
      day,
    )}`.execute(trx);
    return toStanding(rows[0]!, day);
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
    return waitingCounter(waiting);
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
