import { inflateSync } from 'node:zlib';
import { BASKET_EXPORT_FORMATS, REFERENCE_STYLES } from '@estante/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { saveRecords } from './catalogue/title-store.ts';
import type { Db } from './db/database.ts';
import { createMailer } from './mail/mailer.ts';
import { startTestSmtpServer } from './mail/test-smtp-server.ts';
import type { MarcRecord } from './marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from './test-support/app.ts';
import { createInstitution } from './test-support/factories.ts';

/**
 * MARC 856 $u addresses that are not http, https or mailto (issue 10, item 5): no API answer,
 * reference or basket export offers them as links; where an address is shown, it is text.
 */

/** What must never appear as an address: the schemes of the records below. */
const UNSAFE = /javascript:|vbscript:|data:text/i;

let app: FastifyInstance;
let db: Db;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const ids: Record<string, number> = {};

function record(id: string, title: string, links: { ind2: string; u: string; y?: string }[]) {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'TEST' },
      { tag: '008', value: '200101s2020    bl            000 0 por d' },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Silva, Ana' }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      {
        tag: '264',
        ind1: ' ',
        ind2: '1',
        subfields: [
          { code: 'a', value: 'São Paulo :' },
          { code: 'b', value: 'Editora,' },
          { code: 'c', value: '2020.' },
        ],
      },
      ...links.map((link) => ({
        tag: '856',
        ind1: '4',
        ind2: link.ind2,
        subfields: [
          { code: 'u', value: link.u },
          ...(link.y ? [{ code: 'y', value: link.y }] : []),
        ],
      })),
    ],
  } satisfies MarcRecord;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await openTestDatabase();
  const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'bib@ufe.br', dataDir: 'memory://' });
  app = await buildApp({ db, mailer, basketEmail: true, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  const saved = await saveRecords(db.kysely, [
    // Only unsafe addresses: one labelled, one not (shown as its text), one in mixed case.
    record('JS', 'Roteiro com script', [
      { ind2: '0', u: 'javascript:alert(1)', y: 'Texto completo' },
      { ind2: '0', u: ' JaVaScRiPt:alert(2)' },
      { ind2: '1', u: 'vbscript:msgbox(3)' },
    ]),
    // An unsafe address first, then a web one: the web one is the online address.
    record('DATA', 'Documento embutido', [
      { ind2: '0', u: 'data:text/html,<script>alert(1)</script>', y: 'Versão HTML' },
      { ind2: '1', u: 'https://example.org/documento' },
    ]),
  ]);
  expect(saved.rejected).toEqual([]);
  for (const row of await db.kysely
    .selectFrom('title')
    .select(['id', 'control_number'])
    .execute()) {
    ids[row.control_number!] = row.id;
  }
});

afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
});

describe('title details and links', () => {
  it('GET /acervo/{id} and /links: an unsafe address has no url, its label or text is kept', async () => {
    const expected = [
      { seq_paragrafo: 1, url: null, descricao: 'Texto completo' },
      { seq_paragrafo: 2, url: null, descricao: 'JaVaScRiPt:alert(2)' },
      { seq_paragrafo: 3, url: null, descricao: 'vbscript:msgbox(3)' },
    ];
    const details = await app.inject({ url: `/api/acervo/${ids.JS}` });
    expect(details.statusCode).toBe(200);
    expect(details.json().links).toEqual(expected);
    expect((await app.inject({ url: `/api/acervo/${ids.JS}/links` })).json()).toEqual(expected);

    expect((await app.inject({ url: `/api/acervo/${ids.DATA}/links` })).json()).toEqual([
      { seq_paragrafo: 1, url: null, descricao: 'Versão HTML' },
      { seq_paragrafo: 2, url: 'https://example.org/documento', descricao: null },
    ]);
  });

  it('GET /vinculos/links-resultado answers no unsafe url', async () => {
    const res = await app.inject({
      url: `/api/vinculos/links-resultado?acervos=${ids.JS},${ids.DATA}`,
    });
    expect(res.statusCode).toBe(200);
    const [js, data] = res.json() as { links: { url: string | null; descricao: string }[] }[];
    expect(js!.links.map((l) => [l.url, l.descricao])).toEqual([
      [null, 'Texto completo'],
      [null, 'JaVaScRiPt:alert(2)'],
      [null, 'vbscript:msgbox(3)'],
    ]);
    expect(data!.links.map((l) => l.url)).toEqual([null, 'https://example.org/documento']);
  });

  it('GET /vinculos/abnt/{id}: the online address is the first web one, or none', async () => {
    const js = (await app.inject({ url: `/api/vinculos/abnt/${ids.JS}` })).json();
    expect(js.url).toBeNull();
    expect(js.referencia).not.toContain('Disponível em');
    expect(JSON.stringify(js)).not.toMatch(UNSAFE);
    const data = (await app.inject({ url: `/api/vinculos/abnt/${ids.DATA}` })).json();
    expect(data.url).toBe('https://example.org/documento');
    expect(data.referencia).toContain('Disponível em: https://example.org/documento.');
  });

  it('Dublin Core keeps the catalogued address as an identifier text value', async () => {
    // dc:identifier is text (the web shows it as text, oai_dc escapes it): nothing is dropped.
    const dc = (await app.inject({ url: `/api/acervo/${ids.JS}/dublin-core` })).json();
    const identifiers = (dc.elementos as { elemento: string; valor: string }[])
      .filter((e) => e.elemento === 'identifier')
      .map((e) => e.valor);
    expect(identifiers).toContain('javascript:alert(1)');
  });
});

