/**
 * The demo collection: a realistic, deterministic catalogue of a Brazilian federal
 * university (Universidade Federal Estante), generated on first start of an empty database.
 * Titles and authorities go through saveRecords, so they are stored exactly as imported
 * MARC records would be.
 */
import { sql, type Kysely } from 'kysely';
import { saveRecords } from '../catalogue/title-store.ts';
import { refreshDiscoveryIndexes } from '../modules/discovery/refresh.ts';
import type { Database } from '../db/schema.ts';
import { generateAuthorities } from './authorities.ts';
import {
  DEMO_KINDS,
  KIND_WEIGHTS,
  generateTitle,
  type DemoKind,
  type DemoTitle,
} from './bibliographic.ts';
import { bulkInsert } from './bulk-insert.ts';
import { createDemoComments } from './comments.ts';
import { addDays, isoDate } from './dates.ts';
import {
  CopyMaker,
  issuesOf,
  type CopyRow,
  type IssueRow,
  type PlannedCirculation,
} from './holdings.ts';
import { createInstitution } from './institution.ts';
import { createKnowledgeAreas, linkTitlesToAreas } from './knowledge-areas.ts';
import { makePeopleForCollection, type People } from './people.ts';
import { createDemoPatrons } from './patrons.ts';
import { createParameterData } from './parameters.ts';
import { Random } from './random.ts';
import { createDemoUsageStatistics } from './usage-statistics.ts';
import { createTeaching, linkDemoProfessor, type TeachingSummary } from './teaching.ts';
import {
  createCampusesAndLibraries,
  createEvents,
  createOpeningHours,
  type DemoLibrary,
} from './units.ts';
import { createDemoProviders } from './providers.ts';
import { originalScriptTitles } from './original-script.ts';
import { createDemoCirculation } from './circulation.ts';
import { createDemoLoanRequests } from './loan-requests.ts';
import { createDemoRequests } from './requests.ts';
import { createDemoSuggestions } from './acquisition.ts';
import { createDemoCommentsAndBaskets } from './comments-basket.ts';
import { createDemoInterestProfiles } from './interest-profiles.ts';

/** Options of generateDemoCollection. */
export interface DemoOptions {
  /**
   * Titles of the institution's own collection (5,000 by default), besides the four in
   * original script (original-script.ts).
   */
  titles?: number;
  /** Same seed, same collection. */
  seed?: number;
  /** "Today" for due dates, acquisitions and events; the current date by default. */
  today?: Date;
}

/** What was generated. */
export interface DemoSummary {
  titles: number;
  authorities: number;
  titleAuthorityLinks: number;
  copies: number;
  serialIssues: number;
  campuses: number;
  libraries: number;
  openingHours: number;
  events: number;
  /** Titles per material type. */
  materialTypes: Record<string, number>;
  /** Title links to knowledge areas. */
  knowledgeAreaLinks: number;
  /** Departments, courses, disciplines, professors and teaching plans. */
  teaching: TeachingSummary;
  /** Demo people (patrons of every category and staff) with their logins. */
  people: number;
  /**
   * Loans the engine made: two years of the demo patrons' history, today's state, and the
   * copies the collection shows on loan or reserved (lent to generated readers).
   */
  loans: number;
  elapsedMs: number;
}

/** Share of titles acquired in the last 60 days (the new-acquisitions panel). */
const RECENT_SHARE = 0.1;
const RECENT_DAYS = 60;
const HISTORY_DAYS = 5 * 365;

/** The kind of the i-th title: every kind once first, then by weight. */
function kindAt(random: Random, i: number): DemoKind {
  const first = DEMO_KINDS[i];
  if (first) return first;
  return random.weighted(DEMO_KINDS.map((k) => [k, KIND_WEIGHTS[k]] as const));
}

function acquisitionDate(random: Random, today: string): string {
  return random.chance(RECENT_SHARE)
    ? addDays(today, -random.int(0, RECENT_DAYS - 1))
    : addDays(today, -random.int(RECENT_DAYS, HISTORY_DAYS));
}

function generateTitles(random: Random, people: People, count: number, today: string): DemoTitle[] {
  const titles: DemoTitle[] = [];
  for (let i = 0; i < count; i++) {
    titles.push(
      generateTitle(kindAt(random, i), {
        random,
        people,
        controlNumber: `DEMO${String(i + 1).padStart(7, '0')}`,
        acquiredOn: acquisitionDate(random, today),
        today,
      }),
    );
  }
  return titles;
}

async function createUnits(kysely: Kysely<Database>, today: string) {
  return kysely.transaction().execute(async (trx) => {
    await createInstitution(trx);
    const libraries = await createCampusesAndLibraries(trx);
    const openingHours = await createOpeningHours(trx, libraries);
    const events = await createEvents(trx, libraries, today);
    await createParameterData(trx, libraries, today);
    return { libraries, openingHours, events };
  });
}

async function createHoldings(
  kysely: Kysely<Database>,
  random: Random,
  titles: readonly DemoTitle[],
  libraries: readonly DemoLibrary[],
  today: string,
): Promise<{ copies: number; issues: number; planned: PlannedCirculation[] }> {
  const stored = await kysely
    .selectFrom('title')
    .select(['id', 'control_number'])
    .where('control_number_source', '=', 'BR-EST')
    .where('network_institution_id', 'is', null)
    .execute();
  const idOf = new Map(stored.map((row) => [row.control_number, row.id]));
  const maker = new CopyMaker(random, libraries, today);
  const copies: CopyRow[] = [];
  const issues: IssueRow[] = [];
  for (const title of titles) {
    const id = idOf.get(title.controlNumber);
    if (id === undefined) throw new Error(`demo title ${title.controlNumber} was not stored`);
    const titleCopies = maker.copiesOf(title, id);
    copies.push(...titleCopies);
    const home = titleCopies[0]?.library_id ?? libraries[0]?.id;
    if (title.serial && home !== undefined)
      issues.push(...issuesOf(random, title, id, home, today));
  }
  await kysely.transaction().execute(async (trx) => {
    await bulkInsert(trx, 'copy', copies as unknown as Record<string, unknown>[]);
    await bulkInsert(trx, 'serial_issue', issues as unknown as Record<string, unknown>[]);
  });
  return { copies: copies.length, issues: issues.length, planned: maker.planned };
}

