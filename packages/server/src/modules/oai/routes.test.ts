/**
 * The OAI-PMH provider over HTTP: every verb, every error condition, harvests that follow
 * resumption tokens, tokens across a restart and after expiry, deleted titles. Every answer
 * is validated with xmllint against the OAI-PMH 2.0 schema (records included: MARC 21 slim and
 * oai_dc), in one batch at the end.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { validateXml } from './validate-xml.ts';
import { copyRow } from '../../test-support/copies.ts';

const PUBLIC_URL = 'https://catalogo.example.edu.br';
const BASE = `${PUBLIC_URL}/oai`;
const ID = (id: number) => `oai:catalogo.example.edu.br:${id}`;

let db: Db;
let app: FastifyInstance;
let clock = new Date('2026-03-01T12:00:00Z');
const answers: { what: string; xml: string }[] = [];
const titleIds: number[] = [];
let libraries: { id: number; name: string }[] = [];

async function start(): Promise<FastifyInstance> {
  const instance = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    searchMemoryIndex: false,
    auth: { publicUrl: PUBLIC_URL },
    oai: { settings: { recordsPerPage: 3, identifiersPerPage: 4 }, now: () => clock },
  });
  await instance.ready();
  return instance;
}

/** GET /oai?query (or POST the same as a form); keeps the answer for the schema check. */
async function oai(query: string, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const response =
    method === 'GET'
      ? await app.inject({ method, url: `/oai?${query}` })
      : await app.inject({
          method,
          url: '/oai',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query,
        });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  answers.push({ what: `${method} ${query}`, xml: response.body });
  return response.body;
}

const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1] ?? null;
const all = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => m[1]!);
const identifiers = (xml: string) => all(xml, /<identifier>([^<]+)<\/identifier>/g);
const token = (xml: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];

function book(n: number, extra: MarcRecord['fields'] = []): MarcRecord {
  return {
    leader: n === 2 ? '00000cam  2200000 a 45 0' : '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: `OAI-${n}` },
      { tag: '003', value: 'TESTE' },
      {
        tag: '245',
        ind1: '1',
        ind2: '0',
        subfields: [
          { code: 'a', value: `Livro ${n} :` },
          { code: 'b', value: 'um teste /' },
        ],
      },
      // Record 2 puts its 008 after a data field, as two of jazz_1k.mrc do.
      { tag: '008', value: '200101s2019    bl            000 0 por d' },
      {
        tag: '100',
        ind1: '1',
        ind2: ' ',
        subfields: [
          { code: 'a', value: `Autora ${n},` },
          { code: 'e', value: 'autora.' },
        ],
      },
      {
        tag: '020',
        ind1: ' ',
        ind2: ' ',
        subfields: [{ code: 'a', value: '978-85-359-0277-8 (broch.)' }],
      },
      ...extra,
    ],
  };
}

