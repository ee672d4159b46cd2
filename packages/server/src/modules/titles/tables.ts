/**
 * Kysely types of the tables of migration 0005 (comments, usage statistics). Kept with the
 * modules that use them and joined to the shared schema with `withTables`, so the shared
 * `db/schema.ts` stays as the foundation left it.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CommentTable {
  id: Generated<number>;
  /** Null for a general comment to the library (migration 0027). */
  title_id: number | null;
  library_id: number | null;
  person_id: number | null;
  author_name: string;
  body: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The library's answer to an approved or rejected comment (migration 0027). */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff person who answered; null for an operator's desk command (migration 0027). */
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TitleUsageMonthTable {
  title_id: number;
  year: number;
  month: number;
  loans: Generated<number>;
  renewals: Generated<number>;
  holds: Generated<number>;
}

/** The shared schema plus the tables of migration 0005. */
export type TitlesDatabase = Database & {
  comment: CommentTable;
  title_usage_month: TitleUsageMonthTable;
};

/** The same connection, typed with the tables of migration 0005. */
export function withTitleTables(db: Kysely<Database>): Kysely<TitlesDatabase> {
  return db.withTables<{ comment: CommentTable; title_usage_month: TitleUsageMonthTable }>();
}
