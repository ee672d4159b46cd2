import { sql, type Kysely } from 'kysely';
import type { CopyTable, Database, LoanType, TitleTable } from '../db/schema.ts';
import { PREPARED } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import { dueDate } from './calendar.ts';
import type { Patron } from './driver.ts';
import {
  calendarsJson,
  fromJson,
  POLICIES_JSON,
  standingsJson,
  toCalendar,
  toPolicy,
  toStanding,
  type CalendarRow,
  type circulationFacts,
  type StandingRow,
} from './facts.ts';
import type { holdQueue, Mails } from './hold-queue.ts';
import { choosePolicy } from './policy.ts';
import { NO_POLICY } from './queries.ts';
import { copyFitsHold, isLendable } from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

/**
 * A copy as check-out and check-in decide on it (with its title's material type and title).
 * Named columns, not `c.*`: the statements are prepared, and a prepared statement's columns
 * must not change under it.
 */
export interface LockedCopy {
  id: number;
  title_id: number;
  library_id: number;
  barcode: string;
  loan_type: LoanType;
  volume: string | null;
  tome: string | null;
  part: string | null;
  status: CopyTable['status'];
  material_type: TitleTable['material_type'];
  title: string;
}
export const LOCKED_COPY_COLUMNS = sql`c.id, c.title_id, c.library_id, c.barcode, c.loan_type,
  c.volume, c.tome, c.part, c.status, t.material_type, t.title`;

/** One copy to lend to one patron. */
export interface CheckoutItem {
  patron: Patron;
  barcode: string;
}

/** The loan made (or, retried, the loan already made), or why the copy was not lent. */
export type CheckoutResult = { loanId: number; dueOn: string } | { error: HttpError };

/**
 * Check-out (docs/circulation.md "Check-out"): lends copies inside the caller's transaction,
 * each item by the same rules and in the order given, with a constant number of statements
 * however many items — the desk's single check-out is a list of one, and the demo lends
 * thousands of copies this way. Locks the patrons' rows first (in id order), then the copies'.
 * A refused item is answered with its error and leaves nothing written; the others are lent.
 */
