/** SQL of the SRU server: the MARC records of a page of hits, and the catalogue's name. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';

export function sruRepository(db: Kysely<Database>) {
  return {
    /** The institution's name, for explain's database title. */
    async institutionName(): Promise<string | null> {
      const row = await db.selectFrom('institution').select('name').executeTakeFirst();
      return row?.name?.trim() || null;
    },

    /** The records of these titles of our own collection (a title deleted since is absent). */
    async records(ids: number[]): Promise<Map<number, MarcRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('title')
        .select(['id', 'marc'])
        .where('id', 'in', ids)
        .where('network_institution_id', 'is', null)
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          (typeof row.marc === 'string' ? JSON.parse(row.marc) : row.marc) as MarcRecord,
        ]),
      );
    },
  };
}
export type SruRepository = ReturnType<typeof sruRepository>;
