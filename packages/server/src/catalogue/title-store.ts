/**
 * Stores MARC records: titles and authority records upserted by control number (001 + 003),
 * titles without 001 by their content key (content-key.ts), with every derived column and the
 * links between titles and authorities. Used by the MARC import CLI and by the demo generator,
 * so both produce exactly the same rows.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { describeAuthority, describeBibliographic } from '../marc/describe.ts';
import type { MarcRecord } from '../marc/record.ts';
import { authorityRow, controlKey, titleRow } from './derive.ts';
import {
  linkAuthoritiesToTitles,
  linkTitlesToAuthorities,
  type TitleHeadingKeys,
} from './authority-links.ts';
import {
  authorityKey,
  currentHeadingKeys,
  storeAuthorityRows,
  storeTitleRows,
  type StoredRow,
} from './upsert.ts';
import type { AuthorityRowData, TitleRowData } from './derive.ts';
import { headingKey } from './heading-key.ts';

/** Options of saveRecords. */
export interface SaveOptions {
  /** Records of another institution of the network catalogue (rede_pergamum_oai). */
  networkInstitutionId?: number | null;
  /** Records per transaction; 500 by default. */
  batchSize?: number;
}

/** A record that was not stored: its position in the input, its 001 and why. */
export interface RecordProblem {
  /** 0-based position in the `records` array given to saveRecords. */
  index: number;
  controlNumber: string | null;
  reason: string;
}

/** What saveRecords did. */
export interface SaveResult {
  /** Bibliographic records stored as new titles. */
  inserted: number;
  /** Bibliographic records that replaced a title with the same 001 + 003 (or content key). */
  updated: number;
  /**
   * The bibliographic records without 001 that were stored, in input order: `key` is their
   * content key with their 003, `inserted` false when they updated a title of the same key
   * (stored by an earlier import, or earlier in the same call).
   */
  byContent: ContentMatch[];
  authorities: { inserted: number; updated: number };
  /** Holdings records (leader/06 u, v, x, y): not stored. */
  skipped: RecordProblem[];
  /** Records refused (unusable data or refused by the database); the rest was stored. */
  rejected: RecordProblem[];
  /** The title each stored bibliographic record went to, by its input position. */
  titleIds: { index: number; id: number }[];
}

/** A stored record without 001: see SaveResult.byContent. */
export interface ContentMatch {
  index: number;
  key: string;
  inserted: boolean;
}

const DEFAULT_BATCH_SIZE = 500;
const HOLDINGS_TYPES = 'uvxy';

