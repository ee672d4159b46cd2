import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the external databases offered to patrons (table external_database_link). */
export function databasesRepository(db: Kysely<Database>) {
  return {
    /**
     * The databases offered to the patron as signed in: those for every patron (no categories)
     * and those for the category of the login (of any of the person's logins when the token
     * names none), in the library's order.
     */
    forPatron(personId: number, loginId: number | null) {
      const categories = db
        .selectFrom('person_login')
        .select('category_id')
        .where('person_id', '=', personId)
        .$if(loginId !== null, (w) => w.where('id', '=', loginId!));
      return db
        .selectFrom('external_database_link as e')
        .select(['e.id', 'e.label', 'e.url', 'e.description'])
        .where(
          sql<boolean>`cardinality(e.category_ids) = 0 or e.category_ids && array(${categories})`,
        )
        .orderBy('e.position')
        .orderBy('e.id')
        .execute();
    },
  };
}

export type DatabasesRepository = ReturnType<typeof databasesRepository>;