async function countRows(kysely: Kysely<Database>) {
  const { rows } = await sql<{ material_type: string; n: number }>`
    select material_type, count(*)::int as n from title
    where network_institution_id is null group by material_type order by material_type`.execute(
    kysely,
  );
  const links = await kysely
    .selectFrom('title_authority')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const campuses = await kysely
    .selectFrom('campus')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    materialTypes: Object.fromEntries(rows.map((r) => [r.material_type, Number(r.n)])),
    links: Number(links.n),
    campuses: Number(campuses.n),
  };
}

/** True when the database has neither an institution nor any title: a fresh install. */
export async function isDatabaseEmpty(kysely: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from institution) or exists (select 1 from title) as used`.execute(
    kysely,
  );
  return rows[0]?.used === false;
}

/**
 * Generates the demo collection into an empty database: institution settings, 3 campuses
 * and 6 libraries with opening hours and events, authority records, `titles` titles of
 * every material type as MARC 21 records, the network institutions (harvested by the server,
 * not written here), copies in every status
 * and serial issues. Deterministic for a given seed and `today`.
 * Throws when the database is not empty.
 */
export async function generateDemoCollection(
  kysely: Kysely<Database>,
  options: DemoOptions = {},
): Promise<DemoSummary> {
  const started = performance.now();
  const count = options.titles ?? 5000;
  const seed = options.seed ?? 1;
  const today = isoDate(options.today ?? new Date());
  if (!(await isDatabaseEmpty(kysely))) {
    throw new Error('The demo collection can only be generated into an empty database.');
  }
  // Separate streams, so changing one kind of data does not reshuffle the others.
  const random = new Random(seed);
  const holdingsRandom = new Random(seed + 0x5eed);

  const { libraries, openingHours, events } = await createUnits(kysely, today);
  const people = await createDemoPatrons(kysely);
  await createDemoProviders(kysely);
  const authors = makePeopleForCollection(random, count);
  const authorities = generateAuthorities(random, authors, addDays(today, -HISTORY_DAYS));
  const titles = generateTitles(random, authors, count, today);
  const saved = await saveRecords(kysely, [...authorities, ...titles.map((t) => t.record)]);
  if (saved.rejected.length > 0) {
    const first = saved.rejected[0];
    throw new Error(`Demo record ${first?.controlNumber} was rejected: ${first?.reason}`);
  }
  const holdings = await createHoldings(kysely, holdingsRandom, titles, libraries, today);
  const areas = await kysely.transaction().execute((trx) => createKnowledgeAreas(trx));
  const knowledgeAreaLinks = await linkTitlesToAreas(kysely, areas);
  const campusIds = (await kysely.selectFrom('campus').select('id').orderBy('id').execute()).map(
    (c) => c.id,
  );
  const teaching = await createTeaching(kysely, new Random(seed + 0x7eac), areas, campusIds, today);
  await linkDemoProfessor(kysely);
  // Comments and usage statistics of the title pages, each from its own random stream.
  await createDemoComments(kysely, new Random(seed + 0xc0de), today);
  await createDemoUsageStatistics(kysely, new Random(seed + 0x57a7), today);
  const loans = await createDemoCirculation(
    kysely,
    new Random(seed + 0x10a5),
    today,
    holdings.planned,
  );
  await createDemoLoanRequests(kysely, today);
  await createDemoRequests(kysely, today);
  await createDemoSuggestions(kysely, today);
  await createDemoCommentsAndBaskets(kysely, today);
  // A few titles catalogued in their original script too (880), after everything else, so the
  // rest of the collection (ids, copies, plans, comments) stays as it was without them.
  const original = await saveRecords(kysely, originalScriptTitles(addDays(today, -400)));
  await refreshDiscoveryIndexes(kysely, { force: true });
  // Interest profiles last: their first pass takes every title above as catalogued.
  await createDemoInterestProfiles(kysely, today);
  const counts = await countRows(kysely);
  return {
    titles: saved.inserted + saved.updated + original.inserted + original.updated,
    authorities: saved.authorities.inserted + saved.authorities.updated,
    titleAuthorityLinks: counts.links,
    copies: holdings.copies,
    serialIssues: holdings.issues,
    campuses: counts.campuses,
    libraries: libraries.length,
    openingHours,
    events,
    materialTypes: counts.materialTypes,
    knowledgeAreaLinks,
    teaching,
    people,
    loans,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * On the server's first start: generates the demo collection when the database is empty,
 * logging what it does. Answers the summary, or null when the database already had data.
 */
export async function seedDemoIfEmpty(
  kysely: Kysely<Database>,
  log: (message: string) => void,
  options: DemoOptions = {},
): Promise<DemoSummary | null> {
  if (!(await isDatabaseEmpty(kysely))) return null;
  log('Empty database: generating the demo collection…');
  const summary = await generateDemoCollection(kysely, options);
  log(
    `Demo collection ready in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${summary.titles} titles, ` +
      `${summary.copies} copies, ${summary.authorities} authority records, ${summary.libraries} libraries.`,
  );
  return summary;
}
