import type { Debit, Loan } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { PREPARED } from '../db/database.ts';
import { HttpError, type Lang } from '../lib/http-errors.ts';
import type { CirculationDriver, DayRange, Patron } from './driver.ts';
import { money } from './money.ts';
import {
  type circulationFacts,
  fromJson,
  POLICIES_JSON,
  standingColumns,
  toPolicy,
  toStanding,
  waitingCounter,
  type StandingRow,
  type WaitingHold,
} from './facts.ts';
import { choosePolicy, type LoanPolicy } from './policy.ts';
import {
  holdQuery,
  iso,
  loanQuery,
  NO_POLICY,
  OVERDUE_FINE,
  toHold,
  type LoanRow,
} from './queries.ts';
import { balance, daysLate, isLendable, overdueFine, renewalBlock } from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

/**
 * What a patron reads of their circulation: loans (with whether each may be renewed and why
 * not), history, debits, suspensions, holds, and what the hold form offers for a title.
 */
export function patronViews({
  db,
  today,
  facts,
}: {
  db: Kysely<Database>;
  today: () => string;
  facts: ReturnType<typeof circulationFacts>;
}): Pick<
  CirculationDriver,
  | 'pendingLoans'
  | 'loanHistory'
  | 'pendingDebits'
  | 'suspensions'
  | 'holdInfo'
  | 'openHolds'
  | 'holdHistory'
