/**
 * `npm run bench:oai`: a full OAI-PMH ListRecords harvest (marc21) of a large catalogue on
 * PostgreSQL, over real HTTP (issue 15, "Speed": ≥ 2,000 records/s streamed, flat memory).
 *
 * The catalogue is the search bench's (search-catalogue.ts: the demo generator, chunked),
 * BENCH_OAI_TITLES titles (1,000,000 by default) in the database BENCH_OAI_DB
 * (estante_bench_oai) on BENCH_DATABASE_URL (the local PostgreSQL by default); BENCH_KEEP=1
 * measures a kept one as it is, and BENCH_OAI_TEMPLATE=<database> copies a kept bench database
 * (CREATE DATABASE … TEMPLATE) instead of generating one. The server runs as its own process
 * (main.ts, no search memory index, no demo data, no harvest job) so its resident memory is
 * sampled alone, every 250 ms; the client follows every resumption token, reading each page
 * with the harvester's streaming reader and turning every record into our MARC record, and
 * stores nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { child, readOaiResponse } from '../packages/server/src/modules/network/oai-reader.ts';
import { harvestedItem } from '../packages/server/src/modules/network/records.ts';
import { buildCatalogue } from './search-catalogue.ts';

const TITLES = Number(process.env.BENCH_OAI_TITLES ?? 1_000_000);
const SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const NAME = process.env.BENCH_OAI_DB ?? 'estante_bench_oai';
const TEMPLATE = process.env.BENCH_OAI_TEMPLATE;
const root = path.resolve(import.meta.dirname, '..');

function databaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
  if (process.env.BENCH_KEEP !== '1' || exists.rowCount === 0) {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${NAME}${TEMPLATE ? ` TEMPLATE ${TEMPLATE}` : ''}`);
  }
  await admin.end();
  const db = await openDatabase({ databaseUrl: databaseUrl(NAME), dataDir: 'memory://' });
  try {
    const started = performance.now();
    const built = await buildCatalogue(db.kysely, TITLES, (done) =>
      process.stderr.write(`\rbuilding: ${done.toLocaleString('en')} titles`),
    );
    if (built)
      process.stderr.write(`\nbuilt in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  } finally {
    await db.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

await prepareDatabase();
const admin = new pg.Client({ connectionString: databaseUrl(NAME) });
await admin.connect();
const titles = Number(
  (await admin.query('select count(*) as n from title where network_institution_id is null'))
    .rows[0].n,
);
await admin.end();

const port = await freePort();
const address = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(NAME),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: address,
      SEARCH_MEMORY_INDEX: 'off',
      DEMO_DATA: 'off',
      NETWORK_HARVEST_MINUTES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${address}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = server.pid!;
  const samples: { records: number; rss: number }[] = [];
  let records = 0;
  let problems = 0;
  const sampler = setInterval(() => samples.push({ records, rss: rssMb(pid) }), 250);
  const rssStart = rssMb(pid);
  const started = performance.now();
  let token: string | null = null;
  let pages = 0;
  do {
    const query: string =
      token === null
        ? 'verb=ListRecords&metadataPrefix=marc21'
        : `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
    const response = await fetch(`${address}/oai?${query}`);
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const rootNode = await readOaiResponse(response.body, async (node) => {
      if ('problem' in harvestedItem(node, 'marc21', 'bench')) problems++;
      else records++;
    });
    const error = child(rootNode, 'error');
    if (error) throw new Error(`${error.attrs.code}: ${error.text}`);
    token = child(child(rootNode, 'ListRecords'), 'resumptionToken')?.text.trim() || null;
    pages++;
    if (pages % 100 === 0) {
      const seconds = (performance.now() - started) / 1000;
      process.stderr.write(
        `\r${records.toLocaleString('en')} records, ${Math.round(records / seconds)} records/s, ` +
          `server ${rssMb(pid).toFixed(0)} MB`,
      );
    }
  } while (token);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  process.stderr.write('\n');
  // Flat memory: the server's resident memory at each tenth of the harvest.
  const tenths = Array.from({ length: 9 }, (_, i) => {
    const at = ((i + 1) / 10) * records;
    return samples.find((s) => s.records >= at)?.rss ?? 0;
  });
  const peak = Math.max(rssStart, ...samples.map((s) => s.rss));
  console.log('| Titles | Records | Pages | Seconds | Records/s | Server RSS start → peak (MB) |');
  console.log(
    `| ${titles.toLocaleString('en')} | ${records.toLocaleString('en')} | ${pages} | ` +
      `${seconds.toFixed(0)} | ${Math.round(records / seconds).toLocaleString('en')} | ` +
      `${rssStart.toFixed(0)} → ${peak.toFixed(0)} |`,
  );
  console.log(
    `Server RSS at each tenth of the harvest (MB): ${tenths.map((r) => r.toFixed(0)).join(', ')}`,
  );
  if (problems > 0) console.log(`${problems} records could not be read as MARCXML`);
  if (records !== titles) console.log(`records (${records}) ≠ titles (${titles})`);
} finally {
  server.kill('SIGTERM');
}
