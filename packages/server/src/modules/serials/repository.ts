import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL for kardex (serial issues received) and tables of contents. */
export function serialsRepository(db: Kysely<Database>) {
  const issueColumns = [
    'serial_issue.id',
    'serial_issue.year',
    'serial_issue.volume',
    'serial_issue.number',
    sql<string | null>`to_char(serial_issue.published_on, 'YYYY-MM-DD')`.as('published_on'),
    sql<string | null>`to_char(serial_issue.received_on, 'YYYY-MM-DD')`.as('received_on'),
    'serial_issue.library_id',
    'library.name as library_name',
    'serial_issue.contents',
  ] as const;

  return {
    title: (id: number) =>
      db.selectFrom('title').select(['id', 'marc']).where('id', '=', id).executeTakeFirst(),

    hasIssues: async (titleId: number) =>
      (await db
        .selectFrom('serial_issue')
        .select('id')
        .where('title_id', '=', titleId)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    years: (titleId: number) =>
      db
        .selectFrom('serial_issue')
        .select('year')
        .distinct()
        .where('title_id', '=', titleId)
        .orderBy('year', 'desc')
        .execute(),

    libraries: (titleId: number) =>
      db
        .selectFrom('serial_issue')
        .innerJoin('library', 'library.id', 'serial_issue.library_id')
        .select(['library.id', 'library.name'])
        .distinct()
        .where('serial_issue.title_id', '=', titleId)
        .orderBy('library.name')
        .execute(),

    /** Issues, newest first, narrowed by library, issue and year. */
    issues: (titleId: number, filter: { libraryId?: number; issueId?: number; year?: number }) => {
      let query = db
        .selectFrom('serial_issue')
        .leftJoin('library', 'library.id', 'serial_issue.library_id')
        .select(issueColumns)
        .where('serial_issue.title_id', '=', titleId)
        .orderBy('serial_issue.year', 'desc')
        .orderBy(sql`serial_issue.published_on desc nulls last`)
        .orderBy('serial_issue.id', 'desc');
      if (filter.libraryId !== undefined)
        query = query.where('serial_issue.library_id', '=', filter.libraryId);
      if (filter.issueId !== undefined) query = query.where('serial_issue.id', '=', filter.issueId);
      if (filter.year !== undefined) query = query.where('serial_issue.year', '=', filter.year);
      return query.execute();
    },

    /** Issues that have contents, newest first. */
    issuesWithContents: (titleId: number) =>
      db
        .selectFrom('serial_issue')
        .leftJoin('library', 'library.id', 'serial_issue.library_id')
        .select(issueColumns)
        .where('serial_issue.title_id', '=', titleId)
        .where(sql<boolean>`cardinality(serial_issue.contents) > 0`)
        .orderBy('serial_issue.year', 'desc')
        .orderBy(sql`serial_issue.published_on desc nulls last`)
        .orderBy('serial_issue.id', 'desc')
        .execute(),
  };
}

export type SerialsRepository = ReturnType<typeof serialsRepository>;
