import type { HoldBody, RenewalResult } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PREPARED } from '../db/database.ts';
import { errorMessage, HttpError } from '../lib/http-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { localDay, type LibraryCalendar } from './calendar.ts';
import type { CheckinOutcome, CirculationDriver, Patron } from './driver.ts';
import {
  checkoutCopies,
  LOCKED_COPY_COLUMNS,
  type CheckoutResult,
  type LockedCopy,
} from './checkout.ts';
import { unitDeparture } from './departure.ts';
import { holdQueue, type Mails } from './hold-queue.ts';
import { formatDay, HOLD_PLACED, RENEWAL_MESSAGES } from './messages.ts';
import { circulationFacts, fromJson, POLICIES_JSON, toPolicy } from './facts.ts';
import { patronViews } from './patron-views.ts';
import { choosePolicy, type LoanPolicy } from './policy.ts';
import { emptyToNull, loanQuery, NO_POLICY } from './queries.ts';
import {
  balance,
  daysLate,
  isLendable,
  overdueFine,
  renewalBlock,
  renewedDueDate,
  suspensionDays,
  suspensionPeriod,
} from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

export interface CirculationOptions {
  db: Kysely<Database>;
  mailer?: Mailer;
  /** The libraries' time zone: a loan's "today" (CIRCULATION_TIME_ZONE, America/Sao_Paulo). */
  timeZone?: string;
  /** The clock; the demo's two years of history run the engine on a simulated one. */
  now?: () => Date;
  log?: { warn(message: string): void };
}

