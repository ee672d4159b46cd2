import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, DEFAULT_PASSWORD_RULES } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startTestSmtpServer, type ReceivedMail } from '../../mail/test-smtp-server.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  createActivities,
  createPatron,
  signIn,
  tokenRequest,
  tokensOf,
  bearer,
} from '../../test-support/auth.ts';
import { createInstitution } from '../../test-support/factories.ts';
import { maskEmail } from './account-mail.ts';

/**
 * Password recovery (spec §4) end to end: the code is read from the email a real SMTP server
 * received, as a patron reads it.
 */
let db: Db;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await openTestDatabase();
  await createInstitution(db.kysely, { name: 'Universidade Federal de Teste' });
  await createActivities(db.kysely);
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: { argon2: ARGON2_MINIMUM },
    mailer: createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Biblioteca <bib@ufe.br>',
      dataDir: 'memory://',
    }),
  });
  await app.ready();
});

afterEach(async () => {
  await db.kysely.deleteFrom('request_counter').execute();
});

afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
});

let counter = 0;
/** A patron with an email address (password Senha-Teste-1). */
async function patron(options: { name?: string; email?: string | null } = {}) {
  counter += 1;
  const login = `rec${counter}`;
  const created = await createPatron(db.kysely, {
    name: options.name ?? 'Ana Souza',
    logins: [{ login }],
  });
  const email = options.email === undefined ? `ana.souza${counter}@demo.estante` : options.email;
  await db.kysely.updateTable('person').set({ email }).where('id', '=', created.id).execute();
  return { ...created, login, email };
}

const start = (user: string, query = '', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/pessoas/${encodeURIComponent(user)}/recuperar-senha${query}`,
    headers,
  });
const check = (user: string, code: string) =>
  app.inject({
    method: 'POST',
    url: `/api/pessoas/${encodeURIComponent(user)}/recuperar-senha`,
    payload: { code },
  });
const reset = (user: string, code: string, password: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/pessoas/${encodeURIComponent(user)}/recuperar-senha`,
    payload: { code, password },
  });

