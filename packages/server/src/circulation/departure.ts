import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { CirculationDriver } from './driver.ts';
import type { circulationFacts } from './facts.ts';
import type { holdQueue, Mails } from './hold-queue.ts';

/** A transaction, or the database itself for reads outside one. */
type Tx = Kysely<Database>;

/**
 * A patron leaving the unit (spec §4: the no-debts declaration removes them) and coming back
 * at the desk. A departed patron borrows and holds nothing (engine.ts checks unit_departure).
 */
export function unitDeparture(deps: {
  facts: ReturnType<typeof circulationFacts>;
  queue: ReturnType<typeof holdQueue>;
  transact: <T>(work: (trx: Tx, mails: Mails) => Promise<T>) => Promise<T>;
}): Pick<CirculationDriver, 'leaveUnit' | 'readmit' | 'closeAccount'> {
  const { facts, queue, transact } = deps;

  /** Cancels the patron's open holds; a copy set aside for one goes to the next hold now. */
  async function cancelOpenHolds(trx: Tx, personId: number, mails: Mails, detail: string) {
    const holds = await trx
      .selectFrom('hold')
      .select(['id', 'person_id', 'status', 'copy_id'])
      .where('person_id', '=', personId)
      .where('status', 'in', ['queue', 'ready'])
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const hold of holds) {
      await queue.closeHold(trx, hold, 'cancelled', mails, { detail });
    }
  }

  return {
    async closeAccount(personId, erase) {
      await transact(async (trx, mails) => {
        // The patron's lock first: a check-out or hold made meanwhile waits, then finds no login.
        await facts.lockPatron(trx, personId);
        await erase(trx);
        await cancelOpenHolds(trx, personId, mails, 'account_closed');
      });
    },

    async leaveUnit(personId, at, declare) {
      return transact(async (trx, mails) => {
        // The patron's lock first (as every operation): a hold placed meanwhile waits for this
        // transaction and then sees the departure, so none is left open behind it.
        await facts.lockPatron(trx, personId);
        const declarationId = await declare(trx);
        const left = await trx
          .insertInto('unit_departure')
          .values({ person_id: personId, left_at: at, declaration_id: declarationId })
          // A later declaration keeps the first departure.
          .onConflict((oc) => oc.column('person_id').doNothing())
          .returning('person_id')
          .executeTakeFirst();
        if (left) {
          await facts.record(trx, {
            kind: 'unit_departure',
            person_id: personId,
            detail: String(declarationId),
          });
        }
        // Holds of a patron who left would only be passed over for ever.
        await cancelOpenHolds(trx, personId, mails, 'unit_departure');
        return declarationId;
      });
    },

    async readmit(staffId, patron) {
      return transact(async (trx) => {
        await facts.lockPatron(trx, patron.personId);
        const row = await trx
          .deleteFrom('unit_departure')
          .where('person_id', '=', patron.personId)
          .returning(['left_at', 'declaration_id'])
          .executeTakeFirst();
        if (!row) throw new HttpError(422, 'patron_not_departed', 'usuario');
        const leftAt = new Date(row.left_at);
        await facts.record(trx, {
          kind: 'unit_readmission',
          person_id: patron.personId,
          staff_id: staffId,
          detail: `${row.declaration_id}:${leftAt.toISOString()}`,
        });
        return { leftAt };
      });
    },
  };
}
