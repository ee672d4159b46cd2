import type { PermanentBasketOrder } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Filter and order of the patron's saved titles. */
export interface SavedTitlesQuery {
  personId: number;
  order: PermanentBasketOrder;
  /** Days saved, inclusive (YYYY-MM-DD, compared in UTC). */
  from?: string;
  to?: string;
}

/** SQL of the permanent basket: the titles a patron keeps between sessions. */
export function permanentBasketRepository(db: Db) {
  return {
    db,

    /** Of these codes, the ones that are titles of this catalogue. */
    async existingTitles(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('title')
        .select('id')
        .where('id', 'in', [...ids])
        .where('network_institution_id', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Locks the person's row: one change of a patron's basket at a time (the limit). */
    async lockPerson(q: Db, personId: number) {
      await q.selectFrom('person').select('id').where('id', '=', personId).forUpdate().execute();
    },

    async count(q: Db, personId: number): Promise<number> {
      const row = await q
        .selectFrom('permanent_basket_item')
        .select(sql<string>`count(*)`.as('n'))
        .where('person_id', '=', personId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Of these titles, the ones already in the patron's basket. */
    async saved(q: Db, personId: number, titleIds: readonly number[]): Promise<Set<number>> {
      if (titleIds.length === 0) return new Set();
      const rows = await q
        .selectFrom('permanent_basket_item')
        .select('title_id')
        .where('person_id', '=', personId)
        .where('title_id', 'in', [...titleIds])
        .execute();
      return new Set(rows.map((row) => row.title_id));
    },

    /** Saves titles not saved yet (a saved title keeps its first date). */
    async add(q: Db, personId: number, titleIds: readonly number[], at: Date) {
      if (titleIds.length === 0) return;
      await q
        .insertInto('permanent_basket_item')
        .values(
          titleIds.map((titleId) => ({ person_id: personId, title_id: titleId, added_at: at })),
        )
        .onConflict((oc) => oc.columns(['person_id', 'title_id']).doNothing())
        .execute();
    },

    /** Takes a title out; answers whether it was there. */
    async remove(personId: number, titleId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('permanent_basket_item')
        .where('person_id', '=', personId)
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The saved titles with what the list shows, in the chosen order. */
    list(query: SavedTitlesQuery) {
      let select = db
        .selectFrom('permanent_basket_item as p')
        .innerJoin('title as t', 't.id', 'p.title_id')
        .select([
          't.id',
          't.title',
          sql<string | null>`t.authors[1]`.as('author'),
          't.year',
          't.material_type',
          'p.added_at',
        ])
        .where('p.person_id', '=', query.personId)
        .$if(query.from !== undefined, (w) =>
          w.where('p.added_at', '>=', sql<Date>`${query.from}::date::timestamptz`),
        )
        .$if(query.to !== undefined, (w) =>
          w.where('p.added_at', '<', sql<Date>`(${query.to}::date + 1)::timestamptz`),
        );
      if (query.order === 'titulo') select = select.orderBy('t.title_key');
      else if (query.order === 'autor') {
        // Titles without an author last (their author key is not null: it falls back to the title).
        select = select
          .orderBy(sql`cardinality(t.authors) = 0`)
          .orderBy('t.author_key')
          .orderBy('t.title_key');
      } else select = select.orderBy('p.added_at', 'desc');
      return select.orderBy('t.id').execute();
    },
  };
}

export type PermanentBasketRepository = ReturnType<typeof permanentBasketRepository>;