export function checkoutCopies(deps: {
  now: () => Date;
  today: () => string;
  facts: ReturnType<typeof circulationFacts>;
  queue: ReturnType<typeof holdQueue>;
}) {
  const { now, today, queue } = deps;

  return async function lend(
    trx: Tx,
    mails: Mails,
    staffId: number | null,
    items: readonly CheckoutItem[],
    /** The caller has already locked these patrons' rows (checkout by login does). */
    lockedAlready?: ReadonlySet<number>,
  ): Promise<CheckoutResult[]> {
    if (items.length === 0) return [];
    const personIds = [...new Set(items.map((i) => i.patron.personId))].sort((a, b) => a - b);
    const toLock = personIds.filter((id) => !lockedAlready?.has(id));
    const locked =
      toLock.length === 0
        ? []
        : await trx
            .selectFrom('person')
            .select('id')
            .where('id', 'in', toLock)
            .orderBy('id')
            .forUpdate()
            .execute();
    const known = new Set([...locked.map((p) => p.id), ...(lockedAlready ?? [])]);
    const barcodes = [...new Set(items.map((i) => i.barcode.trim()))];
    const { rows: copies } = await sql<LockedCopy>`${sql.raw(PREPARED)}
      SELECT ${LOCKED_COPY_COLUMNS} FROM copy c JOIN title t ON t.id = c.title_id
      WHERE c.barcode = ANY(${barcodes}::text[]) ORDER BY c.id FOR UPDATE OF c`.execute(trx);
    const copyByBarcode = new Map(copies.map((c) => [c.barcode, c]));
    const copyIds = copies.map((c) => c.id);
    const day = today();
    // Everything else the rules decide on, in one statement once the locks are held: the
    // copies' open loans and ready holds, the policies, each patron's standing, each library's
    // calendar, and whether any patron has an open hold for one of these titles (when none,
    // the holds a loan fulfils need not be looked for: only placeHold makes holds, and it
    // waits for the patron's lock).
    const patrons = [
      ...new Map(items.map((i) => [i.patron.personId, i.patron] as const)).values(),
    ].filter((p) => known.has(p.personId));
    const pairs = items.flatMap(({ patron, barcode }) => {
      const copy = copyByBarcode.get(barcode.trim());
      return copy ? [[patron.personId, copy.title_id, copy.library_id]] : [];
    });
    const { rows } = await sql<{
      loans: { id: number; copy_id: number; person_id: number; due_on: string }[] | string;
      ready: { id: number; copy_id: number; person_id: number }[] | string;
      policies: Parameters<typeof toPolicy>[0][] | string;
      standings: (StandingRow & { person_id: number })[] | string;
      calendars: CalendarRow[] | string;
      own_holds: boolean;
    }>`${sql.raw(PREPARED)} SELECT
      coalesce((SELECT json_agg(json_build_object('id', id, 'copy_id', copy_id,
          'person_id', person_id, 'due_on', due_on))
        FROM loan WHERE copy_id = ANY(${copyIds}::int[]) AND returned_at IS NULL),
        '[]'::json) AS loans,
      coalesce((SELECT json_agg(json_build_object('id', id, 'copy_id', copy_id,
          'person_id', person_id))
        FROM hold WHERE copy_id = ANY(${copyIds}::int[]) AND status = 'ready'),
        '[]'::json) AS ready,
      ${POLICIES_JSON} AS policies,
      ${standingsJson(patrons, day)} AS standings,
      ${calendarsJson([...new Set(copies.map((c) => c.library_id))], day)} AS calendars,
      EXISTS (SELECT 1 FROM hold WHERE status IN ('queue', 'ready')
        AND (person_id, title_id, library_id) IN (SELECT * FROM unnest(
          ${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[],
          ${pairs.map((p) => p[2])}::int[]))) AS own_holds`.execute(trx);
    const read = rows[0]!;
    const openByCopy = new Map(fromJson(read.loans).map((l) => [l.copy_id, l]));
    const readyByCopy = new Map(fromJson(read.ready).map((h) => [h.copy_id, h]));
    const policies = fromJson(read.policies).map(toPolicy);
    const standings = new Map(
      fromJson(read.standings).map((s) => [s.person_id, toStanding(s, day)]),
    );
    const calendars = new Map(fromJson(read.calendars).map((c) => [c.library_id, toCalendar(c)]));

    // Decide every item first, in order, as if each were lent before the next is looked at.
    type Copy = (typeof copies)[number];
    const lent = new Map<number, { copy: Copy; patron: Patron; dueOn: string }>();
    const decisions: ({ copy: Copy; patron: Patron; dueOn: string } | CheckoutResult)[] = [];
    for (const { patron, barcode } of items) {
      const refuse = (error: HttpError) => decisions.push({ error });
      if (!known.has(patron.personId)) {
        refuse(new HttpError(404, 'patron_not_found'));
        continue;
      }
      const copy = copyByBarcode.get(barcode.trim());
      if (!copy) {
        refuse(new HttpError(404, 'copy_not_found', 'codigo_barras'));
        continue;
      }
      const open = openByCopy.get(copy.id);
      // A retried check-out answers the loan it made.
      if (open && open.person_id === patron.personId) {
        decisions.push({ loanId: open.id, dueOn: open.due_on });
        continue;
      }
      const lentNow = lent.get(copy.id);
      if (lentNow && lentNow.patron.personId === patron.personId) {
        decisions.push({ copy, patron, dueOn: lentNow.dueOn });
        continue;
      }
      if (open || lentNow || copy.status === 'on_loan') {
        refuse(new HttpError(409, 'copy_not_loanable', 'on_loan'));
        continue;
      }
      if (!isLendable(copy.loan_type)) {
        refuse(new HttpError(422, 'copy_not_loanable', copy.loan_type));
        continue;
      }
      if (copy.status === 'quarantine' || copy.status === 'in_transit') {
        refuse(new HttpError(422, 'copy_not_loanable', copy.status));
        continue;
      }
      const ready = copy.status === 'reserved' ? readyByCopy.get(copy.id) : undefined;
      if (ready && ready.person_id !== patron.personId) {
        refuse(new HttpError(409, 'copy_reserved_for_other'));
        continue;
      }
      const standing = standings.get(patron.personId)!;
      const policy =
        choosePolicy(policies, {
          libraryId: copy.library_id,
          categoryId: standing.category,
          loanType: copy.loan_type,
          materialType: copy.material_type,
        }) ?? NO_POLICY;
      if (standing.departed) {
        refuse(new HttpError(422, 'patron_departed'));
        continue;
      }
      if (standing.suspendedUntil) {
        refuse(new HttpError(422, 'patron_suspended', standing.suspendedUntil));
        continue;
      }
      if (standing.debt > policy.debtLimitCents) {
        refuse(new HttpError(422, 'debts_above_limit'));
        continue;
      }
      if (standing.openLoans >= policy.maxLoans) {
        refuse(new HttpError(422, 'loan_limit_reached'));
        continue;
      }
      const due = dueDate(calendars.get(copy.library_id)!, day, policy.loanDays);
      standing.openLoans += 1;
      lent.set(copy.id, { copy, patron, dueOn: due });
      decisions.push({ copy, patron, dueOn: due });
    }

    // Then write them: the loans, the copies' status, the holds they fulfil, the history.
    const toLend = [...lent.values()];
    const loanIds = new Map<number, number>();
    // The patron's own hold each copy fits is fulfilled by the loan: the one it was set aside
    // for, else the earliest. A hold ready on another copy frees that copy for the next in the
    // queue; holds for other volumes stay open.
    const own =
      toLend.length === 0 || !read.own_holds
        ? []
        : await trx
            .selectFrom('hold')
            .select([
              'id',
              'person_id',
              'title_id',
              'library_id',
              'status',
              'copy_id',
              'volume',
              'tome',
              'part',
              'placed_at',
            ])
            .where(
              sql<boolean>`(person_id, title_id, library_id) IN (${sql.join(
                toLend.map(
                  (l) => sql`(${l.patron.personId}, ${l.copy.title_id}, ${l.copy.library_id})`,
                ),
              )})`,
            )
            .where('status', 'in', ['queue', 'ready'])
            .orderBy('placed_at')
            .orderBy('id')
            .forUpdate()
            .execute();
    const fulfilled = new Map<number, (typeof own)[number]>();
    const used = new Set<number>();
    for (const { copy, patron } of toLend) {
      const mine = own.filter(
        (h) =>
          !used.has(h.id) &&
          h.person_id === patron.personId &&
          h.title_id === copy.title_id &&
          h.library_id === copy.library_id,
      );
      const hold =
        mine.find((h) => h.copy_id === copy.id) ?? mine.find((h) => copyFitsHold(copy, h));
      if (!hold) continue;
      used.add(hold.id);
      fulfilled.set(copy.id, hold);
    }
    if (toLend.length > 0) {
      // One statement: the loans, the copies on loan and — when no hold is fulfilled, so
      // nothing else is written in between — their history rows.
      const at = now();
      const values = sql.join(
        toLend.map(
          ({ copy, patron, dueOn }) =>
            sql`(${copy.id}::int, ${patron.personId}::int, ${patron.loginId}::int,
              ${copy.library_id}::int, ${dueOn}::text)`,
        ),
      );
      const history = sql`, logged AS (INSERT INTO circulation_event
          (at, kind, person_id, copy_id, loan_id, hold_id, staff_id, detail)
        SELECT ${at}::timestamptz, 'checkout', v.person_id, v.copy_id, made.id, NULL,
          ${staffId}::int, v.due
        FROM v JOIN made USING (copy_id))`;
      // A single loan's text never varies: prepared (a batch's grows with its size).
      const { rows: inserted } = await sql<{ id: number; copy_id: number }>`
        ${toLend.length === 1 ? sql.raw(PREPARED) : sql``} WITH v (copy_id, person_id, login_id, library_id, due) AS (VALUES ${values}),
        made AS (INSERT INTO loan
            (copy_id, person_id, login_id, library_id, loaned_at, due_on, loaned_by)
          SELECT copy_id, person_id, login_id, library_id, ${at}::timestamptz, due::date,
            ${staffId}::int
          FROM v RETURNING id, copy_id),
        lent AS (UPDATE copy SET status = 'on_loan', due_on = v.due::date
          FROM v WHERE copy.id = v.copy_id)
        ${fulfilled.size === 0 ? history : sql``}
        SELECT id, copy_id FROM made`.execute(trx);
      for (const row of inserted) loanIds.set(row.copy_id, row.id);
    }
    for (const [copyId, hold] of fulfilled) {
      await trx
        .updateTable('hold')
        .set({ status: 'fulfilled', closed_at: now() })
        .where('id', '=', hold.id)
        .execute();
      if (hold.status === 'ready' && hold.copy_id !== null && hold.copy_id !== copyId) {
        await queue.releaseCopy(trx, hold.copy_id, mails);
      }
    }
    if (fulfilled.size > 0) {
      await trx
        .insertInto('circulation_event')
        .values(
          toLend.map(({ copy, patron, dueOn }) => ({
            at: now(),
            kind: 'checkout',
            person_id: patron.personId,
            copy_id: copy.id,
            loan_id: loanIds.get(copy.id)!,
            hold_id: fulfilled.get(copy.id)?.id ?? null,
            staff_id: staffId,
            detail: dueOn,
          })),
        )
        .execute();
    }
    return decisions.map((d) =>
      'copy' in d ? { loanId: loanIds.get(d.copy.id)!, dueOn: d.dueOn } : d,
    );
  };
}
