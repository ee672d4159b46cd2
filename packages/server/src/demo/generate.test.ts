import { createHash } from 'node:crypto';
import { COPY_STATUSES, MATERIAL_TYPES, SEARCH_TABS } from '@estante/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import {
  generateDemoCollection,
  isDatabaseEmpty,
  seedDemoIfEmpty,
  type DemoSummary,
} from './generate.ts';

const TODAY = new Date('2026-11-22T12:00:00Z');
const SMALL = { titles: 300, seed: 1, today: TODAY };

let db: Db;
let summary: DemoSummary;

async function clear(): Promise<void> {
  await sql`truncate institution, external_database_link, setting, activity, search_tab, info_block,
    campus, library, opening_hours, event, network_institution, title, authority, title_authority,
    copy, serial_issue, person, category_activity restart identity cascade`.execute(db.kysely);
}

/** Everything generated that should not change for a seed: records, copies, issues. */
async function digest(): Promise<string> {
  const hash = createHash('sha256');
  const titles = await sql<{ row: string }>`
    select concat_ws('|', control_number, control_number_source, network_institution_id, marc::text,
      acquired_on, has_accessibility) as row
    from title order by control_number_source, control_number`.execute(db.kysely);
  const copies = await sql<{ row: string }>`
    select concat_ws('|', c.barcode, t.control_number, l.acronym, c.status, c.due_on, c.loan_type,
      c.location, c.volume, c.tome, c.part, c.acquired_on) as row
    from copy c join title t on t.id = c.title_id join library l on l.id = c.library_id
    order by c.barcode`.execute(db.kysely);
  const issues = await sql<{ row: string }>`
    select concat_ws('|', t.control_number, i.year, i.volume, i.number, i.received_on, i.contents::text) as row
    from serial_issue i join title t on t.id = i.title_id order by 1`.execute(db.kysely);
  for (const { row } of [...titles.rows, ...copies.rows, ...issues.rows])
    hash.update(row).update('\n');
  return hash.digest('hex');
}

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
});
afterAll(() => db.close());

describe('demo generator: empty database detection', () => {
  it('answers empty for a fresh database and seeds it once', async () => {
    expect(await isDatabaseEmpty(db.kysely)).toBe(true);
    const messages: string[] = [];
    const seeded = await seedDemoIfEmpty(db.kysely, (m) => messages.push(m), SMALL);
    expect(seeded?.titles).toBe(300 + 4); // and the four in original script
    expect(messages.length).toBe(2);
    expect(await isDatabaseEmpty(db.kysely)).toBe(false);

    expect(await seedDemoIfEmpty(db.kysely, (m) => messages.push(m), SMALL)).toBeNull();
    expect(messages.length).toBe(2);
    await expect(generateDemoCollection(db.kysely, SMALL)).rejects.toThrow(/empty database/);
  });
});

describe('demo generator: determinism', () => {
  it('gives the same data for the same seed and different data for another seed', async () => {
    await clear();
    await generateDemoCollection(db.kysely, SMALL);
    const first = await digest();
    await clear();
    await generateDemoCollection(db.kysely, SMALL);
    expect(await digest()).toBe(first);
    await clear();
    await generateDemoCollection(db.kysely, { ...SMALL, seed: 2 });
    expect(await digest()).not.toBe(first);
  });
});

