import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import { referenceFactsFromRecord, toCsl } from '../../citation/index.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startTestSmtpServer } from '../../mail/test-smtp-server.ts';
import { readMarcFile, readMarcStream } from '../../marc/read-marc.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createInstitution } from '../../test-support/factories.ts';

const marcDir = path.resolve(repoRoot, '../shared/data/marc');

let app: FastifyInstance;
let db: Db;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
/** Stored titles: id and the record as stored. */
let titles: { id: number; marc: MarcRecord }[] = [];

async function readRecords(file: string, limit = Infinity): Promise<MarcRecord[]> {
  const records: MarcRecord[] = [];
  for await (const item of readMarcFile(file)) {
    if (item.ok) records.push(item.record);
    if (records.length >= limit) break;
  }
  return records;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await openTestDatabase();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    mailFrom: 'Biblioteca <bib@ufe.br>',
    dataDir: 'memory://',
  });
  app = await buildApp({ db, mailer, basketEmail: true, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  const rda = path.join(marcDir, 'evergreen/RDA');
  const records: MarcRecord[] = [];
  for (const file of (await readdir(rda)).sort())
    records.push(...(await readRecords(path.join(rda, file))));
  records.push(
    ...(await readRecords(path.join(marcDir, 'marc4j/pride-and-prejudice-fixed.mrc'), 5)),
  );
  records.push(...(await readRecords(path.join(marcDir, 'evergreen/lul_fre_100.mrc'), 5)));
  const saved = await saveRecords(db.kysely, records);
  expect(saved.rejected).toEqual([]);
  const rows = await db.kysely.selectFrom('title').select(['id', 'marc']).orderBy('id').execute();
  titles = rows.map((r) => ({ id: r.id, marc: r.marc as MarcRecord }));
});

afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
});

function exportBasket(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/acervo/exportar-cesta',
    payload: body as object,
    headers,
  });
}

async function* bytesOf(buffer: Buffer) {
  yield buffer;
}

