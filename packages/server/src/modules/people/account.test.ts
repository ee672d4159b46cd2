import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createPatron,
  publicToken,
  signIn,
  tokenRequest,
  tokensOf,
} from '../../test-support/auth.ts';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: { argon2: ARGON2_MINIMUM },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

let counter = 0;
/** A new patron (own login, password Senha-Teste-1) signed in. */
async function patron(name = 'Ana Souza') {
  counter += 1;
  const login = `acc${counter}`;
  const created = await createPatron(db.kysely, { name, logins: [{ login }] });
  const tokens = await tokensOf(app, login, 'Senha-Teste-1');
  return { ...created, login, ...tokens };
}

const personal = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/pessoas/meu-pergamum/dados-pessoais',
    headers: bearer(token),
  });
const putPersonal = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: '/api/pessoas/meu-pergamum/dados-pessoais',
    headers: { ...bearer(token), ...headers },
    payload,
  });
const changePassword = (token: string, senhaAtual: string, senhaNova: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/pessoas/meu-pergamum/senha',
    headers: bearer(token),
    payload: { senhaAtual, senhaNova },
  });

describe('GET|PUT /api/pessoas/meu-pergamum/dados-pessoais', () => {
  it("answers the signed-in patron's personal data, all fields, empty ones null", async () => {
    const p = await patron();
    await db.kysely
      .updateTable('person')
      .set({ city: 'Florianópolis', birth_date: '1990-05-17', email: 'ana@ufe.br' })
      .where('id', '=', p.id)
      .execute();
    const res = await personal(p.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      nome: 'Ana Souza',
      email: 'ana@ufe.br',
      telefone: null,
      logradouro: null,
      complemento: null,
      cep: null,
      cidade: 'Florianópolis',
      bairro: null,
      rg: null,
      cpf: null,
      nacionalidade: null,
      sexo: null,
      data_nascimento: '1990-05-17',
      escolaridade: null,
      localizacao: null,
      profissao: null,
      estado_civil: null,
      receber_emails: true,
    });
  });

  it('saves the fields given (trimmed; null and empty text clear) and answers the record', async () => {
    const p = await patron();
    const first = await putPersonal(p.access_token, {
      email: ' ana.souza@ufe.edu.br ',
      telefone: '(48) 3721-0000',
      logradouro: 'Rua das Acácias, 120',
      cep: '88036000',
      cidade: 'Florianópolis',
      cpf: '52998224725',
      data_nascimento: '2000-02-29',
      receber_emails: false,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      nome: 'Ana Souza',
      email: 'ana.souza@ufe.edu.br',
      telefone: '(48) 3721-0000',
      cpf: '52998224725',
      data_nascimento: '2000-02-29',
      receber_emails: false,
    });
    const second = await putPersonal(p.access_token, { cidade: '', logradouro: null });
    expect(second.json()).toMatchObject({
      cidade: null,
      logradouro: null,
      email: 'ana.souza@ufe.edu.br',
      cpf: '52998224725',
    });
    expect((await personal(p.access_token)).json()).toEqual(second.json());
  });

  it("changes only the patron's own record, whatever the body or query names", async () => {
    const ana = await patron();
    const carlos = await patron('Carlos Lima');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/pessoas/meu-pergamum/dados-pessoais?cod_pessoa=${carlos.id}`,
      headers: bearer(ana.access_token),
      payload: { cidade: 'Joinville' },
    });
    expect(res.statusCode).toBe(200);
    expect((await personal(carlos.access_token)).json().cidade).toBeNull();
    expect((await personal(ana.access_token)).json().cidade).toBe('Joinville');
    // Fields not in the record (nome, cod_pessoa) are refused, not ignored.
    for (const payload of [{ cod_pessoa: carlos.id }, { nome: 'Outra Pessoa' }]) {
      const refused = await putPersonal(ana.access_token, payload);
      expect(refused.statusCode).toBe(400);
    }
    expect((await personal(ana.access_token)).json().nome).toBe('Ana Souza');
  });

  it.each([
    ['email', 'ana@', 'invalid_email_address'],
    ['email', 'ana souza@ufe.br', 'invalid_email_address'],
    ['email', '"x",b@evil.example', 'invalid_email_address'],
    ['data_nascimento', '2001-02-29', 'invalid_date'],
    ['data_nascimento', '17/05/1990', 'invalid_date'],
    ['data_nascimento', '1899-12-31', 'invalid_date'],
    ['data_nascimento', '2999-01-01', 'invalid_date'],
    ['cpf', '529.982.247-25', 'invalid_cpf'],
    ['cpf', '52998224724', 'invalid_cpf'],
    ['cpf', '11111111111', 'invalid_cpf'],
    ['cpf', '1234', 'invalid_cpf'],
    ['telefone', '+55 48 3721-0000', 'invalid_phone'],
    ['telefone', '(48) 3721-0000 ramal 12', 'invalid_phone'],
  ])('%s = %j → 422 %s naming the field, nothing saved', async (field, value, key) => {
    const p = await patron();
    const res = await putPersonal(p.access_token, { cidade: 'Blumenau', [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, key, field });
    expect(res.json().message).toContain(field);
    expect((await personal(p.access_token)).json().cidade).toBeNull();
  });

  it('the 422 message is translated', async () => {
    const p = await patron();
    const res = await putPersonal(p.access_token, { cpf: '123' }, { 'x-idioma': '5' });
    expect(res.json().message).toBe(
      'Invalid tax number (CPF) in field cpf: enter its 11 digits, digits only.',
    );
  });

  it('without a patron token: 401', async () => {
    const pub = await publicToken(app);
    for (const method of ['GET', 'PUT'] as const) {
      const none = await app.inject({
        method,
        url: '/api/pessoas/meu-pergamum/dados-pessoais',
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(none.statusCode).toBe(401);
      const pubRes = await app.inject({
        method,
        url: '/api/pessoas/meu-pergamum/dados-pessoais',
        headers: bearer(pub),
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(pubRes.statusCode).toBe(401);
    }
  });
});

describe('GET /api/pessoas/email-pessoa-logada', () => {
  it("answers the signed-in patron's address, or null", async () => {
    const p = await patron();
    const get = () =>
      app.inject({
        method: 'GET',
        url: '/api/pessoas/email-pessoa-logada',
        headers: bearer(p.access_token),
      });
    expect((await get()).json()).toEqual({ email: null });
    await db.kysely
      .updateTable('person')
      .set({ email: 'ana@ufe.br' })
      .where('id', '=', p.id)
      .execute();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'ana@ufe.br' });
    expect((await app.inject({ url: '/api/pessoas/email-pessoa-logada' })).statusCode).toBe(401);
  });
});

describe('PUT /api/pessoas/meu-pergamum/senha', () => {
  it('stores the new password (trimmed); the old one stops working; this sign-in goes on, the others end', async () => {
    const p = await patron();
    const other = await tokensOf(app, p.login, 'Senha-Teste-1');
    const res = await changePassword(p.access_token, 'Senha-Teste-1', '  Livro#Novo-42  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await signIn(app, p.login, 'Senha-Teste-1')).statusCode).toBe(401);
    expect((await signIn(app, p.login, 'Livro#Novo-42')).statusCode).toBe(200);
    const stored = await db.kysely
      .selectFrom('person')
      .select('password_hash')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    // The other sign-in's refresh token no longer works; this one's does.
    const refresh = (token: string) =>
      tokenRequest(app, { grant_type: 'refresh_token', refresh_token: token });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(p.refresh_token)).statusCode).toBe(200);
    const history = await db.kysely
      .selectFrom('password_history')
      .select('id')
      .where('person_id', '=', p.id)
      .execute();
    expect(history).toHaveLength(1);
  });

  it('a wrong current password is 422 current_password_incorrect (not 401: the session is fine)', async () => {
    const p = await patron();
    const res = await changePassword(p.access_token, 'errada', 'Livro#Novo-42');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'current_password_incorrect', field: 'senhaAtual' });
    expect((await signIn(app, p.login, 'Senha-Teste-1')).statusCode).toBe(200);
  });

  it('wrong current passwords are throttled per person: 429 with Retry-After', async () => {
    const p = await patron();
    for (let i = 0; i < 3; i++) {
      expect((await changePassword(p.access_token, `errada${i}`, 'Livro#Novo-42')).statusCode).toBe(
        422,
      );
    }
    const over = await changePassword(p.access_token, 'Senha-Teste-1', 'Livro#Novo-42');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ key: 'too_many_attempts' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['Ab-1', ['length']],
    ['semnumero-A', ['has_numbers']],
    ['12345678', ['only_numbers', 'diff_case', 'special_char']],
    ['livro#novo-42', ['diff_case']],
    ['LivroNovo42', ['special_char']],
    ['Souza#2026-x', ['diff_name']],
    ['Senha-Teste-1', ['last_pw']],
  ])('%j → 422 password_rules with broken %j and the rules', async (senhaNova, broken) => {
    const p = await patron();
    const res = await changePassword(p.access_token, 'Senha-Teste-1', senhaNova);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      key: 'password_rules',
      field: 'senhaNova',
      broken,
      rules: DEFAULT_PASSWORD_RULES,
    });
  });

  it('differs from the last N passwords (setting password_rules.last_pw), older ones may return', async () => {
    await db.kysely
      .insertInto('setting')
      .values({ name: 'password_rules', value: JSON.stringify({ last_pw: 2 }) })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify({ last_pw: 2 }) }))
      .execute();
    try {
      const p = await patron();
      const steps: [string, string, number][] = [
        ['Senha-Teste-1', 'Primeira#1', 200],
        ['Primeira#1', 'Senha-Teste-1', 422], // the one before: among the last 2
        ['Primeira#1', 'Segunda#2', 200],
        ['Segunda#2', 'Primeira#1', 422],
        ['Segunda#2', 'Senha-Teste-1', 200], // three back: allowed again
      ];
      for (const [current, next, status] of steps) {
        const res = await changePassword(p.access_token, current, next);
        expect(res.statusCode, `${current} → ${next}`).toBe(status);
      }
    } finally {
      await db.kysely.deleteFrom('setting').where('name', '=', 'password_rules').execute();
    }
  });

  it('rules come from setting password_rules (others keep their defaults)', async () => {
    const rules = { length: { min: 4, max: 6 }, special_char: false, diff_case: false };
    await db.kysely
      .insertInto('setting')
      .values({ name: 'password_rules', value: JSON.stringify(rules) })
      .execute();
    try {
      const p = await patron();
      const long = await changePassword(p.access_token, 'Senha-Teste-1', 'abcdef1');
      expect(long.json()).toMatchObject({
        broken: ['length'],
        rules: { ...DEFAULT_PASSWORD_RULES, ...rules },
      });
      expect((await changePassword(p.access_token, 'Senha-Teste-1', 'abc12')).statusCode).toBe(200);
    } finally {
      await db.kysely.deleteFrom('setting').where('name', '=', 'password_rules').execute();
    }
  });

  it('without a patron token: 401; a missing field: 400', async () => {
    const none = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/meu-pergamum/senha',
      payload: { senhaAtual: 'a', senhaNova: 'b' },
    });
    expect(none.statusCode).toBe(401);
    const p = await patron();
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/meu-pergamum/senha',
      headers: bearer(p.access_token),
      payload: { senhaAtual: 'Senha-Teste-1' },
    });
    expect(missing.statusCode).toBe(400);
  });
});
