/**
 * The SRU server over HTTP: explain, searchRetrieve on every index (the same titles, in the
 * same order, as the catalogue's search), booleans, paging, both record schemas and packings,
 * both versions, every diagnostic, XML escaping; then Debian's yaz-client as a real SRU client
 * over a real socket. Every answer is parsed, and validated with xmllint against our SRU 1.2 /
 * 2.0 response schemas (records inside: MARC 21 slim, SRU Dublin Core) in one batch at the end.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createInstitution } from '../../test-support/factories.ts';
import { validateXml, type SchemaImport } from '../oai/validate-xml.ts';
import { EXPLAIN_NAMESPACE, SRU_NAMESPACES, SRW_DC_NAMESPACE } from './service.ts';

const schemas = path.resolve(import.meta.dirname, 'schemas');
const SRU_SCHEMAS: SchemaImport[] = [
  [SRU_NAMESPACES['2.0'].sru, path.join(schemas, 'sru-2.0.xsd')],
  [SRU_NAMESPACES['1.2'].sru, path.join(schemas, 'sru-1.2.xsd')],
  [SRW_DC_NAMESPACE, path.join(schemas, 'srw_dc.xsd')],
];
const MARC = 'http://www.loc.gov/MARC21/slim';

let db: Db;
let app: FastifyInstance;
/** The last test closes the database. */
let closed = false;
const answers: { what: string; xml: string }[] = [];
/** Title id by 001. */
const idOf = new Map<string, number>();

/** An element of a parsed answer. */
interface Node {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

/** Parses XML with namespaces (saxes: no DTD, no entity expansion). */
function parse(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | null = null;
  parser.on('opentag', (tag) => {
    const node: Node = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
    root ??= node;
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root!;
}

const child = (node: Node | undefined, name: string) => node?.children.find((c) => c.name === name);
const children = (node: Node | undefined, name: string) =>
  node?.children.filter((c) => c.name === name) ?? [];
/** Every element of this name below the node. */
function descendants(node: Node, name: string): Node[] {
  return node.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
}

/** GET /sru?query (or POST the same as a form); the parsed answer, kept for the schema check. */
async function sru(query: string, method: 'GET' | 'POST' = 'GET'): Promise<Node> {
  const response =
    method === 'GET'
      ? await app.inject({ method, url: `/sru?${query}` })
      : await app.inject({
          method,
          url: '/sru',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query,
        });
  expect(response.statusCode, query).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  answers.push({ what: `${method} ${query}`, xml: response.body });
  return parse(response.body);
}

const search = (cql: string, extra = '') =>
  sru(`query=${encodeURIComponent(cql)}&maximumRecords=100${extra}`);
const count = (answer: Node) => Number(child(answer, 'numberOfRecords')?.text);
/** The title ids of the MARCXML records of an answer, in order (by their 001). */
const ids = (answer: Node) =>
  descendants(answer, 'controlfield')
    .filter((f) => f.attributes.tag === '001')
    .map((f) => idOf.get(f.text)!);
const diagnostics = (answer: Node) =>
  descendants(answer, 'diagnostic').map((d) => ({
    uri: child(d, 'uri')!.text,
    details: child(d, 'details')?.text,
  }));
const diagnosticNumber = (answer: Node) =>
  diagnostics(answer).map((d) => Number(d.uri.replace('info:srw/diagnostic/1/', '')));

type Subfields = [string, string][];
function record(n: string, fields: { tag: string; subfields: Subfields }[], year: number) {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: n },
      { tag: '008', value: `200101s${year}    bl            000 0 por d` },
      ...fields.map((f) => ({
        tag: f.tag,
        ind1: f.tag === '245' ? '1' : ' ',
        ind2: f.tag === '245' ? '0' : ' ',
        subfields: f.subfields.map(([code, value]) => ({ code, value })),
      })),
    ],
  } satisfies MarcRecord;
}

