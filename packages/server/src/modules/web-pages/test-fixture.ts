/**
 * The catalogue the page, feed and unAPI tests share: an institution, two libraries, a book
 * with every part the head shows, a thesis, a title whose text tries to break out of HTML and
 * JSON-LD, a network record, and one title past the first sitemap page's id range.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createInstitution, createLibrary } from '../../test-support/factories.ts';
import { copyRow } from '../../test-support/copies.ts';
import { parseXml, type XmlNode } from '../../test-support/parse-xml.ts';

export const PUBLIC_URL = 'https://catalogo.example.edu.br';
export const EVIL = '</script><script>alert(1)</script> & "aspas" <!--';

/** The built index.html as Vite writes it (a script, a root element). */
export const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <title>Estante</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The build's manifest: the title page a lazily loaded chunk with one of its own and a shared one. */
export const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-r.js'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  'src/app/routes/title-route.tsx': {
    file: 'assets/title-route-t.js',
    isDynamicEntry: true,
    imports: ['_react-r.js', 'index.html', '_tabs-s.js'],
    css: ['assets/title-route-t.css'],
  },
  '_tabs-s.js': { file: 'assets/tabs-s.js', imports: ['_react-r.js'], css: ['assets/tabs-s.css'] },
};

const df = (tag: string, subfields: [string, string][], ind1 = ' ', ind2 = ' ') => ({
  tag,
  ind1,
  ind2,
  subfields: subfields.map(([code, value]) => ({ code, value })),
});

function record(n: number, leader: string, fields: MarcRecord['fields']): MarcRecord {
  return {
    leader,
    fields: [
      { tag: '001', value: `WEB-${n}` },
      { tag: '003', value: 'TESTE' },
      { tag: '008', value: '200101s2019    bl            000 0 por d' },
      ...fields,
    ],
  };
}

const BOOK = record(1, '00000nam a2200000 a 4500', [
  df('020', [['a', '9788535902778']]),
  df(
    '100',
    [
      ['a', 'Freyre, Gilberto,'],
      ['d', '1900-1987.'],
    ],
    '1',
  ),
  df(
    '245',
    [
      ['a', 'Casa-grande & senzala :'],
      ['b', 'formação da família brasileira /'],
    ],
    '1',
    '0',
  ),
  df('250', [['a', '51. ed.']]),
  df('260', [
    ['a', 'São Paulo :'],
    ['b', 'Global,'],
    ['c', '2019.'],
  ]),
  df('650', [['a', 'Sociologia.']], ' ', '4'),
]);
const THESIS = record(2, '00000nam a2200000 a 4500', [
  df('100', [['a', 'Souza, Ana.']], '1'),
  df(
    '245',
    [
      ['a', 'Redes de bibliotecas /'],
      ['c', 'Ana Souza.'],
    ],
    '1',
    '0',
  ),
  df('260', [
    ['a', 'Palmas :'],
    ['b', 'UFT,'],
    ['c', '2021.'],
  ]),
  df('502', [['a', 'Tese (doutorado) - Universidade Federal de Teste, 2021.']]),
]);
const EVIL_TITLE = record(3, '00000nam a2200000 a 4500', [
  df('100', [['a', `Autora ${EVIL}`]], '1'),
  df('245', [['a', `Título ${EVIL}`]], '1', '0'),
]);
const NETWORK = record(4, '00000nam a2200000 a 4500', [
  df('245', [['a', 'Registro da rede']], '1', '0'),
]);
const FAR = record(5, '00000nam a2200000 a 4500', [
  df('245', [['a', 'Título distante']], '1', '0'),
]);

export interface Fixture {
  db: Db;
  app: FastifyInstance;
  book: number;
  thesis: number;
  evil: number;
  network: number;
  /** Id 50,003: on the second sitemap page. */
  far: number;
  close: () => Promise<void>;
}

