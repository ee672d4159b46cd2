import type { FastifyInstance } from 'fastify';
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY, PUBLIC_CLIENT_ID, REFRESH_COOKIE, WEB_CLIENT_ID } from '@estante/contract';
import { buildApp, type AppOptions } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  createPatron,
  signIn,
  tokenRequest,
  tokensOf,
} from '../../test-support/auth.ts';
import { ARGON2_MINIMUM, DEFAULT_AUTH_SETTINGS, type AuthSettings } from './settings.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

let db: Db;
const apps: FastifyInstance[] = [];
let app: FastifyInstance;

/** Failed sign-ins never throttle unless a test asks for it. */
const NO_THROTTLE: Partial<AuthSettings> = {
  argon2: ARGON2_MINIMUM,
  throttle: { perAccount: 1000, perAddress: 1000, windowSeconds: 300 },
};

async function appWith(auth: Partial<AuthSettings> = {}, options: Partial<AppOptions> = {}) {
  const built = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: { ...NO_THROTTLE, ...auth },
    ...options,
  });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely);
  app = await appWith();
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await db.close();
});

/** The Set-Cookie header of the refresh cookie, as one string. */
function refreshCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.find((c: string) => c.startsWith(`${REFRESH_COOKIE}=`));
}

const cookieValue = (setCookie: string) => setCookie.split(';')[0]!.split('=')[1]!;

describe('POST /api/oauth/token: client credentials', () => {
  it('the public client gets a short-lived public ES256 token and no refresh token', async () => {
    const res = await tokenRequest(app, {
      grant_type: 'client_credentials',
      client_id: PUBLIC_CLIENT_ID,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: DEFAULT_AUTH_SETTINGS.accessTokenSeconds,
    });
    const header = decodeProtectedHeader(body.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toEqual(expect.any(String));
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      kind: 'public',
      client_id: PUBLIC_CLIENT_ID,
      sub: PUBLIC_CLIENT_ID,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect(claims.exp! - claims.iat!).toBe(DEFAULT_AUTH_SETTINGS.accessTokenSeconds);
  });

  it('JSON bodies are accepted too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: PUBLIC_CLIENT_ID },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the web client may not use client credentials; unknown or missing clients are refused', async () => {
    const web = await tokenRequest(app, {
      grant_type: 'client_credentials',
      client_id: WEB_CLIENT_ID,
    });
    expect(web.statusCode).toBe(401);
    expect(web.json()).toMatchObject({ key: 'invalid_client', error: 'unauthorized_client' });
    for (const fields of [{ client_id: 'nobody' }, {}] as Record<string, string>[]) {
      const res = await tokenRequest(app, { grant_type: 'client_credentials', ...fields });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ key: 'invalid_client', error: 'invalid_client' });
    }
  });

  it('an unknown grant type is 400 unsupported_grant_type', async () => {
    const res = await tokenRequest(app, { grant_type: 'implicit', client_id: WEB_CLIENT_ID });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      key: 'unsupported_grant_type',
      error: 'unsupported_grant_type',
    });
  });
});

