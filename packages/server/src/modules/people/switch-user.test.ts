import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createPatron, tokenRequest, tokensOf } from '../../test-support/auth.ts';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS, auth: { argon2: ARGON2_MINIMUM } });
  await app.ready();
  await createPatron(db.kysely, {
    name: 'Beatriz Nogueira Costa',
    logins: [
      { login: 'su-mestrado', category: 4 },
      { login: 'SU-Especializacao', category: 3 },
    ],
  });
  await createPatron(db.kysely, { name: 'Carlos Lima', logins: [{ login: 'su-carlos' }] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const switchUser = (token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/pessoas/meu-pergamum/troca-usuario',
    headers: bearer(token),
    payload,
  });

describe('POST /api/pessoas/meu-pergamum/troca-usuario', () => {
  it('switches to another login of the same person (any case); the old tokens stop working', async () => {
    const before = await tokensOf(app, 'su-mestrado', 'Senha-Teste-1');
    const res = await switchUser(before.access_token, { usuario: ' su-especializacao ' });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(decodeJwt(next.access_token).login).toBe('SU-Especializacao');
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(next.access_token) });
    expect(me.json().user).toMatchObject({ login: 'SU-Especializacao' });
    const fresh = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: next.refresh_token,
    });
    expect(fresh.statusCode).toBe(200);
    // The refresh token from before the switch is spent (presenting it counts as reuse).
    const old = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
    });
    expect(old.statusCode).toBe(401);
  });

  it('token_transport=cookie puts the refresh token in the refresh cookie', async () => {
    const before = await tokensOf(app, 'su-mestrado', 'Senha-Teste-1');
    const res = await switchUser(before.access_token, {
      usuario: 'SU-Especializacao',
      token_transport: 'cookie',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toContain(`${REFRESH_COOKIE}=`);
  });

  it("another person's login answers like one that does not exist (404); the session is untouched", async () => {
    const before = await tokensOf(app, 'su-mestrado', 'Senha-Teste-1');
    const bodies = [];
    for (const usuario of ['su-carlos', 'nao-existe']) {
      const res = await switchUser(before.access_token, { usuario });
      expect(res.statusCode).toBe(404);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(before.access_token) });
    expect(me.json().user.login).toBe('su-mestrado');
  });

  it('a blank usuario is 422 account_data_required (spec §5: a user is required)', async () => {
    const before = await tokensOf(app, 'su-mestrado', 'Senha-Teste-1');
    const res = await switchUser(before.access_token, { usuario: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'account_data_required', field: 'usuario' });
    expect((await switchUser(before.access_token, {})).statusCode).toBe(400);
  });

  it('after logout: 401 invalid_grant; without a token: 401', async () => {
    const tokens = await tokensOf(app, 'su-mestrado', 'Senha-Teste-1');
    await app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      payload: { token: tokens.refresh_token },
    });
    const res = await switchUser(tokens.access_token, { usuario: 'SU-Especializacao' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'invalid_grant' });
    const none = await app.inject({
      method: 'POST',
      url: '/api/pessoas/meu-pergamum/troca-usuario',
      payload: { usuario: 'su-mestrado' },
    });
    expect(none.statusCode).toBe(401);
  });
});