const BOOKS: MarcRecord[] = [
  record(
    'SRU-DOM',
    [
      { tag: '100', subfields: [['a', 'Assis, Machado de,']] },
      { tag: '245', subfields: [['a', 'Dom Casmurro /']] },
      {
        tag: '260',
        subfields: [
          ['b', 'Garnier,'],
          ['c', '1899.'],
        ],
      },
      { tag: '650', subfields: [['a', 'Ficção brasileira.']] },
      { tag: '020', subfields: [['a', '9788535902778']] },
    ],
    1899,
  ),
  record(
    'SRU-MEM',
    [
      { tag: '100', subfields: [['a', 'Assis, Machado de,']] },
      { tag: '245', subfields: [['a', 'Memórias póstumas de Brás Cubas /']] },
      { tag: '650', subfields: [['a', 'Ficção brasileira.']] },
    ],
    1881,
  ),
  record(
    'SRU-CASA',
    [
      { tag: '100', subfields: [['a', 'Freyre, Gilberto,']] },
      {
        tag: '245',
        subfields: [
          ['a', 'Casa-grande & senzala :'],
          ['b', 'formação da família'],
        ],
      },
      {
        tag: '650',
        subfields: [
          ['a', 'Brasil'],
          ['x', 'História.'],
        ],
      },
      { tag: '020', subfields: [['a', '0-306-40615-2']] },
    ],
    1933,
  ),
  record(
    'SRU-RAIZES',
    [
      { tag: '100', subfields: [['a', 'Holanda, Sérgio Buarque de,']] },
      { tag: '245', subfields: [['a', 'Raízes do Brasil /']] },
      {
        tag: '650',
        subfields: [
          ['a', 'Brasil'],
          ['x', 'História.'],
        ],
      },
    ],
    1936,
  ),
  record(
    'SRU-REV',
    [
      { tag: '245', subfields: [['a', 'Revista <b>&</b> "crítica" de teste']] },
      { tag: '022', subfields: [['a', '0378-5955']] },
    ],
    2001,
  ),
  // Twenty books that share the word "manual", for paging.
  ...Array.from({ length: 20 }, (_, i) =>
    record(
      `SRU-M${i + 1}`,
      [
        { tag: '100', subfields: [['a', `Autor ${i + 1},`]] },
        { tag: '245', subfields: [['a', `Manual número ${i + 1} /`]] },
      ],
      2000 + i,
    ),
  ),
];

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely, { name: 'Universidade <Federal> & de Teste' });
  await saveRecords(db.kysely, BOOKS);
  // A network-catalogue record with the same title: not ours, never in an SRU answer.
  await db.kysely
    .insertInto('network_institution')
    .values({ id: 77, name: 'Universidade Vizinha' })
    .execute();
  await saveRecords(
    db.kysely,
    [{ ...BOOKS[0]!, fields: [{ tag: '001', value: 'NET-DOM' }, ...BOOKS[0]!.fields.slice(1)] }],
    {
      networkInstitutionId: 77,
    },
  );
  const { rows } = await sql<{ id: number; control_number: string }>`
    select id, control_number from title`.execute(db.kysely);
  for (const row of rows) idOf.set(row.control_number, row.id);
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    searchMemoryIndex: false,
    auth: { publicUrl: 'https://catalogo.example.edu.br' },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (!closed) await db?.close();
});

describe('explain', () => {
  it('answers explain without an operation, in 2.0 unless 1.2 is asked for', async () => {
    for (const query of ['', 'operation=explain', 'version=2.0']) {
      const answer = await sru(query);
      expect(answer.name).toBe('explainResponse');
      expect(answer.uri).toBe(SRU_NAMESPACES['2.0'].sru);
      expect(child(answer, 'version')).toBeUndefined();
    }
    const answer = await sru('operation=explain&version=1.2');
    expect(answer.uri).toBe(SRU_NAMESPACES['1.2'].sru);
    expect(child(answer, 'version')?.text).toBe('1.2');
    const record = child(answer, 'record')!;
    expect(child(record, 'recordSchema')?.text).toBe(EXPLAIN_NAMESPACE);
    expect(child(record, 'recordPacking')?.text).toBe('xml');
    const explain = child(child(record, 'recordData'), 'explain')!;
    expect(explain.uri).toBe(EXPLAIN_NAMESPACE);
    const server = child(explain, 'serverInfo')!;
    expect(server.attributes).toMatchObject({ protocol: 'SRU', version: '1.2' });
    expect(child(server, 'host')?.text).toBe('catalogo.example.edu.br');
    expect(child(server, 'port')?.text).toBe('443');
    expect(child(child(explain, 'databaseInfo'), 'title')?.text).toBe(
      'Universidade <Federal> & de Teste',
    );
    const names = descendants(explain, 'name').map((n) => `${n.attributes.set}.${n.text}`);
    for (const index of ['dc.title', 'dc.creator', 'bath.isbn', 'bath.issn', 'cql.serverchoice'])
      expect(names).toContain(index);
    const schemas = descendants(explain, 'schema').map((s) => s.attributes.name);
    expect(schemas).toEqual(['marcxml', 'dc']);
    const settings = children(child(explain, 'configInfo'), 'setting');
    expect(settings.map((s) => [s.attributes.type, s.text])).toEqual([['maximumRecords', '100']]);
  });
});