describe('POST /api/oauth/token: password', () => {
  it('signs Ana in: a patron token naming her and her login, and a refresh token', async () => {
    const res = await signIn(app, '20260001', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: expect.any(String),
    });
    const ana = await db.kysely
      .selectFrom('person')
      .select('id')
      .where('name', '=', 'Ana Souza')
      .executeTakeFirstOrThrow();
    expect(decodeJwt(body.access_token)).toMatchObject({
      sub: String(ana.id),
      login: '20260001',
      kind: 'patron',
      client_id: WEB_CLIENT_ID,
    });
    // Only the hash of the refresh token is stored.
    const stored = await db.kysely.selectFrom('refresh_token').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(body.refresh_token);
  });

  it('the login is found whatever its case, and with JSON bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: WEB_CLIENT_ID,
        username: 'BALCAO01',
        password: DEMO_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().access_token).login).toBe('balcao01');
  });

  it('only first-party clients allowed to may use the password grant', async () => {
    const res = await signIn(app, '20260001', DEMO_PASSWORD, { client_id: PUBLIC_CLIENT_ID });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'invalid_client', error: 'unauthorized_client' });
  });

  it('a missing or blank username is 422 with the "enter your account data" message', async () => {
    for (const extra of [{}, { username: '   ' }] as Record<string, string>[]) {
      const res = await tokenRequest(
        app,
        { grant_type: 'password', client_id: WEB_CLIENT_ID, password: 'x', ...extra },
        { headers: { 'x-idioma': '5' } },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        status: 422,
        key: 'account_data_required',
        message: 'Enter your account data.',
        field: 'username',
      });
    }
  });

  it('a missing password is 422 password_required', async () => {
    const res = await tokenRequest(app, {
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: '20260001',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'password_required', field: 'password' });
  });

  it('an unknown user and a wrong password get the very same answer', async () => {
    const unknown = await signIn(
      app,
      'nao-existe-999',
      'Errada-1',
      {},
      { remoteAddress: '198.51.100.7' },
    );
    const wrong = await signIn(app, '20260002', 'Errada-1', {}, { remoteAddress: '198.51.100.7' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      status: 401,
      key: 'invalid_credentials',
      message: 'Usuário ou senha incorretos.',
      error: 'invalid_grant',
    });
    // Carlos signs in after one failure, which is then forgotten.
    expect((await signIn(app, '20260002', DEMO_PASSWORD)).statusCode).toBe(200);
    const carlos = await db.kysely
      .selectFrom('person')
      .select('failed_attempts')
      .where('name', '=', 'Carlos Eduardo Lima')
      .executeTakeFirstOrThrow();
    expect(carlos.failed_attempts).toBe(0);
  });

  it('a login only for external sign-in cannot sign in with a password', async () => {
    const res = await signIn(app, 'ana.souza@demo.estante', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'invalid_credentials' });
  });

  it('with activity 1120 on, the captcha is required (solved answers: captcha.test.ts)', async () => {
    await db.kysely
      .updateTable('activity')
      .set({ enabled: true })
      .where('code', '=', ACTIVITY.captcha)
      .execute();
    try {
      const missing = await signIn(app, '20260001', DEMO_PASSWORD);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ key: 'captcha_required', field: 'recaptcha_token' });
      const given = await signIn(app, '20260001', DEMO_PASSWORD, { recaptcha_token: 'abc' });
      expect(given.statusCode).toBe(422);
      expect(given.json()).toMatchObject({ key: 'captcha_invalid' });
    } finally {
      await db.kysely
        .updateTable('activity')
        .set({ enabled: false })
        .where('code', '=', ACTIVITY.captcha)
        .execute();
    }
    expect((await signIn(app, '20260001', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a password hashed at a lower cost than configured is rehashed at sign-in', async () => {
    const patron = await createPatron(db.kysely, { password: 'Rehash-1' });
    const strong = await appWith({ argon2: { memoryKib: 19456, timeCost: 3 } });
    expect((await signIn(strong, patron.logins[0]!, 'Rehash-1')).statusCode).toBe(200);
    const row = await db.kysely
      .selectFrom('person')
      .select('password_hash')
      .where('id', '=', patron.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=3,p=1\$/);
    expect((await signIn(strong, patron.logins[0]!, 'Rehash-1')).statusCode).toBe(200);
  });
});

