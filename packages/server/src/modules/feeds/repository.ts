/** SQL of the feeds: the newest acquisitions of our own catalogue, optionally one library's. */
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
  acquired_on: string;
  updated_at: Date;
}

export function feedsRepository(db: Kysely<Database>) {
  return {
    /**
     * The `limit` titles acquired last (acquisition day, then id, newest first): one backward
     * read of the (acquired_on, id) index; a library's, those with a copy there.
     */
    async newAcquisitions(limit: number, libraryId: number | null): Promise<AcquisitionRow[]> {
      let query = db
        .selectFrom('title as t')
        .select([
          't.id',
          't.title',
          't.subtitle',
          't.authors',
          't.publisher',
          't.place',
          't.year',
          't.material_type',
          sql<string>`to_char(t.acquired_on, 'YYYY-MM-DD')`.as('acquired_on'),
          't.updated_at',
        ])
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
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at) }));
    },

    /** A library's name, or null when there is no such library. */
    async libraryName(id: number): Promise<string | null> {
      const row = await db
        .selectFrom('library')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.name ?? null;
    },
  };
}
export type FeedsRepository = ReturnType<typeof feedsRepository>;
