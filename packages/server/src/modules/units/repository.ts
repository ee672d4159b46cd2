import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of campuses and their libraries (units of information). */
export function unitRepository(db: Kysely<Database>) {
  return {
    /** Every campus, by name. */
    campuses() {
      return db.selectFrom('campus').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    },

    /** The libraries, of one campus when given, by name. */
    libraries(campusId?: number) {
      let query = db.selectFrom('library').select(['id', 'name', 'campus_id']);
      if (campusId !== undefined) query = query.where('campus_id', '=', campusId);
      return query.orderBy('name').orderBy('id').execute();
    },

    /** One library, or undefined. */
    library(id: number) {
      return db
        .selectFrom('library')
        .select(['id', 'name', 'campus_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type UnitRepository = ReturnType<typeof unitRepository>;