describe('lockout and throttling', () => {
  it('the Nth consecutive wrong password blocks the account: 430 ACESSO_BLOQUEADO, bloqueio true', async () => {
    const patron = await createPatron(db.kysely, { password: 'Certa-123' });
    const login = patron.logins[0]!;
    for (let i = 1; i < DEFAULT_AUTH_SETTINGS.maxFailures; i++) {
      expect((await signIn(app, login, `Errada-${i}`)).statusCode).toBe(401);
    }
    const last = await signIn(app, login, 'Errada-final', {}, { remoteAddress: '203.0.113.9' });
    expect(last.statusCode).toBe(430);
    expect(last.json()).toMatchObject({
      status: 430,
      key: 'ACESSO_BLOQUEADO',
      bloqueio: true,
    });
    // Blocked until recovery: the right password does not help.
    const right = await signIn(app, login, 'Certa-123');
    expect(right.statusCode).toBe(430);
    expect(right.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true });
    const row = await db.kysely
      .selectFrom('person')
      .select(['blocked', 'blocked_reason'])
      .where('id', '=', patron.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ blocked: true, blocked_reason: 'failed_attempts' });
  });

  it('LOGIN_MAX_FAILURES is configurable', async () => {
    const strict = await appWith({ maxFailures: 2 });
    const patron = await createPatron(db.kysely);
    expect((await signIn(strict, patron.logins[0]!, 'x1')).statusCode).toBe(401);
    expect((await signIn(strict, patron.logins[0]!, 'x2')).statusCode).toBe(430);
  });

  it('the demo account 20260004 is blocked: 430 with the right password', async () => {
    const res = await signIn(app, '20260004', DEMO_PASSWORD, {}, { remoteAddress: '203.0.113.10' });
    expect(res.statusCode).toBe(430);
    expect(res.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true, status: 430 });
  });

  it('consecutive failures on one account give 429 too_many_attempts with Retry-After, known or not', async () => {
    const throttled = await appWith({
      throttle: { perAccount: 2, perAddress: 1000, windowSeconds: 300 },
    });
    const patron = await createPatron(db.kysely, { password: 'Certa-456' });
    for (const username of [patron.logins[0]!, 'ninguem-aqui']) {
      for (let i = 0; i < 2; i++) {
        expect((await signIn(throttled, username, 'errada')).statusCode).toBe(401);
      }
      const over = await signIn(
        throttled,
        username,
        'Certa-456',
        {},
        { remoteAddress: '192.0.2.77' },
      );
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status: 429, key: 'too_many_attempts' });
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
    }
  });

  it('failures from one address, spread over accounts, give 429 to that address only', async () => {
    const throttled = await appWith({
      throttle: { perAccount: 1000, perAddress: 3, windowSeconds: 300 },
    });
    const patron = await createPatron(db.kysely, { password: 'Certa-789' });
    const address = '192.0.2.200';
    for (const username of ['u-a', 'u-b', 'u-c']) {
      expect(
        (await signIn(throttled, username, 'x', {}, { remoteAddress: address })).statusCode,
      ).toBe(401);
    }
    const over = await signIn(
      throttled,
      patron.logins[0]!,
      'Certa-789',
      {},
      { remoteAddress: address },
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const elsewhere = await signIn(
      throttled,
      patron.logins[0]!,
      'Certa-789',
      {},
      {
        remoteAddress: '192.0.2.201',
      },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/oauth/token: refresh_token', () => {
  it('rotates on every use; a used token twice is 401 and ends the whole sign-in', async () => {
    const first = await tokensOf(app, '20260002', DEMO_PASSWORD);
    const second = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: WEB_CLIENT_ID,
    });
    expect(second.statusCode).toBe(200);
    const next = second.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ login: '20260002', kind: 'patron' });

    const reused = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ key: 'invalid_grant', error: 'invalid_grant' });
    // The newest token of the family stops working too.
    const newest = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: next.refresh_token,
    });
    expect(newest.statusCode).toBe(401);
    const family = await db.kysely
      .selectFrom('session_family')
      .select('revoked_reason')
      .where('id', '=', String(decodeJwt(next.access_token).sid))
      .executeTakeFirstOrThrow();
    expect(family.revoked_reason).toBe('reuse');
  });

  it('unknown tokens, another client and a missing token are refused', async () => {
    const unknown = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: 'nada',
    });
    expect(unknown.statusCode).toBe(401);
    const tokens = await tokensOf(app, '20260002', DEMO_PASSWORD);
    const otherClient = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: PUBLIC_CLIENT_ID,
    });
    expect(otherClient.statusCode).toBe(401);
    const missing = await tokenRequest(app, { grant_type: 'refresh_token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'refresh_token' });
  });

  it('an expired refresh token is refused', async () => {
    const tokens = await tokensOf(app, '20260002', DEMO_PASSWORD);
    const sid = String(decodeJwt(tokens.access_token).sid);
    await db.kysely
      .updateTable('refresh_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('family_id', '=', sid)
      .execute();
    const res = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('refresh token in a cookie (token_transport=cookie)', () => {
  it('a plain sign-in: HttpOnly, SameSite=Strict, Path=/api/oauth session cookie, not in the body', async () => {
    const res = await signIn(app, '20260001', DEMO_PASSWORD, { token_transport: 'cookie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    const cookie = refreshCookie(res)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/oauth(;|$)/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('remember me makes it persistent (Max-Age); refresh reads it back and sets the next', async () => {
    const res = await signIn(app, '20260001', DEMO_PASSWORD, {
      token_transport: 'cookie',
      remember_me: 'true',
    });
    const cookie = refreshCookie(res)!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(DEFAULT_AUTH_SETTINGS.session.absoluteSeconds);
    expect(maxAge).toBeLessThanOrEqual(DEFAULT_AUTH_SETTINGS.rememberMe.idleSeconds);

    const refreshed = await tokenRequest(
      app,
      { grant_type: 'refresh_token', client_id: WEB_CLIENT_ID, token_transport: 'cookie' },
      { headers: { cookie: `${REFRESH_COOKIE}=${cookieValue(cookie)}` } },
    );
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).toBeUndefined();
    const next = refreshCookie(refreshed)!;
    expect(cookieValue(next)).not.toBe(cookieValue(cookie));
    expect(next).toMatch(/Max-Age=\d+/);

    // The first cookie again: reuse; the sign-in ends and the cookie is cleared.
    const reused = await tokenRequest(
      app,
      { grant_type: 'refresh_token', token_transport: 'cookie' },
      { headers: { cookie: `${REFRESH_COOKIE}=${cookieValue(cookie)}` } },
    );
    expect(reused.statusCode).toBe(401);
    expect(refreshCookie(reused)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('the cookie is Secure when the public address is https', async () => {
    const https = await appWith({ publicUrl: 'https://biblioteca.example' });
    const res = await signIn(https, '20260001', DEMO_PASSWORD, { token_transport: 'cookie' });
    expect(refreshCookie(res)).toMatch(/; Secure/);
  });
});

describe('POST /api/oauth/revoke', () => {
  it('ends the sign-in of a refresh token; unknown tokens are 200 too', async () => {
    const tokens = await tokensOf(app, '20260002', DEMO_PASSWORD);
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(tokens.refresh_token)}&token_type_hint=refresh_token`,
    });
    expect(res.statusCode).toBe(200);
    const after = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(after.statusCode).toBe(401);
    for (const payload of [{ token: 'desconhecido' }, {}]) {
      const unknown = await app.inject({ method: 'POST', url: '/api/oauth/revoke', payload });
      expect(unknown.statusCode).toBe(200);
    }
  });

  it('with the cookie: the sign-in ends and the cookie is cleared', async () => {
    const res = await signIn(app, '20260001', DEMO_PASSWORD, { token_transport: 'cookie' });
    const value = cookieValue(refreshCookie(res)!);
    const out = await app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { cookie: `${REFRESH_COOKIE}=${value}` },
    });
    expect(out.statusCode).toBe(200);
    expect(refreshCookie(out)).toMatch(/Path=\/api\/oauth/);
    expect(refreshCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await tokenRequest(
      app,
      { grant_type: 'refresh_token' },
      { headers: { cookie: `${REFRESH_COOKIE}=${value}` } },
    );
    expect(after.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  /** The signing key the apps use, from the database. */
  async function databaseKey() {
    const row = await db.kysely
      .selectFrom('signing_key')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { kid: row.kid, key: await importJWK(row.private_jwk as JWK, 'ES256') };
  }

  async function patronClaims() {
    const tokens = await tokensOf(app, '20260001', DEMO_PASSWORD);
    return decodeJwt(tokens.access_token);
  }

  const pessoas = (token: string) =>
    app.inject({ method: 'GET', url: '/api/pessoas', headers: bearer(token) });

  function expectInvalid(res: {
    statusCode: number;
    json: () => unknown;
    headers: Record<string, unknown>;
  }) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, key: 'invalid_token' });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  }

  it('a forged token (claims changed after signing) is 401 invalid_token', async () => {
    const tokens = await tokensOf(app, '20260001', DEMO_PASSWORD);
    const [h, , s] = tokens.access_token.split('.');
    const claims = { ...decodeJwt(tokens.access_token), sub: '2' };
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    expectInvalid(await pessoas(forged));
  });

  it('an expired token is 401, on private and on open routes alike', async () => {
    const { kid, key } = await databaseKey();
    const claims = await patronClaims();
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expectInvalid(await pessoas(expired));
    expectInvalid(
      await app.inject({ method: 'GET', url: '/api/health', headers: bearer(expired) }),
    );
  });

  it('a token accepted before is refused once it expires (verified tokens are kept until exp)', async () => {
    const { access_token: token } = await tokensOf(app, '20260001', DEMO_PASSWORD);
    expect((await pessoas(token)).statusCode).toBe(200);
    expect((await pessoas(token)).statusCode).toBe(200);
    const exp = decodeJwt(token).exp!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000);
      expectInvalid(await pessoas(token));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token signed with another key under our kid is 401', async () => {
    const { kid } = await databaseKey();
    const claims = await patronClaims();
    const other = await generateKeyPair('ES256');
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid })
      .sign(other.privateKey);
    expectInvalid(await pessoas(token));
  });

  it('alg none, HS256 and garbage are 401', async () => {
    const claims = await patronClaims();
    const { kid } = await databaseKey();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    expectInvalid(await pessoas(none));
    const hs = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid })
      .sign(new TextEncoder().encode('a-shared-secret-of-enough-length!!'));
    expectInvalid(await pessoas(hs));
    expectInvalid(await pessoas('garbage'));
    expectInvalid(
      await app.inject({
        method: 'GET',
        url: '/api/pessoas',
        headers: { authorization: 'Bearer' },
      }),
    );
  });

  it('a token signed with a valid key verifies on a second app over the same database', async () => {
    const first = await appWith();
    const second = await appWith();
    const tokens = await tokensOf(first, '20260003', DEMO_PASSWORD);
    const res = await second.inject({
      method: 'GET',
      url: '/api/pessoas',
      headers: bearer(tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.login).toBe('20260003');
    // And the second app continues the sign-in with the refresh token.
    const refreshed = await tokenRequest(second, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const back = await first.inject({
      method: 'GET',
      url: '/api/pessoas',
      headers: bearer(refreshed.json().access_token),
    });
    expect(back.statusCode).toBe(200);
  });

  it('a key created by another process after this one loaded its keys still verifies', async () => {
    const first = await appWith();
    const second = await appWith();
    await tokensOf(first, '20260001', DEMO_PASSWORD); // both have loaded the current key
    await tokensOf(second, '20260001', DEMO_PASSWORD);
    // Rotation: the current key stops signing; the next sign-in creates a new key.
    await db.kysely
      .updateTable('signing_key')
      .set({ signs_until: new Date(Date.now() - 1000) })
      .execute();
    const rotatedApp = await appWith();
    const tokens = await tokensOf(rotatedApp, '20260001', DEMO_PASSWORD);
    const keys = await db.kysely.selectFrom('signing_key').select('kid').execute();
    expect(keys.length).toBeGreaterThan(1);
    const res = await first.inject({
      method: 'GET',
      url: '/api/pessoas',
      headers: bearer(tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
  });
});