/** Waits for the email to `address` (sent after the answer), the newest one. */
async function mailTo(address: string, after = 0): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received
      .slice(after)
      .filter((m) => m.to.includes(address))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no email to ${address}`);
}

/** Quoted-printable (body, or Q-encoded header words) decoded as UTF-8. */
const unQuote = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
    'latin1',
  )
    .toString('latin1')
    .replace(/(%[0-9A-F]{2})+/g, (run) => decodeURIComponent(run));

/** The subject (encoded words decoded) and the body text of a received message. */
const textOf = (mail: ReceivedMail) => {
  const [head = '', ...body] = mail.raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : unQuote(data.replaceAll('_', ' ')),
    );
  return `Subject: ${subject}\n\n${unQuote(body.join('\r\n\r\n'))}`;
};

/** Starts recovery and answers the code the patron received. */
async function codeFor(user: string, address: string): Promise<string> {
  const before = smtp.received.length;
  expect((await start(user)).statusCode).toBe(200);
  const match = /: (\d{6,12})\r?\n/.exec(textOf(await mailTo(address, before)));
  if (!match) throw new Error('no code in the email');
  return match[1]!;
}

describe('GET /api/pessoas/{user}/recuperar-senha (step 1)', () => {
  it('answers masked emails, first name, code length and expiry, and emails the code', async () => {
    const p = await patron({ name: 'Ana Maria Souza' });
    const before = smtp.received.length;
    const res = await start(p.login);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      emails: ['a***@d***.estante'],
      name: 'Ana',
      length: 6,
      tte: expect.any(String),
    });
    const minutes = (Date.parse(body.tte) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const mail = await mailTo(p.email!, before);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    const text = textOf(mail);
    expect(text).toMatch(/Seu código para criar uma nova senha é: \d{6}\r?\n/);
    expect(text).toContain('Olá, Ana.');
    // Stored hashed: the code is not in the table.
    const code = /: (\d{6})\r?\n/.exec(text)![1]!;
    const rows = await db.kysely
      .selectFrom('recovery_code')
      .selectAll()
      .where('person_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('subject and text in the caller’s language (X-Idioma 5: English), login in any case', async () => {
    const p = await patron();
    const before = smtp.received.length;
    await start(p.login.toUpperCase(), '', { 'x-idioma': '5' });
    const text = textOf(await mailTo(p.email!, before));
    expect(text).toContain('Password recovery code');
    expect(text).toContain('Universidade Federal de Teste');
    expect(text).toMatch(/Your code to set a new password is: \d{6}/);
  });

  it('an unknown user gets the same shape with plausible values, the same each time, and nothing is sent', async () => {
    const known = await patron();
    const knownBody = (await start(known.login)).json();
    await mailTo(known.email!);
    const before = smtp.received.length;
    const first = await start('nao-existe-123');
    const second = await start('NAO-EXISTE-123');
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(Object.keys(knownBody).sort());
    expect(first.json()).toEqual({
      emails: [expect.stringMatching(/^[a-z]\*\*\*@d\*\*\*\.estante$/)],
      name: expect.stringMatching(/^\p{Lu}\p{Ll}+$/u),
      length: 6,
      tte: expect.any(String),
    });
    const { tte: _a, ...one } = first.json();
    const { tte: _b, ...two } = second.json();
    expect(two).toEqual(one);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('a patron without an email address: no addresses, nothing sent', async () => {
    const p = await patron({ email: null });
    const res = await start(p.login);
    expect(res.json()).toMatchObject({ emails: [], name: 'Ana', length: 6 });
    const codes = await db.kysely
      .selectFrom('recovery_code')
      .select('id')
      .where('person_id', '=', p.id)
      .execute();
    expect(codes).toHaveLength(0);
  });

  it('at most 5 codes per user per hour: then the same answer, nothing sent', async () => {
    const p = await patron();
    for (let i = 0; i < 5; i++) await codeFor(p.login, p.email!);
    const before = smtp.received.length;
    const res = await start(p.login);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emails: ['a***@d***.estante'], name: 'Ana' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('with the captcha activity on, step 1 needs an answer (solved ones: auth/captcha.test.ts)', async () => {
    const p = await patron();
    await db.kysely
      .updateTable('activity')
      .set({ enabled: true })
      .where('code', '=', ACTIVITY.captcha)
      .execute();
    try {
      const missing = await start(p.login);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ key: 'captcha_required', field: 'recaptcha_token' });
      const given = await start(p.login, '?recaptcha_token=abc');
      expect(given.json()).toMatchObject({ key: 'captcha_invalid' });
    } finally {
      await db.kysely
        .updateTable('activity')
        .set({ enabled: false })
        .where('code', '=', ACTIVITY.captcha)
        .execute();
    }
  });
});

describe('POST /api/pessoas/{user}/recuperar-senha (step 2)', () => {
  it('a right code answers the password rules (and may be checked again)', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    for (let i = 0; i < 2; i++) {
      const res = await check(p.login, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ rules: DEFAULT_PASSWORD_RULES });
    }
  });

  it('a wrong code is 422 recovery_code_invalid; after 5 wrong ones the code is dead', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await check(p.login, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'recovery_code_invalid', field: 'code' });
    }
    expect((await check(p.login, code)).statusCode).toBe(422);
    // A new code works again.
    const next = await codeFor(p.login, p.email!);
    expect((await check(p.login, next)).statusCode).toBe(200);
  });

  it('parallel wrong guesses cannot spend more than the attempts', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '9'));
    await Promise.all(guesses.filter((g) => g !== code).map((g) => check(p.login, g)));
    expect((await check(p.login, code)).statusCode).toBe(422);
  });

  it('an expired code, an older code and an unknown user: 422', async () => {
    const p = await patron();
    const old = await codeFor(p.login, p.email!);
    const current = await codeFor(p.login, p.email!);
    if (old !== current) expect((await check(p.login, old)).statusCode).toBe(422);
    expect((await check(p.login, current)).statusCode).toBe(200);
    await db.kysely
      .updateTable('recovery_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('person_id', '=', p.id)
      .execute();
    expect((await check(p.login, current)).statusCode).toBe(422);
    const unknown = await check('nao-existe-456', '123456');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ key: 'recovery_code_invalid' });
  });

  it("one patron's code does not work for another", async () => {
    const ana = await patron();
    const bia = await patron({ name: 'Beatriz Costa' });
    const code = await codeFor(ana.login, ana.email!);
    const own = await codeFor(bia.login, bia.email!);
    // Codes are hashed with the person's id: Ana's digits are not Beatriz's code (unless
    // Beatriz drew the same six digits, one chance in a million).
    if (own !== code) expect((await check(bia.login, code)).statusCode).toBe(422);
    expect((await check(ana.login, code)).statusCode).toBe(200);
  });

  it('a missing code is 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pessoas/x/recuperar-senha',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/pessoas/{user}/recuperar-senha (step 3)', () => {
  it('sets the password, clears the lockout, ends every sign-in, uses the code up', async () => {
    const p = await patron();
    const session = await tokensOf(app, p.login, 'Senha-Teste-1');
    await db.kysely
      .updateTable('person')
      .set({ blocked: true, blocked_reason: 'failed_attempts', failed_attempts: 5 })
      .where('id', '=', p.id)
      .execute();
    expect((await signIn(app, p.login, 'Senha-Teste-1')).statusCode).toBe(430);
    const code = await codeFor(p.login, p.email!);
    const res = await reset(p.login, code, '  Nova#Senha-2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const person = await db.kysely
      .selectFrom('person')
      .select(['blocked', 'failed_attempts', 'blocked_reason'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ blocked: false, failed_attempts: 0, blocked_reason: null });
    expect((await signIn(app, p.login, 'Senha-Teste-1')).statusCode).toBe(401);
    expect((await signIn(app, p.login, 'Nova#Senha-2026')).statusCode).toBe(200);
    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
    // Used up: neither step works with it again.
    expect((await check(p.login, code)).statusCode).toBe(422);
    expect((await reset(p.login, code, 'Outra#Senha-2027')).statusCode).toBe(422);
  });

  it('a password breaking the rules: 422 password_rules, and the code still works', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    const weak = await reset(p.login, code, 'souza');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      key: 'password_rules',
      field: 'password',
      broken: ['length', 'has_numbers', 'diff_case', 'special_char', 'diff_name'],
      rules: DEFAULT_PASSWORD_RULES,
    });
    const same = await reset(p.login, code, 'Senha-Teste-1');
    expect(same.json()).toMatchObject({ key: 'password_rules', broken: ['last_pw'] });
    expect((await reset(p.login, code, 'Nova#Senha-2026')).statusCode).toBe(200);
  });

  it('a wrong code or an unknown user: 422 recovery_code_invalid, nothing changes', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await reset(p.login, wrong, 'Nova#Senha-2026');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'recovery_code_invalid' });
    expect((await signIn(app, p.login, 'Senha-Teste-1')).statusCode).toBe(200);
    expect((await reset('nao-existe-789', code, 'Nova#Senha-2026')).statusCode).toBe(422);
  });

  it('two parallel resets with the same code: exactly one succeeds', async () => {
    const p = await patron();
    const code = await codeFor(p.login, p.email!);
    const results = await Promise.all([
      reset(p.login, code, 'Primeira#Senha-1'),
      reset(p.login, code, 'Segunda#Senha-2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('GET /api/pessoas/{user}/nome', () => {
  it('answers the first name only; an unknown user gets the made-up name recovery shows', async () => {
    const p = await patron({ name: 'Beatriz Nogueira Costa' });
    const res = await app.inject({ url: `/api/pessoas/${p.login}/nome` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nome: 'Beatriz' });
    const unknown = await app.inject({ url: '/api/pessoas/nao-existe-999/nome' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ nome: (await start('nao-existe-999')).json().name });
  });
});

describe('maskEmail', () => {
  it.each([
    ['ana.souza@demo.estante', 'a***@d***.estante'],
    ['x@ufe.edu.br', 'x***@u***.br'],
    ['joão@exemplo.com', 'j***@e***.com'],
    ['sem-arroba', '***'],
  ])('%s → %s', (address, masked) => expect(maskEmail(address)).toBe(masked));
});

describe('changing the account email (where recovery codes go)', () => {
  it('tells the former address, masking the new one; no notice when the email stays', async () => {
    const ana = await patron();
    const { access_token } = await tokensOf(app, ana.login, 'Senha-Teste-1');
    const put = (email: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/dados-pessoais',
        headers: bearer(access_token),
        payload: { email },
      });

    let before = smtp.received.length;
    expect((await put(ana.email!)).statusCode).toBe(200);
    expect(smtp.received.length).toBe(before);

    before = smtp.received.length;
    expect((await put('novo.endereco@example.org')).statusCode).toBe(200);
    const notice = textOf(await mailTo(ana.email!, before));
    expect(notice).toContain('O e-mail da sua conta foi alterado');
    expect(notice).toContain('n***@e***.org');
    expect(notice).not.toContain('novo.endereco@example.org');
    // Nothing went to the new address: the notice is for the owner of the old one.
    expect(
      smtp.received.slice(before).some((m) => m.to.includes('novo.endereco@example.org')),
    ).toBe(false);
  });
});