interface TitleItem {
  index: number;
  row: TitleRowData;
  headings: TitleHeadingKeys;
}
interface AuthorityItem {
  index: number;
  row: AuthorityRowData;
}
interface Prepared {
  titles: TitleItem[];
  authorities: AuthorityItem[];
}
interface Counts {
  inserted: number;
  updated: number;
}
interface TitleCounts extends Counts {
  byContent: ContentMatch[];
  ids: { index: number; id: number }[];
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Which title headings can match authority records, folded once here. */
function titleHeadings(row: TitleRowData): TitleHeadingKeys {
  return { authorKeys: row.authors.map(headingKey), subjectKeys: row.subjects.map(headingKey) };
}

/** Describes every record of a batch; unusable ones go to `rejected` and skip the database. */
function prepare(
  records: readonly MarcRecord[],
  offset: number,
  networkInstitutionId: number | null,
  result: SaveResult,
): Prepared {
  const prepared: Prepared = { titles: [], authorities: [] };
  records.forEach((record, i) => {
    const index = offset + i;
    const type = record.leader?.[6] ?? '';
    if (type !== '' && HOLDINGS_TYPES.includes(type)) {
      result.skipped.push({
        index,
        controlNumber: controlKey(record).number,
        reason: `holdings record (leader/06 = ${type}) not imported`,
      });
      return;
    }
    try {
      if (type === 'z') {
        prepared.authorities.push({ index, row: authorityRow(record, describeAuthority(record)) });
      } else {
        const row = titleRow(record, describeBibliographic(record), networkInstitutionId);
        prepared.titles.push({ index, row, headings: titleHeadings(row) });
      }
    } catch (error) {
      result.rejected.push({
        index,
        controlNumber: controlValueSafe(record),
        reason: reasonOf(error),
      });
    }
  });
  return prepared;
}

function controlValueSafe(record: MarcRecord): string | null {
  try {
    return controlKey(record).number;
  } catch {
    return null;
  }
}

/**
 * Stores authority records and links them to the titles already stored. Only new records and
 * records whose heading changed are searched for titles: an unchanged heading keeps its links
 * (re-importing an authority file then costs no title search at all).
 */
async function storeAuthorities(
  trx: Transaction<Database>,
  items: AuthorityItem[],
): Promise<Counts> {
  if (items.length === 0) return { inserted: 0, updated: 0 };
  const rows = items.map((i) => i.row);
  const before = await currentHeadingKeys(trx, rows);
  const stored = await storeAuthorityRows(trx, rows);
  const changed = stored
    .map((s, i) => ({ s, row: rows[i] }))
    .filter(
      (x): x is { s: StoredRow; row: AuthorityRowData } =>
        x.row !== undefined &&
        (x.s.inserted || before.get(authorityKey(x.row) ?? '') !== x.row.heading_key),
    );
  await linkAuthoritiesToTitles(
    trx,
    changed.map((x) => x.s),
    changed.map((x) => x.row),
  );
  return count(stored);
}

async function storeTitles(trx: Transaction<Database>, items: TitleItem[]): Promise<TitleCounts> {
  if (items.length === 0) return { inserted: 0, updated: 0, byContent: [], ids: [] };
  const stored = await storeTitleRows(
    trx,
    items.map((i) => i.row),
  );
  await linkTitlesToAuthorities(
    trx,
    stored,
    items.map((i) => i.headings),
  );
  const byContent: ContentMatch[] = [];
  const ids: { index: number; id: number }[] = [];
  items.forEach((item, i) => {
    ids.push({ index: item.index, id: stored[i]!.id });
    const { content_key: key, control_number_source: source } = item.row;
    if (key !== null) {
      byContent.push({
        index: item.index,
        key: JSON.stringify([source, key]),
        inserted: stored[i]!.inserted,
      });
    }
  });
  return { ...count(stored), byContent, ids };
}

function count(stored: StoredRow[]): Counts {
  let inserted = 0;
  for (const row of stored) if (row.inserted) inserted++;
  return { inserted, updated: stored.length - inserted };
}

function add(result: SaveResult, titles: TitleCounts, authorities: Counts): void {
  result.inserted += titles.inserted;
  result.updated += titles.updated;
  result.byContent.push(...titles.byContent);
  result.titleIds.push(...titles.ids);
  result.authorities.inserted += authorities.inserted;
  result.authorities.updated += authorities.updated;
}

/**
 * Stores one batch inside the caller's transaction. Authorities go first so the titles of the
 * same batch link to them. When the database refuses the batch, it is rolled back to its
 * savepoint and stored again record by record, each in its own savepoint, so only the
 * refused records are left out (and reported).
 */
async function storeBatch(
  trx: Transaction<Database>,
  prepared: Prepared,
  result: SaveResult,
): Promise<void> {
  await sql`savepoint estante_batch`.execute(trx);
  try {
    const authorities = await storeAuthorities(trx, prepared.authorities);
    const titles = await storeTitles(trx, prepared.titles);
    await sql`release savepoint estante_batch`.execute(trx);
    add(result, titles, authorities);
    return;
  } catch {
    await sql`rollback to savepoint estante_batch`.execute(trx);
  }
  const single = async (
    index: number,
    store: () => Promise<void>,
    controlNumber: string | null,
  ) => {
    await sql`savepoint estante_record`.execute(trx);
    try {
      await store();
      await sql`release savepoint estante_record`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint estante_record`.execute(trx);
      result.rejected.push({ index, controlNumber, reason: reasonOf(error) });
    }
  };
  for (const item of prepared.authorities) {
    await single(
      item.index,
      async () =>
        add(
          result,
          { inserted: 0, updated: 0, byContent: [], ids: [] },
          await storeAuthorities(trx, [item]),
        ),
      item.row.control_number,
    );
  }
  for (const item of prepared.titles) {
    await single(
      item.index,
      async () => add(result, await storeTitles(trx, [item]), { inserted: 0, updated: 0 }),
      item.row.control_number,
    );
  }
}

function emptyResult(): SaveResult {
  return {
    inserted: 0,
    updated: 0,
    byContent: [],
    authorities: { inserted: 0, updated: 0 },
    skipped: [],
    rejected: [],
    titleIds: [],
  };
}

/**
 * Saves MARC records inside the caller's transaction, as one batch (see saveRecords): for a
 * caller that writes other rows with them, all or nothing (the OAI-PMH harvester).
 */
export async function saveRecordsIn(
  trx: Transaction<Database>,
  records: readonly MarcRecord[],
  options: Pick<SaveOptions, 'networkInstitutionId'> = {},
): Promise<SaveResult> {
  const result = emptyResult();
  const prepared = prepare(records, 0, options.networkInstitutionId ?? null, result);
  if (prepared.titles.length > 0 || prepared.authorities.length > 0)
    await storeBatch(trx, prepared, result);
  return result;
}

/**
 * Saves MARC records: bibliographic records become titles, authority records (leader/06 'z')
 * authorities; holdings records are skipped. Upserts by 001 + 003 (records without 001 by their
 * content key + 003), fills every derived column and the search document, and links titles and
 * authorities by heading in both directions. Each batch is one transaction; a record the
 * database refuses is reported in `rejected` and the rest of its batch is still saved.
 */
export async function saveRecords(
  kysely: Kysely<Database>,
  records: readonly MarcRecord[],
  options: SaveOptions = {},
): Promise<SaveResult> {
  const result = emptyResult();
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const networkInstitutionId = options.networkInstitutionId ?? null;
  for (let offset = 0; offset < records.length; offset += batchSize) {
    const prepared = prepare(
      records.slice(offset, offset + batchSize),
      offset,
      networkInstitutionId,
      result,
    );
    if (prepared.titles.length === 0 && prepared.authorities.length === 0) continue;
    await kysely.transaction().execute((trx) => storeBatch(trx, prepared, result));
  }
  result.rejected.sort((a, b) => a.index - b.index);
  result.byContent.sort((a, b) => a.index - b.index);
  return result;
}
