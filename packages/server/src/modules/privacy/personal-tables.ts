import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Which of the tables that name a patron (a `person_id` column) are what: read from the
 * database itself, so a table a later module adds is in the patron's download and erased on
 * closing without anyone remembering to list it here (docs/privacy.md).
 */

/** Tables left out of the download: only secrets or short-lived technical rows. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  password_history: 'hashes of earlier passwords only',
  recovery_code: 'hashes of password-recovery codes, valid for minutes',
  redirect_token: 'hashes of one-use sign-in redirect tokens',
  circulation_request: 'answers kept a day so that a retried desk call is not done twice',
};

/** Columns never exported: secrets, or a credential that still works. */
const REDACTED_COLUMN = /(^|_)(hash|secret)(_|$)/;
const REDACTED: Readonly<Record<string, readonly string[]>> = { loan_token: ['code'] };

/**
 * Tables kept when an account is closed, because the library must account for them (loans,
 * fines, holds, requests and their history, documents issued): they keep pointing at the
 * closed, anonymous person. Every other table's rows of the patron are deleted.
 */
export const KEPT_ON_CLOSING: Readonly<Record<string, string>> = {
  loan: 'circulation history and statistics',
  hold: 'hold queues and statistics',
  fine: 'money received',
  suspension: 'circulation history',
  circulation_event: 'the circulation audit trail',
  loan_request: 'requests between libraries and their history',
  no_debts_declaration: 'declarations issued, verified by their public code',
  payment_slip: 'payment slips issued',
  unit_departure: 'the record of leaving the unit',
  comment: 'approved comments stay on title pages, signed anonymously (pending ones go)',
  professor: 'teaching plans keep their professor; the link to the account goes',
  purchase_suggestion: 'acquisition records: what was asked, quoted and bought, and statistics',
};

/** Tables with a `person_id` column, each with its columns in order. */
export async function personTables(
  db: Kysely<Database>,
): Promise<{ table: string; columns: string[] }[]> {
  const { rows } = await sql<{ table_name: string; columns: string[] }>`
    select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name in (
        select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'person_id')
    group by c.table_name
    order by c.table_name`.execute(db);
  return rows.map((row) => ({ table: row.table_name, columns: row.columns }));
}

/**
 * The tables in an order rows can be deleted in: one whose rows point at another's (a foreign
 * key between them) comes first, so no delete is refused for rows still pointing at it.
 */
export async function deletionOrder(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and conrelid <> confrelid`.execute(db);
  const inSet = new Set(tables);
  const pointedAtBy = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) {
    if (inSet.has(child) && inSet.has(parent)) pointedAtBy.get(parent)!.add(child);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const child of pointedAtBy.get(table) ?? []) place(child, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The columns of `table` a download may carry. */
export function exportedColumns(table: string, columns: readonly string[]): string[] {
  const redacted = REDACTED[table] ?? [];
  return columns.filter((column) => !REDACTED_COLUMN.test(column) && !redacted.includes(column));
}