describe('searchRetrieve', () => {
  /** The catalogue's own search (its default order, C): total and ids of the first page. */
  async function catalogue(term: string, field: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/consulta?termo=${encodeURIComponent(term)}&campo=${field}&tamanho=100`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ consulta: { total: number; data: { cod_acervo: number }[] } }>();
    return { total: body.consulta.total, ids: body.consulta.data.map((r) => r.cod_acervo) };
  }

  it('finds on each index what the catalogue finds, in the same order', async () => {
    const cases: [string, string, string][] = [
      ['dc.title = casmurro', 'casmurro', 'titulo'],
      ['bath.title = "raízes brasil"', 'raízes brasil', 'titulo'],
      ['title = manual', 'manual', 'titulo'],
      ['dc.creator = assis', 'assis', 'autor'],
      ['bath.name = freyre', 'freyre', 'autor'],
      ['bath.personalName = "machado"', 'machado', 'autor'],
      ['author = holanda', 'holanda', 'autor'],
      ['dc.subject = brasil', 'brasil', 'assunto'],
      ['bath.subject = "ficção"', 'ficção', 'assunto'],
      ['bath.isbn = 0306406152', '0306406152', 'isbn'],
      ['isbn = 978-85-359-0277-8', '978-85-359-0277-8', 'isbn'],
      ['bath.issn = 0378-5955', '0378-5955', 'issn'],
      ['dc.publisher = garnier', 'garnier', 'editora'],
      ['cql.serverChoice = brasil', 'brasil', 'todos'],
      ['brasil', 'brasil', 'todos'],
      ['cql.anywhere all "manual 7"', 'manual 7', 'todos'],
      ['any = manu*', 'manu*', 'todos'],
      ['dc.title adj "casa-grande"', '"casa-grande"', 'titulo'],
    ];
    for (const [cql, term, field] of cases) {
      const expected = await catalogue(term, field);
      const answer = await search(cql);
      expect(diagnostics(answer), cql).toEqual([]);
      expect(count(answer), cql).toBe(expected.total);
      expect(ids(answer), cql).toEqual(expected.ids);
      expect(expected.total, cql).toBeGreaterThan(0);
    }
    // A configured default order (setting sort_defaults) is SRU's too.
    const ordered = async (ordenacao: string) =>
      (await app.inject({ url: `/api/consulta?termo=manual&ordenacao=${ordenacao}&tamanho=100` }))
        .json<{ consulta: { data: { cod_acervo: number }[] } }>()
        .consulta.data.map((r) => r.cod_acervo);
    const [byYear, byTitle] = [await ordered('ano_publicacao'), await ordered('titulo')];
    expect(byTitle).not.toEqual(byYear);
    expect(ids(await search('manual'))).toEqual(byYear);
    await db.kysely
      .insertInto('setting')
      .values({ name: 'sort_defaults', value: JSON.stringify({ pesquisa_geral: 'titulo' }) })
      .execute();
    expect(ids(await search('manual'))).toEqual(byTitle);
    await db.kysely.deleteFrom('setting').where('name', '=', 'sort_defaults').execute();
    // dc.identifier reads an ISBN or ISSN by its shape.
    expect(ids(await search('dc.identifier = 0378-5955'))).toEqual([idOf.get('SRU-REV')]);
    expect(ids(await search('dc.identifier any "0306406152 0378-5955"')).sort()).toEqual(
      [idOf.get('SRU-CASA'), idOf.get('SRU-REV')].sort(),
    );
  });

  it('reads booleans, parentheses, relations and years', async () => {
    const set = async (cql: string) => new Set(ids(await search(cql)));
    const of = (...numbers: string[]) => new Set(numbers.map((n) => idOf.get(n)));
    expect(await set('dc.creator = assis and dc.title = dom')).toEqual(of('SRU-DOM'));
    expect(await set('dc.title = casmurro or dc.title = raízes')).toEqual(
      of('SRU-DOM', 'SRU-RAIZES'),
    );
    expect(await set('dc.subject = brasil not dc.creator = freyre')).toEqual(of('SRU-RAIZES'));
    expect(await set('(dc.title = casmurro or dc.title = raízes) and dc.subject = brasil')).toEqual(
      of('SRU-RAIZES'),
    );
    expect(await set('dc.title any "casmurro senzala"')).toEqual(of('SRU-DOM', 'SRU-CASA'));
    expect(await set('dc.title all "casmurro senzala"')).toEqual(of());
    expect(await set('dc.date < 1900')).toEqual(of('SRU-DOM', 'SRU-MEM'));
    expect(await set('dc.date within "1930 1940"')).toEqual(of('SRU-CASA', 'SRU-RAIZES'));
    expect(await set('dc.subject = brasil and year = 1936')).toEqual(of('SRU-RAIZES'));
    expect(await set('year = 1936 and year = 1933')).toEqual(of());
    expect(count(await search('cql.allRecords = 1'))).toBe(BOOKS.length);
  });

  it('pages with startRecord, maximumRecords and nextRecordPosition', async () => {
    const seen: number[] = [];
    let start = 1;
    const positions: number[] = [];
    for (;;) {
      const answer = await sru(`query=manual&startRecord=${start}&maximumRecords=7`);
      expect(count(answer)).toBe(20);
      positions.push(...descendants(answer, 'recordPosition').map((p) => Number(p.text)));
      seen.push(...ids(answer));
      const next = child(answer, 'nextRecordPosition');
      if (!next) break;
      start = Number(next.text);
    }
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(seen).size).toBe(20);
    expect(seen).toEqual(ids(await search('manual')));
    // The default is 10 records; more than 100 is lowered to 100; 0 counts only.
    expect(ids(await sru('query=manual')).length).toBe(10);
    expect(ids(await sru('query=manual&maximumRecords=1000')).length).toBe(20);
    const counted = await sru('query=manual&maximumRecords=0');
    expect([count(counted), ids(counted).length]).toEqual([20, 0]);
    expect(child(counted, 'nextRecordPosition')?.text).toBe('1');
  });

  it('sends MARCXML or Dublin Core, as XML or as a string, in 1.2 or 2.0', async () => {
    const marc = await search('dc.title = casmurro', '&version=1.2');
    expect(marc.uri).toBe(SRU_NAMESPACES['1.2'].sru);
    expect(child(marc, 'version')?.text).toBe('1.2');
    const record = child(child(marc, 'records'), 'record')!;
    expect(child(record, 'recordSchema')?.text).toBe('info:srw/schema/1/marcxml-v1.1');
    expect(child(record, 'recordPacking')?.text).toBe('xml');
    expect(child(child(record, 'recordData'), 'record')?.uri).toBe(MARC);

    const dc = await search('dc.title = casmurro', '&recordSchema=dc');
    const dcRecord = child(child(dc, 'records'), 'record')!;
    expect(child(dcRecord, 'recordSchema')?.text).toBe('info:srw/schema/1/dc-v1.1');
    expect(child(dcRecord, 'recordXMLEscaping')?.text).toBe('xml');
    const element = child(child(dcRecord, 'recordData'), 'dc')!;
    expect(element.uri).toBe(SRW_DC_NAMESPACE);
    expect(children(element, 'title').map((t) => t.text)).toEqual(['Dom Casmurro']);
    expect(children(element, 'creator').map((t) => t.text)).toEqual(['Assis, Machado de']);

    // Escaped: the record is text, which parses to the same record.
    const asString = await search('dc.title = casmurro', '&recordXMLEscaping=string');
    const data = child(child(child(asString, 'records'), 'record'), 'recordData')!;
    expect(data.children).toEqual([]);
    expect(parse(data.text).name).toBe('record');
    const packed12 = await search('dc.title = casmurro', '&version=1.2&recordPacking=string');
    const text = child(child(child(packed12, 'records'), 'record'), 'recordData')!.text;
    expect(parse(text).uri).toBe(MARC);
    // SRU 1.2 as yaz-client sends it (operation and version), and POST.
    const post = await sru(
      'operation=searchRetrieve&version=1.2&query=dc.title%3Dcasmurro&recordSchema=marcxml',
      'POST',
    );
    expect(ids(post)).toEqual([idOf.get('SRU-DOM')]);
  });

  it('escapes what it sends: record text and diagnostic details', async () => {
    const answer = await search('dc.title = crítica', '&recordSchema=dc');
    const title = descendants(answer, 'title').map((t) => t.text);
    expect(title).toEqual(['Revista <b>&</b> "crítica" de teste']);
    const details = diagnostics(await search('"x<y>&z" = 1'))[0]?.details;
    expect(details).toBe('x<y>&z');
    // Entities in a query are text: nothing is expanded or read from disk.
    const xxe = await search(
      '"<!DOCTYPE r [<!ENTITY e SYSTEM \\"file:///etc/passwd\\">]><r>&e;</r>"',
    );
    expect(answers.at(-1)!.xml).not.toMatch(/root:/);
    expect(count(xxe)).toBe(0);
    const xmlPost = await app.inject({
      method: 'POST',
      url: '/sru',
      headers: { 'content-type': 'text/xml' },
      payload:
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]><r>&e;</r>',
    });
    expect(xmlPost.statusCode).toBe(415);
  });

  it('answers bad requests with the diagnostic that says why, never an error status', async () => {
    const cases: [string, number][] = [
      ['operation=scan&scanClause=x', 4],
      ['operation=update', 4],
      ['version=3.0&query=x', 5],
      ['version=1.1&operation=explain', 5],
      ['query=x&startRecord=0', 6],
      ['query=x&startRecord=abc', 6],
      ['query=x&maximumRecords=-1', 6],
      ['query=x&query=y', 6],
      ['operation=searchRetrieve', 7],
      ['query=', 7],
      ['query=x&foo=1', 8],
      [`query=${encodeURIComponent('title = ')}`, 10],
      ['queryType=pqf&query=x', 11],
      [`query=${'a'.repeat(2001)}`, 12],
      [`query=${encodeURIComponent('(a and b')}`, 13],
      [`query=${encodeURIComponent('"a')}`, 14],
      [`query=${encodeURIComponent('foo.title = x')}`, 15],
      [`query=${encodeURIComponent('dc.format = x')}`, 16],
      [`query=${encodeURIComponent('title == x')}`, 19],
      [`query=${encodeURIComponent('title =/stem x')}`, 20],
      [`query=${encodeURIComponent('title = ""')}`, 27],
      [`query=${encodeURIComponent('title = *x')}`, 28],
      [`query=${encodeURIComponent('dc.date = 19th')}`, 36],
      [`query=${encodeURIComponent('a prox b')}`, 39],
      [`query=${encodeURIComponent('(a or title=b) and (c or title=d)')}`, 48],
      ['query=manual&startRecord=21', 61],
      ['query=x&recordSchema=mods', 66],
      ['query=x&recordXMLEscaping=base64', 71],
      ['query=x&version=1.2&recordPacking=json', 71],
      ['query=x&recordXPath=/a', 72],
      ['query=x&sortKeys=title', 80],
      [`query=${encodeURIComponent('x sortby dc.title')}`, 80],
    ];
    for (const [query, code] of cases) {
      const answer = await sru(query);
      expect(diagnosticNumber(answer), query).toEqual([code]);
      const isSearch = query.includes('query=') || query.includes('searchRetrieve');
      expect(answer.name, query).toBe(isSearch ? 'searchRetrieveResponse' : 'explainResponse');
      if (code !== 61) expect(count(answer) || 0, query).toBe(0);
    }
    // Unsupported version: answered in the nearest version we speak.
    expect((await sru('version=1.1&operation=explain')).uri).toBe(SRU_NAMESPACES['1.2'].sru);
    expect((await sru('version=3.0&query=x')).uri).toBe(SRU_NAMESPACES['2.0'].sru);
    // startRecord past the end still says how many there are.
    expect(count(await sru('query=manual&startRecord=21'))).toBe(20);
  });
});

describe('yaz-client', () => {
  it('searches and shows records as a real SRU client', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    {
      const port = (app.server.address() as { port: number }).port;
      const commands = [
        'sru get 1.2',
        'querytype cql',
        'schema marcxml',
        'find dc.creator = assis',
        'show 1+2',
        'sru get 2.0',
        'find title = manual',
        'show 20',
        'find dc.format = x',
        'sru post 1.2',
        'find bath.issn = 0378-5955',
        'quit',
      ].join('\n');
      const output = await new Promise<string>((resolve, reject) => {
        const child = execFile(
          'yaz-client',
          [`http://127.0.0.1:${port}/sru`],
          { timeout: 30_000 },
          (error, stdout) => (error && !stdout ? reject(error) : resolve(stdout)),
        );
        child.stdin!.end(`${commands}\n`);
      });
      const hits = [...output.matchAll(/Number of hits: (\d+)/g)].map((m) => Number(m[1]));
      const byAssis = count(await search('dc.creator = assis'));
      // yaz-client searches again for each show, and says the count each time.
      expect(hits).toEqual([byAssis, byAssis, 20, 20, 0, 1]);
      expect(output).toContain('SRW diagnostic info:srw/diagnostic/1/16');
      expect(output).toContain('Dom Casmurro');
      expect(output).toContain('Memórias póstumas');
      const twentieth = ids(await search('title = manual')).at(19)!;
      const control = [...idOf].find(([, id]) => id === twentieth)![0];
      expect(output).toContain(control);
    }
  });
});