beforeAll(async () => {
  db = await openTestDatabase();
  const central = await createLibrary(db.kysely, {
    name: 'Biblioteca Central',
    email: 'bc@example.edu.br',
  });
  const branch = await createLibrary(db.kysely, { name: 'Biblioteca Setorial' });
  libraries = [central, branch];
  const score: MarcRecord = { ...book(10), leader: '00000ncm a2200000 a 4500' };
  await saveRecords(db.kysely, [...Array.from({ length: 9 }, (_, i) => book(i + 1)), score]);
  const { rows } = await sql<{ id: number }>`select id from title order by id`.execute(db.kysely);
  titleIds.push(...rows.map((r) => r.id));
  let barcode = 0;
  const copy = (titleId: number, libraryId: number) =>
    copyRow(titleId, libraryId, `OAI${(barcode += 1)}`);
  // Titles 1-4 at the central library, 3-6 at the branch; 7-10 without copies.
  await db.kysely
    .insertInto('copy')
    .values([
      ...titleIds.slice(0, 4).map((id) => copy(id, central.id)),
      ...titleIds.slice(2, 6).map((id) => copy(id, branch.id)),
    ])
    .execute();
  // Datestamps a day apart: title n changed on 2026-01-0n at 10:00:00.
  for (const [i, id] of titleIds.entries()) {
    await sql`update title set updated_at = ${`2026-01-${String(i + 1).padStart(2, '0')}T10:00:00.250Z`}::timestamptz
      where id = ${id}`.execute(db.kysely);
  }
  app = await start();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('Identify, ListMetadataFormats, ListSets', () => {
  it('identifies the repository', async () => {
    const xml = await oai('verb=Identify');
    expect(xml).toContain(`<request verb="Identify">${BASE}</request>`);
    expect(xml).toContain(`<baseURL>${BASE}</baseURL>`);
    expect(xml).toContain('<earliestDatestamp>2026-01-01T10:00:00Z</earliestDatestamp>');
    expect(xml).toContain('<deletedRecord>persistent</deletedRecord>');
    expect(xml).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(xml).toContain('<adminEmail>bc@example.edu.br</adminEmail>');
    expect(xml).toContain('<responseDate>2026-03-01T12:00:00Z</responseDate>');
  });

  it('answers POST as GET', async () => {
    expect(await oai('verb=Identify', 'POST')).toContain('<Identify>');
  });

  it('lists both formats, for the repository and for one item', async () => {
    for (const query of [
      'verb=ListMetadataFormats',
      `verb=ListMetadataFormats&identifier=${ID(titleIds[0]!)}`,
    ]) {
      const xml = await oai(query);
      expect(all(xml, /<metadataPrefix>([^<]+)</g)).toEqual(['oai_dc', 'marc21']);
    }
  });

  it('lists the sets: libraries and material types', async () => {
    const xml = await oai('verb=ListSets');
    const specs = all(xml, /<setSpec>([^<]+)</g);
    expect(specs.slice(0, 3)).toEqual([
      'library',
      `library:${libraries[0]!.id}`,
      `library:${libraries[1]!.id}`,
    ]);
    expect(specs).toContain('type:book');
    expect(specs).toContain('type:score');
    expect(xml).toContain('<setName>Biblioteca Central</setName>');
  });
});

describe('GetRecord', () => {
  it('gives a title in marc21, normalised to MARC 21 slim, with its sets', async () => {
    const id = titleIds[1]!;
    const xml = await oai(`verb=GetRecord&identifier=${ID(id)}&metadataPrefix=marc21`);
    expect(xml).toContain(`<identifier>${ID(id)}</identifier>`);
    expect(xml).toContain('<datestamp>2026-01-02T10:00:00Z</datestamp>');
    expect(all(xml, /<setSpec>([^<]+)</g)).toEqual([`library:${libraries[0]!.id}`, 'type:book']);
    expect(xml).toContain('<leader>00000cam a2200000 a 4500</leader>');
    expect(xml.indexOf('tag="008"')).toBeLessThan(xml.indexOf('tag="245"'));
  });

  it('gives oai_dc by the LC crosswalk', async () => {
    const xml = await oai(`verb=GetRecord&identifier=${ID(titleIds[0]!)}&metadataPrefix=oai_dc`);
    expect(xml).toContain('<dc:title>Livro 1 : um teste</dc:title>');
    expect(xml).toContain('<dc:creator>Autora 1</dc:creator>');
    expect(xml).toContain('<dc:identifier>URN:ISBN:9788535902778</dc:identifier>');
    expect(xml).toContain('<dc:type>text</dc:type>');
    expect(xml).toContain('<dc:language>por</dc:language>');
  });
});

describe('lists', () => {
  it('harvests every record exactly once following resumption tokens (ListRecords)', async () => {
    let xml = await oai('verb=ListRecords&metadataPrefix=oai_dc');
    const seen = identifiers(xml);
    expect(xml).toMatch(
      /<resumptionToken expirationDate="2026-03-02T12:00:00Z" completeListSize="10" cursor="0">/,
    );
    let next = token(xml);
    let pages = 1;
    while (next) {
      xml = await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(next)}`);
      seen.push(...identifiers(xml));
      next = token(xml);
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(xml).toContain('<resumptionToken completeListSize="10" cursor="9"/>');
    expect(seen).toEqual(titleIds.map(ID));
  });

  it('harvests identifiers by set and by dates, at both granularities', async () => {
    const central = libraries[0]!.id;
    const byLibrary = await oai(
      `verb=ListIdentifiers&metadataPrefix=marc21&set=library:${central}`,
    );
    expect(identifiers(byLibrary)).toEqual(titleIds.slice(0, 4).map(ID));
    expect(byLibrary).not.toContain('<resumptionToken');

    const anyLibrary = await oai('verb=ListIdentifiers&metadataPrefix=marc21&set=library');
    let ids = identifiers(anyLibrary);
    const rest = token(anyLibrary)!;
    ids = ids.concat(
      identifiers(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(rest)}`)),
    );
    expect(ids).toEqual(titleIds.slice(0, 6).map(ID));

    const scores = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=type:score');
    expect(identifiers(scores)).toEqual([ID(titleIds[9]!)]);

    const seconds = await oai(
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-03T10:00:00Z&until=2026-01-05T10:00:00Z',
    );
    expect(identifiers(seconds)).toEqual(titleIds.slice(2, 5).map(ID));
    const days = await oai(
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-09&until=2026-01-10',
    );
    expect(identifiers(days)).toEqual(titleIds.slice(8, 10).map(ID));
  });

  it('keeps tokens across a restart, and refuses them once expired', async () => {
    const first = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    const next = token(first)!;
    await app.close();
    app = await start();
    const after = await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(next)}`);
    expect(identifiers(after)).toEqual(titleIds.slice(4, 8).map(ID));

    clock = new Date('2026-03-02T12:00:01Z');
    const expired = await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(next)}`);
    expect(errorCode(expired)).toBe('badResumptionToken');
    expect(expired).toContain('expired');
    clock = new Date('2026-03-01T12:00:00Z');
  });
});