describe('demo generator: contents', () => {
  beforeAll(async () => {
    await clear();
    summary = await generateDemoCollection(db.kysely, SMALL);
  });

  it('creates 3 campuses and 6 libraries with contacts, some with closed stacks', async () => {
    expect(summary).toMatchObject({ campuses: 3, libraries: 6, titles: 300 + 4 });
    const libraries = await db.kysely.selectFrom('library').selectAll().execute();
    expect(libraries).toHaveLength(6);
    for (const library of libraries) {
      expect(library.acronym).toBeTruthy();
      expect(library.email).toMatch(/@ufe\.edu\.br$/);
      expect(library.phone).toMatch(/^\(\d\d\) \d{4}-\d{4}$/);
      expect(library.address).toBeTruthy();
    }
    expect(libraries.filter((l) => l.has_closed_stacks).length).toBeGreaterThan(0);
    expect(new Set(libraries.map((l) => l.campus_id)).size).toBe(3);
  });

  it('stores titles of every material type through saveRecords', async () => {
    const { rows } = await sql<{ material_type: string }>`
      select distinct material_type from title where network_institution_id is null`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.material_type).sort()).toEqual([...MATERIAL_TYPES].sort());
    const sample = await db.kysely
      .selectFrom('title')
      .select(['control_number', 'control_number_source', 'search_extra', 'authors', 'subjects'])
      .where('control_number', '=', 'DEMO0000001')
      .executeTakeFirstOrThrow();
    expect(sample.control_number_source).toBe('BR-EST');
    expect(sample.subjects.length).toBeGreaterThan(0);
  });

  it('adds titles in Hebrew, Arabic, Russian and Japanese script beside their romanized form', async () => {
    const { rows } = await sql<{ title: string; original: { campo: string; texto: string }[] }>`
      select title, original_script as original from title
      where control_number like 'DEMOESC%' order by control_number`.execute(db.kysely);
    expect(rows.map((r) => r.title)).toEqual([
      'Shirim u-fizmonot li-yeladim',
      'Zuqāq al-Midaqq',
      'Voĭna i mir',
      'Kokoro',
    ]);
    expect(rows[0]!.original).toContainEqual({
      campo: 'titulo',
      tag: '245',
      texto: 'שירים ופזמונות לילדים',
      lang: 'he',
      dir: 'rtl',
    });
    expect(rows[2]!.original).toContainEqual({
      campo: 'titulo',
      tag: '245',
      texto: 'Война и мир: роман в четырех томах',
      lang: 'ru',
      dir: 'auto',
    });
    const { rows: found } = await sql<{ title: string }>`
      select title from title where search @@ search_word_query('ביאליק')`.execute(db.kysely);
    expect(found.map((r) => r.title)).toEqual(['Shirim u-fizmonot li-yeladim']);
  });

  it('writes real MARC 21 records: leader, 001, 003, 008 with date and language, 040, 245', async () => {
    const rows = await db.kysely
      .selectFrom('title')
      .select(['marc', 'language'])
      .where('network_institution_id', 'is', null)
      .execute();
    for (const { marc, language } of rows) {
      const record = marc as { leader: string; fields: { tag: string; value?: string }[] };
      expect(record.leader).toHaveLength(24);
      const tags = record.fields.map((f) => f.tag);
      for (const tag of ['001', '003', '005', '008', '040', '245']) expect(tags).toContain(tag);
      const f008 = record.fields.find((f) => f.tag === '008')?.value ?? '';
      expect(f008).toHaveLength(40);
      expect(f008.slice(35, 38)).toBe(language);
    }
  });

  it('is Portuguese first, with English and Spanish', async () => {
    const { rows } = await sql<{ language: string; n: number }>`
      select language, count(*)::int as n from title where network_institution_id is null
      group by language`.execute(db.kysely);
    const share = (code: string) => (rows.find((r) => r.language === code)?.n ?? 0) / 300;
    expect(share('por')).toBeGreaterThan(0.6);
    expect(share('eng')).toBeGreaterThan(0.08);
    expect(share('spa')).toBeGreaterThan(0.03);
  });

  it('marks online and accessible titles', async () => {
    const { rows } = await sql<{ ebooks_offline: number; accessible: number; online: number }>`
      select count(*) filter (where material_type = 'ebook' and not has_online_access)::int as ebooks_offline,
             count(*) filter (where has_accessibility)::int as accessible,
             count(*) filter (where has_online_access)::int as online
      from title`.execute(db.kysely);
    expect(rows[0]).toMatchObject({ ebooks_offline: 0 });
    expect(rows[0]?.accessible).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.online).toBeGreaterThan(10);
  });

  it('creates copies in every status, with due dates exactly for loans, around today', async () => {
    const { rows } = await sql<{
      status: string;
      n: number;
      min_due: string | null;
      max_due: string | null;
    }>`
      select status, count(*)::int as n, min(due_on)::text as min_due, max(due_on)::text as max_due
      from copy group by status`.execute(db.kysely);
    expect(rows.map((r) => r.status).sort()).toEqual([...COPY_STATUSES].sort());
    const available = rows.find((r) => r.status === 'available')?.n ?? 0;
    expect(available).toBeGreaterThan(rows.reduce((s, r) => s + r.n, 0) / 2);
    for (const row of rows) {
      if (row.status === 'on_loan') {
        expect(row.min_due! >= '2026-11-01' && row.max_due! <= '2026-12-31').toBe(true);
      } else {
        expect(row.min_due).toBeNull();
      }
    }
    const { rows: loanTypes } = await sql<{
      loan_type: string;
    }>`select distinct loan_type from copy`.execute(db.kysely);
    expect(loanTypes.map((r) => r.loan_type).sort()).toEqual([
      'normal',
      'reference',
      'short',
      'special',
    ]);
  });

  it('shows a copy on loan exactly when the engine lent it, reserved exactly when a hold is ready for it', async () => {
    const { rows } = await sql<{
      status: string;
      open_loans: number;
      ready_holds: number;
      due_agrees: boolean;
      n: number;
    }>`
      select c.status,
             (select count(*) from loan l where l.copy_id = c.id and l.returned_at is null)::int as open_loans,
             (select count(*) from hold h where h.copy_id = c.id and h.status = 'ready')::int as ready_holds,
             c.due_on is not distinct from (select l.due_on from loan l
               where l.copy_id = c.id and l.returned_at is null) as due_agrees,
             count(*)::int as n
      from copy c group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db.kysely);
    for (const row of rows) {
      expect(row).toMatchObject({
        open_loans: row.status === 'on_loan' ? 1 : 0,
        ready_holds: row.status === 'reserved' ? 1 : 0,
        due_agrees: true,
      });
    }
    const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    expect(count('on_loan')).toBeGreaterThan(50);
    expect(count('reserved')).toBeGreaterThan(0);
    // Every checkout is in the history, and the readers who have them can be found.
    const { rows: events } = await sql<{ loans: number; checkouts: number; borrowers: number }>`
      select (select count(*) from loan)::int as loans,
             (select count(*) from circulation_event where kind = 'checkout')::int as checkouts,
             (select count(distinct person_id) from loan where returned_at is null)::int as borrowers`.execute(
      db.kysely,
    );
    expect(events[0]!.checkouts).toBe(events[0]!.loans);
    expect(events[0]!.borrowers).toBeGreaterThan(10);
  });

  it('has loan requests of the demo patrons in every status, made and moved by the service', async () => {
    const { rows } = await sql<{ login: string; status: string; moves: number }>`
      select pl.login, r.status,
             (select count(*) from loan_request_event e where e.loan_request_id = r.id)::int as moves
      from loan_request r join person_login pl on pl.id = r.login_id
      order by r.id`.execute(db.kysely);
    expect(rows).toEqual([
      { login: '20260001', status: 'waiting', moves: 1 },
      { login: '20260001', status: 'in_transit', moves: 2 },
      { login: '20260003', status: 'available', moves: 3 },
      { login: '20260006', status: 'finished', moves: 4 },
      { login: '20260006', status: 'not_finished', moves: 2 },
    ]);
  });

  it("has the demo patrons' comments and permanent baskets, made and answered by the services", async () => {
    const { rows: comments } = await sql<{ name: string; status: string; general: boolean }>`
      select p.name, c.status, c.title_id is null as general
      from comment c join person p on p.id = c.person_id
      order by c.created_at`.execute(db.kysely);
    expect(comments).toEqual([
      { name: 'Ana Souza', status: 'approved', general: false },
      { name: 'Carlos Eduardo Lima', status: 'approved', general: false },
      { name: 'Ana Souza', status: 'rejected', general: false },
      { name: 'Ana Souza', status: 'pending', general: false },
      { name: 'Ana Souza', status: 'pending', general: true },
    ]);
    const { rows: alerts } = await sql<{ n: number }>`
      select count(*)::int as n from alert where kind = 'comment'`.execute(db.kysely);
    expect(alerts[0]!.n).toBe(3);
    const { rows: baskets } = await sql<{ name: string; n: number }>`
      select p.name, count(*)::int as n from permanent_basket_item b
      join person p on p.id = b.person_id group by p.name order by p.name`.execute(db.kysely);
    expect(baskets).toEqual([
      { name: 'Ana Souza', n: 4 },
      { name: 'Carlos Eduardo Lima', n: 3 },
    ]);
  });

  it('gives multi-volume sets copies per volume, and every copy a location and collection', async () => {
    const { rows } = await sql<{ with_volume: number; missing: number; tomes_or_parts: number }>`
      select count(*) filter (where volume is not null)::int as with_volume,
             count(*) filter (where location is null or collection is null or call_number is null)::int as missing,
             count(*) filter (where tome is not null or part is not null)::int as tomes_or_parts
      from copy`.execute(db.kysely);
    expect(rows[0]?.with_volume).toBeGreaterThan(0);
    expect(rows[0]?.missing).toBe(0);
  });

  it('spreads acquisitions over five years with many in the last 60 days', async () => {
    const { rows } = await sql<{ recent: number; oldest: string; newest: string; without: number }>`
      select count(*) filter (where acquired_on >= date '2026-11-22' - 60)::int as recent,
             min(acquired_on)::text as oldest, max(acquired_on)::text as newest,
             count(*) filter (where acquired_on is null)::int as without
      from title where network_institution_id is null`.execute(db.kysely);
    expect(rows[0]?.recent).toBeGreaterThanOrEqual(15);
    expect(rows[0]?.without).toBe(0);
    expect(rows[0]!.oldest >= '2021-11-01').toBe(true);
    expect(rows[0]!.newest <= '2026-11-22').toBe(true);
  });

  it('keeps serial issues spanning years, with contents', async () => {
    const { rows } = await sql<{ serials: number; years: number; empty: number }>`
      select count(distinct title_id)::int as serials, count(distinct year)::int as years,
             count(*) filter (where cardinality(contents) = 0)::int as empty
      from serial_issue`.execute(db.kysely);
    expect(rows[0]?.serials).toBeGreaterThan(0);
    expect(rows[0]?.years).toBeGreaterThanOrEqual(5);
    expect(rows[0]?.empty).toBe(0);
  });

  it('creates authority records of every main kind, linked to titles as authors and subjects', async () => {
    const { rows } = await sql<{ kind: string }>`select distinct kind from authority`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(
      [
        'chronological',
        'corporate',
        'genre',
        'geographic',
        'meeting',
        'person',
        'topic',
        'uniform_title',
      ].sort(),
    );
    const { rows: roles } = await sql<{ role: string; kind: string }>`
      select distinct ta.role, a.kind from title_authority ta join authority a on a.id = ta.authority_id`.execute(
      db.kysely,
    );
    const pairs = roles.map((r) => `${r.role}:${r.kind}`);
    for (const pair of [
      'author:person',
      'author:corporate',
      'author:meeting',
      'subject:topic',
      'subject:geographic',
      'subject:genre',
    ]) {
      expect(pairs).toContain(pair);
    }
    const seeFrom = await sql<{ n: number }>`
      select count(*)::int as n from authority where cardinality(see_from) > 0 and cardinality(sources) > 0`.execute(
      db.kysely,
    );
    expect(seeFrom.rows[0]?.n).toBeGreaterThan(20);
  });

  it('covers Monday to Saturday in every library, Sunday in one, a lunch break in one', async () => {
    const hours = await db.kysely.selectFrom('opening_hours').selectAll().execute();
    const libraries = await db.kysely.selectFrom('library').select('id').execute();
    for (const { id } of libraries) {
      const days = new Set(hours.filter((h) => h.library_id === id).map((h) => h.weekday));
      for (let weekday = 1; weekday <= 6; weekday++) expect(days.has(weekday)).toBe(true);
    }
    const sundays = new Set(hours.filter((h) => h.weekday === 7).map((h) => h.library_id));
    expect(sundays.size).toBe(1);
    const mondayIntervals = new Map<number, number>();
    for (const h of hours.filter((x) => x.weekday === 1)) {
      mondayIntervals.set(h.library_id, (mondayIntervals.get(h.library_id) ?? 0) + 1);
    }
    expect([...mondayIntervals.values()].filter((n) => n === 2)).toHaveLength(1);
    expect(
      hours.find((h) => h.weekday === 1 && h.opens === '07:30:00' && h.closes === '22:00:00'),
    ).toBeDefined();
  });

  it('has events in the past and in the coming weeks, mostly linked to libraries', async () => {
    const events = await db.kysely.selectFrom('event').selectAll().execute();
    expect(events.length).toBeGreaterThanOrEqual(10);
    const now = TODAY.getTime();
    const upcoming = events.filter((e) => new Date(e.starts_at).getTime() > now);
    const past = events.filter((e) => new Date(e.ends_at ?? e.starts_at).getTime() < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.some((e) => new Date(e.starts_at).getTime() < now + 14 * 86_400_000)).toBe(
      true,
    );
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(events.filter((e) => e.library_id !== null).length).toBeGreaterThan(events.length / 2);
  });

  it('configures the institution, links, settings, activities, tabs and information blocks', async () => {
    const institution = await db.kysely
      .selectFrom('institution')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(institution).toMatchObject({
      company_code: 1234,
      acronym: 'UFE',
      name: 'Universidade Federal Estante',
      theme: 'neo',
      logo_url: '/logo.svg',
      auth_mode: 2,
      crypt_mode: 4,
      default_language: 'pt',
    });
    for (const value of Object.values(institution)) expect(value).not.toBeNull();
    expect(institution.support_message).toMatch(/@ufe\.edu\.br/);
    expect(institution.support_message).toMatch(/\(48\)/);

    // The footer's two, and one for graduate students and professors (demo/comments-basket.ts).
    expect(await db.kysely.selectFrom('external_database_link').selectAll().execute()).toHaveLength(
      3,
    );
    const sort = await db.kysely
      .selectFrom('setting')
      .select('value')
      .where('name', '=', 'sort_defaults')
      .executeTakeFirstOrThrow();
    expect(sort.value).toEqual({
      pesquisa_geral: 'ano_publicacao',
      arquivo: 'obra',
      atos_normativos: 'referencia',
      indice: 'cod_titulo',
    });

    const activities = await db.kysely.selectFrom('activity').selectAll().execute();
    for (const code of [8, 12, 13, 57, 87, 88, 1120]) {
      const activity = activities.find((a) => a.code === code);
      expect(activity?.description).toMatch(/^[A-Z ]+ - \S/);
    }
    expect(activities.find((a) => a.code === 1120)?.enabled).toBe(false);

    const tabs = await db.kysely.selectFrom('search_tab').selectAll().orderBy('position').execute();
    expect(tabs.map((t) => t.key).sort()).toEqual([...SEARCH_TABS].sort());
    expect(tabs[0]).toMatchObject({ key: 'pesquisa_geral', label: 'Pesquisa geral', position: 1 });

    const { rows } = await sql<{ section: string; n: number }>`
      select section, count(*)::int as n from info_block group by section`.execute(db.kysely);
    expect(rows.map((r) => r.section).sort()).toEqual([
      'faq',
      'informacoes_gerais',
      'secao_1',
      'secao_2',
    ]);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(3);
  });

  it('creates people of every patron category with the documented demo logins', async () => {
    expect(summary.people).toBeGreaterThanOrEqual(14);
    const logins = await db.kysely
      .selectFrom('person_login as l')
      .innerJoin('person as p', 'p.id', 'l.person_id')
      .innerJoin('patron_category as c', 'c.id', 'l.category_id')
      .select(['l.login', 'l.base', 'p.id', 'p.name', 'p.blocked', 'p.staff_role', 'c.key'])
      .execute();
    const byLogin = new Map(logins.map((l) => [l.login, l]));
    expect(byLogin.get('20260001')).toMatchObject({ name: 'Ana Souza', key: 'undergraduate' });
    expect(byLogin.get('ana.souza@demo.estante')?.id).toBe(byLogin.get('20260001')?.id);
    expect(byLogin.get('20260002')).toMatchObject({ key: 'professor' });
    const beatriz = byLogin.get('20260003')!;
    expect(logins.filter((l) => l.id === beatriz.id && l.base === 'local')).toHaveLength(2);
    expect(byLogin.get('20260004')).toMatchObject({ blocked: true });
    expect(byLogin.get('balcao01')).toMatchObject({ staff_role: 'circulation' });
    const categories = await db.kysely.selectFrom('patron_category').select('key').execute();
    expect(new Set(logins.map((l) => l.key))).toEqual(new Set(categories.map((c) => c.key)));
    const hashes = await db.kysely.selectFrom('person').select('password_hash').execute();
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('names the network institutions to harvest, writing none of their records', async () => {
    const institutions = await db.kysely
      .selectFrom('network_institution')
      .select(['code', 'oai_url', 'oai_set'])
      .orderBy('id')
      .execute();
    expect(institutions).toEqual([
      { code: 'uel', oai_url: '/oai', oai_set: 'type:thesis' },
      { code: 'ifs', oai_url: '/oai', oai_set: 'type:map' },
    ]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from title where network_institution_id is not null`.execute(
      db.kysely,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
