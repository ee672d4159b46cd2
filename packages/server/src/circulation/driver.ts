import type {
  CancelHoldsBodySchema,
  Debit,
  Hold,
  HoldBody,
  HoldInfo,
  Loan,
  Money,
  RenewalResult,
} from '@estante/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../db/schema.ts';
import type { Lang } from '../lib/http-errors.ts';
import type { CheckoutItem, CheckoutResult } from './checkout.ts';

/** The patron a call is for, from the verified token (never from a parameter). */
export interface Patron {
  personId: number;
  /** The login signed in with: its patron category chooses the loan policy. */
  loginId: number | null;
}

/** A date range of a history call, both ends optional and inclusive. */
export interface DayRange {
  from?: string;
  to?: string;
}

export interface CheckinOutcome {
  loanId: number;
  personId: number;
  fineCents: number;
  suspensionDays: number;
  hold: { holdId: number; personId: number; pickupUntil: string } | null;
}

/**
 * Circulation behind one interface (as VuFind keeps its ILS drivers apart): the API and the
 * desk CLI speak to this; `postgresCirculation` (engine.ts) is the one driver now, and a later
 * one could front another library system. Every operation is one transaction; failures are
 * HttpErrors with the spec's keys.
 */
export interface CirculationDriver {
  /** The libraries' calendar day now ('YYYY-MM-DD', in the circulation's time zone). */
  today(): string;
  pendingLoans(patron: Patron, details: boolean, lang: Lang): Promise<Loan[]>;
  loanHistory(patron: Patron, range: DayRange, onlyFined: boolean, lang: Lang): Promise<Loan[]>;
  pendingDebits(patron: Patron, lang: Lang): Promise<{ debitos: Debit[]; total: Money }>;
  suspensions(patron: Patron): Promise<
    {
      cod_afastamento: number;
      cod_biblioteca: number | null;
      desc_biblioteca: string | null;
      data_inicio: string;
      data_fim: string;
      motivo: string;
      ativo: boolean;
    }[]
  >;
  /** Renews each loan of the patron it can; a result per id, in the order given. */
  renew(
    patron: Patron,
    loanIds: readonly number[],
    lang: Lang,
    staffId?: number,
  ): Promise<RenewalResult[]>;

  holdInfo(patron: Patron, titleId: number): Promise<HoldInfo>;
  checkHold(
    patron: Patron,
    body: HoldBody,
    lang: Lang,
  ): Promise<{
    permitido: boolean;
    motivo: string | null;
    mensagem: string | null;
    fila: number;
    disponiveis: number;
  }>;
  placeHold(
    patron: Patron,
    body: HoldBody,
    lang: Lang,
  ): Promise<{ cod_reserva: number; posicao_fila: number; mensagem: string }>;
  openHolds(patron: Patron): Promise<Hold[]>;
  holdHistory(patron: Patron, range: DayRange): Promise<Hold[]>;
  /** Cancels the patron's open holds; any id not theirs or not open → 404, nothing changes. */
  cancelHolds(
    patron: Patron,
    holdIds: Static<typeof CancelHoldsBodySchema>['reservas'],
  ): Promise<number[]>;

  /** Desk: lends the copy to the patron of `login`. Repeating it answers the same loan. */
  checkout(
    staffId: number | null,
    login: string,
    barcode: string,
  ): Promise<{ loanId: number; dueOn: string }>;
  /** Desk and self-service: lends the copy to a patron found already (checkout by login). */
  checkoutPatron(
    staffId: number | null,
    patron: Patron,
    barcode: string,
  ): Promise<{ loanId: number; dueOn: string }>;
  /**
   * Desk: lends several copies in one transaction (a stack of books at the counter; the demo's
   * thousands of loans), each item by check-out's rules in the order given. Answers per item
   * the loan, or the refusal check-out would have thrown (`{ error }`); refused items write
   * nothing, the others are lent.
   */
  checkoutBatch(staffId: number | null, items: readonly CheckoutItem[]): Promise<CheckoutResult[]>;
  /**
   * Self-service: the patron of a loan token in force (GET|POST /api/emprestimo/token), with
   * what a machine greets them with. The token stays valid until it expires, so one session
   * at the machine may lend several items.
   * @throws HttpError 422 `loan_token_invalid` for an unknown, expired or replaced token.
   */
  loanTokenHolder(token: string): Promise<{
    patron: Patron;
    name: string;
    openLoans: number;
    validUntil: Date;
  }>;
  /** Desk: takes a copy back, charges lateness, hands the copy to the next hold. */
  checkin(staffId: number | null, barcode: string): Promise<CheckinOutcome>;
  /** Desk: the person of a login (for renewals on a patron's behalf). */
  patronByLogin(login: string): Promise<Patron>;
  pay(staffId: number | null, fineId: number, cents: number): Promise<{ saldo: number }>;
  waive(staffId: number | null, fineId: number, reason: string): Promise<{ saldo: number }>;
  /**
   * Desk: suspends a patron for `days` from today (or after a running suspension), e.g. for a
   * lost or damaged item; answers the suspension's id and last day.
   */
  suspend(
    staffId: number | null,
    patron: Patron,
    days: number,
    reason: string,
  ): Promise<{ id: number; endsOn: string }>;
  /** Desk: lifts a suspension (kept in the history, no longer in force). */
  liftSuspension(staffId: number | null, suspensionId: number): Promise<void>;
  /**
   * Removes the patron from the unit (spec §4, the no-debts declaration) in one transaction
   * with `declare`, which writes the declaration and answers its id: records the departure
   * (a later declaration keeps the first date) and cancels the patron's open holds, a copy set
   * aside for one passing to the next hold. Answers the declaration's id.
   */
  leaveUnit(
    personId: number,
    at: Date,
    declare: (trx: Kysely<Database>) => Promise<number>,
  ): Promise<number>;
  /**
   * Desk: takes a patron who left the unit back in (they borrow and hold again; holds cancelled
   * by the departure stay cancelled). Answers when they had left.
   * @throws HttpError 422 `patron_not_departed` when the patron had not left.
   */
  readmit(staffId: number | null, patron: Patron): Promise<{ leftAt: Date }>;
  /**
   * Closes a patron's account (docs/privacy.md) in one transaction with `erase`, which checks
   * that nothing is owed (under the patron's lock) and erases the personal data: cancels the
   * patron's open holds, a copy set aside for one passing to the next hold.
   */
  closeAccount(personId: number, erase: (trx: Kysely<Database>) => Promise<void>): Promise<void>;
  /** Ready holds past their pickup day become expired; their copies go to the next hold. */
  expireHolds(): Promise<number>;
}