/** The PostgreSQL (and PGlite) circulation driver. */
export function postgresCirculation(options: CirculationOptions): CirculationDriver {
  const { db } = options;
  const timeZone = options.timeZone ?? 'America/Sao_Paulo';
  const now = options.now ?? (() => new Date());
  const today = () => localDay(now(), timeZone);
  const facts = circulationFacts({ now, today });
  const {
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
  } = facts;
  const queue = holdQueue({ now, today, facts, mailer: options.mailer });
  const { passOn, closeHold } = queue;

  /** Runs `work` in a transaction, then sends the email it queued (only once committed). */
  async function transact<T>(work: (trx: Tx, mails: Mails) => Promise<T>) {
    const mails: Mails = [];
    const result = await db.transaction().execute((trx) => work(trx, mails));
    for (const send of mails) {
      await send().catch((error: unknown) =>
        options.log?.warn(`circulation email not sent: ${String(error)}`),
      );
    }
    return result;
  }

  /** Every reason a hold cannot be placed, checked in the spec §5 order; null when it can. */
  async function holdRefusal(
    trx: Tx,
    patron: Patron,
    body: HoldBody,
  ): Promise<{
    refusal: { status: number; key: Parameters<typeof errorMessage>[0]; field?: string } | null;
    queue: number;
    available: number;
    parts: { volume: string | null; tome: string | null; part: string | null };
    policy: LoanPolicy;
  }> {
    const title = await trx
      .selectFrom('title')
      .select(['id', 'material_type', 'network_institution_id'])
      .where('id', '=', body.cod_acervo)
      .executeTakeFirst();
    if (!title || title.network_institution_id !== null) throw new HttpError(404, 'not_found');
    const copies = await trx
      .selectFrom('copy')
      .select(['id', 'volume', 'tome', 'part', 'status', 'loan_type'])
      .where('title_id', '=', title.id)
      .where('library_id', '=', body.biblioteca)
      .execute();
    const parts = {
      volume: emptyToNull(body.volume),
      tome: emptyToNull(body.tomo),
      part: emptyToNull(body.parte),
    };
    const queueRow = await trx
      .selectFrom('hold')
      .select(sql<number>`count(*)`.as('n'))
      .where('title_id', '=', title.id)
      .where('library_id', '=', body.biblioteca)
      .where('status', '=', 'queue')
      .executeTakeFirst();
    const queue = Number(queueRow?.n ?? 0);
    const policy = await policyFor(trx, {
      libraryId: body.biblioteca,
      categoryId: await categoryOf(trx, patron),
      loanType: 'normal',
      materialType: title.material_type,
    });
    const answer = (
      refusal: { status: number; key: Parameters<typeof errorMessage>[0]; field?: string } | null,
      available = 0,
    ) => ({ refusal, queue, available, parts, policy });

    // Spec §5: every part the copies distinguish must be chosen.
    for (const [key, field] of [
      ['volume', 'volume'],
      ['tome', 'tomo'],
      ['part', 'parte'],
    ] as const) {
      const values = new Set(copies.map((c) => c[key]).filter((v) => v !== null));
      const chosen = parts[key];
      if (values.size > 1 && chosen === null) {
        return answer({ status: 422, key: 'hold_options_required', field });
      }
      if (chosen !== null && !values.has(chosen)) {
        return answer({ status: 422, key: 'hold_options_required', field });
      }
    }
    const fitting = copies.filter(
      (c) =>
        (parts.volume === null || c.volume === parts.volume) &&
        (parts.tome === null || c.tome === parts.tome) &&
        (parts.part === null || c.part === parts.part),
    );
    const holdable = fitting.filter((c) => isLendable(c.loan_type));
    const available = holdable.filter((c) => c.status === 'available').length;
    if (holdable.length === 0) return answer({ status: 422, key: 'hold_not_possible' });
    if (available > 0) return answer({ status: 422, key: 'hold_copies_available' }, available);

    if (await departed(trx, patron.personId)) {
      return answer({ status: 422, key: 'patron_departed' });
    }
    const until = await suspendedUntil(trx, patron.personId);
    if (until) return answer({ status: 422, key: 'patron_suspended', field: until });
    const borrowed = await trx
      .selectFrom('loan as l')
      .innerJoin('copy as c', 'c.id', 'l.copy_id')
      .select('l.id')
      .where('l.person_id', '=', patron.personId)
      .where('l.returned_at', 'is', null)
      .where('c.title_id', '=', title.id)
      .executeTakeFirst();
    if (borrowed) return answer({ status: 422, key: 'hold_already_borrowed' });
    const duplicate = await trx
      .selectFrom('hold')
      .select('id')
      .where('person_id', '=', patron.personId)
      .where('title_id', '=', title.id)
      .where('library_id', '=', body.biblioteca)
      .where('status', 'in', ['queue', 'ready'])
      .executeTakeFirst();
    if (duplicate) return answer({ status: 422, key: 'hold_duplicate' });
    const open = await trx
      .selectFrom('hold')
      .select(sql<number>`count(*)`.as('n'))
      .where('person_id', '=', patron.personId)
      .where('status', 'in', ['queue', 'ready'])
      .executeTakeFirst();
    if (Number(open?.n ?? 0) >= policy.holdLimit) {
      return answer({ status: 422, key: 'hold_limit_reached' });
    }
    return answer(null);
  }

  async function findFine(trx: Tx, fineId: number) {
    const fine = await trx
      .selectFrom('fine')
      .selectAll()
      .where('id', '=', fineId)
      .forUpdate()
      .executeTakeFirst();
    if (!fine) throw new HttpError(404, 'not_found');
    const owed = balance(fine);
    if (owed <= 0) throw new HttpError(422, 'debit_settled');
    return { fine, owed };
  }

  /**
   * The patron of a login (the local one first, then the oldest); with `lock`, their person
   * row is locked too (inside a transaction), as lockPatron would.
   * @throws HttpError 404 patron_not_found.
   */
  async function loginOf(trx: Tx, login: string, lock: boolean): Promise<Patron> {
    const { rows } = await sql<{ person_id: number; id: number }>`
      ${sql.raw(PREPARED)} SELECT pl.person_id, pl.id FROM person_login pl JOIN person p ON p.id = pl.person_id
      WHERE lower(pl.login) = lower(${login.trim()})
      ORDER BY pl.base = 'local' DESC, pl.id LIMIT 1
      ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(trx);
    const row = rows[0];
    if (!row) throw new HttpError(404, 'patron_not_found', 'usuario');
    return { personId: row.person_id, loginId: row.id };
  }

  /** A single check-out's answer: the loan, or its refusal thrown. */
  function loanOrError(result: CheckoutResult | undefined) {
    if (!result) throw new HttpError(404, 'copy_not_found', 'codigo_barras');
    if ('error' in result) throw result.error;
    return result;
  }

  const views = patronViews({ db, today, facts });
  const lend = checkoutCopies({ now, today, facts, queue });
  const departure = unitDeparture({ facts, queue, transact });

  return {
    today,
    ...views,
    ...departure,

    async renew(patron, loanIds, lang, staffId) {
      if (loanIds.length === 0) throw new HttpError(422, 'renewal_select_one', 'emprestimos');
      const ids = [...new Set(loanIds)];
      return transact(async (trx) => {
        await lockPatron(trx, patron.personId);
        const rows = await loanQuery(trx)
          .where('l.id', 'in', ids)
          .where('l.person_id', '=', patron.personId)
          .execute();
        // Another patron's id (or one that does not exist): nothing is renewed.
        if (rows.length !== ids.length) throw new HttpError(404, 'not_found');
        const [all, facts] = await Promise.all([policies(trx), standing(trx, patron)]);
        const { category, suspendedUntil: suspended, debt } = facts;
        const day = today();
        const results = new Map<number, RenewalResult>();
        const waitingFor = await othersWaiting(trx, rows, patron.personId);
        const calendars = new Map<number, LibraryCalendar>();
        const renewed: { loanId: number; copyId: number; due: string }[] = [];
        for (const row of rows) {
          const policy =
            choosePolicy(all, {
              libraryId: row.library_id,
              categoryId: category,
              loanType: row.loan_type,
              materialType: row.material_type,
            }) ?? NO_POLICY;
          const block = renewalBlock(
            {
              returned: row.returned_at !== null,
              dueOn: row.due_on,
              renewals: row.renewals,
              loanType: row.loan_type,
              today: day,
              suspendedUntil: suspended,
              debtCents: debt,
              othersWaiting: waitingFor(row),
            },
            policy,
          );
          if (block) {
            results.set(row.id, {
              cod_emprestimo: row.id,
              renovado: false,
              motivo: block,
              mensagem: RENEWAL_MESSAGES[block]![lang].replace(
                '{date}',
                formatDay(suspended ?? day, lang),
              ),
              data_devolucao_prevista: row.due_on,
              renovacoes: row.renewals,
            });
            continue;
          }
          let libraryCalendar = calendars.get(row.library_id);
          if (!libraryCalendar) {
            libraryCalendar = await calendar(trx, row.library_id);
            calendars.set(row.library_id, libraryCalendar);
          }
          const due = renewedDueDate(libraryCalendar, day, row.due_on, policy);
          renewed.push({ loanId: row.id, copyId: row.copy_id, due });
          results.set(row.id, {
            cod_emprestimo: row.id,
            renovado: true,
            motivo: null,
            mensagem: RENEWAL_MESSAGES.ok![lang].replace('{date}', formatDay(due, lang)),
            data_devolucao_prevista: due,
            renovacoes: row.renewals + 1,
          });
        }
        if (renewed.length > 0) {
          // Three statements however many loans: the round trips were most of the time.
          const loans = sql.join(renewed.map((r) => sql`(${r.loanId}::int, ${r.due}::date)`));
          const copies = sql.join(renewed.map((r) => sql`(${r.copyId}::int, ${r.due}::date)`));
          await sql`UPDATE loan SET due_on = v.due, renewals = renewals + 1
            FROM (VALUES ${loans}) AS v(id, due) WHERE loan.id = v.id`.execute(trx);
          await sql`UPDATE copy SET due_on = v.due
            FROM (VALUES ${copies}) AS v(id, due) WHERE copy.id = v.id`.execute(trx);
          await trx
            .insertInto('circulation_event')
            .values(
              renewed.map((r) => ({
                at: now(),
                kind: 'renewal',
                person_id: patron.personId,
                copy_id: r.copyId,
                loan_id: r.loanId,
                staff_id: staffId ?? null,
                detail: r.due,
              })),
            )
            .execute();
        }
        return loanIds.map((id) => results.get(id)!);
      });
    },

    async checkHold(patron, body, lang) {
      return db.transaction().execute(async (trx) => {
        const { refusal, queue, available } = await holdRefusal(trx, patron, body);
        return {
          permitido: refusal === null,
          motivo: refusal?.key ?? null,
          mensagem: refusal ? errorMessage(refusal.key, lang, refusal.field) : null,
          fila: queue,
          disponiveis: available,
        };
      });
    },

    async placeHold(patron, body, lang) {
      return transact(async (trx) => {
        await lockPatron(trx, patron.personId);
        // Copies change status under a lock of the title's copies: no hold slips in while the
        // last copy is being lent or returned.
        await trx
          .selectFrom('copy')
          .select('id')
          .where('title_id', '=', body.cod_acervo)
          .where('library_id', '=', body.biblioteca)
          .forUpdate()
          .execute();
        const { refusal, queue, parts } = await holdRefusal(trx, patron, body);
        if (refusal) throw new HttpError(refusal.status, refusal.key, refusal.field);
        const hold = await trx
          .insertInto('hold')
          .values({
            title_id: body.cod_acervo,
            person_id: patron.personId,
            login_id: patron.loginId,
            library_id: body.biblioteca,
            ...parts,
            material: emptyToNull(body.material_adicional),
            observations: emptyToNull(body.localizacao),
            placed_at: now(),
            status: 'queue',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record(trx, { kind: 'hold_placed', person_id: patron.personId, hold_id: hold.id });
        const position = queue + 1;
        return {
          cod_reserva: hold.id,
          posicao_fila: position,
          mensagem: HOLD_PLACED[lang].replace('{n}', String(position)),
        };
      });
    },

    async cancelHolds(patron, holdIds) {
      if (holdIds.length === 0) throw new HttpError(422, 'hold_select_one', 'reservas');
      const ids = [...new Set(holdIds)];
      return transact(async (trx, mails) => {
        await lockPatron(trx, patron.personId);
        const holds = await trx
          .selectFrom('hold')
          .select(['id', 'status', 'copy_id'])
          .where('id', 'in', ids)
          .where('person_id', '=', patron.personId)
          .where('status', 'in', ['queue', 'ready'])
          .forUpdate()
          .execute();
        if (holds.length !== ids.length) throw new HttpError(404, 'not_found');
        for (const hold of holds) {
          await closeHold(trx, { ...hold, person_id: patron.personId }, 'cancelled', mails);
        }
        return ids;
      });
    },

    async patronByLogin(login) {
      return loginOf(db, login, false);
    },

    async loanTokenHolder(token) {
      const code = token.trim();
      const row = /^[0-9]{6}$/.test(code)
        ? await db
            .selectFrom('loan_token as t')
            .innerJoin('person as p', 'p.id', 't.person_id')
            .select([
              't.person_id',
              't.valid_until',
              'p.name',
              sql<number>`(SELECT count(*) FROM loan l WHERE l.person_id = t.person_id
                AND l.returned_at IS NULL)::int`.as('open_loans'),
            ])
            .where('t.code', '=', code)
            .where('t.valid_until', '>', now())
            .executeTakeFirst()
        : undefined;
      // Unknown, expired and replaced (a new token deletes the old row) read the same: the
      // machine only needs to ask for a new one.
      if (!row) throw new HttpError(422, 'loan_token_invalid', 'token');
      return {
        // The token does not keep the login it was asked with: the policy category is the
        // person's first login's (facts.categoryOf).
        patron: { personId: row.person_id, loginId: null },
        name: row.name,
        openLoans: Number(row.open_loans),
        validUntil: new Date(row.valid_until),
      };
    },

    async checkout(staffId, login, barcode) {
      // The patron found by login and locked in one statement, then lent to as checkoutPatron.
      const [result] = await transact(async (trx, mails) => {
        const patron = await loginOf(trx, login, true);
        return lend(trx, mails, staffId, [{ patron, barcode }], new Set([patron.personId]));
      });
      return loanOrError(result);
    },

    async checkoutPatron(staffId, patron, barcode) {
      const [result] = await transact((trx, mails) =>
        lend(trx, mails, staffId, [{ patron, barcode }]),
      );
      return loanOrError(result);
    },

    async checkoutBatch(staffId, items) {
      return transact((trx, mails) => lend(trx, mails, staffId, items));
    },

    async checkin(staffId, barcode) {
      return transact(async (trx, mails): Promise<CheckinOutcome> => {
        // Locks in the order every operation takes them (patron, then copy): the borrower is
        // found and locked first, then the copy, and the loan is read again under both locks.
        const { rows: borrowers } = await sql<{ person_id: number }>`
          ${sql.raw(PREPARED)} SELECT p.id AS person_id FROM person p
          WHERE p.id = (SELECT l.person_id FROM loan l JOIN copy c ON c.id = l.copy_id
            WHERE c.barcode = ${barcode.trim()} AND l.returned_at IS NULL LIMIT 1)
          FOR UPDATE OF p`.execute(trx);
        const borrower = borrowers[0];
        const {
          rows: [copy],
        } = await sql<LockedCopy>`${sql.raw(PREPARED)}
          SELECT ${LOCKED_COPY_COLUMNS} FROM copy c JOIN title t ON t.id = c.title_id
          WHERE c.barcode = ${barcode.trim()} FOR UPDATE OF c`.execute(trx);
        if (!copy) throw new HttpError(404, 'copy_not_found', 'codigo_barras');
        // The loan, the borrower's category and the policies in one statement; and whether
        // anyone waits for the title here (none: the copy goes back on the shelf without the
        // queue being locked — placeHold waits for this copy's lock, so none can appear).
        const { rows } = await sql<{
          loan: {
            id: number;
            person_id: number;
            login_id: number | null;
            due_on: string;
            category: number | null;
          } | null;
          policies: Parameters<typeof toPolicy>[0][] | string;
          queued: boolean;
        }>`${sql.raw(PREPARED)} SELECT
          (SELECT json_build_object('id', l.id, 'person_id', l.person_id,
              'login_id', l.login_id, 'due_on', l.due_on,
              'category', (SELECT category_id FROM person_login
                WHERE person_id = l.person_id
                ORDER BY id = coalesce(l.login_id, 0) DESC, position, id LIMIT 1))
            FROM loan l WHERE l.copy_id = ${copy.id} AND l.returned_at IS NULL LIMIT 1) AS loan,
          ${POLICIES_JSON} AS policies,
          EXISTS (SELECT 1 FROM hold WHERE title_id = ${copy.title_id}
            AND library_id = ${copy.library_id} AND status = 'queue') AS queued`.execute(trx);
        const found = rows[0]!;
        const loan = found.loan ? fromJson(found.loan) : null;
        if (!loan || loan.person_id !== borrower?.person_id) {
          throw new HttpError(422, 'copy_not_on_loan', 'codigo_barras');
        }
        const policy =
          choosePolicy(fromJson(found.policies).map(toPolicy), {
            libraryId: copy.library_id,
            categoryId: loan.category,
            loanType: copy.loan_type,
            materialType: copy.material_type,
          }) ?? NO_POLICY;
        const day = today();
        const late = daysLate(loan.due_on, day);
        const fineCents = overdueFine(late, policy);
        const days = suspensionDays(late, policy);
        // Nothing owed and nobody waiting (the usual return): the loan closed, its history row
        // and the copy back on the shelf in one statement.
        const shelved = fineCents === 0 && days === 0 && !found.queued;
        const at = now();
        await sql`${sql.raw(PREPARED)} WITH returned AS (UPDATE loan SET returned_at = ${at}::timestamptz,
            returned_by = ${staffId}::int WHERE id = ${loan.id}),
          logged AS (INSERT INTO circulation_event
              (at, kind, person_id, copy_id, loan_id, staff_id, detail)
            VALUES (${at}::timestamptz, 'checkin', ${loan.person_id}::int, ${copy.id}::int,
              ${loan.id}::int, ${staffId}::int, ${late > 0 ? `${late}` : null}::text))
          ${
            shelved
              ? sql`UPDATE copy SET status = 'available', due_on = NULL WHERE id = ${copy.id}`
              : sql`SELECT 1`
          }`.execute(trx);
        if (shelved) {
          return {
            loanId: loan.id,
            personId: loan.person_id,
            fineCents,
            suspensionDays: 0,
            hold: null,
          };
        }
        if (fineCents > 0) {
          const fine = await trx
            .insertInto('fine')
            .values({
              person_id: loan.person_id,
              loan_id: loan.id,
              library_id: copy.library_id,
              service: 'overdue',
              reason: `Atraso de ${late} dia(s): ${copy.title}`,
              amount_cents: fineCents,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await record(trx, {
            kind: 'fine',
            person_id: loan.person_id,
            loan_id: loan.id,
            fine_id: fine.id,
            amount_cents: fineCents,
          });
        }
        if (days > 0) {
          const period = suspensionPeriod(day, days, await suspendedUntil(trx, loan.person_id))!;
          const suspension = await trx
            .insertInto('suspension')
            .values({
              person_id: loan.person_id,
              library_id: copy.library_id,
              loan_id: loan.id,
              starts_on: period.startsOn,
              ends_on: period.endsOn,
              reason: `Devolução com ${late} dia(s) de atraso: ${copy.title}`,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await record(trx, {
            kind: 'suspension',
            person_id: loan.person_id,
            loan_id: loan.id,
            detail: `${suspension.id}:${period.startsOn}..${period.endsOn}`,
          });
        }
        const hold = await passOn(trx, copy, mails);
        return { loanId: loan.id, personId: loan.person_id, fineCents, suspensionDays: days, hold };
      });
    },

    async pay(staffId, fineId, cents) {
      if (!Number.isInteger(cents) || cents <= 0) {
        throw new HttpError(400, 'validation_error', 'valor_centavos');
      }
      return transact(async (trx) => {
        const { fine, owed } = await findFine(trx, fineId);
        if (cents > owed) throw new HttpError(422, 'payment_exceeds_balance', 'valor_centavos');
        await trx
          .updateTable('fine')
          .set({ paid_cents: fine.paid_cents + cents, paid_at: now() })
          .where('id', '=', fine.id)
          .execute();
        await record(trx, {
          kind: 'payment',
          person_id: fine.person_id,
          fine_id: fine.id,
          staff_id: staffId,
          amount_cents: cents,
        });
        return { saldo: owed - cents };
      });
    },

    async waive(staffId, fineId, reason) {
      return transact(async (trx) => {
        const { fine, owed } = await findFine(trx, fineId);
        await trx
          .updateTable('fine')
          .set({ discount_cents: fine.discount_cents + owed })
          .where('id', '=', fine.id)
          .execute();
        await record(trx, {
          kind: 'waiver',
          person_id: fine.person_id,
          fine_id: fine.id,
          staff_id: staffId,
          amount_cents: owed,
          detail: reason,
        });
        return { saldo: 0 };
      });
    },

    async suspend(staffId, patron, days, reason) {
      if (!Number.isInteger(days) || days < 1) throw new HttpError(400, 'validation_error', 'dias');
      return transact(async (trx) => {
        await lockPatron(trx, patron.personId);
        const period = suspensionPeriod(today(), days, await suspendedUntil(trx, patron.personId))!;
        const row = await trx
          .insertInto('suspension')
          .values({
            person_id: patron.personId,
            starts_on: period.startsOn,
            ends_on: period.endsOn,
            reason,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record(trx, {
          kind: 'suspension',
          person_id: patron.personId,
          staff_id: staffId,
          detail: `${row.id}:${period.startsOn}..${period.endsOn}: ${reason}`,
        });
        return { id: row.id, endsOn: period.endsOn };
      });
    },

    async liftSuspension(staffId, suspensionId) {
      return transact(async (trx) => {
        const row = await trx
          .updateTable('suspension')
          .set({ lifted_at: now() })
          .where('id', '=', suspensionId)
          .where('lifted_at', 'is', null)
          .returning(['person_id'])
          .executeTakeFirst();
        if (!row) throw new HttpError(404, 'not_found');
        await record(trx, {
          kind: 'suspension_lifted',
          person_id: row.person_id,
          staff_id: staffId,
          detail: String(suspensionId),
        });
      });
    },

    async expireHolds() {
      return transact(async (trx, mails) => {
        const expired = await trx
          .selectFrom('hold')
          .select(['id', 'person_id', 'status', 'copy_id'])
          .where('status', '=', 'ready')
          .where('pickup_until', '<', today())
          .forUpdate()
          .execute();
        for (const hold of expired) await closeHold(trx, hold, 'expired', mails);
        return expired.length;
      });
    },
  };
}
