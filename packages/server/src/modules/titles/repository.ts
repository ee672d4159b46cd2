import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTitleTables } from './tables.ts';

/** SQL for a title's details page and its sub-pages. */
export function titlesRepository(db: Kysely<Database>) {
  const tdb = withTitleTables(db);
  return {
    /**
     * What decides a signed-in patron's hold and loan request on a title: a suspension in
     * force, copies that may go home now (and any at all), a copy of it on loan to them.
     */
    patronStanding: async (personId: number, titleId: number, today: string) => {
      const { rows } = await sql<{
        suspended: boolean;
        lendable: number;
        available: number;
        borrowed: boolean;
      }>`
        SELECT
          EXISTS (SELECT 1 FROM suspension s WHERE s.person_id = ${personId}
            AND s.lifted_at IS NULL AND s.starts_on <= ${today}::date AND s.ends_on >= ${today}::date)
            AS suspended,
          (SELECT count(*) FROM copy c WHERE c.title_id = ${titleId}
            AND c.loan_type <> 'reference')::int AS lendable,
          (SELECT count(*) FROM copy c WHERE c.title_id = ${titleId}
            AND c.loan_type <> 'reference' AND c.status = 'available')::int AS available,
          EXISTS (SELECT 1 FROM loan l JOIN copy c ON c.id = l.copy_id
            WHERE l.person_id = ${personId} AND l.returned_at IS NULL AND c.title_id = ${titleId})
            AS borrowed`.execute(db);
      return rows[0]!;
    },
    /** The title with its MARC record and, for a network record, its institution. */
    title: (id: number) =>
      db
        .selectFrom('title')
        .leftJoin('network_institution', 'network_institution.id', 'title.network_institution_id')
        .select([
          'title.id',
          'title.marc',
          'title.title',
          'title.subtitle',
          'title.responsibility',
          'title.publisher',
          'title.place',
          'title.year',
          'title.edition',
          'title.physical_description',
          'title.series',
          'title.language',
          'title.isbns',
          'title.issns',
          'title.call_number',
          'title.material_type',
          'title.volume',
          'title.cover_url',
          'title.network_institution_id',
          'network_institution.name as network_institution_name',
        ])
        .where('title.id', '=', id)
        .executeTakeFirst(),

    /** Just enough to know a title exists and what it is. */
    titleHead: (id: number) =>
      db
        .selectFrom('title')
        .select(['id', 'material_type', 'network_institution_id'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The authorities linked to the title, with the key its headings are matched on. */
    authorityLinks: (titleId: number) =>
      db
        .selectFrom('title_authority')
        .innerJoin('authority', 'authority.id', 'title_authority.authority_id')
        .select(['authority.id', 'authority.heading_key', 'title_authority.role'])
        .where('title_authority.title_id', '=', titleId)
        .execute(),

    /** Distinct volume/tome/part combinations of the title's copies. */
    volumes: (titleId: number) =>
      db
        .selectFrom('copy')
        .select(['volume', 'tome', 'part'])
        .distinct()
        .where('title_id', '=', titleId)
        .orderBy('volume')
        .orderBy('tome')
        .orderBy('part')
        .execute(),

    copies: (titleId: number, libraryId?: number) => {
      let query = db
        .selectFrom('copy')
        .innerJoin('library', 'library.id', 'copy.library_id')
        .select([
          'copy.id',
          'copy.barcode',
          'copy.library_id',
          'library.name as library_name',
          'copy.location',
          'copy.call_number',
          'copy.loan_type',
          'copy.collection',
          'copy.volume',
          'copy.tome',
          'copy.part',
          'copy.status',
          sql<string | null>`to_char(copy.due_on, 'YYYY-MM-DD')`.as('due_on'),
          'copy.in_closed_stacks',
        ])
        .where('copy.title_id', '=', titleId)
        .orderBy('library.name')
        .orderBy('copy.volume')
        .orderBy('copy.tome')
        .orderBy('copy.part')
        .orderBy('copy.id');
      if (libraryId !== undefined) query = query.where('copy.library_id', '=', libraryId);
      return query.execute();
    },

    /** Libraries holding copies, with counts of copies and of available ones. */
    holdingLibraries: (titleId: number) =>
      db
        .selectFrom('copy')
        .innerJoin('library', 'library.id', 'copy.library_id')
        .innerJoin('campus', 'campus.id', 'library.campus_id')
        .select([
          'library.id',
          'library.name',
          'campus.id as campus_id',
          'campus.name as campus_name',
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where copy.status = 'available'))::int`.as('available'),
        ])
        .where('copy.title_id', '=', titleId)
        .groupBy(['library.id', 'library.name', 'campus.id', 'campus.name'])
        .orderBy('campus.name')
        .orderBy('library.name')
        .execute(),

    /** Copies per library: acquired in [from, to] (either end open) and in total. */
    totals: (titleId: number, from: string | null, to: string | null, libraryId?: number) => {
      let query = db
        .selectFrom('copy')
        .innerJoin('library', 'library.id', 'copy.library_id')
        .select([
          'library.id',
          'library.name',
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where copy.acquired_on is not null
            and (${from}::date is null or copy.acquired_on >= ${from}::date)
            and (${to}::date is null or copy.acquired_on <= ${to}::date)))::int`.as('acquired'),
        ])
        .where('copy.title_id', '=', titleId)
        .groupBy(['library.id', 'library.name'])
        .orderBy('library.name');
      if (libraryId !== undefined) query = query.where('copy.library_id', '=', libraryId);
      return query.execute();
    },

    /** Closed-stacks copies per library, narrowed by library and volume/tome/part. */
    closedStacks: (
      titleId: number,
      filter: { libraryId?: number; volume?: string; tome?: string; part?: string },
    ) => {
      let query = db
        .selectFrom('copy')
        .innerJoin('library', 'library.id', 'copy.library_id')
        .select([
          'library.id',
          'library.name',
          'library.email',
          'library.phone',
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where copy.status = 'available'))::int`.as('available'),
        ])
        .where('copy.title_id', '=', titleId)
        .where('copy.in_closed_stacks', '=', true)
        .groupBy(['library.id', 'library.name', 'library.email', 'library.phone'])
        .orderBy('library.name');
      if (filter.libraryId !== undefined)
        query = query.where('copy.library_id', '=', filter.libraryId);
      if (filter.volume !== undefined) query = query.where('copy.volume', '=', filter.volume);
      if (filter.tome !== undefined) query = query.where('copy.tome', '=', filter.tome);
      if (filter.part !== undefined) query = query.where('copy.part', '=', filter.part);
      return query.execute();
    },

    usageYears: (titleId: number) =>
      tdb
        .selectFrom('title_usage_month')
        .select('year')
        .distinct()
        .where('title_id', '=', titleId)
        .orderBy('year', 'desc')
        .execute(),

    usageOfYear: (titleId: number, year: number) =>
      tdb
        .selectFrom('title_usage_month')
        .select(['month', 'loans', 'renewals', 'holds'])
        .where('title_id', '=', titleId)
        .where('year', '=', year)
        .orderBy('month')
        .execute(),
  };
}

export type TitlesRepository = ReturnType<typeof titlesRepository>;
