import { sql, type Kysely } from 'kysely';
import type { AuthorityKind, Database } from '../../db/schema.ts';

/** SQL for the authority page and the authority-search select. */
export function authoritiesRepository(db: Kysely<Database>) {
  return {
    authority: (id: number) =>
      db
        .selectFrom('authority')
        .select(['id', 'kind', 'heading', 'see_from', 'see_also', 'notes', 'sources', 'marc'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Authority ids by folded heading, for linking see-also headings. */
    idsByHeadingKey: (keys: string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('authority')
            .select(['id', 'heading_key'])
            .where('heading_key', 'in', keys)
            .orderBy('id')
            .execute(),

    /** Titles using the authority, by role. */
    titleCounts: (id: number) =>
      db
        .selectFrom('title_authority')
        .select(['role', sql<number>`count(*)::int`.as('total')])
        .where('authority_id', '=', id)
        .groupBy('role')
        .execute(),

    kindCounts: () =>
      db
        .selectFrom('authority')
        .select(['kind', sql<number>`count(*)::int`.as('total')])
        .groupBy('kind')
        .execute() as Promise<{ kind: AuthorityKind; total: number }[]>,
  };
}

export type AuthoritiesRepository = ReturnType<typeof authoritiesRepository>;
