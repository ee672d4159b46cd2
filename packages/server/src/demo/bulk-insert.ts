/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter, which the
 * embedded database handles far faster than thousands of bind parameters.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

const CHUNK = 5000;

/**
 * Inserts plain rows (column name → value; arrays for array columns) into one of our tables.
 * Every row must have the same keys; identity columns are left to the database.
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.raw(Object.keys(first).join(', '));
  const target = sql.raw(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await sql`insert into ${target} (${columns})
      select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`.execute(db);
  }
}
