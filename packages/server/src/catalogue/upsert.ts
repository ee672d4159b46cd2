/**
 * Multi-row upserts of titles and authorities: one statement per batch. The rows travel as
 * one JSON parameter expanded by jsonb_populate_recordset (parsed once, the MARC record
 * included), which the embedded database handles far faster than thousands of bind parameters.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthorityRowData, TitleRowData } from './derive.ts';

/** The stored row of one input row: its id and whether it was new. */
export interface StoredRow {
  id: number;
  inserted: boolean;
}

const TITLE_COLUMNS = [
  'control_number',
  'control_number_source',
  'network_institution_id',
  'content_key',
  'marc',
  'title',
  'subtitle',
  'responsibility',
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
  'volume',
  'has_online_access',
  'has_accessibility',
  'acquired_on',
  'search_extra',
  'original_script',
] as const satisfies readonly (keyof TitleRowData)[];

const AUTHORITY_COLUMNS = [
  'control_number',
  'control_number_source',
  'kind',
  'heading',
  'heading_key',
  'see_from',
  'see_also',
  'notes',
  'sources',
  'marc',
] as const satisfies readonly (keyof AuthorityRowData)[];

const KEY_COLUMNS = new Set([
  'control_number',
  'control_number_source',
  'network_institution_id',
  'content_key',
]);

// An update keeps an acquisition date set earlier when the new record carries none.
const KEEP_WHEN_NULL = new Set(['acquired_on']);

function updateList(table: string, columns: readonly string[]): string {
  return columns
    .filter((c) => !KEY_COLUMNS.has(c))
    .map((c) =>
      KEEP_WHEN_NULL.has(c)
        ? `${c} = coalesce(excluded.${c}, ${table}.${c})`
        : `${c} = excluded.${c}`,
    )
    .join(', ');
}

const TITLE_COLUMN_LIST = sql.raw(TITLE_COLUMNS.join(', '));
const TITLE_UPDATES = sql.raw(updateList('title', TITLE_COLUMNS));
const AUTHORITY_COLUMN_LIST = sql.raw(AUTHORITY_COLUMNS.join(', '));
const AUTHORITY_UPDATES = sql.raw(updateList('authority', AUTHORITY_COLUMNS));

/**
 * Splits rows into rounds in which each key (control number, or content key) occurs once:
 * ON CONFLICT cannot touch the same row twice in one statement. Round n holds the n-th
 * occurrences, so a record that appears twice in a batch is stored in input order and the last
 * one wins.
 */
function rounds<T>(rows: readonly T[], keyOf: (row: T) => string | null): number[][] {
  const seen = new Map<string, number>();
  const out: number[][] = [];
  rows.forEach((row, i) => {
    const key = keyOf(row);
    let round = 0;
    if (key !== null) {
      round = seen.get(key) ?? 0;
      seen.set(key, round + 1);
    }
    (out[round] ??= []).push(i);
  });
  return out;
}

async function upsertInRounds<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | null,
  run: (json: string) => Promise<StoredRow[]>,
): Promise<StoredRow[]> {
  const stored: StoredRow[] = new Array<StoredRow>(rows.length);
  for (const round of rounds(rows, keyOf)) {
    const answer = await run(JSON.stringify(round.map((i) => rows[i])));
    // RETURNING yields rows in the order the SELECT fed them, i.e. the JSON array's order.
    if (answer.length !== round.length) {
      throw new Error(`upsert returned ${answer.length} rows for ${round.length} records`);
    }
    round.forEach((rowIndex, k) => {
      stored[rowIndex] = answer[k] as StoredRow;
    });
  }
  return stored;
}

/** The key a title row is upserted by within one statement (see `rounds`). */
function titleKey(r: TitleRowData): string | null {
  if (r.control_number !== null) {
    return JSON.stringify([
      r.control_number_source,
      r.control_number,
      r.network_institution_id ?? 0,
    ]);
  }
  if (r.content_key !== null) {
    return JSON.stringify([r.control_number_source, r.content_key, r.network_institution_id ?? 0]);
  }
  return null;
}

