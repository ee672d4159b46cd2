import { sql, type Kysely } from 'kysely';
import type { Database, InfoBlockTable } from '../../db/schema.ts';

/** SQL for the institution's settings and public information. */
export function parametersRepository(db: Kysely<Database>) {
  return {
    institution: () => db.selectFrom('institution').selectAll().executeTakeFirst(),

    externalDatabaseLinks: () =>
      db
        .selectFrom('external_database_link')
        .select(['label', 'url'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    enabledActivities: () =>
      db
        .selectFrom('activity')
        .select(['code', 'module', 'description'])
        .where('enabled', '=', true)
        .orderBy('code')
        .execute(),

    enabledSearchTabs: () =>
      db
        .selectFrom('search_tab')
        .select(['key', 'label', 'position'])
        .where('enabled', '=', true)
        .orderBy('position')
        .execute(),

    infoBlocks: (section: InfoBlockTable['section']) =>
      db
        .selectFrom('info_block')
        .select(['id', 'title', 'body', 'link'])
        .where('section', '=', section)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    /** Libraries with campus, optionally one; hours come from `openingHours`. */
    libraries: (libraryId?: number) => {
      let query = db
        .selectFrom('library')
        .innerJoin('campus', 'campus.id', 'library.campus_id')
        .select([
          'library.id',
          'library.name',
          'library.email',
          'library.phone',
          'library.address',
          'campus.id as campus_id',
          'campus.name as campus_name',
        ])
        .orderBy('campus.name')
        .orderBy('library.name');
      if (libraryId !== undefined) query = query.where('library.id', '=', libraryId);
      return query.execute();
    },

    openingHours: (libraryIds: number[]) =>
      libraryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('opening_hours')
            .select([
              'library_id',
              'weekday',
              sql<string>`to_char(opens, 'HH24:MI')`.as('opens'),
              sql<string>`to_char(closes, 'HH24:MI')`.as('closes'),
            ])
            .where('library_id', 'in', libraryIds)
            .orderBy('library_id')
            .orderBy('weekday')
            .orderBy('opens')
            .execute(),

    /** One activity, enabled or not, with its informational text. */
    activity: (code: number) =>
      db
        .selectFrom('activity')
        .select(['code', 'module', 'description', 'enabled', 'notice'])
        .where('code', '=', code)
        .executeTakeFirst(),

    /** The value (JSON) of a named setting, undefined when the institution has not set it. */
    setting: async (name: string): Promise<unknown> =>
      (await db.selectFrom('setting').select('value').where('name', '=', name).executeTakeFirst())
        ?.value,

    /** Whether a library exists. */
    libraryExists: async (id: number) =>
      (await db.selectFrom('library').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Events of `source` not yet over, soonest first. */
    currentEvents: (now: Date, limit: number, source: 'institutional' | 'eventum') =>
      db
        .selectFrom('event')
        .selectAll()
        .where('source', '=', source)
        .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now}`)
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .execute(),
  };
}

export type ParametersRepository = ReturnType<typeof parametersRepository>;
