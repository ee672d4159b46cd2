import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { DatabaseUnavailableError, openDatabase, type Db } from '../db/database.ts';
import { refreshDiscoveryIndexes } from '../modules/discovery/refresh.ts';
import { matchNewTitles } from '../modules/interest-profiles/matching.ts';
import { localDay } from '../circulation/calendar.ts';
import { createProgress } from './progress.ts';
import { deskCommand, DESK_USAGE } from './desk.ts';
import { harvestCommand, HARVEST_USAGE } from './harvest.ts';
import { postgresCirculation } from '../circulation/engine.ts';
import { createMailer } from '../mail/mailer.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import {
  formatSummary,
  importMarcFile,
  parseInstitution,
  type FileSummary,
} from './import-marc.ts';

const USAGE = `Usage: estante <command> [options]

Commands:
  import-marc [--institution CODE:NAME] FILE…   import MARC records (ISO 2709 UTF-8/MARC-8, MARCXML,
                                               MARC-in-JSON); --institution loads them into the
                                               network catalogue as that institution's records
  migrate                                      create or update the database schema
  seed-demo [--titles N] [--seed S]            generate the demo collection into an empty database
  desk <command> …                             the circulation desk (npm run desk -- help)
  harvest [URL] [--set S] [--from DATE] [--institution CODE] …
                                               harvest OAI-PMH repositories into the network
                                               catalogue (npm run harvest -- --help)

The database is DATABASE_URL, or the embedded one in DATA_DIR (./data). See docs/import.md.`;

async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  let db: Db;
  try {
    // The command line does long background work: no statement timeout.
    db = await openDatabase({ ...loadConfig(), statementTimeoutMs: 0 });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirInUseError) {
      console.error(`estante: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function importCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { institution: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    console.error('estante import-marc: give at least one file.\n\n' + USAGE);
    return 2;
  }
  const networkInstitution = values.institution ? parseInstitution(values.institution) : null;
  const summaries: FileSummary[] = await withDatabase(async (db) => {
    const done: FileSummary[] = [];
    for (const file of positionals) {
      const progress = createProgress();
      const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
      progress.start(file, size);
      const summary = await importMarcFile(db.kysely, file, {
        networkInstitution,
        onProgress: (_file, records, bytes) => progress.update(bytes, records),
      });
      progress.stop();
      console.log(formatSummary(summary));
      done.push(summary);
    }
    if (
      done.some((s) => s.inserted + s.updated + s.authoritiesInserted + s.authoritiesUpdated > 0)
    ) {
      // Index lists and suggestions read precomputed views: bring them up to date now, so the
      // first visitor after an import does not wait for it.
      console.log('Updating index lists and suggestions…');
      await refreshDiscoveryIndexes(db.kysely);
    }
    // New titles against the interest profiles now (one pass); the server's job mails digests.
    const matched = await matchNewTitles(db.kysely, {
      today: localDay(new Date(), loadConfig().circulation.timeZone),
    });
    if (matched && matched.matches > 0) {
      console.log(
        `Interest profiles: ${matched.matches} matches, ${matched.alerts} alerts recorded.`,
      );
    }
    return done;
  });
  if (summaries.length > 1) {
    const total = (pick: (s: FileSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
    console.log(
      `Total: ${total((s) => s.read)} read, ${total((s) => s.inserted)} new titles, ` +
        `${total((s) => s.updated)} updated, ${total((s) => s.authoritiesInserted + s.authoritiesUpdated)} authorities, ` +
        `${total((s) => s.rejected.length)} rejected, ${summaries.filter((s) => s.unreadable).length} unreadable files`,
    );
  }
  // Failure only when nothing at all could be read: partial imports are reported, not fatal.
  const anythingRead = summaries.some((s) => !s.unreadable && s.read - s.rejected.length > 0);
  return anythingRead ? 0 : 1;
}

async function seedCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { titles: { type: 'string' }, seed: { type: 'string' } },
  });
  const titles = values.titles ? Number(values.titles) : undefined;
  const seed = values.seed ? Number(values.seed) : undefined;
  return withDatabase(async (db) => {
    const { generateDemoCollection, isDatabaseEmpty } = await import('../demo/index.ts');
    if (!(await isDatabaseEmpty(db.kysely))) {
      console.error(
        'estante seed-demo: the database is not empty; the demo collection goes only into an empty one.',
      );
      return 1;
    }
    const started = performance.now();
    const summary = await generateDemoCollection(db.kysely, { titles, seed });
    console.log(
      `Demo collection generated in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      summary,
    );
    return 0;
  });
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'import-marc':
      return importCommand(rest);
    case 'migrate':
      return withDatabase(async () => {
        console.log('The database schema is up to date.');
        return 0;
      });
    case 'seed-demo':
      return seedCommand(rest);
    case 'harvest': {
      if (rest.includes('--help') || rest.includes('-h')) {
        console.log(HARVEST_USAGE);
        return 0;
      }
      const config = loadConfig();
      return withDatabase((db) =>
        harvestCommand(rest, {
          db: db.kysely,
          publicUrl: config.publicUrl,
          out: (line) => console.log(line),
          err: (line) => console.error(line),
        }),
      );
    }
    case 'desk': {
      if (rest.length === 0 || rest[0] === 'help') {
        console.log(DESK_USAGE);
        return rest.length === 0 ? 2 : 0;
      }
      const config = loadConfig();
      return withDatabase((db) =>
        deskCommand(
          rest,
          {
            db: db.kysely,
            circulation: postgresCirculation({
              db: db.kysely,
              mailer: createMailer(config),
              timeZone: config.circulation.timeZone,
            }),
            loanRequests: loanRequestService(loanRequestRepository(db.kysely)),
          },
          (line) => console.log(line),
        ),
      );
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      console.error(`estante: unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`estante: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
