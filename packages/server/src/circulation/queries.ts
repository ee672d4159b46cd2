import type { Hold } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { LoanPolicy } from './policy.ts';

/** The SQL shared by the circulation driver's reads and operations, and row mappings. */

export const POLICY_COLUMNS = [
  'library_id',
  'category_id',
  'loan_type',
  'material_type',
  'loan_days',
  'max_loans',
  'renewals',
  'renewal_days',
  'hold_limit',
  'pickup_days',
  'fine_per_day_cents',
  'suspension_days_per_day',
  'grace_days',
  'debt_limit_cents',
] as const;

/** Without a policy row the library lends nothing: a clear refusal, not a crash. */
export const NO_POLICY: LoanPolicy = {
  libraryId: null,
  categoryId: null,
  loanType: null,
  materialType: null,
  loanDays: 0,
  maxLoans: 0,
  renewals: 0,
  renewalDays: 1,
  holdLimit: 0,
  pickupDays: 1,
  finePerDayCents: 0,
  suspensionDaysPerDay: 0,
  graceDays: 0,
  debtLimitCents: 0,
};

/** A loan's overdue fine (at most one: unique index fine_loan_overdue). */
export const OVERDUE_FINE = sql<number | null>`(SELECT f.amount_cents FROM fine f
  WHERE f.loan_id = l.id AND f.service = 'overdue')`;

/**
 * Loan rows as the patron lists show them. The library's name and the overdue fine are
 * subqueries, not joins: the same rows (the library always exists, a loan has at most one
 * overdue fine), and PostgreSQL plans the statement in a third of the time — planning was
 * most of its cost for a patron's open loans.
 */
export function loanQuery(db: Kysely<Database>) {
  return db
    .selectFrom('loan as l')
    .innerJoin('copy as c', 'c.id', 'l.copy_id')
    .innerJoin('title as t', 't.id', 'c.title_id')
    .select([
      'l.id',
      'l.copy_id',
      'l.person_id',
      'l.login_id',
      'l.library_id',
      'l.loaned_at',
      'l.due_on',
      'l.returned_at',
      'l.renewals',
      'c.barcode',
      'c.volume',
      'c.tome',
      'c.part',
      'c.loan_type',
      'c.call_number',
      'c.location',
      'c.title_id',
      't.title',
      't.authors',
      't.material_type',
      sql<string>`(SELECT lib.name FROM library lib WHERE lib.id = l.library_id)`.as(
        'library_name',
      ),
      OVERDUE_FINE.as('fine_cents'),
    ]);
}
export type LoanRow = Awaited<ReturnType<ReturnType<typeof loanQuery>['execute']>>[number];

export function holdQuery(db: Kysely<Database>) {
  return db
    .selectFrom('hold as h')
    .innerJoin('title as t', 't.id', 'h.title_id')
    .innerJoin('library as lib', 'lib.id', 'h.library_id')
    .select([
      'h.id',
      'h.title_id',
      't.title',
      'h.library_id',
      'lib.name as library_name',
      'h.volume',
      'h.tome',
      'h.part',
      'h.material',
      'h.placed_at',
      'h.status',
      'h.ready_at',
      'h.pickup_until',
      'h.closed_at',
      'h.observations',
      sql<number | null>`CASE WHEN h.status = 'queue' THEN (
        SELECT count(*) FROM hold q WHERE q.status = 'queue' AND q.title_id = h.title_id
          AND q.library_id = h.library_id AND (q.placed_at, q.id) <= (h.placed_at, h.id))
        END`.as('position'),
    ]);
}
export type HoldRow = Awaited<ReturnType<ReturnType<typeof holdQuery>['execute']>>[number];

export const iso = (value: Date | string) => new Date(value).toISOString();
export const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

export function toHold(row: HoldRow): Hold {
  return {
    cod_reserva: row.id,
    cod_acervo: row.title_id,
    titulo: row.title,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    volume: row.volume,
    tomo: row.tome,
    parte: row.part,
    material_adicional: row.material,
    data_reserva: iso(row.placed_at),
    situacao: row.status,
    posicao_fila: row.position === null ? null : Number(row.position),
    data_liberacao: row.ready_at ? iso(row.ready_at) : null,
    prazo_retirada: row.pickup_until,
    data_encerramento: row.closed_at ? iso(row.closed_at) : null,
    observacoes: row.observations,
  };
}
