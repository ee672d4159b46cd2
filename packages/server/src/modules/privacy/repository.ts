import {
  SAVED_SEARCHES_LIMIT,
  SEARCH_HISTORY_LIMIT,
  SEARCH_HISTORY_RETENTION_DAYS,
  type SearchHistoryBody,
} from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  deletionOrder,
  exportedColumns,
  KEPT_ON_CLOSING,
  NOT_EXPORTED,
  personTables,
} from './personal-tables.ts';

type Kdb = Kysely<Database>;

/** Name, email and the personal data fields a closed account loses. */
const ERASED_PERSON_FIELDS = {
  name: 'Conta encerrada',
  email: null,
  password_hash: null,
  street: null,
  complement: null,
  postal_code: null,
  city: null,
  district: null,
  id_document: null,
  tax_number: null,
  nationality: null,
  gender: null,
  birth_date: null,
  education: null,
  location: null,
  job: null,
  marital_status: null,
  phone: null,
  receive_emails: false,
  keep_search_history: false,
  last_login_at: null,
  last_failed_at: null,
} as const;

export function privacyRepository(db: Kdb) {
  const storedSearches = (personId: number, kind: 'history' | 'saved') =>
    db
      .selectFrom('stored_search')
      .selectAll()
      .where('person_id', '=', personId)
      .where('kind', '=', kind)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc');

  return {
    async keepsHistory(personId: number): Promise<boolean> {
      const row = await db
        .selectFrom('person')
        .select('keep_search_history')
        .where('id', '=', personId)
        .executeTakeFirst();
      return row?.keep_search_history === true;
    },

    /** Turns the server-side history on or off; off deletes what it kept. */
    async setKeepsHistory(personId: number, on: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('person')
          .set({ keep_search_history: on })
          .where('id', '=', personId)
          .execute();
        if (!on) {
          await trx
            .deleteFrom('stored_search')
            .where('person_id', '=', personId)
            .where('kind', '=', 'history')
            .execute();
        }
      });
    },

    /** The history, newest first, without what is past the retention period. */
    history: (personId: number) =>
      storedSearches(personId, 'history')
        .where(
          'at',
          '>',
          sql<Date>`now() - make_interval(days => ${SEARCH_HISTORY_RETENTION_DAYS})`,
        )
        .execute(),

    saved: (personId: number) => storedSearches(personId, 'saved').execute(),

    /**
     * Logs a search when the patron keeps a history (false otherwise): the same search again
     * moves to the top; past the retention period or the limit, the oldest go.
     */
    async logSearch(personId: number, entry: SearchHistoryBody): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const person = await trx
          .selectFrom('person')
          .select('keep_search_history')
          .where('id', '=', personId)
          .forUpdate()
          .executeTakeFirst();
        if (!person?.keep_search_history) return false;
        await trx
          .insertInto('stored_search')
          .values({
            person_id: personId,
            kind: 'history',
            url: entry.url,
            search_id: entry.consulta_id,
            base: entry.base,
            total: entry.total,
            search: JSON.stringify(entry.pesquisa),
          })
          .onConflict((oc) =>
            oc
              .columns(['person_id', 'search_id'])
              .where('kind', '=', 'history')
              .doUpdateSet((eb) => ({
                url: eb.ref('excluded.url'),
                total: eb.ref('excluded.total'),
                search: eb.ref('excluded.search'),
                at: sql<Date>`now()`,
              })),
          )
          .execute();
        await sql`
          delete from stored_search s
          where s.person_id = ${personId} and s.kind = 'history'
            and (s.at <= now() - make_interval(days => ${SEARCH_HISTORY_RETENTION_DAYS})
                 or s.id not in (select id from stored_search
                                 where person_id = ${personId} and kind = 'history'
                                 order by at desc, id desc limit ${SEARCH_HISTORY_LIMIT}))`.execute(
          trx,
        );
        return true;
      });
    },

    async clearHistory(personId: number): Promise<void> {
      await db
        .deleteFrom('stored_search')
        .where('person_id', '=', personId)
        .where('kind', '=', 'history')
        .execute();
    },

    /** Saves a search; null when the patron already keeps SAVED_SEARCHES_LIMIT. */
    async save(personId: number, entry: SearchHistoryBody & { nome: string }) {
      return db.transaction().execute(async (trx) => {
        // The patron's row serialises two saves racing for the last place.
        await trx
          .selectFrom('person')
          .select('id')
          .where('id', '=', personId)
          .forUpdate()
          .execute();
        const { n } = await trx
          .selectFrom('stored_search')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('person_id', '=', personId)
          .where('kind', '=', 'saved')
          .executeTakeFirstOrThrow();
        if (Number(n) >= SAVED_SEARCHES_LIMIT) return null;
        return trx
          .insertInto('stored_search')
          .values({
            person_id: personId,
            kind: 'saved',
            name: entry.nome,
            url: entry.url,
            search_id: entry.consulta_id,
            base: entry.base,
            total: entry.total,
            search: JSON.stringify(entry.pesquisa),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Deletes one of the patron's saved searches; false when it is not theirs or gone. */
    async deleteSaved(personId: number, id: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('stored_search')
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .where('kind', '=', 'saved')
        .executeTakeFirst();
      return numDeletedRows > 0n;
    },

    /** Every row the database holds about the patron, by table (secrets left out). */
    async everything(personId: number): Promise<Record<string, Record<string, unknown>[]>> {
      const tables = await personTables(db);
      const personColumns = (
        await sql<{ column_name: string }>`
          select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'person' order by ordinal_position`.execute(
          db,
        )
      ).rows.map((row) => row.column_name);
      const read = async (table: string, columns: string[], key: string) =>
        (
          await sql<Record<string, unknown>>`
            select ${sql.join(columns.map((column) => sql.ref(column)))}
            from ${sql.table(table)} where ${sql.ref(key)} = ${personId}
            order by 1`.execute(db)
        ).rows;
      const result: Record<string, Record<string, unknown>[]> = {
        person: await read('person', exportedColumns('person', personColumns), 'id'),
      };
      for (const { table, columns } of tables) {
        if (table in NOT_EXPORTED) continue;
        result[table] = await read(table, exportedColumns(table, columns), 'person_id');
      }
      return result;
    },

    /**
     * Erases the patron's personal data inside `trx`: deletes their rows of every table but
     * those the library keeps (KEPT_ON_CLOSING), which stay with the anonymous person; approved
     * comments lose their author; the person keeps only their id and the closing date.
     */
    async erase(trx: Kdb, personId: number, at: Date): Promise<void> {
      const erased = (await personTables(trx))
        .map(({ table }) => table)
        .filter((table) => !(table in KEPT_ON_CLOSING));
      for (const table of await deletionOrder(trx, erased)) {
        await sql`delete from ${sql.table(table)} where person_id = ${personId}`.execute(trx);
      }
      // Approved comments stay on title pages, signed anonymously; the others go.
      await sql`delete from comment where person_id = ${personId} and status <> 'approved'`.execute(
        trx,
      );
      await sql`update comment set person_id = null, author_name = ${ERASED_PERSON_FIELDS.name}
                where person_id = ${personId}`.execute(trx);
      await trx
        .updateTable('professor')
        .set({ person_id: null })
        .where('person_id', '=', personId)
        .execute();
      await trx
        .updateTable('person')
        .set({ ...ERASED_PERSON_FIELDS, closed_at: at })
        .where('id', '=', personId)
        .execute();
    },
  };
}

export type PrivacyRepository = ReturnType<typeof privacyRepository>;
