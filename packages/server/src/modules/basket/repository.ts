import type { Kysely } from 'kysely';
import type { Database, TitleRow } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';

/** A title as the basket export needs it: its MARC record and the display columns. */
export interface ExportTitle extends Pick<
  TitleRow,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'authors'
  | 'subjects'
  | 'publisher'
  | 'place'
  | 'year'
  | 'edition'
  | 'physical_description'
  | 'series'
  | 'language'
  | 'isbns'
  | 'issns'
  | 'call_number'
  | 'material_type'
> {
  marc: MarcRecord;
}

/** SQL of the basket export. */
export function basketRepository(db: Kysely<Database>) {
  return {
    /** The titles with these ids, in no particular order (unknown ids are simply absent). */
    titles: async (ids: readonly number[]): Promise<ExportTitle[]> => {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('title')
        .select([
          'id',
          'marc',
          'title',
          'subtitle',
          'authors',
          'subjects',
          'publisher',
          'place',
          'year',
          'edition',
          'physical_description',
          'series',
          'language',
          'isbns',
          'issns',
          'call_number',
          'material_type',
        ])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({ ...row, marc: row.marc as MarcRecord }));
    },

    /** The institution's name for the PDF heading, or null before it is configured. */
    institutionName: async (): Promise<string | null> =>
      (await db.selectFrom('institution').select('name').executeTakeFirst())?.name ?? null,
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
