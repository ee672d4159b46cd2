import type { RenewalBlock } from '@estante/contract';
import { addDays, daysBetween, dueDate, type LibraryCalendar } from './calendar.ts';
import type { LoanPolicy } from './policy.ts';

/**
 * The circulation rules as pure functions (docs/circulation.md). The engine loads the facts,
 * asks these, and writes the outcome in one transaction.
 */

/** Days a loan is late on `today` (0 when not yet due). */
export function daysLate(dueOn: string, today: string): number {
  return Math.max(0, daysBetween(dueOn, today));
}

/**
 * Days that are charged for a loan returned `late` days after its due date: none within the
 * grace period, every late day beyond it (Koha's "fine grace period": a patron a day late
 * inside the grace pays nothing; past it, the whole delay counts).
 */
export function chargeableDays(late: number, policy: Pick<LoanPolicy, 'graceDays'>): number {
  return late > policy.graceDays ? late : 0;
}

/** The overdue fine in centavos (integer money only). */
export function overdueFine(
  late: number,
  policy: Pick<LoanPolicy, 'graceDays' | 'finePerDayCents'>,
): number {
  return chargeableDays(late, policy) * policy.finePerDayCents;
}

/** Days of suspension a late return earns. */
export function suspensionDays(
  late: number,
  policy: Pick<LoanPolicy, 'graceDays' | 'suspensionDaysPerDay'>,
): number {
  return chargeableDays(late, policy) * policy.suspensionDaysPerDay;
}

/**
 * The suspension a late return gives, starting on the return day — or after the end of a
 * suspension already running (they add up instead of overlapping). Null when none.
 */
export function suspensionPeriod(
  today: string,
  days: number,
  currentEnd: string | null,
): { startsOn: string; endsOn: string } | null {
  if (days <= 0) return null;
  const startsOn = currentEnd && currentEnd >= today ? addDays(currentEnd, 1) : today;
  return { startsOn, endsOn: addDays(startsOn, days - 1) };
}

/**
 * The last day of the suspension in force on `day`, following suspensions queued right after
 * it (a late return during a suspension adds its days after it); null when none is in force.
 * `rows`: the patron's unlifted suspensions ending on or after `day`, by start.
 */
export function suspensionChainEnd(
  rows: readonly { starts_on: string; ends_on: string }[],
  day: string,
): string | null {
  let until = '';
  for (const row of rows) {
    const joins = until === '' ? row.starts_on <= day : row.starts_on <= addDays(until, 1);
    if (joins && row.ends_on > until) until = row.ends_on;
  }
  return until === '' ? null : until;
}

/** The facts a renewal is decided on. */
export interface RenewalFacts {
  returned: boolean;
  dueOn: string;
  renewals: number;
  /** The copy's loan type: reference copies never go home, special ones are not renewed. */
  loanType: string;
  today: string;
  /** Last day of a suspension in force, else null. */
  suspendedUntil: string | null;
  /** The patron's open debt balance in centavos. */
  debtCents: number;
  /** Holds by other patrons waiting for this title at the copy's library. */
  othersWaiting: number;
}

/**
 * Why a loan cannot be renewed — the first reason in the order of RENEWAL_BLOCKS — or null
 * when it can be.
 */
export function renewalBlock(facts: RenewalFacts, policy: LoanPolicy): RenewalBlock | null {
  if (facts.returned) return 'returned';
  if (facts.suspendedUntil !== null && facts.suspendedUntil >= facts.today) return 'suspended';
  if (facts.debtCents > policy.debtLimitCents) return 'debts';
  if (facts.dueOn < facts.today) return 'overdue';
  if (facts.othersWaiting > 0) return 'reserved';
  if (facts.renewals >= policy.renewals) return 'limit';
  if (facts.loanType === 'special' || facts.loanType === 'reference') return 'not_renewable';
  return null;
}

/**
 * The due date after a renewal: `renewalDays` from today, on an opening day, never earlier
 * than the current due date (renewing early never shortens a loan).
 */
export function renewedDueDate(
  calendar: LibraryCalendar,
  today: string,
  currentDue: string,
  policy: Pick<LoanPolicy, 'renewalDays'>,
): string {
  const next = dueDate(calendar, today, policy.renewalDays);
  return next > currentDue ? next : currentDue;
}

/** A copy's volume/tome/part, and what a hold asked for (null: any). */
export interface Parts {
  volume: string | null;
  tome: string | null;
  part: string | null;
}

/** Whether a copy satisfies a hold: each part the hold names must be the copy's. */
export function copyFitsHold(copy: Parts, hold: Parts): boolean {
  return (
    (hold.volume === null || hold.volume === copy.volume) &&
    (hold.tome === null || hold.tome === copy.tome) &&
    (hold.part === null || hold.part === copy.part)
  );
}

/** A hold waiting in a queue. */
export interface QueuedHold extends Parts {
  id: number;
  placedAt: number;
}

/**
 * The hold a returned copy goes to: the earliest placed (then lowest id: FIFO) of the holds
 * waiting at its library that the copy satisfies. Null when none waits.
 */
export function nextHoldFor(copy: Parts, queue: readonly QueuedHold[]): QueuedHold | null {
  let chosen: QueuedHold | null = null;
  for (const hold of queue) {
    if (!copyFitsHold(copy, hold)) continue;
    if (
      !chosen ||
      hold.placedAt < chosen.placedAt ||
      (hold.placedAt === chosen.placedAt && hold.id < chosen.id)
    ) {
      chosen = hold;
    }
  }
  return chosen;
}

/** A loan type that may go home: reference copies stay in the library. */
export function isLendable(loanType: string): boolean {
  return loanType !== 'reference';
}

/** Balance of a debit: amount − discount − paid, in centavos. */
export function balance(debit: {
  amount_cents: number;
  discount_cents: number;
  paid_cents: number;
}): number {
  return debit.amount_cents - debit.discount_cents - debit.paid_cents;
}
