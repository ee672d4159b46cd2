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

/** What happened to one file. */
export interface FileSummary {
  file: string;
  /** The file could not be read at all (not MARC, missing…): nothing was written. */
  unreadable: string | null;
  read: number;
  inserted: number;
  updated: number;
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
      add(summary, await saved, recordPositions);
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

function add(summary: FileSummary, result: SaveResult, positions: number[]): void {
  summary.inserted += result.inserted;
  summary.updated += result.updated;
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
  if (s.skippedHoldings > 0)
    lines.push(`  skipped: ${s.skippedHoldings} holdings records (not catalogue records)`);
  lines.push(`  rejected: ${s.rejected.length}`);
  for (const r of s.rejected) {
    const where = r.byteOffset !== undefined ? ` (byte ${r.byteOffset})` : '';
    lines.push(`    record ${r.position}${where}: ${r.reason}`);
  }
  return lines.join('\n');
}