describe('deleted titles', () => {
  it('keeps a tombstone with its datestamp and sets, reported as deleted', async () => {
    const id = titleIds[2]!; // at both libraries
    clock = new Date();
    await db.kysely.deleteFrom('title').where('id', '=', id).execute();
    const got = await oai(`verb=GetRecord&identifier=${ID(id)}&metadataPrefix=oai_dc`);
    expect(got).toContain('<header status="deleted">');
    expect(got).not.toContain('<metadata>');
    expect(all(got, /<setSpec>([^<]+)</g)).toEqual([
      `library:${libraries[0]!.id}`,
      `library:${libraries[1]!.id}`,
      'type:book',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await oai(`verb=ListRecords&metadataPrefix=marc21&from=${today}`);
    expect(identifiers(recent)).toEqual([ID(id)]);
    expect(recent).toContain('<header status="deleted">');
    const branch = await oai(
      `verb=ListIdentifiers&metadataPrefix=marc21&set=library:${libraries[1]!.id}`,
    );
    expect(identifiers(branch)).toContain(ID(id));
    expect(errorCode(await oai(`verb=ListMetadataFormats&identifier=${ID(id)}`))).toBe(
      'noMetadataFormats',
    );
    clock = new Date('2026-03-01T12:00:00Z');
  });
});

describe('errors', () => {
  const cases: [string, string][] = [
    ['', 'badVerb'],
    ['verb=Frobnicate', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&foo=bar', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T10:00:00', 'badArgument'],
    [
      'verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-02T00:00:00Z',
      'badArgument',
    ],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=a%20b', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['verb=GetRecord&identifier=oai:x:1', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=mods', 'cannotDisseminateFormat'],
    [
      'verb=GetRecord&identifier=oai:catalogo.example.edu.br:1&metadataPrefix=mods',
      'cannotDisseminateFormat',
    ],
    ['verb=GetRecord&identifier=oai:elsewhere.org:1&metadataPrefix=oai_dc', 'idDoesNotExist'],
    [
      'verb=GetRecord&identifier=oai:catalogo.example.edu.br:999999&metadataPrefix=oai_dc',
      'idDoesNotExist',
    ],
    ['verb=ListMetadataFormats&identifier=urn:nothing', 'idDoesNotExist'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=library:999999', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=nothing', 'noRecordsMatch'],
    ['verb=ListRecords&resumptionToken=garbage', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=anything', 'badResumptionToken'],
  ];
  it.each(cases)('%s → %s', async (query, code) => {
    const xml = await oai(query);
    expect(errorCode(xml)).toBe(code);
    if (code === 'badVerb' || code === 'badArgument')
      expect(xml).toContain(`<request>${BASE}</request>`);
  });

  it('refuses a token that was changed, or given to the other verb', async () => {
    const next = token(await oai('verb=ListRecords&metadataPrefix=oai_dc'))!;
    const [payload, signature] = next.split('.');
    const fields = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as unknown[];
    fields[9] = 9_999_999_999; // a later expiry
    const forged = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
    expect(
      errorCode(await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(forged)}`)),
    ).toBe('badResumptionToken');
    expect(
      errorCode(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(next)}`)),
    ).toBe('badResumptionToken');
  });
});

describe('every answer', () => {
  it('validates against the OAI-PMH 2.0 schema, records against MARC 21 slim and oai_dc', async () => {
    expect(answers.length).toBeGreaterThan(40);
    const failures = await validateXml(answers.map((a) => a.xml));
    const report = [...failures].map(([i, why]) => `${answers[i]!.what}: ${why}`);
    expect(report).toEqual([]);
  });
});
