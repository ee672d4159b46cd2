import { sql, type Kysely } from 'kysely';
import { ALERT_LIST_LIMIT } from '@estante/contract';
import type { AlertKind, Database } from '../../db/schema.ts';

/** An alert as stored. */
export interface AlertRow {
  id: number;
  kind: AlertKind;
  titleId: number | null;
  params: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}

/** SQL of the alerts of the personal area: always one patron's. */
export function alertRepository(db: Kysely<Database>) {
  return {
    /**
     * The patron's alerts made from day `from` to day `to` (inclusive, in `timeZone`), newest
     * first. The bounds are instants, so the (person_id, created_at) index answers it.
     */
    async list(personId: number, from: string, to: string, timeZone: string): Promise<AlertRow[]> {
      const rows = await db
        .selectFrom('alert')
        .select(['id', 'kind', 'title_id', 'params', 'created_at', 'read_at'])
        .where('person_id', '=', personId)
        .where('created_at', '>=', sql<Date>`(${from}::date)::timestamp AT TIME ZONE ${timeZone}`)
        .where('created_at', '<', sql<Date>`(${to}::date + 1)::timestamp AT TIME ZONE ${timeZone}`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ALERT_LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        titleId: row.title_id,
        params: row.params,
        createdAt: new Date(row.created_at),
        readAt: row.read_at ? new Date(row.read_at) : null,
      }));
    },

    /** The patron's unread alerts (the partial index alert_person_unread counts them). */
    async unread(personId: number): Promise<number> {
      const row = await db
        .selectFrom('alert')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('person_id', '=', personId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the patron's alert read (kept read if it was); false when it is not theirs. */
    async markRead(personId: number, id: number, at: Date): Promise<AlertRow | null> {
      const row = await db
        .updateTable('alert')
        .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .returning(['id', 'kind', 'title_id', 'params', 'created_at', 'read_at'])
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind,
        titleId: row.title_id,
        params: row.params,
        createdAt: new Date(row.created_at),
        readAt: row.read_at ? new Date(row.read_at) : null,
      };
    },

    /** Deletes the patron's alert; false when it is not theirs. */
    async remove(personId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('alert')
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type AlertRepository = ReturnType<typeof alertRepository>;
