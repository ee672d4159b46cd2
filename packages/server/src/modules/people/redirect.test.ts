/**
 * The People calls of redirects and hand-offs (spec §7): GET and POST
 * /pessoas/token-redireciona, /pessoas/departamentos, /pessoas/meu-pergamum/redirect and
 * redirect-base, /pessoas/renovar, /pessoas/autenticar/app-layers and
 * /pessoas/postagem-trabalho/redirect, on PGlite or TEST_DATABASE_URL's PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_TOKEN_SECONDS, REFRESH_COOKIE } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { sha256 } from '../auth/service.ts';
import { PARAMETER_SETTINGS } from '../parameters/service.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  createPatron,
  publicToken,
  tokenRequest,
  tokensOf,
} from '../../test-support/auth.ts';
import { REDIRECT_SETTINGS } from './redirect-service.ts';

let db: Db;
let app: FastifyInstance;
let beatriz: { id: number };

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS, auth: { argon2: ARGON2_MINIMUM } });
  await app.ready();
  await createActivities(db.kysely);
  beatriz = await createPatron(db.kysely, {
    name: 'Beatriz Nogueira Costa',
    logins: [
      { login: 'rd-mestrado', category: 4 },
      { login: 'rd-hospital', base: 'hospital', category: 10 },
    ],
  });
  await createPatron(db.kysely, { name: 'Carlos Lima', logins: [{ login: 'rd-carlos' }] });
  await createPatron(db.kysely, {
    name: 'Outra Base',
    logins: [{ login: 'rd-outra', base: 'reitoria' }],
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...bearer(token), ...headers } });

const exchange = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/pessoas/token-redireciona', payload, headers });

async function setSetting(name: string, value: unknown) {
  await db.kysely
    .insertInto('setting')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

async function redirectToken(access: string): Promise<string> {
  const res = await get('/api/pessoas/token-redireciona', access);
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

describe('GET /api/pessoas/token-redireciona', () => {
  it('answers a random token valid 60 s, stored only as its hash', async () => {
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const res = await get('/api/pessoas/token-redireciona', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_in).toBe(REDIRECT_TOKEN_SECONDS);
    const left = new Date(body.tte).getTime() - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(61_000);
    const rows = await db.kysely.selectFrom('redirect_token').selectAll().execute();
    expect(rows.some((r) => r.token_hash === body.token)).toBe(false);
    const row = rows.find((r) => r.token_hash === sha256(body.token));
    expect(row).toMatchObject({ person_id: beatriz.id, purpose: 'session', used_at: null });
    expect(await redirectToken(access_token)).not.toBe(body.token);
  });

  it('is private: 401 without a token and with the public token', async () => {
    const anonymous = await app.inject({ url: '/api/pessoas/token-redireciona' });
    expect(anonymous.statusCode).toBe(401);
    const res = await get('/api/pessoas/token-redireciona', await publicToken(app));
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/pessoas/token-redireciona', () => {
  it("signs the token's login in (the session's login), with a working refresh token", async () => {
    const first = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const switched = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(first.access_token),
      payload: { codigo: 'rd-hospital', base: 'hospital' },
    });
    expect(switched.statusCode).toBe(200);
    const token = await redirectToken(switched.json().access_token);
    const res = await exchange({ token });
    expect(res.statusCode).toBe(200);
    const issued = res.json();
    expect(decodeJwt(issued.access_token)).toMatchObject({
      sub: String(beatriz.id),
      login: 'rd-hospital',
      client_id: 'estante-web',
    });
    const me = await get('/api/pessoas', issued.access_token);
    expect(me.json().user).toMatchObject({ login: 'rd-hospital', cod_pessoa: beatriz.id });
    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('token_transport=cookie puts the refresh token in the refresh cookie (a session cookie)', async () => {
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const res = await exchange({
      token: await redirectToken(access_token),
      token_transport: 'cookie',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${REFRESH_COOKIE}=`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Max-Age');
  });

  it('works once: the second use is 401 redirect_token_invalid, translated', async () => {
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const token = await redirectToken(access_token);
    expect((await exchange({ token })).statusCode).toBe(200);
    const messages: string[] = [];
    for (const lang of ['pt', 'en', 'es']) {
      const again = await exchange({ token }, { 'accept-language': lang });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({
        status: 401,
        key: 'redirect_token_invalid',
        error: 'invalid_grant',
      });
      messages.push(again.json().message);
    }
    expect(messages[0]).toContain('link de acesso');
    expect(messages[1]).toContain('access link');
    expect(messages[2]).toContain('enlace de acceso');
  });

  it('of two exchanges at once only one signs in', async () => {
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const token = await redirectToken(access_token);
    const answers = await Promise.all([exchange({ token }), exchange({ token })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired or unknown token is 401 redirect_token_invalid', async () => {
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const token = await redirectToken(access_token);
    await db.kysely
      .updateTable('redirect_token')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', sha256(token))
      .execute();
    for (const candidate of [token, 'x'.repeat(43)]) {
      const res = await exchange({ token: candidate });
      expect(res.statusCode).toBe(401);
      expect(res.json().key).toBe('redirect_token_invalid');
    }
    expect((await exchange({ token: '' })).statusCode).toBe(400);
  });

  it('a person blocked since the token was issued gets 430 ACESSO_BLOQUEADO', async () => {
    const person = await createPatron(db.kysely, { logins: [{ login: 'rd-bloqueado' }] });
    const { access_token } = await tokensOf(app, 'rd-bloqueado', 'Senha-Teste-1');
    const token = await redirectToken(access_token);
    await db.kysely
      .updateTable('person')
      .set({ blocked: true })
      .where('id', '=', person.id)
      .execute();
    const res = await exchange({ token });
    expect(res.statusCode).toBe(430);
    expect(res.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true });
  });
});

describe('GET /api/pessoas/departamentos', () => {
  it('answers the departments that have teaching plans, by name', async () => {
    const { id: campus } = await db.kysely
      .insertInto('campus')
      .values({ name: 'Campus Redirect' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const departments = await db.kysely
      .insertInto('department')
      .values([
        { name: 'Departamento de Letras', campus_id: campus },
        { name: 'Departamento de Educação', campus_id: campus },
        { name: 'Departamento sem planos', campus_id: campus },
      ])
      .returning(['id', 'name'])
      .execute();
    const { id: course } = await db.kysely
      .insertInto('course')
      .values({ code: 'RD1', name: 'Curso', campus_id: campus, level: 'undergraduate' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const disciplines = await db.kysely
      .insertInto('discipline')
      .values(
        departments.map((d, i) => ({
          code: `RD${i}`,
          name: `Disciplina ${i}`,
          department_id: d.id,
        })),
      )
      .returning('id')
      .execute();
    await db.kysely
      .insertInto('teaching_plan')
      .values(
        disciplines.slice(0, 2).map((d) => ({
          course_id: course,
          discipline_id: d.id,
          year: 2026,
          semester: 1,
        })),
      )
      .execute();
    const { access_token } = await tokensOf(app, 'rd-carlos', 'Senha-Teste-1');
    const res = await get('/api/pessoas/departamentos', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { cod_departamento: departments[1]!.id, nome_departamento: 'Departamento de Educação' },
      { cod_departamento: departments[0]!.id, nome_departamento: 'Departamento de Letras' },
    ]);
    expect((await app.inject({ url: '/api/pessoas/departamentos' })).statusCode).toBe(401);
  });
});

describe('GET /api/pessoas/meu-pergamum/redirect and PUT redirect-base', () => {
  const put = (token: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/pessoas/meu-pergamum/redirect-base',
      headers: bearer(token),
      payload,
    });

  it("opens our personal area for the session login's base until another base is chosen", async () => {
    const { access_token } = await tokensOf(app, 'rd-carlos', 'Senha-Teste-1');
    const res = await get('/api/pessoas/meu-pergamum/redirect', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ base: 'local', url: '/meupergamum', externo: false });
  });

  it("chooses one of the person's own bases; an external base's area carries a redirect token", async () => {
    await setSetting(REDIRECT_SETTINGS.personalAreaBases, {
      hospital: 'https://hu.example.org/meu?x=1',
    });
    const { access_token } = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const chosen = await put(access_token, { base: ' hospital ' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ base: 'hospital', externo: true });
    const res = await get('/api/pessoas/meu-pergamum/redirect', access_token);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://hu.example.org/meu');
    expect(url.searchParams.get('x')).toBe('1');
    const signedIn = await exchange({ token: url.searchParams.get('token') });
    expect(signedIn.statusCode).toBe(200);
    // Back to the local base: our own area.
    expect((await put(access_token, { base: 'local' })).json()).toEqual({
      base: 'local',
      url: '/meupergamum',
      externo: false,
    });
  });

  it("another person's base or an unknown one is 404, a blank one 422; nothing changes", async () => {
    const { access_token } = await tokensOf(app, 'rd-carlos', 'Senha-Teste-1');
    for (const base of ['reitoria', 'hospital', 'nao-existe']) {
      const res = await put(access_token, { base });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, key: 'not_found' });
    }
    const blank = await put(access_token, { base: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ key: 'account_data_required', field: 'base' });
    expect((await put(access_token, {})).statusCode).toBe(400);
    const res = await get('/api/pessoas/meu-pergamum/redirect', access_token);
    expect(res.json().base).toBe('local');
  });
});

describe('GET /api/pessoas/renovar', () => {
  it('answers the user data with a new access token of the same sign-in', async () => {
    const first = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    const res = await get('/api/pessoas/renovar', first.access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      bloqueio: false,
      user: { login: 'rd-mestrado', cod_pessoa: beatriz.id },
      token_type: 'Bearer',
    });
    expect(body.access_token).not.toBe(first.access_token);
    expect(decodeJwt(body.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    expect((await get('/api/pessoas', body.access_token)).statusCode).toBe(200);
  });

  it('after logout the sign-in cannot be renewed (401 invalid_grant)', async () => {
    const first = await tokensOf(app, 'rd-mestrado', 'Senha-Teste-1');
    await app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      payload: { token: first.refresh_token },
    });
    const res = await get('/api/pessoas/renovar', first.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().key).toBe('invalid_grant');
  });
});

describe('hand-offs: GET /api/pessoas/autenticar/app-layers, POST /api/pessoas/postagem-trabalho/redirect', () => {
  const appLayers = (token: string) => get('/api/pessoas/autenticar/app-layers', token);
  const workPosting = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pessoas/postagem-trabalho/redirect',
      headers: bearer(token),
    });

  it('are 404 redirect_not_configured until the institution configures them', async () => {
    const { access_token } = await tokensOf(app, 'rd-carlos', 'Senha-Teste-1');
    for (const res of [await appLayers(access_token), await workPosting(access_token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, key: 'redirect_not_configured' });
    }
    await setSetting(PARAMETER_SETTINGS.appLayers, { ativo: false, url: 'https://app.example' });
    await setSetting(REDIRECT_SETTINGS.workPosting, { url: 'http://insecure.example' });
    expect((await appLayers(access_token)).statusCode).toBe(404);
    expect((await workPosting(access_token)).statusCode).toBe(404);
  });

  it("answer the system's address with a redirect token that signs the patron in", async () => {
    await setSetting(PARAMETER_SETTINGS.appLayers, {
      ativo: true,
      nome: 'App',
      url: 'https://app.example/entrar',
    });
    await setSetting(REDIRECT_SETTINGS.workPosting, { url: 'https://posts.example/' });
    const { access_token } = await tokensOf(app, 'rd-carlos', 'Senha-Teste-1');
    const answers = [await appLayers(access_token), await workPosting(access_token)];
    const bases = ['https://app.example/entrar', 'https://posts.example/'];
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(`${url.origin}${url.pathname}`).toBe(bases[i]);
      const signedIn = await exchange({ token: url.searchParams.get('token') });
      expect(signedIn.statusCode).toBe(200);
      expect(decodeJwt(signedIn.json().access_token).login).toBe('rd-carlos');
    }
    const purposes = await db.kysely
      .selectFrom('redirect_token')
      .select('purpose')
      .where('purpose', 'in', ['app_layers', 'work_posting'])
      .execute();
    expect(purposes.map((p) => p.purpose).sort()).toEqual(['app_layers', 'work_posting']);
  });
});

describe('OpenAPI', () => {
  it('marks every call here private but the exchange (the OpenAPI walker covers them)', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = (path: string, method: string) =>
      (doc.paths[`/api${path}`]?.[method]?.security ?? []).length > 0;
    for (const [path, method] of [
      ['/pessoas/token-redireciona', 'get'],
      ['/pessoas/departamentos', 'get'],
      ['/pessoas/meu-pergamum/redirect', 'get'],
      ['/pessoas/meu-pergamum/redirect-base', 'put'],
      ['/pessoas/renovar', 'get'],
      ['/pessoas/autenticar/app-layers', 'get'],
      ['/pessoas/postagem-trabalho/redirect', 'post'],
    ] as const) {
      expect([path, secured(path, method)]).toEqual([path, true]);
    }
    expect(secured('/pessoas/token-redireciona', 'post')).toBe(false);
  });
});
