import { ACTIVITY, type CommentStatus } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTitleTables, type TitlesDatabase } from '../titles/tables.ts';

type Db = Kysely<Database>;

/** A comment with the names of its title and library, as the lists show it. */
export interface CommentRow {
  id: number;
  title_id: number | null;
  title: string | null;
  library_id: number | null;
  library_name: string | null;
  person_id: number | null;
  author_name: string;
  body: string;
  status: CommentStatus;
  created_at: Date;
  reviewed_at: Date | null;
  reply: string | null;
}

/** What a new comment stores. */
export interface NewComment {
  titleId: number | null;
  libraryId: number;
  personId: number;
  authorName: string;
  body: string;
  at: Date;
}

/** Filters of the patron's own list. */
export interface OwnCommentFilter {
  personId: number;
  titleId?: number;
  status?: CommentStatus;
  /** Days sent, inclusive (YYYY-MM-DD, compared in UTC). */
  from?: string;
  to?: string;
}

/** SQL of comments: the title page's approved ones, the patron's own, the desk's queue. */
export function commentsRepository(db: Db) {
  const tdb = withTitleTables(db);

  /** Comments joined with their title and library names. */
  const listed = (q: Kysely<TitlesDatabase>) =>
    q
      .selectFrom('comment as c')
      .leftJoin('title as t', 't.id', 'c.title_id')
      .leftJoin('library as l', 'l.id', 'c.library_id')
      .select([
        'c.id',
        'c.title_id',
        't.title',
        'c.library_id',
        'l.name as library_name',
        'c.person_id',
        'c.author_name',
        'c.body',
        'c.status',
        'c.created_at',
        'c.reviewed_at',
        'c.reply',
      ]);

  return {
    db,

    /** A title of this catalogue (not a network record), or undefined. */
    localTitle: (id: number) =>
      db
        .selectFrom('title')
        .select(['id', 'title'])
        .where('id', '=', id)
        .where('network_institution_id', 'is', null)
        .executeTakeFirst(),

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

    library: (id: number) =>
      db.selectFrom('library').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),

    /**
     * The patron's name and whether they may comment, as signed in: activity 13 in the login's
     * category (in any login's category when the token names none).
     */
    async standing(personId: number, loginId: number | null) {
      const person = await db
        .selectFrom('person')
        .select('name')
        .where('id', '=', personId)
        .executeTakeFirst();
      const allowed = await db
        .selectFrom('person_login as pl')
        .innerJoin('category_activity as ca', 'ca.category_id', 'pl.category_id')
        .select('pl.id')
        .where('pl.person_id', '=', personId)
        .where('ca.activity_code', '=', ACTIVITY.comments)
        .$if(loginId !== null, (w) => w.where('pl.id', '=', loginId!))
        .limit(1)
        .executeTakeFirst();
      return { name: person?.name ?? null, mayComment: allowed !== undefined };
    },

    /** Locks the person's row: one comment at a time per patron (the pending limit). */
    async lockPerson(q: Db, personId: number) {
      await q.selectFrom('person').select('id').where('id', '=', personId).forUpdate().execute();
    },

    async pendingCount(q: Db, personId: number): Promise<number> {
      const row = await withTitleTables(q)
        .selectFrom('comment')
        .select(sql<string>`count(*)`.as('n'))
        .where('person_id', '=', personId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(q: Db, comment: NewComment): Promise<number> {
      const row = await withTitleTables(q)
        .insertInto('comment')
        .values({
          title_id: comment.titleId,
          library_id: comment.libraryId,
          person_id: comment.personId,
          author_name: comment.authorName,
          body: comment.body,
          created_at: comment.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One comment, by id (the caller checks whose it is). */
    find: (q: Db, id: number): Promise<CommentRow | undefined> =>
      listed(withTitleTables(q)).where('c.id', '=', id).executeTakeFirst(),

    /** The patron's comments, newest first. */
    own: (filter: OwnCommentFilter): Promise<CommentRow[]> =>
      listed(tdb)
        .where('c.person_id', '=', filter.personId)
        .$if(filter.titleId !== undefined, (w) => w.where('c.title_id', '=', filter.titleId!))
        .$if(filter.status !== undefined, (w) => w.where('c.status', '=', filter.status!))
        .$if(filter.from !== undefined, (w) =>
          w.where('c.created_at', '>=', sql<Date>`${filter.from}::date::timestamptz`),
        )
        .$if(filter.to !== undefined, (w) =>
          w.where('c.created_at', '<', sql<Date>`(${filter.to}::date + 1)::timestamptz`),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute(),

    /** The titles the patron commented, with counts by status, latest comment first. */
    commentedTitles: (personId: number) =>
      tdb
        .selectFrom('comment as c')
        .innerJoin('title as t', 't.id', 'c.title_id')
        .select([
          'c.title_id as id',
          't.title',
          sql<string>`count(*)`.as('total'),
          sql<string>`count(*) filter (where c.status = 'pending')`.as('pending'),
          sql<string>`count(*) filter (where c.status = 'approved')`.as('approved'),
          sql<string>`count(*) filter (where c.status = 'rejected')`.as('rejected'),
          sql<Date>`max(c.created_at)`.as('latest'),
        ])
        .where('c.person_id', '=', personId)
        .groupBy(['c.title_id', 't.title'])
        .orderBy(sql`max(c.created_at)`, 'desc')
        .orderBy('c.title_id')
        .execute(),

    /** Deletes the patron's own comment; answers whether there was one. */
    async deleteOwn(personId: number, id: number): Promise<boolean> {
      const result = await tdb
        .deleteFrom('comment')
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The desk's queue: comments awaiting approval, oldest first. */
    pending: (limit: number): Promise<CommentRow[]> =>
      listed(tdb)
        .where('c.status', '=', 'pending')
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(limit)
        .execute(),

    /** Locks a comment for its review. */
    async lock(q: Db, id: number) {
      return withTitleTables(q)
        .selectFrom('comment')
        .select(['id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async review(
      q: Db,
      id: number,
      review: {
        status: 'approved' | 'rejected';
        reply: string | null;
        at: Date;
        staffId: number | null;
      },
    ) {
      await withTitleTables(q)
        .updateTable('comment')
        .set({
          status: review.status,
          reply: review.reply,
          reviewed_at: review.at,
          reviewed_by: review.staffId,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
