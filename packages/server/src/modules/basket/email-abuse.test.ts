import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startTestSmtpServer } from '../../mail/test-smtp-server.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import { bearer, createPatron, tokensOf } from '../../test-support/auth.ts';
import { createInstitution } from '../../test-support/factories.ts';

/**
 * The basket email export was an open relay: any subject, any text, hundreds of recipients,
 * sent from the library's address. These tests send through a real SMTP server.
 */
let db: Db;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let titleId: number;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await openTestDatabase();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  await saveRecords(db.kysely, [
    {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'abuse-1' },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Dom Casmurro' }] },
      ],
    },
  ]);
  titleId = (await db.kysely.selectFrom('title').select('id').executeTakeFirstOrThrow()).id;
});

afterEach(async () => {
  // Each test starts with fresh quotas.
  await db.kysely.deleteFrom('request_counter').execute();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
  await smtp.close();
});

async function appWith(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    mailFrom: 'Biblioteca <bib@ufe.br>',
    dataDir: 'memory://',
  });
  const app = await buildApp({ db, mailer, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

function sendBasket(
  app: FastifyInstance,
  opcoesEmail: Record<string, string>,
  remoteAddress = '203.0.113.10',
) {
  return app.inject({
    method: 'POST',
    url: '/api/acervo/exportar-cesta',
    payload: { tipo: 'ris', acervos: [titleId], opcoesEmail },
    remoteAddress,
  });
}

describe('email export is off for visitors until the library turns it on', () => {
  it('403 email_export_disabled, nothing sent, and the features call says so', async () => {
    const app = await appWith();
    const before = smtp.received.length;
    const res = await sendBasket(app, { emails: 'ana@ufe.br' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, key: 'email_export_disabled' });
    expect(smtp.received.length).toBe(before);
    const features = await app.inject({ url: '/api/parametros/funcionalidades' });
    expect(features.json()).toMatchObject({ cesta_email: false });
    // A download needs no sign-in.
    const download = await app.inject({
      method: 'POST',
      url: '/api/acervo/exportar-cesta',
      payload: { tipo: 'ris', acervos: [titleId] },
    });
    expect(download.statusCode).toBe(200);
  });
});

describe('a signed-in patron may email the basket while visitors may not', () => {
  it('sends with the patron token, counts the quota per patron, not per address', async () => {
    const app = await appWith({ emailQuotas: { perClientPerHour: 2, perHour: 100 } });
    const patron = await createPatron(db.kysely, { password: 'Senha-Teste-1' });
    const { access_token } = await tokensOf(app, patron.logins[0]!, 'Senha-Teste-1');
    const features = await app.inject({
      url: '/api/parametros/funcionalidades',
      headers: bearer(access_token),
    });
    expect(features.json()).toMatchObject({ cesta_email: true });

    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/acervo/exportar-cesta',
        headers: bearer(access_token),
        payload: { tipo: 'ris', acervos: [titleId], opcoesEmail: { emails: 'ana@ufe.br' } },
        remoteAddress,
      });
    const before = smtp.received.length;
    expect((await send('203.0.113.20')).statusCode).toBe(200);
    // Another address does not give the same patron a fresh quota.
    expect((await send('203.0.113.21')).statusCode).toBe(200);
    const third = await send('203.0.113.22');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ key: 'mail_quota_exceeded' });
    expect(smtp.received.length).toBe(before + 2);
    // A visitor on the same address is still refused: off for visitors.
    expect((await sendBasket(app, { emails: 'ana@ufe.br' }, '203.0.113.20')).statusCode).toBe(403);
  });
});

