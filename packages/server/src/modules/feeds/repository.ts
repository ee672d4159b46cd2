/**
 * SQL of the feeds: the newest acquisitions of our own catalogue (optionally one library's or
 * one course's), and the rows of a search's titles.
 */
import { sql, type Kysely } from 'kysely';
import type { MaterialType } from '@estante/contract';
import type { Database } from '../../db/schema.ts';

export interface AcquisitionRow {
  id: number;
  title: string;
  subtitle: string | null;
  authors: string[];
  publisher: string | null;
  place: string | null;
  year: number | null;
  material_type: MaterialType;
  /** Null for a search's title that has no acquisition day. */
  acquired_on: string | null;
  updated_at: Date;
}

/** What narrows the new-acquisitions feed: a library's copies, a course's teaching plans. */
export interface AcquisitionFilter {
  libraryId: number | null;
  courseId: number | null;
}

export function feedsRepository(db: Kysely<Database>) {
  const columns = [
    't.id',
    't.title',
    't.subtitle',
    't.authors',
    't.publisher',
    't.place',
    't.year',
    't.material_type',
    sql<string | null>`to_char(t.acquired_on, 'YYYY-MM-DD')`.as('acquired_on'),
    't.updated_at',
  ] as const;
  const withDates = <R extends { updated_at: Date | string }>(rows: R[]) =>
    rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at) }));

  return {
    /**
     * The `limit` titles acquired last (acquisition day, then id, newest first): one backward
     * read of the (acquired_on, id) index; a library's, those with a copy there; a course's,
     * those in the bibliography of one of its teaching plans (as the new-acquisitions panel's
     * course, the search filter NA_C).
     */
    async newAcquisitions(limit: number, filter: AcquisitionFilter): Promise<AcquisitionRow[]> {
      const { libraryId, courseId } = filter;
      let query = db
        .selectFrom('title as t')
        .select(columns)
        .where('t.acquired_on', 'is not', null)
        .where('t.network_institution_id', 'is', null)
        .orderBy('t.acquired_on', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit);
      if (libraryId !== null) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('copy as c')
              .select('c.id')
              .whereRef('c.title_id', '=', 't.id')
              .where('c.library_id', '=', libraryId),
          ),
        );
      }
      if (courseId !== null) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('teaching_plan_title as tpt')
              .innerJoin('teaching_plan as tp', 'tp.id', 'tpt.teaching_plan_id')
              .select('tpt.title_id')
              .whereRef('tpt.title_id', '=', 't.id')
              .where('tp.course_id', '=', courseId),
          ),
        );
      }
      return withDates(await query.execute());
    },

    /** These titles (a search's page), in the order given; a title deleted since is left out. */
    async titles(ids: readonly number[]): Promise<AcquisitionRow[]> {
      if (ids.length === 0) return [];
      const rows = withDates(
        await db
          .selectFrom('title as t')
          .select(columns)
          .where('t.id', 'in', [...ids])
          .execute(),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A library's or course's name, or null when there is none with that id. */
    async nameOf(table: 'library' | 'course', id: number): Promise<string | null> {
      const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
      return row?.name ?? null;
    },
  };
}
export type FeedsRepository = ReturnType<typeof feedsRepository>;
