import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Items per page of every choice list. */
export const CHOICE_PAGE_SIZE = 20;

/**
 * Accent- and case-insensitive match of a name (or code) against typed text: contains, or
 * close by trigram similarity (typos). Text that folds to nothing matches everything.
 */
function nameMatches(columns: RawBuilder<unknown>[], text: string): RawBuilder<boolean> {
  const folded = sql`discovery_fold(${text})`;
  const each = columns.map(
    (column) => sql`(discovery_fold(${column}) like '%' || ${folded} || '%'
      or discovery_fold(${column}) % ${folded})`,
  );
  return sql<boolean>`(${folded} = '' or ${sql.join(each, sql` or `)})`;
}

/** Ordering: names that start with the text first, then alphabetical. */
function startsFirst(column: RawBuilder<unknown>, text: string): RawBuilder<number> {
  return sql<number>`case when discovery_fold(${column}) like discovery_fold(${text}) || '%' then 0 else 1 end`;
}

const offsetOf = (page: number) => (page - 1) * CHOICE_PAGE_SIZE;

/** SQL of the teaching-plan choice lists, campuses and libraries. */
export function choicesRepository(db: Kysely<Database>) {
  return {
    professors: (text: string, page: number) =>
      db
        .selectFrom('professor')
        .leftJoin('department', 'department.id', 'professor.department_id')
        .select([
          'professor.id',
          'professor.name',
          'department.name as department',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .where(nameMatches([sql.ref('professor.name')], text))
        .orderBy(startsFirst(sql.ref('professor.name'), text))
        .orderBy(sql`discovery_fold(professor.name)`)
        .orderBy('professor.id')
        .limit(CHOICE_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute(),

    professor: (id: number) =>
      db
        .selectFrom('professor')
        .leftJoin('department', 'department.id', 'professor.department_id')
        .select(['professor.id', 'professor.name', 'department.name as department'])
        .where('professor.id', '=', id)
        .executeTakeFirst(),

    courses: (text: string, page: number, id?: number) => {
      let query = db
        .selectFrom('course')
        .innerJoin('campus', 'campus.id', 'course.campus_id')
        .select([
          'course.id',
          'course.name',
          'course.code',
          'course.level',
          'campus.id as campus_id',
          'campus.name as campus_name',
          sql<number>`count(*) over ()`.as('total'),
        ]);
      if (id !== undefined) query = query.where('course.id', '=', id);
      return query
        .where(nameMatches([sql.ref('course.name'), sql.ref('course.code')], text))
        .orderBy(sql`discovery_fold(course.code) = discovery_fold(${text})`, 'desc')
        .orderBy(startsFirst(sql.ref('course.name'), text))
        .orderBy(sql`discovery_fold(course.name)`)
        .orderBy('campus.name')
        .orderBy('course.id')
        .limit(CHOICE_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute();
    },

    disciplines: (text: string, page: number, id?: number) => {
      let query = db
        .selectFrom('discipline')
        .leftJoin('department', 'department.id', 'discipline.department_id')
        .select([
          'discipline.id',
          'discipline.name',
          'discipline.code',
          'discipline.workload_hours',
          'department.name as department',
          sql<number>`count(*) over ()`.as('total'),
        ]);
      if (id !== undefined) query = query.where('discipline.id', '=', id);
      return query
        .where(nameMatches([sql.ref('discipline.name'), sql.ref('discipline.code')], text))
        .orderBy(sql`discovery_fold(discipline.code) = discovery_fold(${text})`, 'desc')
        .orderBy(startsFirst(sql.ref('discipline.name'), text))
        .orderBy(sql`discovery_fold(discipline.name)`)
        .orderBy('discipline.id')
        .limit(CHOICE_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute();
    },

    campuses: (text: string, page: number, id?: number) => {
      let query = db
        .selectFrom('campus')
        .select(['campus.id', 'campus.name', sql<number>`count(*) over ()`.as('total')]);
      if (id !== undefined) query = query.where('campus.id', '=', id);
      return query
        .where(nameMatches([sql.ref('campus.name')], text))
        .orderBy(startsFirst(sql.ref('campus.name'), text))
        .orderBy(sql`discovery_fold(campus.name)`)
        .orderBy('campus.id')
        .limit(CHOICE_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute();
    },

    libraries: (text: string, page: number, filter: { campusId?: number; id?: number }) => {
      let query = db
        .selectFrom('library')
        .innerJoin('campus', 'campus.id', 'library.campus_id')
        .select([
          'library.id',
          'library.name',
          'library.acronym',
          'campus.id as campus_id',
          'campus.name as campus_name',
          sql<number>`count(*) over ()`.as('total'),
        ]);
      if (filter.id !== undefined) query = query.where('library.id', '=', filter.id);
      if (filter.campusId !== undefined) query = query.where('campus.id', '=', filter.campusId);
      return query
        .where(nameMatches([sql.ref('library.name'), sql.ref('library.acronym')], text))
        .orderBy(startsFirst(sql.ref('library.name'), text))
        .orderBy(sql`discovery_fold(library.name)`)
        .orderBy('library.id')
        .limit(CHOICE_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute();
    },
  };
}

export type ChoicesRepository = ReturnType<typeof choicesRepository>;