describe('email export when enabled (BASKET_EMAIL=on)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ basketEmail: true, emailQuotas: { perClientPerHour: 8, perHour: 12 } });
  });

  it('the features call says it is available', async () => {
    const features = await app.inject({ url: '/api/parametros/funcionalidades' });
    expect(features.json()).toMatchObject({ cesta_email: true });
  });

  it('the subject is fixed and the note is quoted below the library text', async () => {
    const res = await sendBasket(app, {
      emails: 'ana@ufe.br',
      assunto: 'URGENTE: confirme sua senha',
      mensagem: 'Clique aqui: http://evil.example\nObrigado',
    });
    expect(res.statusCode).toBe(200);
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).not.toContain('URGENTE');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/);
    const text = mail.raw.replace(/=\r\n/g, '');
    const library = text.indexOf('a pedido de um usu');
    const quoted = text.indexOf('> Clique aqui: http://evil.example');
    expect(library).toBeGreaterThan(0);
    expect(quoted).toBeGreaterThan(library);
    expect(text).toContain('> Obrigado');
  });

  it('more than 5 recipients: 422 too_many_recipients, nothing sent', async () => {
    const before = smtp.received.length;
    const emails = Array.from({ length: 6 }, (_, i) => `p${i}@ufe.br`).join(';');
    const res = await sendBasket(app, { emails });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'too_many_recipients', field: 'opcoesEmail.emails' });
    expect(smtp.received.length).toBe(before);
  });

  it('a quoted local part hiding other addresses is refused, nothing sent', async () => {
    const before = smtp.received.length;
    const res = await sendBasket(app, { emails: '"x",other@evil.example,"y"@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'invalid_email' });
    expect(smtp.received.length).toBe(before);
  });

  it('each address goes to exactly one recipient of the SMTP envelope', async () => {
    const res = await sendBasket(app, { emails: 'ana@ufe.br;bob@ufe.br' });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.at(-1)!.to).toEqual(['ana@ufe.br', 'bob@ufe.br']);
  });

  it('the per-client quota (8 recipients an hour) refuses with 429, other clients go on', async () => {
    const five = Array.from({ length: 5 }, (_, i) => `q${i}@ufe.br`).join(';');
    expect((await sendBasket(app, { emails: five })).statusCode).toBe(200);
    const three = 'r1@ufe.br;r2@ufe.br;r3@ufe.br';
    expect((await sendBasket(app, { emails: three })).statusCode).toBe(200);
    const before = smtp.received.length;
    const over = await sendBasket(app, { emails: 's@ufe.br' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, key: 'mail_quota_exceeded' });
    expect(smtp.received.length).toBe(before);
    // Another client still has its own quota.
    expect((await sendBasket(app, { emails: 's@ufe.br' }, '203.0.113.99')).statusCode).toBe(200);
  });

  it('the global quota (12 an hour) holds across clients and across API processes', async () => {
    const other = await appWith({
      basketEmail: true,
      emailQuotas: { perClientPerHour: 8, perHour: 12 },
    });
    const five = (p: string) => Array.from({ length: 5 }, (_, i) => `${p}${i}@ufe.br`).join(';');
    expect((await sendBasket(app, { emails: five('a') }, '198.51.100.1')).statusCode).toBe(200);
    expect((await sendBasket(other, { emails: five('b') }, '198.51.100.2')).statusCode).toBe(200);
    // 10 used: 3 more would pass 12, and a refused attempt takes nothing from the sender.
    const refused = await sendBasket(
      other,
      { emails: 'c1@ufe.br;c2@ufe.br;c3@ufe.br' },
      '198.51.100.3',
    );
    expect(refused.statusCode).toBe(429);
    expect(
      (await sendBasket(app, { emails: 'd1@ufe.br;d2@ufe.br' }, '198.51.100.3')).statusCode,
    ).toBe(200);
  });
});

describe('the outbox folder has a size cap', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), 'estante-outbox-'));
  });
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  it('once full, email is refused with 503 and the folder stops growing', async () => {
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: 'Biblioteca <bib@ufe.br>',
      dataDir: outbox,
      outboxMaxBytes: 4000, // a message of one title is 1–2 kB
    });
    const app = await buildApp({ db, mailer, basketEmail: true });
    await app.ready();
    apps.push(app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await sendBasket(app, { emails: `o${i}@ufe.br` })).statusCode);
    }
    const written = await readdir(path.join(outbox, 'outbox'));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(10);
    expect(statuses.slice(0, written.length).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(written.length).every((s) => s === 503)).toBe(true);
  });
});