describe('references in every style', () => {
  it.each(REFERENCE_STYLES)(
    '%s: no unsafe address, the web one when there is one',
    async (style) => {
      const js = await app.inject({ url: `/api/acervo/${ids.JS}/referencia?estilo=${style}` });
      expect(js.statusCode).toBe(200);
      const { texto, html, markdown } = js.json();
      for (const text of [texto, html, markdown]) {
        expect(text).not.toMatch(UNSAFE);
        expect(text).not.toMatch(/Disponível em|Available|Retrieved|Recuperado/);
      }
      const data = (
        await app.inject({ url: `/api/acervo/${ids.DATA}/referencia?estilo=${style}` })
      ).json();
      expect(data.texto).not.toMatch(UNSAFE);
      expect(data.texto).toContain('https://example.org/documento');
    },
  );
});

function exportBasket(body: object) {
  return app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', payload: body });
}

/** The text shown by a pdfkit PDF: inflate each content stream, decode its hex strings. */
function pdfText(pdf: Buffer): string {
  let text = '';
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    const end = start < 0 ? -1 : pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    let body = pdf.subarray(start + 7, end);
    try {
      body = inflateSync(body);
    } catch {
      // not a Flate stream
    }
    for (const m of body.toString('latin1').matchAll(/<([0-9a-f]+)>/gi))
      text += Buffer.from(m[1]!, 'hex').toString('latin1');
    at = end + 10;
  }
  return text;
}

describe('basket exports', () => {
  // MARC and MARCXML carry the record as catalogued: data for other catalogues, not links.
  const formats = BASKET_EXPORT_FORMATS.filter((f) => f !== 'marc' && f !== 'marcxml');

  it.each(formats)('%s: no unsafe address, the web one kept', async (tipo) => {
    const res = await exportBasket({ tipo, acervos: [ids.JS, ids.DATA] });
    expect(res.statusCode).toBe(200);
    const text = tipo === 'pdf' ? pdfText(res.rawPayload) : res.body;
    expect(text).not.toMatch(UNSAFE);
    expect(text.replace(/\s+/g, '')).toContain('https://example.org/documento');
  });

  it('by email: the attached references carry no unsafe address', async () => {
    const before = smtp.received.length;
    const res = await exportBasket({
      tipo: 'abnt',
      acervos: [ids.JS, ids.DATA],
      opcoesEmail: { emails: 'ana@ufe.br' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    const raw = smtp.received.at(-1)!.raw;
    const attachment =
      /filename=cesta-abnt\.txt\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
    expect(attachment).not.toBeNull();
    const content = Buffer.from(attachment![1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(content).toContain('Disponível em: https://example.org/documento.');
    expect(content).not.toMatch(UNSAFE);
    expect(raw).not.toMatch(UNSAFE);
  });
});
