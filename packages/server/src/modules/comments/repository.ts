import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTitleTables } from '../titles/tables.ts';

/** SQL for the comments of a title. */
export function commentsRepository(db: Kysely<Database>) {
  const tdb = withTitleTables(db);
  return {
    titleExists: async (id: number) =>
      (await db.selectFrom('title').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Approved comments only (spec §4: comments appear after the unit approves them). */
    approved: (titleId: number) =>
      tdb
        .selectFrom('comment')
        .select(['id', 'author_name', 'body', 'created_at'])
        .where('title_id', '=', titleId)
        .where('status', '=', 'approved')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
