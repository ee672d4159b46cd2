/**
 * `npm run bench:import`: records/s of a MARC import end to end (read, MARC-8 decoding,
 * describe, upsert, authority links, search documents) into the embedded database and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one, a PostgreSQL server.
 *
 * Input: jazz_1k (MARC-8) + lul_fre_500 (MARC-8) + pride-and-prejudice-fixed (UTF-8) from
 * ../shared/data/marc, repeated until at least 20,000 records; each repetition rewrites the first
 * characters of 001 so every record is a new title (same byte length, so the directory holds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../packages/server/src/config.ts';
import { importMarcFile } from '../packages/server/src/cli/import-marc.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';

const SOURCES = [
  'evergreen/jazz_1k.mrc',
  'evergreen/lul_fre_500.mrc',
  'marc4j/pride-and-prejudice-fixed.mrc',
];
const TARGET = Number(process.env.BENCH_RECORDS ?? 20_000);

/** Splits an ISO 2709 file into records at the record terminator. */
function splitRecords(bytes: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x1d) {
      records.push(bytes.subarray(start, i + 1));
      start = i + 1;
    }
  }
  return records;
}

/** Copy of the record whose 001 starts with `prefix` instead of its first characters. */
function withControlPrefix(record: Buffer, prefix: string): Buffer {
  const copy = Buffer.from(record);
  const base = Number(copy.subarray(12, 17).toString('latin1'));
  for (let entry = 24; entry + 12 <= base - 1; entry += 12) {
    if (copy.subarray(entry, entry + 3).toString('latin1') !== '001') continue;
    const length = Number(copy.subarray(entry + 3, entry + 7).toString('latin1'));
    const start = base + Number(copy.subarray(entry + 7, entry + 12).toString('latin1'));
    if (length - 1 >= prefix.length) copy.write(prefix, start, 'latin1');
    break;
  }
  return copy;
}

function buildInput(): { file: string; records: number } {
  const originals = SOURCES.flatMap((source) =>
    splitRecords(fs.readFileSync(path.resolve(repoRoot, '../shared/data/marc', source))),
  );
  const file = path.join(os.tmpdir(), `estante-bench-${process.pid}.mrc`);
  const out = fs.openSync(file, 'w');
  let written = 0;
  for (let round = 0; written < TARGET; round++) {
    const prefix = `B${round.toString(36).padStart(2, '0')}`;
    for (const record of originals) {
      fs.writeSync(out, round === 0 ? record : withControlPrefix(record, prefix));
      written++;
    }
  }
  fs.closeSync(out);
  return { file, records: written };
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-db-'));
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const started = performance.now();
    const summary = await importMarcFile(db.kysely, input.file);
    const seconds = (performance.now() - started) / 1000;
    const titles = await db.kysely
      .selectFrom('title')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      database: label,
      records: summary.read,
      newTitles: summary.inserted,
      updated: summary.updated,
      rejected: summary.rejected.length,
      titlesInDatabase: Number(titles.n),
      seconds: Number(seconds.toFixed(2)),
      recordsPerSecond: Math.round(summary.read / seconds),
    };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `estante_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const input = buildInput();
console.log(`Input: ${input.records} records (${SOURCES.join(' + ')}, repeated)`);
const rows = [await run('embedded (PGlite, worker thread)', null)];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const url = await freshPostgresDatabase(serverUrl);
  rows.push(await run('PostgreSQL server', url));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
} else console.log('(set BENCH_DATABASE_URL=postgres://… to measure a PostgreSQL server too)');
console.table(rows);
fs.rmSync(input.file, { force: true });