describe('POST /api/acervo/exportar-cesta — formats', () => {
  it('MARC (ISO 2709) re-imports to the same records', async () => {
    const res = await exportBasket({ tipo: 'marc', acervos: titles.map((t) => t.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/marc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cesta.mrc"');
    const back: MarcRecord[] = [];
    for await (const item of readMarcStream(bytesOf(res.rawPayload), 'iso2709')) {
      expect(item.ok).toBe(true);
      if (item.ok) back.push(item.record);
    }
    expect(back).toHaveLength(titles.length);
    back.forEach((record, i) => {
      expect(record.fields).toEqual(titles[i]!.marc.fields);
      // Length and base address are recomputed; the rest of the leader is kept.
      expect(record.leader.slice(5, 12)).toBe(
        titles[i]!.marc.leader.slice(5, 9) + 'a' + titles[i]!.marc.leader.slice(10, 12),
      );
    });
  });

  it('MARCXML re-imports to the same records, in the requested order', async () => {
    const ids = titles.map((t) => t.id).reverse();
    const res = await exportBasket({ tipo: 'marcxml', acervos: ids });
    expect(res.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    const back: MarcRecord[] = [];
    for await (const item of readMarcStream(bytesOf(res.rawPayload), 'marcxml'))
      if (item.ok) back.push(item.record);
    expect(back.map((r) => r.fields)).toEqual([...titles].reverse().map((t) => t.marc.fields));
  });

  it('RIS and BibTeX parse back with citation-js to the same titles, authors and years', async () => {
    const ids = titles.map((t) => t.id);
    const expected = titles.map((t) => toCsl(referenceFactsFromRecord(t.marc, t.id)));
    const summary = (
      items: { title?: string; author?: unknown[]; issued?: { 'date-parts'?: number[][] } }[],
    ) =>
      items.map((item) => ({
        title: item.title,
        authors: (item.author ?? []).map((a) => {
          const name = a as { family?: string; given?: string; literal?: string };
          return name.literal ?? [name.family, name.given].filter(Boolean).join(', ');
        }),
        year: item.issued?.['date-parts']?.[0]?.[0] ?? null,
      }));
    const want = summary(expected);
    expect(want.filter((w) => w.authors.length > 0).length).toBeGreaterThan(5);

    const ris = await exportBasket({ tipo: 'ris', acervos: ids });
    expect(ris.statusCode).toBe(200);
    expect(ris.headers['content-disposition']).toBe('attachment; filename="cesta.ris"');
    expect(summary(new Cite(ris.body).format('data', { format: 'object' }) as never)).toEqual(want);

    const bib = await exportBasket({ tipo: 'bibtex', acervos: ids });
    expect(bib.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(summary(new Cite(bib.body).format('data', { format: 'object' }) as never)).toEqual(want);
  });

  it('ABNT: one reference per title, separated by a blank line', async () => {
    const res = await exportBasket({ tipo: 'abnt', acervos: titles.slice(0, 3).map((t) => t.id) });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const references = res.body.trim().split('\n\n');
    expect(references).toHaveLength(3);
    for (const reference of references) expect(reference).toMatch(/\.$/);
  });

  it('CSV with the chosen columns, quoted where needed', async () => {
    const [first] = titles;
    const res = await exportBasket({
      tipo: 'csv',
      dados: ['ano_publicacao', 'titulo', 'cod_acervo'],
      acervos: [first!.id],
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const row = await db.kysely
      .selectFrom('title')
      .select(['title', 'year'])
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('cod_acervo,titulo,ano_publicacao');
    const quoted = /[",;]/.test(row.title) ? `"${row.title.replace(/"/g, '""')}"` : row.title;
    expect(lines[1]).toBe(`${first!.id},${quoted},${row.year ?? ''}`);
    const all = await exportBasket({ tipo: 'csv', acervos: [first!.id] });
    expect(all.body.split('\r\n')[0]).toContain('referencia');
  });

  it('PDF: a reference list with the institution name and every title', async () => {
    const chosen = titles.slice(0, 4);
    const res = await exportBasket({ tipo: 'pdf', acervos: chosen.map((t) => t.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Universidade Federal de Teste');
    for (const t of chosen) {
      const title = (
        await db.kysely
          .selectFrom('title')
          .select('title')
          .where('id', '=', t.id)
          .executeTakeFirstOrThrow()
      ).title;
      // The standard fonts carry Latin-1; compare the first words, which the line may not break.
      expect(text.replace(/\s+/g, ' ').toLowerCase()).toContain(
        title.split(' ').slice(0, 2).join(' ').toLowerCase(),
      );
    }
  });
});

/** The text shown by a pdfkit PDF: inflate each content stream, decode its hex strings. */
function pdfText(pdf: Buffer): string {
  let text = '';
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    let body = pdf.subarray(start + 7, end);
    try {
      body = inflateSync(body);
    } catch {
      // not a Flate stream
    }
    for (const line of body.toString('latin1').split('\n')) {
      const shown = [...line.matchAll(/<([0-9a-f]+)>/gi)].map((m) =>
        Buffer.from(m[1]!, 'hex').toString('latin1'),
      );
      if (shown.length > 0 && line.endsWith('TJ')) text += shown.join('') + '\n';
    }
    at = end + 10;
  }
  return text;
}

describe('POST /api/acervo/exportar-cesta — email', () => {
  it('sends the file to every address of the list, as an attachment', async () => {
    const before = smtp.received.length;
    const res = await exportBasket({
      tipo: 'ris',
      acervos: [titles[0]!.id, titles[1]!.id],
      opcoesEmail: {
        emails: 'ana@ufe.br; Bob@Exemplo.COM ;carla@[10.0.0.7]',
        mensagem: 'Para a disciplina.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emails: ['ana@ufe.br', 'Bob@Exemplo.COM', 'carla@[10.0.0.7]'],
      arquivo: 'cesta.ris',
      total: 2,
      ignorados: [],
    });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    // The SMTP envelope folds the domain to lower case.
    expect(mail.to).toEqual(['ana@ufe.br', 'Bob@exemplo.com', 'carla@[10.0.0.7]']);
    expect(mail.raw).toContain('Content-Disposition: attachment; filename=cesta.ris');
    expect(mail.raw).toContain('Para a disciplina.');
  });

  it('one bad address among several: 422 naming it, and nothing sent', async () => {
    const before = smtp.received.length;
    const res = await exportBasket(
      {
        tipo: 'pdf',
        acervos: [titles[0]!.id],
        opcoesEmail: { emails: 'ana@ufe.br;bob@ufe;carla@ufe.br' },
      },
      { 'x-idioma': '5' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      key: 'invalid_email',
      field: 'bob@ufe',
      message: 'Invalid email address: bob@ufe. Nothing was sent.',
    });
    expect(smtp.received.length).toBe(before);
  });

  it('503 when the mail server refuses, with a translated key', async () => {
    smtp.setRefuse(true);
    try {
      const res = await exportBasket({
        tipo: 'abnt',
        acervos: [titles[0]!.id],
        opcoesEmail: { emails: 'ana@ufe.br' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ key: 'mail_unavailable' });
    } finally {
      smtp.setRefuse(false);
    }
  });
});

describe('POST /api/acervo/exportar-cesta — bad input', () => {
  it('more than 500 titles is a 422', async () => {
    const acervos = Array.from({ length: 501 }, (_, i) => i + 1);
    const res = await exportBasket({ tipo: 'ris', acervos });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'basket_too_large', field: 'acervos' });
  });

  it('unknown codes are left out and reported; none known is a 422', async () => {
    const known = titles[0]!.id;
    const res = await exportBasket({
      tipo: 'csv',
      dados: ['cod_acervo'],
      acervos: [999999, known, 888888],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-acervos-ignorados']).toBe('999999,888888');
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['cod_acervo', String(known)]);
    const none = await exportBasket({ tipo: 'csv', acervos: [999999] });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ key: 'titles_not_found', field: 'acervos' });
  });

  it.each([
    [{ acervos: [1] }, 'tipo'],
    [{ tipo: 'docx', acervos: [1] }, 'tipo'],
    [{ tipo: 'ris' }, 'acervos'],
    [{ tipo: 'ris', acervos: [] }, 'acervos'],
    [{ tipo: 'ris', acervos: ['x'] }, 'acervos.0'],
    [{ tipo: 'ris', acervos: [0] }, 'acervos.0'],
    [{ tipo: 'csv', acervos: [1], dados: ['senha'] }, 'dados.0'],
    [{ tipo: 'ris', acervos: [1], opcoesEmail: { emails: '' } }, 'opcoesEmail.emails'],
    [{ tipo: 'ris', acervos: [1], opcoesEmail: {} }, 'opcoesEmail.emails'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await exportBasket(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, key: 'validation_error', field });
  });
});