export async function openFixture(): Promise<Fixture> {
  const db = await openTestDatabase();
  const k = db.kysely;
  await createInstitution(k, { name: 'Universidade Federal de Teste', acronym: 'UFT' });
  const central = await createLibrary(k, { name: 'Biblioteca Central', address: 'Rua A, 1' });
  const branch = await createLibrary(k, { name: 'Biblioteca Setorial' });
  await saveRecords(k, [BOOK, THESIS, EVIL_TITLE, FAR]);
  await k.insertInto('network_institution').values({ id: 7, name: 'Outra Universidade' }).execute();
  await saveRecords(k, [NETWORK], { networkInstitutionId: 7 });
  const ids = (await sql<{ id: number }>`select id from title order by id`.execute(k)).rows.map(
    (r) => r.id,
  );
  const [book, thesis, evil, farId, network] = ids as [number, number, number, number, number];
  const far = 50_003;
  await sql`update title set id = ${far} where id = ${farId}`.execute(k);
  await sql`update title set material_type = 'thesis' where id = ${thesis}`.execute(k);
  // Acquired on three days: the newest first in the feed; the network record is not ours.
  const acquired: [number, string][] = [
    [book, '2026-03-01'],
    [thesis, '2026-03-03'],
    [evil, '2026-03-02'],
    [network, '2026-03-04'],
  ];
  for (const [id, day] of acquired)
    await sql`update title set acquired_on = ${day}::date where id = ${id}`.execute(k);
  let barcode = 0;
  const copy = (titleId: number, libraryId: number, status: 'available' | 'on_loan') =>
    copyRow(titleId, libraryId, `WEB${(barcode += 1)}`, {
      status,
      due_on: status === 'on_loan' ? '2026-04-01' : null,
    });
  await k
    .insertInto('copy')
    .values([
      copy(book, central.id, 'available'),
      copy(book, branch.id, 'on_loan'),
      copy(thesis, branch.id, 'available'),
    ])
    .execute();

  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-web-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const app = await buildApp({
    db,
    webDist,
    rateLimits: GENEROUS_RATE_LIMITS,
    searchMemoryIndex: false,
    auth: { publicUrl: PUBLIC_URL },
  });
  await app.ready();
  return {
    db,
    app,
    book,
    thesis,
    evil,
    network,
    far,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** xmllint's complaints about a document ('' when it is well-formed XML). */
export function xmlProblems(xml: string): string {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return result.status === 0 ? '' : result.stderr || `xmllint exited ${result.status}`;
}

const ATOM = 'http://www.w3.org/2005/Atom';
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * What an Atom 1.0 document lacks of RFC 4287 (§4.1.1–4.1.2): a feed with one id, title and
 * updated (an RFC 3339 date), an author (its own or every entry's), a self link; each entry
 * with one id, title, updated and an alternate link (it has no content). [] when it has all.
 */
export function atomProblems(xml: string): string[] {
  const feed = parseXml(xml);
  const problems: string[] = [];
  if (feed.name !== 'feed' || feed.uri !== ATOM) return ['the root is not an Atom feed'];
  const check = (node: XmlNode, where: string) => {
    const atom = (name: string) => node.children.filter((c) => c.uri === ATOM && c.name === name);
    for (const name of ['id', 'title', 'updated']) {
      const found = atom(name);
      if (found.length !== 1) problems.push(`${where}: ${found.length} <${name}>`);
      else if (found[0]!.text.trim() === '') problems.push(`${where}: empty <${name}>`);
    }
    for (const date of [...atom('updated'), ...atom('published')])
      if (!DATE_TIME.test(date.text)) problems.push(`${where}: date ${date.text}`);
    for (const author of atom('author'))
      if (!author.children.some((c) => c.name === 'name' && c.text.trim()))
        problems.push(`${where}: an author without a name`);
    return atom;
  };
  const feedAtom = check(feed, 'feed');
  if (!feedAtom('link').some((l) => l.attributes.rel === 'self'))
    problems.push('feed: no self link');
  feedAtom('entry').forEach((entry, i) => {
    const entryAtom = check(entry, `entry ${i + 1}`);
    if (feedAtom('author').length === 0 && entryAtom('author').length === 0)
      problems.push(`entry ${i + 1}: no author (nor the feed's)`);
    if (!entryAtom('link').some((l) => (l.attributes.rel ?? 'alternate') === 'alternate'))
      problems.push(`entry ${i + 1}: no alternate link and no content`);
  });
  return problems;
}