/**
 * Inserts or updates titles: by 001 + 003 (+ network institution), or — for a record without
 * 001 — by its content key + 003 (+ network institution). Answers in input order.
 */
export async function storeTitleRows(
  trx: Transaction<Database>,
  rows: readonly TitleRowData[],
): Promise<StoredRow[]> {
  // Each statement names one unique index as its conflict target, so the two kinds of record
  // go in separate statements.
  const byNumber: number[] = [];
  const byContent: number[] = [];
  rows.forEach((r, i) => (r.control_number !== null ? byNumber : byContent).push(i));
  const stored = new Array<StoredRow>(rows.length);
  const numbered = await upsertInRounds(
    byNumber.map((i) => rows[i]!),
    titleKey,
    async (json) => {
      const { rows: answer } = await sql<StoredRow>`
        insert into title (${TITLE_COLUMN_LIST})
        select ${TITLE_COLUMN_LIST} from jsonb_populate_recordset(null::title, ${json}::jsonb)
        on conflict (control_number_source, control_number, (coalesce(network_institution_id, 0)))
          where control_number is not null
        do update set ${TITLE_UPDATES}, updated_at = now()
        returning id, (xmax = 0) as inserted`.execute(trx);
      return answer;
    },
  );
  byNumber.forEach((rowIndex, k) => (stored[rowIndex] = numbered[k]!));
  const keyed = await upsertInRounds(
    byContent.map((i) => rows[i]!),
    titleKey,
    async (json) => {
      const { rows: answer } = await sql<StoredRow>`
        insert into title (${TITLE_COLUMN_LIST})
        select ${TITLE_COLUMN_LIST} from jsonb_populate_recordset(null::title, ${json}::jsonb)
        on conflict (control_number_source, content_key, (coalesce(network_institution_id, 0)))
          where content_key is not null
        do update set ${TITLE_UPDATES}, updated_at = now()
        returning id, (xmax = 0) as inserted`.execute(trx);
      return answer;
    },
  );
  byContent.forEach((rowIndex, k) => (stored[rowIndex] = keyed[k]!));
  return stored;
}

/** The key an authority record is upserted by: 003 and 001 (null when there is no 001). */
export function authorityKey(row: AuthorityRowData): string | null {
  return row.control_number === null
    ? null
    : JSON.stringify([row.control_number_source, row.control_number]);
}

/** The stored heading keys of the authority records about to be upserted, by authorityKey. */
export async function currentHeadingKeys(
  trx: Transaction<Database>,
  rows: readonly AuthorityRowData[],
): Promise<Map<string, string>> {
  const keys = rows.filter((r) => r.control_number !== null);
  if (keys.length === 0) return new Map();
  const pairs = JSON.stringify(keys.map((r) => [r.control_number_source, r.control_number]));
  const { rows: found } = await sql<{ source: string; number: string; heading_key: string }>`
    select a.control_number_source as source, a.control_number as number, a.heading_key
    from authority a
    join jsonb_array_elements(${pairs}::jsonb) as k(pair)
      on a.control_number_source = k.pair->>0 and a.control_number = k.pair->>1`.execute(trx);
  return new Map(found.map((f) => [JSON.stringify([f.source, f.number]), f.heading_key]));
}

/** Inserts or updates authority records by 001 + 003; answers in input order. */
export function storeAuthorityRows(
  trx: Transaction<Database>,
  rows: readonly AuthorityRowData[],
): Promise<StoredRow[]> {
  return upsertInRounds(rows, authorityKey, async (json) => {
    const { rows: answer } = await sql<StoredRow>`
        insert into authority (${AUTHORITY_COLUMN_LIST})
        select ${AUTHORITY_COLUMN_LIST} from jsonb_populate_recordset(null::authority, ${json}::jsonb)
        on conflict (control_number_source, control_number) where control_number is not null
        do update set ${AUTHORITY_UPDATES}, updated_at = now()
        returning id, (xmax = 0) as inserted`.execute(trx);
    return answer;
  });
}