> {
  const { categoryOf, othersWaiting, policies, policyFor, standing } = facts;

  /**
   * The pending-loans list's one statement: the open loans with the policies, the patron's
   * standing and the other patrons' holds their renewal verdicts need (five round trips were
   * most of the time). Compiled once (its text never varies).
   */
  const pendingLoansStatement = compiledOnce((personId: number, loginId: number, day: string) => {
    const open = loanQuery(db)
      .where('l.person_id', '=', personId)
      .where('l.returned_at', 'is', null);
    return sql`${sql.raw(PREPARED)} WITH loans AS ${open}
        SELECT
          coalesce((SELECT json_agg(loans ORDER BY due_on, id) FROM loans), '[]'::json) AS loans,
          ${POLICIES_JSON} AS policies,
          coalesce((SELECT json_agg(json_build_object('title_id', h.title_id,
              'library_id', h.library_id, 'volume', h.volume, 'tome', h.tome, 'part', h.part))
            FROM hold h WHERE h.status = 'queue' AND h.person_id <> ${personId}
              AND (h.title_id, h.library_id) IN (SELECT title_id, library_id FROM loans)),
            '[]'::json) AS waiting,
          ${standingColumns({ personId, loginId }, day)}`.compile(db);
  });

  async function toLoans(
    t: Tx,
    rows: LoanRow[],
    patron: Patron,
    details: boolean,
    lang: Lang,
  ): Promise<Loan[]> {
    if (rows.length === 0) return [];
    const [all, facts, waitingFor] = await Promise.all([
      policies(t),
      standing(t, patron),
      othersWaiting(t, rows, patron.personId),
    ]);
    return loansOf(rows, { all, facts, waitingFor, day: today() }, details, lang);
  }

  /** The loans as the patron sees them, from their rows and the facts the rules decide on. */
  function loansOf(
    rows: LoanRow[],
    known: {
      all: LoanPolicy[];
      facts: ReturnType<typeof toStanding>;
      waitingFor: (row: LoanRow) => number;
      day: string;
    },
    details: boolean,
    lang: Lang,
  ): Loan[] {
    const { all, facts, waitingFor, day } = known;
    {
      const { category, suspendedUntil: suspended, debt } = facts;
      return rows.map((row) => {
        const policy =
          choosePolicy(all, {
            libraryId: row.library_id,
            categoryId: category,
            loanType: row.loan_type,
            materialType: row.material_type,
          }) ?? NO_POLICY;
        const othersWaiting = waitingFor(row);
        const returned = row.returned_at !== null;
        const block = returned
          ? null
          : renewalBlock(
              {
                returned,
                dueOn: row.due_on,
                renewals: row.renewals,
                loanType: row.loan_type,
                today: day,
                suspendedUntil: suspended,
                debtCents: debt,
                othersWaiting,
              },
              policy,
            );
        const late = returned ? 0 : daysLate(row.due_on, day);
        const fineCents = returned ? (row.fine_cents ?? 0) : overdueFine(late, policy);
        const loan: Loan = {
          cod_emprestimo: row.id,
          cod_acervo: row.title_id,
          titulo: row.title,
          autor: row.authors[0] ?? null,
          cod_exemplar: row.copy_id,
          codigo_barras: row.barcode,
          volume: row.volume,
          tomo: row.tome,
          parte: row.part,
          cod_biblioteca: row.library_id,
          desc_biblioteca: row.library_name,
          data_emprestimo: iso(row.loaned_at),
          data_devolucao_prevista: row.due_on,
          data_devolucao: row.returned_at ? iso(row.returned_at) : null,
          renovacoes: row.renewals,
          renovacoes_permitidas: policy.renewals,
          dias_atraso: late,
          atrasado: late > 0,
          renovavel: !returned && block === null,
          motivo_nao_renovavel: block,
          multa: fineCents > 0 ? money(fineCents, lang) : null,
        };
        if (details) {
          loan.detalhes = {
            chamada: row.call_number,
            localizacao: row.location,
            reservas_na_fila: othersWaiting,
          };
        }
        return loan;
      });
    }
  }

  function checkRange(range: DayRange) {
    if (range.from && range.to && range.from > range.to) {
      throw new HttpError(422, 'dates_out_of_order', 'dataIni');
    }
  }

  return {
    async pendingLoans(patron, details, lang) {
      const day = today();
      const { rows } = await db.executeQuery<
        StandingRow & {
          // Timestamps arrive as ISO text here (iso() reads both), the rest as loanQuery's.
          loans: LoanRow[] | string;
          policies: Parameters<typeof toPolicy>[0][] | string;
          waiting: WaitingHold[] | string;
        }
      >(pendingLoansStatement(patron.personId, patron.loginId ?? 0, day));
      const row = rows[0]!;
      return loansOf(
        fromJson(row.loans),
        {
          all: fromJson(row.policies).map(toPolicy),
          facts: toStanding(row, day),
          waitingFor: waitingCounter(fromJson(row.waiting)),
          day,
        },
        details,
        lang,
      );
    },

    async loanHistory(patron, range, onlyFined, lang) {
      checkRange(range);
      let query = loanQuery(db)
        .where('l.person_id', '=', patron.personId)
        .where('l.returned_at', 'is not', null);
      if (range.from) query = query.where(sql<boolean>`l.loaned_at >= ${range.from}::date`);
      if (range.to) {
        query = query.where(sql<boolean>`l.loaned_at < ${range.to}::date + 1`);
      }
      if (onlyFined) query = query.where(sql<boolean>`${OVERDUE_FINE} IS NOT NULL`);
      const rows = await query.orderBy('l.loaned_at', 'desc').orderBy('l.id', 'desc').execute();
      return toLoans(db, rows, patron, false, lang);
    },

    async pendingDebits(patron, lang) {
      const rows = await db
        .selectFrom('fine as f')
        .innerJoin('library as lib', 'lib.id', 'f.library_id')
        .leftJoin('loan as l', 'l.id', 'f.loan_id')
        .leftJoin('copy as c', 'c.id', 'l.copy_id')
        .leftJoin('title as t', 't.id', 'c.title_id')
        .select([
          'f.id',
          'f.loan_id',
          'f.library_id',
          'lib.name as library_name',
          'f.service',
          'f.reason',
          'f.amount_cents',
          'f.discount_cents',
          'f.paid_cents',
          'f.paid_at',
          'f.created_at',
          'l.due_on',
          't.id as title_id',
          't.title',
        ])
        .where('f.person_id', '=', patron.personId)
        .where(sql<boolean>`f.amount_cents - f.discount_cents - f.paid_cents > 0`)
        .orderBy('f.created_at')
        .orderBy('f.id')
        .execute();
      const debitos: Debit[] = rows.map((r) => ({
        cod_debito: r.id,
        cod_emprestimo: r.loan_id,
        cod_acervo: r.title_id,
        titulo: r.title,
        cod_biblioteca: r.library_id,
        desc_biblioteca: r.library_name,
        tipo_servico: r.service,
        motivo: r.reason,
        data: iso(r.created_at),
        data_devolucao_prevista: r.due_on,
        valor_multa: money(r.amount_cents, lang),
        desconto: money(r.discount_cents, lang),
        valor_pago: money(r.paid_cents, lang),
        data_pagamento: r.paid_at ? iso(r.paid_at) : null,
        saldo: money(balance(r), lang),
      }));
      const total = debitos.reduce((sum, d) => sum + d.saldo.centavos, 0);
      return { debitos, total: money(total, lang) };
    },

    async suspensions(patron) {
      const day = today();
      const rows = await db
        .selectFrom('suspension as s')
        .leftJoin('library as lib', 'lib.id', 's.library_id')
        .select([
          's.id',
          's.library_id',
          'lib.name as library_name',
          's.starts_on',
          's.ends_on',
          's.reason',
          's.lifted_at',
        ])
        .where('s.person_id', '=', patron.personId)
        .orderBy('s.starts_on', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      return rows.map((r) => ({
        cod_afastamento: r.id,
        cod_biblioteca: r.library_id,
        desc_biblioteca: r.library_name,
        data_inicio: r.starts_on,
        data_fim: r.ends_on,
        motivo: r.reason,
        ativo: r.lifted_at === null && r.starts_on <= day && r.ends_on >= day,
      }));
    },

    async holdInfo(patron, titleId) {
      const title = await db
        .selectFrom('title')
        .select(['id', 'title', 'material_type', 'network_institution_id'])
        .where('id', '=', titleId)
        .executeTakeFirst();
      if (!title || title.network_institution_id !== null) throw new HttpError(404, 'not_found');
      const copies = await db
        .selectFrom('copy as c')
        .innerJoin('library as lib', 'lib.id', 'c.library_id')
        .select([
          'c.library_id',
          'lib.name',
          'c.status',
          'c.loan_type',
          'c.due_on',
          'c.volume',
          'c.tome',
          'c.part',
        ])
        .where('c.title_id', '=', titleId)
        .orderBy('lib.name')
        .execute();
      const queues = await db
        .selectFrom('hold')
        .select(['library_id', sql<number>`count(*)`.as('n')])
        .where('title_id', '=', titleId)
        .where('status', '=', 'queue')
        .groupBy('library_id')
        .execute();
      const libraries = new Map<number, HoldLibrary>();
      for (const copy of copies) {
        const entry = libraries.get(copy.library_id) ?? {
          cod_biblioteca: copy.library_id,
          desc_biblioteca: copy.name,
          exemplares: 0,
          disponiveis: 0,
          fila: Number(queues.find((q) => q.library_id === copy.library_id)?.n ?? 0),
          proxima_devolucao: null,
        };
        entry.exemplares += 1;
        if (copy.status === 'available' && isLendable(copy.loan_type)) entry.disponiveis += 1;
        if (copy.due_on && (!entry.proxima_devolucao || copy.due_on < entry.proxima_devolucao)) {
          entry.proxima_devolucao = copy.due_on;
        }
        libraries.set(copy.library_id, entry);
      }
      const distinct = (values: (string | null)[]) =>
        [...new Set(values.filter((v): v is string => v !== null))].sort((a, b) =>
          a.localeCompare(b, 'pt', { numeric: true }),
        );
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('hold')
          .select(sql<number>`count(*)`.as('n'))
          .where('person_id', '=', patron.personId)
          .where('status', 'in', ['queue', 'ready'])
          .executeTakeFirst();
        const policy = await policyFor(trx, {
          libraryId: copies[0]?.library_id ?? 0,
          categoryId: await categoryOf(trx, patron),
          loanType: 'normal',
          materialType: title.material_type,
        });
        return {
          cod_acervo: title.id,
          titulo: title.title,
          bibliotecas: [...libraries.values()],
          volumes: distinct(copies.map((c) => c.volume)),
          tomos: distinct(copies.map((c) => c.tome)),
          partes: distinct(copies.map((c) => c.part)),
          materiais: [],
          reservas_abertas: Number(open?.n ?? 0),
          limite_reservas: policy.holdLimit,
        };
      });
    },

    async openHolds(patron) {
      const rows = await holdQuery(db)
        .where('h.person_id', '=', patron.personId)
        .where('h.status', 'in', ['queue', 'ready'])
        .orderBy('h.placed_at')
        .orderBy('h.id')
        .execute();
      return rows.map(toHold);
    },

    async holdHistory(patron, range) {
      checkRange(range);
      let query = holdQuery(db).where('h.person_id', '=', patron.personId);
      if (range.from) query = query.where(sql<boolean>`h.placed_at >= ${range.from}::date`);
      if (range.to) query = query.where(sql<boolean>`h.placed_at < ${range.to}::date + 1`);
      const rows = await query.orderBy('h.placed_at', 'desc').orderBy('h.id', 'desc').execute();
      return rows.map(toHold);
    },
  };
}

interface HoldLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  exemplares: number;
  disponiveis: number;
  fila: number;
  proxima_devolucao: string | null;
}
