import { sql, type Kysely } from 'kysely';
import type { Database, LoanType } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAlerts } from '../modules/alerts/record.ts';
import { dueDate } from './calendar.ts';
import type { circulationFacts } from './facts.ts';
import { holdReadyMail } from './mail.ts';
import { isLendable, nextHoldFor } from './rules.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

/** Emails queued by a transaction, sent only once it has committed. */
export type Mails = (() => Promise<void>)[];

/** The copy a hold may be handed: where it is, which volume it is, how it lends. */
export interface QueueCopy {
  id: number;
  title_id: number;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  loan_type: LoanType;
}

/** A copy set aside for a waiting hold: which hold, whose, until when. */
export interface HandedOn {
  holdId: number;
  personId: number;
  pickupUntil: string;
}

/**
 * The hold queue's hand-offs, shared by every operation that frees a copy (a return, a
 * cancelled or expired hold, a loan of another copy than the one set aside, a patron leaving
 * the unit), so the rule of who gets the copy next is written once.
 */
export function holdQueue(deps: {
  now: () => Date;
  today: () => string;
  facts: ReturnType<typeof circulationFacts>;
  mailer?: Mailer;
}) {
  const { now, today, facts, mailer } = deps;

  /**
   * Hands a copy (locked by the caller) to the first hold waiting for it at its library;
   * otherwise puts it back on the shelf. The patron is emailed once the transaction commits.
   */
  async function passOn(trx: Tx, copy: QueueCopy, mails: Mails): Promise<HandedOn | null> {
    const queue = isLendable(copy.loan_type)
      ? await trx
          .selectFrom('hold')
          .select(['id', 'person_id', 'login_id', 'volume', 'tome', 'part', 'placed_at'])
          .where('title_id', '=', copy.title_id)
          .where('library_id', '=', copy.library_id)
          .where('status', '=', 'queue')
          // A patron who left the unit is not handed copies.
          .where(
            sql<boolean>`NOT EXISTS (SELECT 1 FROM unit_departure u
            WHERE u.person_id = hold.person_id)`,
          )
          .forUpdate()
          .execute()
      : [];
    const next = nextHoldFor(
      copy,
      queue.map((h) => ({ ...h, placedAt: new Date(h.placed_at).getTime() })),
    );
    if (!next) {
      await trx
        .updateTable('copy')
        .set({ status: 'available', due_on: null })
        .where('id', '=', copy.id)
        .execute();
      return null;
    }
    const holder = queue.find((h) => h.id === next.id)!;
    const title = await trx
      .selectFrom('title')
      .select(['title', 'material_type'])
      .where('id', '=', copy.title_id)
      .executeTakeFirstOrThrow();
    const policy = await facts.policyFor(trx, {
      libraryId: copy.library_id,
      categoryId: await facts.categoryOf(trx, {
        personId: holder.person_id,
        loginId: holder.login_id,
      }),
      loanType: copy.loan_type,
      materialType: title.material_type,
    });
    const pickupUntil = dueDate(
      await facts.calendar(trx, copy.library_id),
      today(),
      policy.pickupDays,
    );
    await trx
      .updateTable('hold')
      .set({ status: 'ready', copy_id: copy.id, ready_at: now(), pickup_until: pickupUntil })
      .where('id', '=', next.id)
      .execute();
    await trx
      .updateTable('copy')
      .set({ status: 'reserved', due_on: null })
      .where('id', '=', copy.id)
      .execute();
    await facts.record(trx, {
      kind: 'hold_ready',
      person_id: holder.person_id,
      copy_id: copy.id,
      hold_id: next.id,
      detail: pickupUntil,
    });
    const person = await trx
      .selectFrom('person as p')
      .innerJoin('library as lib', (join) => join.on('lib.id', '=', copy.library_id))
      .select(['p.name', 'p.email', 'p.language', 'lib.name as library'])
      .where('p.id', '=', holder.person_id)
      .executeTakeFirst();
    // The personal area's alert, in the transaction that sets the copy aside.
    await recordAlerts(trx, [
      {
        personId: holder.person_id,
        kind: 'hold',
        titleId: copy.title_id,
        subjectId: next.id,
        params: { title: title.title, pickupUntil, library: person?.library ?? null },
      },
    ]);
    if (person?.email && mailer) {
      const message = holdReadyMail({
        lang: person.language,
        name: person.name,
        title: title.title,
        library: person.library,
        pickupUntil,
      });
      mails.push(async () => {
        await mailer.send({ to: [person.email!], ...message });
      });
    }
    return { holdId: next.id, personId: holder.person_id, pickupUntil };
  }

  /**
   * A copy no longer set aside for a hold: locks it (patron first, then copy — the order every
   * operation takes) and passes it on to the next hold it fits, or back to the shelf.
   */
  async function releaseCopy(trx: Tx, copyId: number, mails: Mails): Promise<HandedOn | null> {
    const copy = await trx
      .selectFrom('copy')
      .selectAll()
      .where('id', '=', copyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return passOn(trx, copy, mails);
  }

  /**
   * Closes an open hold (locked by the caller) as cancelled or expired, appends it to the
   * history, and releases the copy that was set aside for it.
   */
  async function closeHold(
    trx: Tx,
    hold: { id: number; person_id: number; status: string; copy_id: number | null },
    status: 'cancelled' | 'expired',
    mails: Mails,
    why: { staffId?: number | null; detail?: string } = {},
  ): Promise<void> {
    await trx
      .updateTable('hold')
      .set({ status, closed_at: now() })
      .where('id', '=', hold.id)
      .execute();
    await facts.record(trx, {
      kind: `hold_${status}`,
      person_id: hold.person_id,
      hold_id: hold.id,
      copy_id: hold.copy_id,
      staff_id: why.staffId ?? null,
      detail: why.detail ?? null,
    });
    if (hold.status === 'ready' && hold.copy_id !== null) {
      await releaseCopy(trx, hold.copy_id, mails);
    }
  }

  return { passOn, releaseCopy, closeHold };
}
