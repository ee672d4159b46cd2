import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startTestSmtpServer } from '../../mail/test-smtp-server.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  createPatron,
  publicToken,
  tokensOf,
} from '../../test-support/auth.ts';
import { copyRow } from '../../test-support/copies.ts';
import { createInstitution, createLibrary } from '../../test-support/factories.ts';

let db: Db;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let titleId: number;
let central: { id: number; name: string };
let branch: { id: number; name: string };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await openTestDatabase();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  await createActivities(db.kysely);
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: { argon2: ARGON2_MINIMUM, publicUrl: 'https://biblioteca.teste.br' },
    mailer: createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Biblioteca <bib@ufe.br>',
      dataDir: 'memory://',
    }),
  });
  await app.ready();
  await saveRecords(db.kysely, [
    {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'CD-1' },
        {
          tag: '245',
          ind1: '1',
          ind2: '0',
          subfields: [{ code: 'a', value: 'Dom Casmurro; romance, vol. 1\\2' }],
        },
      ],
    },
  ]);
  titleId = (await db.kysely.selectFrom('title').select('id').executeTakeFirstOrThrow()).id;
  central = await createLibrary(db.kysely, { name: 'Biblioteca Central' });
  branch = await createLibrary(db.kysely, { name: 'Biblioteca Setorial' });
});

afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
});

let counter = 0;
/** A new patron signed in (own login). */
async function patron(name = 'Ana Souza') {
  counter += 1;
  const login = `cd${process.pid}x${counter}`;
  const created = await createPatron(db.kysely, { name, logins: [{ login }] });
  const tokens = await tokensOf(app, login, 'Senha-Teste-1');
  return { ...created, login, token: tokens.access_token };
}