describe('schemas', () => {
  it('every answer validates against the SRU schemas, records included', async () => {
    expect(answers.length).toBeGreaterThan(60);
    // Two answers made wrong on purpose show the check can fail: the SRU part, and a record.
    const good = answers.find((a) => a.what.includes('casmurro') && a.xml.includes('<leader>'))!;
    const wrongOrder = good.xml.replace(
      /(<zs:numberOfRecords>\d+<\/zs:numberOfRecords>)(<zs:records>.*<\/zs:records>)/,
      '$2$1',
    );
    const wrongRecord = good.xml.replace('<leader>', '<leader>X');
    const documents = [...answers.map((a) => a.xml), wrongOrder, wrongRecord];
    const failures = await validateXml(documents, SRU_SCHEMAS);
    expect([...failures.keys()].filter((i) => i >= answers.length)).toEqual([
      answers.length,
      answers.length + 1,
    ]);
    const report = [...failures]
      .filter(([i]) => i < answers.length)
      .map(([i, why]) => `${answers[i]!.what}\n${why}`)
      .join('\n');
    expect(report).toBe('');
  });
});

describe('a database that fails', () => {
  // Last: it closes the database the other tests use.
  it('answers diagnostic 1 in a complete response, not an error status', async () => {
    await db.close();
    closed = true;
    const response = await app.inject({ method: 'GET', url: '/sru?query=brasil' });
    expect(response.statusCode).toBe(200);
    const answer = parse(response.body);
    expect(answer.name).toBe('searchRetrieveResponse');
    expect(diagnosticNumber(answer)).toEqual([1]);
    // Explain needs nothing else from the database, and still answers.
    const explain = parse((await app.inject({ method: 'GET', url: '/sru' })).body);
    expect([explain.name, diagnostics(explain)]).toEqual(['explainResponse', []]);
  });
});
