/**
 * Every bibliographic record of ../shared/data/marc, imported as the catalogue imports them,
 * harvested over HTTP in both formats and validated: each ListRecords page against the OAI-PMH
 * schema with its records against MARC 21 slim (marc21) and oai_dc. Among them are the records
 * the old export wrote invalid: 23 leaders of evergreen/oss.marc with the entry map "45 0" and
 * 2 records of evergreen/jazz_1k.mrc with their 008 after data fields, stored as imported.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { importMarcFile } from '../../cli/import-marc.ts';
import type { Db } from '../../db/database.ts';
import { marcFiles } from '../../marc/test-data.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { validateXml } from './validate-xml.ts';

let db: Db;
let app: FastifyInstance;
let titles = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  for (const file of marcFiles()) await importMarcFile(db.kysely, file);
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    searchMemoryIndex: false,
    oai: { settings: { recordsPerPage: 200 } },
  });
  await app.ready();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from title`.execute(
    db.kysely,
  );
  titles = rows[0]!.n;
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Every page of a ListRecords harvest. */
async function harvest(prefix: string): Promise<string[]> {
  const pages: string[] = [];
  let query = `verb=ListRecords&metadataPrefix=${prefix}`;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/oai?${query}` });
    expect(response.statusCode).toBe(200);
    pages.push(response.body);
    const token = /<resumptionToken[^>]*>([^<]+)</.exec(response.body)?.[1];
    if (!token) return pages;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
}

const count = (pages: string[], what: RegExp) =>
  pages.reduce((n, page) => n + (page.match(what)?.length ?? 0), 0);

describe('the shared MARC records over OAI-PMH', () => {
  it('stores the records the old export wrote invalid as they were imported', async () => {
    expect(titles).toBeGreaterThan(1700);
    const { rows } = await sql<{ entry_map: number; late_control: number }>`
      select count(*) filter (where substr(marc->>'leader', 21, 4) <> '4500')::int as entry_map,
        count(*) filter (where exists (
          select 1 from jsonb_array_elements(marc->'fields') with ordinality c(f, i)
          where c.f ? 'value' and exists (
            select 1 from jsonb_array_elements(marc->'fields') with ordinality d(f, j)
            where d.f ? 'subfields' and d.j < c.i)))::int as late_control
      from title`.execute(db.kysely);
    // At least those 23 and 2 (records of other files have other entry maps, or local
    // control fields after their data fields).
    expect(rows[0]!.entry_map).toBeGreaterThanOrEqual(23);
    expect(rows[0]!.late_control).toBeGreaterThanOrEqual(2);
  });

  it('harvests every title once in marc21, every record valid MARC 21 slim', async () => {
    const pages = await harvest('marc21');
    expect(count(pages, /<header>/g)).toBe(titles);
    expect(count(pages, /<record xmlns="http:\/\/www.loc.gov\/MARC21\/slim"/g)).toBe(titles);
    const failures = await validateXml(pages);
    expect([...failures.values()].join('').slice(0, 2000)).toBe('');
  }, 120_000);

  it('harvests every title once in oai_dc, valid', async () => {
    const pages = await harvest('oai_dc');
    expect(count(pages, /<oai_dc:dc /g)).toBe(titles);
    const failures = await validateXml(pages);
    expect([...failures.values()].join('').slice(0, 2000)).toBe('');
  }, 120_000);
});
