import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, REFRESH_COOKIE } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  publicToken,
  tokenRequest,
  tokensOf,
} from '../../test-support/auth.ts';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely, ARGON2_MINIMUM);
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function personId(name: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('person')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/pessoas', () => {
  it("answers the token's person, login and category permissions", async () => {
    const { access_token } = await tokensOf(app, '20260001', DEMO_PASSWORD);
    const res = await get('/api/pessoas', access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      bloqueio: false,
      user: {
        nome_pessoa: 'Ana Souza',
        login: '20260001',
        cod_pessoa: await personId('Ana Souza'),
      },
      authPermissions: expect.any(Array),
    });
    expect(body.authPermissions.map((a: { cod_atividade: number }) => a.cod_atividade)).toEqual([
      ACTIVITY.personalArea,
      ACTIVITY.purchaseSuggestion,
      ACTIVITY.comments,
    ]);
    expect(body.authPermissions[0]).toEqual({
      cod_atividade: ACTIVITY.personalArea,
      cod_modulo: 2,
      descricao: expect.any(String),
    });
  });

  it("patron A's token never answers patron B's data, whatever the parameters", async () => {
    const ana = await tokensOf(app, '20260001', DEMO_PASSWORD);
    const carlos = await tokensOf(app, '20260002', DEMO_PASSWORD);
    const carlosId = await personId('Carlos Eduardo Lima');
    for (const url of [
      '/api/pessoas',
      `/api/pessoas?cod_pessoa=${carlosId}&user=20260002&login=20260002`,
    ]) {
      const res = await get(url, ana.access_token);
      expect(res.json().user.login).toBe('20260001');
    }
    const logins = await get('/api/pessoas/login?cod_pessoa=' + carlosId, ana.access_token);
    expect(logins.json().map((l: { codigo: string }) => l.codigo)).toEqual(['20260001']);
    expect((await get('/api/pessoas', carlos.access_token)).json().user.nome_pessoa).toBe(
      'Carlos Eduardo Lima',
    );
  });

  it('without a token, or with the public token, it is 401', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/pessoas' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ key: 'login_required' });
    const pub = await get('/api/pessoas', await publicToken(app));
    expect(pub.statusCode).toBe(401);
  });
});

describe('GET /api/pessoas/login and PUT /api/pessoas/troca-login', () => {
  it("lists the person's password logins, marking the session's", async () => {
    const { access_token } = await tokensOf(app, '20260003', DEMO_PASSWORD);
    const res = await get('/api/pessoas/login', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        codigo: '20260003',
        base: 'local',
        descricao: 'Mestrado em Educação',
        categoria: 'Mestrado',
        atual: true,
      },
      {
        codigo: '20240003',
        base: 'local',
        descricao: 'Especialização em Gestão Cultural',
        categoria: 'Pós-graduação',
        atual: false,
      },
    ]);
    // Ana's single-sign-on login is not a login to choose.
    const ana = await tokensOf(app, '20260001', DEMO_PASSWORD);
    expect((await get('/api/pessoas/login', ana.access_token)).json()).toHaveLength(1);
  });

  it('switches the session to another login of the same person, with new tokens', async () => {
    const first = await tokensOf(app, '20260003', DEMO_PASSWORD);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(first.access_token),
      payload: { codigo: ' 20240003 ', base: 'local' },
    });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(decodeJwt(next.access_token)).toMatchObject({
      login: '20240003',
      sid: decodeJwt(first.access_token).sid,
    });
    const me = await get('/api/pessoas', next.access_token);
    expect(me.json().user).toMatchObject({
      login: '20240003',
      nome_pessoa: 'Beatriz Nogueira Costa',
    });
    const logins = (await get('/api/pessoas/login', next.access_token)).json();
    expect(logins.find((l: { atual: boolean }) => l.atual).codigo).toBe('20240003');
    // The new refresh token continues the session as the new login.
    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: next.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().access_token).login).toBe('20240003');
  });

  it('the cookie transport puts the new refresh token in the refresh cookie', async () => {
    const first = await tokensOf(app, '20260003', DEMO_PASSWORD);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(first.access_token),
      payload: { codigo: '20240003', base: 'local', token_transport: 'cookie' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${REFRESH_COOKIE}=.+; Path=/api/oauth; HttpOnly; SameSite=Strict`),
    );
  });

  it("another person's login answers like one that does not exist: 404", async () => {
    const { access_token } = await tokensOf(app, '20260003', DEMO_PASSWORD);
    const answers = [];
    for (const payload of [
      { codigo: '20260001', base: 'local' },
      { codigo: 'nao-existe', base: 'local' },
      { codigo: '20240003', base: 'outra' },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/pessoas/troca-login',
        headers: bearer(access_token),
        payload,
      });
      expect(res.statusCode).toBe(404);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    // The session is untouched.
    expect((await get('/api/pessoas', access_token)).json().user.login).toBe('20260003');
  });

  it('after logout the session cannot switch logins', async () => {
    const tokens = await tokensOf(app, '20260003', DEMO_PASSWORD);
    await app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      payload: { token: tokens.refresh_token },
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(tokens.access_token),
      payload: { codigo: '20240003', base: 'local' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'invalid_grant' });
  });
});
