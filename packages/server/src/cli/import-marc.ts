import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { saveRecords, type SaveResult } from '../catalogue/title-store.ts';
import { MarcReadError, readMarcFile } from '../marc/read-marc.ts';
import type { MarcRecord } from '../marc/record.ts';

/** Records per database transaction while importing. */
const BATCH_SIZE = 500;

/** A record that was not imported: where it is in its file and why. */
export interface Rejection {
  position: number;
  reason: string;
  byteOffset?: number;
}

/** A record without 001 whose content is that of an earlier record of the same file. */
export interface ContentDuplicate {
  /** Position of the repeated record in the file (1-based). */
  position: number;
  /** Position of the first record with the same content key. */
  sameAs: number;
}

/** What happened to one file. */
export interface FileSummary {
  file: string;
  /** The file could not be read at all (not MARC, missing…): nothing was written. */
  unreadable: string | null;
  read: number;
  inserted: number;
  updated: number;
  /**
   * Records without 001 that updated a title stored by an earlier import with the same content
   * key (catalogue/content-key.ts); counted in `updated` too.
   */
  matchedByContent: number;
  /**
   * Records without 001 that repeat an earlier record of this file (same content key): stored
   * once, the last one winning; counted in `updated`.
   */
  contentDuplicates: ContentDuplicate[];
  authoritiesInserted: number;
  authoritiesUpdated: number;
  skippedHoldings: number;
  rejected: Rejection[];
  seconds: number;
}

export interface ImportOptions {
  /** Import into the network catalogue as records of this institution. */
  networkInstitution?: { code: number; name: string } | null;
  /** Called after each stored batch with the records and bytes read so far in this file. */
  onProgress?: (file: string, recordsRead: number, bytesRead: number) => void;
}

/**
 * Imports one MARC file (ISO 2709, MARCXML or MARC-in-JSON), streaming: records are read and
 * stored batch by batch, so memory stays flat whatever the file size. A broken record is
 * rejected with its position and the rest goes on; each batch is one transaction, so no record
 * is ever half-written.
 */
export async function importMarcFile(
  kysely: Kysely<Database>,
  file: string,
  options: ImportOptions = {},
): Promise<FileSummary> {
  const started = performance.now();
  const summary: FileSummary = {
    file,
    unreadable: null,
    read: 0,
    inserted: 0,
    updated: 0,
    matchedByContent: 0,
    contentDuplicates: [],
    authoritiesInserted: 0,
    authoritiesUpdated: 0,
    skippedHoldings: 0,
    rejected: [],
    seconds: 0,
  };
  let networkInstitutionId: number | null = null;
  if (options.networkInstitution) {
    const { code, name } = options.networkInstitution;
    await kysely
      .insertInto('network_institution')
      .values({ id: code, name })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name }))
      .execute();
    networkInstitutionId = code;
  }

  // The first position of each content key stored from this file, to tell a repeated record
  // from a title found again. Records without 001 only: a few keys even in a large file.
  const firstByContent = new Map<string, number>();
  let bytesRead = 0;
  let batch: MarcRecord[] = [];
  let positions: number[] = [];
  // One batch is stored while the next one is read and described: the database (a worker
  // thread or a server) and the parser work at the same time.
  let storing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const records = batch;
    const recordPositions = positions;
    batch = [];
    positions = [];
    const previous = storing;
    const saved = saveRecords(kysely, records, { networkInstitutionId, batchSize: BATCH_SIZE });
    saved.catch(() => undefined); // its failure surfaces through `storing`
    storing = (async () => {
      await previous;
      add(summary, await saved, recordPositions, firstByContent);
      options.onProgress?.(file, summary.read, bytesRead);
    })();
    await previous;
  };

  try {
    for await (const item of readMarcFile(file, { onBytes: (n) => (bytesRead = n) })) {
      summary.read += 1;
      if (!item.ok) {
        summary.rejected.push({
          position: item.position,
          reason: item.reason,
          ...(item.byteOffset !== undefined ? { byteOffset: item.byteOffset } : {}),
        });
        continue;
      }
      batch.push(item.record);
      positions.push(item.position);
      if (batch.length >= BATCH_SIZE) await flush();
    }
    await flush();
    await storing;
  } catch (error) {
    await storing.catch(() => undefined);
    if (!(error instanceof MarcReadError)) throw error;
    summary.unreadable = error.message;
  }
  summary.rejected.sort((a, b) => a.position - b.position);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

function add(
  summary: FileSummary,
  result: SaveResult,
  positions: number[],
  firstByContent: Map<string, number>,
): void {
  summary.inserted += result.inserted;
  summary.updated += result.updated;
  for (const match of result.byContent) {
    const position = positions[match.index] ?? match.index + 1;
    const first = firstByContent.get(match.key);
    if (first !== undefined) {
      summary.contentDuplicates.push({ position, sameAs: first });
      continue;
    }
    firstByContent.set(match.key, position);
    if (!match.inserted) summary.matchedByContent += 1;
  }
  summary.authoritiesInserted += result.authorities.inserted;
  summary.authoritiesUpdated += result.authorities.updated;
  summary.skippedHoldings += result.skipped.length;
  for (const problem of result.rejected) {
    summary.rejected.push({
      position: positions[problem.index] ?? problem.index + 1,
      reason: problem.reason,
    });
  }
}

/** Parses `CODE:NAME` of `--institution`. */
export function parseInstitution(value: string): { code: number; name: string } {
  const match = /^(\d+):(.+)$/.exec(value.trim());
  if (!match)
    throw new Error(`--institution must be CODE:NAME (e.g. 571:Universidade X), got "${value}"`);
  return { code: Number(match[1]), name: match[2]!.trim() };
}

/** The human summary of one file, as printed at the end of an import. */
export function formatSummary(s: FileSummary): string {
  if (s.unreadable) return `${s.file}: not imported — ${s.unreadable}`;
  const rate = s.seconds > 0 ? Math.round(s.read / s.seconds) : s.read;
  const lines = [
    `${s.file}: ${s.read} records read in ${s.seconds.toFixed(1)} s (${rate} records/s)`,
    `  imported: ${s.inserted} new titles, ${s.updated} updated; authorities: ${s.authoritiesInserted} new, ${s.authoritiesUpdated} updated`,
  ];
  const records = (n: number) => `${n} ${n === 1 ? 'record' : 'records'}`;
  if (s.matchedByContent > 0) {
    lines.push(
      `  ${records(s.matchedByContent)} without 001 matched by content (updated, not added again)`,
    );
  }
  if (s.contentDuplicates.length > 0) {
    const repeat = s.contentDuplicates.length === 1 ? 'repeats' : 'repeat';
    lines.push(
      `  duplicates: ${records(s.contentDuplicates.length)} without 001 ${repeat} an earlier record of this file (stored once, the last one kept)`,
    );
    for (const d of s.contentDuplicates) {
      lines.push(`    record ${d.position}: same content as record ${d.sameAs}`);
    }
  }
  if (s.skippedHoldings > 0)
    lines.push(`  skipped: ${s.skippedHoldings} holdings records (not catalogue records)`);
  lines.push(`  rejected: ${s.rejected.length}`);
  for (const r of s.rejected) {
    const where = r.byteOffset !== undefined ? ` (byte ${r.byteOffset})` : '';
    lines.push(`    record ${r.position}${where}: ${r.reason}`);
  }
  return lines.join('\n');
}