async function lend(personId: number, dueOn: string, libraryId = central.id) {
  counter += 1;
  const copy = await db.kysely
    .insertInto('copy')
    .values(copyRow(titleId, libraryId, `CD${counter}`, { status: 'on_loan', due_on: dueOn }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.kysely
    .insertInto('loan')
    .values({
      copy_id: copy.id,
      person_id: personId,
      library_id: libraryId,
      loaned_at: new Date(),
      due_on: dueOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function fine(personId: number, amount: number, libraryId = central.id, paid = 0) {
  return db.kysely
    .insertInto('fine')
    .values({
      person_id: personId,
      library_id: libraryId,
      service: 'overdue',
      reason: 'Atraso',
      amount_cents: amount,
      paid_cents: paid,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A multipart body of text fields (and an optional file). */
function multipartBody(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----estante-test';
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  if (file) {
    body +=
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="x.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${file.content}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sendMail = (
  token: string | null,
  fields: Record<string, string>,
  file?: { name: string; content: string },
) => {
  const { body, contentType } = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/nada-consta/send-mail',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload: body,
  });
};

/** The text a pdfkit PDF shows: inflate each content stream, decode its hex strings. */
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
      if (shown.length > 0 && line.endsWith('TJ')) text += shown.join('');
    }
    text += '\n';
    at = end + 10;
  }
  return text.replace(/\s+/g, ' ');
}

describe('every personal call is private', () => {
  it.each([
    ['GET', '/emprestimo/token'],
    ['POST', '/emprestimo/token'],
    ['GET', '/unidade-informacao/nada-consta/verifica'],
    ['POST', '/unidade-informacao/nada-consta'],
    ['POST', '/unidade-informacao/gru'],
    ['POST', '/emprestimo/calendario'],
    ['POST', '/nada-consta/send-mail'],
  ] as const)('%s %s: 401 without a token and with the public token', async (method, url) => {
    expect((await call(method, url, null)).statusCode).toBe(401);
    const res = await call(method, url, await publicToken(app));
    expect(res.statusCode).toBe(401);
    expect(res.json().key).toBe('login_required');
  });
});

describe('loan token', () => {
  it('404 before any; POST issues a 6-digit code, its QR and valid-until; GET shows it', async () => {
    const ana = await patron();
    const none = await call('GET', '/emprestimo/token', ana.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().key).toBe('loan_token_not_found');

    const before = Date.now();
    const issued = await call('POST', '/emprestimo/token', ana.token);
    expect(issued.statusCode).toBe(200);
    const token = issued.json();
    expect(token.token).toMatch(/^[0-9]{6}$/);
    const validUntil = Date.parse(token.valido_ate);
    expect(validUntil - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(validUntil - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(token.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(token.qr.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(issued.headers['cache-control']).toBe('no-store');

    const shown = await call('GET', '/emprestimo/token', ana.token);
    expect(shown.json()).toEqual(token);
  });

  it('asking again replaces the code; another patron does not see it', async () => {
    const ana = await patron();
    const bia = await patron('Bia');
    const first = (await call('POST', '/emprestimo/token', ana.token)).json();
    let second = (await call('POST', '/emprestimo/token', ana.token)).json();
    // One draw in a million repeats the code; the row is still replaced.
    if (second.token === first.token)
      second = (await call('POST', '/emprestimo/token', ana.token)).json();
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', '/emprestimo/token', ana.token)).json().token).toBe(second.token);
    expect(
      await db.kysely
        .selectFrom('loan_token')
        .where('person_id', '=', ana.id)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
    expect((await call('GET', '/emprestimo/token', bia.token)).statusCode).toBe(404);
  });

  it('an expired token is 404', async () => {
    const ana = await patron();
    await call('POST', '/emprestimo/token', ana.token);
    await db.kysely
      .updateTable('loan_token')
      .set({ valid_until: new Date(Date.now() - 1000) })
      .where('person_id', '=', ana.id)
      .execute();
    expect((await call('GET', '/emprestimo/token', ana.token)).statusCode).toBe(404);
  });
});

describe('no-debts declaration', () => {
  it('lists open loans, open debits and suspensions in force; refuses to issue (422)', async () => {
    const ana = await patron();
    const loan = await lend(ana.id, '2030-01-10');
    const open = await fine(ana.id, 350);
    await fine(ana.id, 200, central.id, 200); // settled: not listed
    const today = new Date().toISOString().slice(0, 10);
    await db.kysely
      .insertInto('suspension')
      .values([
        {
          person_id: ana.id,
          library_id: central.id,
          starts_on: '2020-01-01',
          ends_on: '2099-01-01',
          reason: 'Atraso',
          created_at: new Date(),
        },
        {
          person_id: ana.id,
          library_id: null,
          starts_on: '2020-01-01',
          ends_on: '2020-02-01',
          reason: 'Antiga',
          created_at: new Date(),
        },
        {
          person_id: ana.id,
          library_id: null,
          starts_on: '2020-01-01',
          ends_on: '2099-01-01',
          reason: 'Levantada',
          created_at: new Date(),
          lifted_at: new Date(),
        },
      ])
      .execute();
    const res = await call('GET', '/unidade-informacao/nada-consta/verifica', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nada_consta: false,
      emprestimos: [
        {
          cod_emprestimo: loan.id,
          titulo: expect.stringContaining('Dom Casmurro'),
          desc_biblioteca: 'Biblioteca Central',
          data_devolucao_prevista: '2030-01-10',
        },
      ],
      debitos: [
        {
          cod_debito: open.id,
          cod_biblioteca: central.id,
          desc_biblioteca: 'Biblioteca Central',
          motivo: 'Atraso',
          saldo: { centavos: 350, valor: expect.stringMatching(/^R\$\s3,50$/) },
        },
      ],
      suspensoes: [
        {
          data_inicio: '2020-01-01',
          data_fim: '2099-01-01',
          motivo: 'Atraso',
          desc_biblioteca: 'Biblioteca Central',
        },
      ],
      desligado_em: null,
    });
    expect(today).toMatch(/^\d{4}/);
    const refused = await call('POST', '/unidade-informacao/nada-consta', ana.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().key).toBe('no_debts_not_clear');
    expect(
      await db.kysely
        .selectFrom('unit_departure')
        .where('person_id', '=', ana.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('a returned loan does not count', async () => {
    const ana = await patron();
    const loan = await lend(ana.id, '2020-01-10');
    await db.kysely
      .updateTable('loan')
      .set({ returned_at: new Date() })
      .where('id', '=', loan.id)
      .execute();
    expect(
      (await call('GET', '/unidade-informacao/nada-consta/verifica', ana.token)).json().nada_consta,
    ).toBe(true);
  });

  it('issues a PDF with name, login, date, institution and code; the patron leaves the unit; the public URL confirms it', async () => {
    const ana = await patron('Ana Conceição');
    await call('POST', '/emprestimo/token', ana.token);
    const check = (await call('GET', '/unidade-informacao/nada-consta/verifica', ana.token)).json();
    expect(check).toEqual({
      nada_consta: true,
      emprestimos: [],
      debitos: [],
      suspensoes: [],
      desligado_em: null,
    });

    const res = await call('POST', '/unidade-informacao/nada-consta', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const code = String(res.headers['x-codigo-verificacao']);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nada-consta-${code}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Universidade Federal de Teste');
    expect(text).toContain('DECLARAÇÃO DE NADA CONSTA');
    expect(text).toContain('Ana Conceição');
    expect(text).toContain(ana.login);
    expect(text).toContain(code);
    expect(text).toContain(`https://biblioteca.teste.br/api/nada-consta/verificar/${code}`);
    const year = String(new Date().getFullYear());
    expect(text).toContain(year);

    // Spec §4: removed from the unit; the loan token ends with it.
    const departure = await db.kysely
      .selectFrom('unit_departure')
      .selectAll()
      .where('person_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(departure.left_at).toBeInstanceOf(Date);
    expect((await call('GET', '/emprestimo/token', ana.token)).statusCode).toBe(404);
    const after = (await call('GET', '/unidade-informacao/nada-consta/verifica', ana.token)).json();
    expect(after.desligado_em).toBe(departure.left_at.toISOString());

    // A second declaration keeps the first departure date.
    const again = await call('POST', '/unidade-informacao/nada-consta', ana.token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-codigo-verificacao']).not.toBe(code);
    const still = await db.kysely
      .selectFrom('unit_departure')
      .selectAll()
      .where('person_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(still.left_at).toEqual(departure.left_at);

    // Public: no token needed; any case, without dashes.
    const verified = await call(
      'GET',
      `/nada-consta/verificar/${code.replace(/-/g, '').toLowerCase()}`,
      null,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      valido: true,
      codigo: code,
      nome: 'Ana Conceição',
      instituicao: 'Universidade Federal de Teste',
      data_emissao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    for (const bad of ['AAAA-BBBB-CCCC', 'x', '%20']) {
      const unknown = await call('GET', `/nada-consta/verificar/${bad}`, null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().key).toBe('declaration_not_found');
    }
  });

  it('English: the declaration in the caller’s language', async () => {
    const ana = await patron('Ana English');
    const res = await call('POST', '/unidade-informacao/nada-consta', ana.token, undefined, {
      'accept-language': 'en',
    });
    expect(pdfText(res.rawPayload)).toContain('NO-DEBTS DECLARATION');
  });
});

describe('POST /nada-consta/send-mail', () => {
  it('mails the latest declaration, as a PDF attachment, to every address', async () => {
    const ana = await patron('Ana Mail');
    const issued = await call('POST', '/unidade-informacao/nada-consta', ana.token);
    const code = String(issued.headers['x-codigo-verificacao']);
    const before = smtp.received.length;
    const res = await sendMail(
      ana.token,
      { emails: 'rh@empresa.com.br; Outra@Exemplo.com ;' },
      { name: 'arquivo', content: 'not a pdf' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emails: ['rh@empresa.com.br', 'Outra@Exemplo.com'],
      codigo: code,
    });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['rh@empresa.com.br', 'Outra@exemplo.com']);
    expect(mail.raw).toMatch(/filename=nada-consta-[0-9A-Z-]+\.pdf/);
    expect(mail.raw).toContain(code);
    expect(mail.raw).not.toContain('not a pdf');
    // The attachment is the declaration (base64 of a PDF).
    expect(mail.raw).toContain('JVBERi0'); // "%PDF-"
  });

  it('by code: only the patron’s own declarations', async () => {
    const ana = await patron('Ana Code');
    const bia = await patron('Bia Code');
    const anaCode = String(
      (await call('POST', '/unidade-informacao/nada-consta', ana.token)).headers[
        'x-codigo-verificacao'
      ],
    );
    await call('POST', '/unidade-informacao/nada-consta', bia.token);
    const own = await sendMail(ana.token, { emails: 'a@b.com', codigo: anaCode });
    expect(own.statusCode).toBe(200);
    const other = await sendMail(bia.token, { emails: 'a@b.com', codigo: anaCode });
    expect(other.statusCode).toBe(404);
    expect(other.json().key).toBe('declaration_not_found');
  });

  it('refuses bad addresses, too many, none, no declaration, and a body that is not multipart', async () => {
    const ana = await patron('Ana Bad');
    const noDeclaration = await sendMail(ana.token, { emails: 'a@b.com' });
    expect(noDeclaration.statusCode).toBe(404);
    await call('POST', '/unidade-informacao/nada-consta', ana.token);
    const before = smtp.received.length;
    const bad = await sendMail(ana.token, { emails: 'a@b.com; nao-e-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ key: 'invalid_email', field: 'nao-e-email' });
    const comma = await sendMail(ana.token, { emails: 'a@b.com, c@d.com' });
    expect(comma.statusCode).toBe(422);
    const many = await sendMail(ana.token, {
      emails: 'a@b.com;b@b.com;c@b.com;d@b.com;e@b.com;f@b.com',
    });
    expect(many.json().key).toBe('too_many_recipients');
    const none = await sendMail(ana.token, {});
    expect(none.json().key).toBe('invalid_email');
    const json = await call('POST', '/nada-consta/send-mail', ana.token, { emails: 'a@b.com' });
    expect(json.statusCode).toBe(415);
    expect(smtp.received.length).toBe(before);
  });
});

describe('POST /unidade-informacao/gru', () => {
  it('a PDF slip with amount, library, patron, reference and due date', async () => {
    const ana = await patron('Ana Guia');
    await fine(ana.id, 1250);
    await fine(ana.id, 500, central.id, 100);
    const res = await call('POST', '/unidade-informacao/gru', ana.token, {
      valor: 1650,
      codBiblioteca: central.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const slip = await db.kysely
      .selectFrom('payment_slip')
      .selectAll()
      .where('person_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(slip.amount_cents).toBe(1650);
    expect(slip.reference).toMatch(/^\d{12}$/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('GUIA DE RECOLHIMENTO');
    expect(text).toContain('R$ 16,50');
    expect(text).toContain('Biblioteca Central');
    expect(text).toContain('Ana Guia');
    expect(text).toContain(ana.login);
    expect(text).toContain(slip.reference);
    const [y, m, d] = slip.due_on.split('-');
    expect(text).toContain(`${d}/${m}/${y}`);
    const days =
      (Date.parse(slip.due_on) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(4);
    expect(days).toBeLessThanOrEqual(6);
  });

  it('refuses fractions, zero, negatives, strings, a missing library and more than the balance there', async () => {
    const ana = await patron('Ana Erro');
    await fine(ana.id, 1000, central.id);
    for (const valor of [12.5, 0, -100]) {
      const res = await call('POST', '/unidade-informacao/gru', ana.token, {
        valor,
        codBiblioteca: central.id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'slip_amount_invalid', field: 'valor' });
    }
    const text = await call('POST', '/unidade-informacao/gru', ana.token, {
      valor: 'dez',
      codBiblioteca: central.id,
    });
    expect(text.statusCode).toBe(400);
    const missing = await call('POST', '/unidade-informacao/gru', ana.token, { valor: 100 });
    expect(missing.statusCode).toBe(400);
    const above = await call('POST', '/unidade-informacao/gru', ana.token, {
      valor: 1001,
      codBiblioteca: central.id,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().key).toBe('slip_exceeds_balance');
    // The balance is per library: none at the branch, none at an unknown library.
    for (const codBiblioteca of [branch.id, 999_999]) {
      const res = await call('POST', '/unidade-informacao/gru', ana.token, {
        valor: 100,
        codBiblioteca,
      });
      expect(res.json().key).toBe('slip_exceeds_balance');
    }
    const exact = await call('POST', '/unidade-informacao/gru', ana.token, {
      valor: 1000,
      codBiblioteca: central.id,
    });
    expect(exact.statusCode).toBe(200);
  });
});

describe('calendar feed', () => {
  it('a private URL; the public .ics lists only this patron’s open loans; resetting kills the old URL', async () => {
    const ana = await patron('Ana Agenda');
    const bia = await patron('Bia Agenda');
    const first = await lend(ana.id, '2030-03-04');
    const second = await lend(ana.id, '2030-03-11', branch.id);
    const returned = await lend(ana.id, '2030-03-18');
    await db.kysely
      .updateTable('loan')
      .set({ returned_at: new Date() })
      .where('id', '=', returned.id)
      .execute();
    const biaLoan = await lend(bia.id, '2030-04-01');
    await call('POST', '/emprestimo/calendario', bia.token);

    const res = await call('POST', '/emprestimo/calendario', ana.token);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(
      /^https:\/\/biblioteca\.teste\.br\/api\/emprestimo\/calendario\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const path = new URL(url).pathname;
    const secret = path.split('/').at(-1)!.replace('.ics', '');
    const stored = await db.kysely
      .selectFrom('calendar_feed')
      .selectAll()
      .where('person_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secret_hash).not.toContain(secret);

    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = feed.body;
    // Structure: CRLF everywhere, no line over 75 octets, balanced blocks.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(unfolded.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20300304');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20300305');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20300311');
    expect(unfolded).toContain(`UID:loan-${first.id}-2030-03-04@estante`);
    expect(unfolded).toContain(`UID:loan-${second.id}-2030-03-11@estante`);
    expect(unfolded.some((l) => l.includes(`loan-${returned.id}-`))).toBe(false);
    expect(unfolded.some((l) => l.includes(`loan-${biaLoan.id}-`))).toBe(false);
    // Commas, semicolons and backslashes of the title are escaped.
    expect(unfolded).toContain('SUMMARY:Devolução: Dom Casmurro\\; romance\\, vol. 1\\\\2');
    expect(unfolded).toContain('LOCATION:Biblioteca Setorial');

    const again = (await call('POST', '/emprestimo/calendario', ana.token)).json() as {
      url: string;
    };
    expect(again.url).not.toBe(url);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(again.url).pathname })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/emprestimo/calendario/nada.ics' })).statusCode,
    ).toBe(404);
  });
});
