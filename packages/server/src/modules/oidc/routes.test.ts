/**
 * External sign-in (spec §7 Authentication, §8 external sign-in errors) against a real
 * OpenID provider over HTTP (oidc-provider, the demo's), on PGlite or PostgreSQL.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, WEB_CLIENT_ID } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, tokenRequest } from '../../test-support/auth.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { startDemoOidc } from './demo.ts';
import type { LocalProvider } from './local-provider.ts';
import { providerSignIn } from './provider-login.ts';
import type { RateLimits } from '../../plugins/rate-limit.ts';
import type { OidcSettings } from './settings.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const ANA = 'ana.souza@demo.estante';

let db: Db;
let provider: LocalProvider;
let settings: OidcSettings;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function appWith(oidc: OidcSettings | null, rateLimits: RateLimits = GENEROUS_RATE_LIMITS) {
  const built = await buildApp({
    db,
    rateLimits,
    auth: { argon2: ARGON2_MINIMUM, publicUrl: PUBLIC_URL },
    oidc,
  });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely, ARGON2_MINIMUM);
  ({ provider, settings } = await startDemoOidc(PUBLIC_URL, 0));
  app = await appWith(settings);
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await provider.close();
  await db.close();
});

function authorize(target: FastifyInstance, query: Record<string, string>, lang = 'pt') {
  return target.inject({
    method: 'GET',
    url: `/api/oidc/authorize?${new URLSearchParams(query)}`,
    headers: { 'accept-language': lang },
  });
}

function validate(target: FastifyInstance, body: Record<string, unknown>, lang = 'pt') {
  return target.inject({
    method: 'POST',
    url: '/api/oidc/validar',
    headers: { 'accept-language': lang },
    payload: body,
  });
}

/** authorize → the provider's sign-in page → its answer; with the nonce of the request. */
async function roundTrip(
  options: { login?: string; password?: string; redirect?: string; cancel?: boolean } = {},
) {
  const res = await authorize(app, {
    login: options.login ?? ANA,
    ...(options.redirect ? { redirect: options.redirect } : {}),
  });
  expect(res.statusCode).toBe(200);
  const { nonce, link } = res.json() as { nonce: string; link: string };
  const answer = await providerSignIn(
    link,
    options.login ?? ANA,
    options.password ?? DEMO_PASSWORD,
    { cancel: options.cancel },
  );
  return { nonce, link, answer: Object.fromEntries(answer) };
}

const personOf = async (login: string) =>
  (
    await db.kysely
      .selectFrom('person_login')
      .select('person_id')
      .where('login', '=', login)
      .executeTakeFirstOrThrow()
  ).person_id;

describe('GET /api/oidc/authorize', () => {
  it('answers a nonce and the provider link with PKCE (S256), state, nonce and login hint', async () => {
    const res = await authorize(app, { login: ANA, redirect: '/meupergamum' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { nonce, link } = res.json() as { nonce: string; link: string };
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = new URL(link);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(settings.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth-response`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('login_hint')).toBe(ANA);
    // The browser's handle is not what the provider sees.
    expect(link).not.toContain(nonce);
    // Only its hash is stored.
    const stored = await sql<{ n: number }>`
      select count(*)::int as n from oidc_authorization
      where handle_hash = ${createHash('sha256').update(nonce).digest('hex')}`.execute(db.kysely);
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('refuses a missing or empty login in the error style', async () => {
    for (const query of [{}, { login: '' }] as Record<string, string>[]) {
      const res = await authorize(app, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, key: 'validation_error' });
    }
  });

  it('answers 404 oidc_disabled when external sign-in is not configured', async () => {
    const off = await appWith(null);
    const res = await authorize(off, { login: ANA }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      key: 'oidc_disabled',
      message: 'External sign-in is not available.',
    });
    const validar = await validate(off, { nonce: 'x', code: 'y', state: 'z' });
    expect(validar.statusCode).toBe(404);
  });

  it('counts in the sign-in rate limit group (RATE_LIMIT_LOGIN)', async () => {
    const limited = await appWith(settings, { ...GENEROUS_RATE_LIMITS, login: 2 });
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await limited.inject({
        url: `/api/oidc/authorize?login=${ANA}`,
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const validar = await limited.inject({
      method: 'POST',
      url: '/api/oidc/validar',
      remoteAddress: address,
      payload: { nonce: 'x' },
    });
    expect(validar.statusCode).toBe(429);
    expect(validar.json()).toMatchObject({ key: 'too_many_requests' });
  });

  it('answers 502 oidc_error when the provider cannot be reached', async () => {
    const down = await appWith({ ...settings, issuer: new URL('http://127.0.0.1:9') });
    for (const [lang, message] of [
      ['pt', 'Erro no login externo. Tente novamente mais tarde.'],
      ['en', 'External sign-in failed. Please try again later.'],
      ['es', 'Error en el inicio de sesión externo. Inténtelo de nuevo más tarde.'],
    ] as const) {
      const res = await authorize(down, { login: ANA }, lang);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ status: 502, key: 'oidc_error', message });
    }
  });
});

describe('POST /api/oidc/validar', () => {
  it('signs Ana in through the provider: the same person as 20260001, tokens as a password grant', async () => {
    const { nonce, answer } = await roundTrip({ redirect: '/meupergamum/dados-pessoais' });
    expect(answer.code).toBeTruthy();
    expect(answer.iss).toBe(provider.issuer);
    const res = await validate(app, { nonce, ...answer });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', redirect: '/meupergamum/dados-pessoais' });
    expect(body.refresh_token).toEqual(expect.any(String));

    const me = await app.inject({
      url: '/api/pessoas',
      headers: bearer(body.access_token as string),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      bloqueio: false,
      user: { login: ANA, nome_pessoa: 'Ana Souza', cod_pessoa: await personOf('20260001') },
    });

    // The refresh token rotates like a password grant's.
    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT_ID,
      refresh_token: body.refresh_token as string,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('puts the refresh token in the refresh cookie for the web app (token_transport=cookie)', async () => {
    const { nonce, answer } = await roundTrip();
    const res = await validate(app, { nonce, ...answer, token_transport: 'cookie' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect(res.json()).toMatchObject({ redirect: '/' });
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/oauth', httpOnly: true, sameSite: 'Strict' });
    // No "remember me": a session cookie.
    expect(cookie?.maxAge).toBeUndefined();
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { [REFRESH_COOKIE]: cookie!.value },
      payload: `grant_type=refresh_token&client_id=${WEB_CLIENT_ID}`,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('never sends the browser off the site: a foreign redirect becomes /', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const { nonce, answer } = await roundTrip({ redirect });
      const res = await validate(app, { nonce, ...answer });
      expect(res.json()).toMatchObject({ redirect: '/' });
    }
  });

  it('refuses a nonce used twice, and an unknown nonce (401 oidc_token_invalid)', async () => {
    const { nonce, answer } = await roundTrip();
    expect((await validate(app, { nonce, ...answer })).statusCode).toBe(200);
    const again = await validate(app, { nonce, ...answer }, 'en');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      status: 401,
      key: 'oidc_token_invalid',
      message: 'The external sign-in token could not be validated. Please sign in again.',
    });
    const other = await roundTrip();
    const forged = await validate(app, { ...other.answer, nonce: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ key: 'oidc_token_invalid' });
  });

  it("refuses another request's answer: the state must be this nonce's", async () => {
    const first = await roundTrip();
    const second = await roundTrip();
    // The code and state of the second sign-in, presented with the first one's nonce.
    const swapped = await validate(app, { nonce: first.nonce, ...second.answer }, 'es');
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json()).toMatchObject({
      key: 'oidc_token_invalid',
      message:
        'Error en la validación del token del inicio de sesión externo. Vuelva a iniciar sesión.',
    });
    // The handle is used up by the failed try.
    const retry = await validate(app, { nonce: first.nonce, ...first.answer });
    expect(retry.statusCode).toBe(401);
    // A missing state is refused too.
    const { nonce, answer } = await roundTrip();
    const { state: _state, ...withoutState } = answer;
    expect((await validate(app, { nonce, ...withoutState })).statusCode).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one sent (checked by openid-client)', async () => {
    const { nonce, answer } = await roundTrip();
    await sql`update oidc_authorization set nonce = 'not-the-nonce-sent'
      where handle_hash = ${createHash('sha256').update(nonce).digest('hex')}`.execute(db.kysely);
    const res = await validate(app, { nonce, ...answer });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'oidc_token_invalid' });
  });

  it('refuses a code without its PKCE verifier (the provider checks it)', async () => {
    const { nonce, answer } = await roundTrip();
    await sql`update oidc_authorization set code_verifier = ${'x'.repeat(43)}
      where handle_hash = ${createHash('sha256').update(nonce).digest('hex')}`.execute(db.kysely);
    const res = await validate(app, { nonce, ...answer });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'oidc_token_invalid' });
  });

  it('refuses an expired request', async () => {
    const { nonce, answer } = await roundTrip();
    await sql`update oidc_authorization set expires_at = now() - interval '1 second'
      where handle_hash = ${createHash('sha256').update(nonce).digest('hex')}`.execute(db.kysely);
    expect((await validate(app, { nonce, ...answer })).statusCode).toBe(401);
  });

  it('answers 404 oidc_user_not_found for a provider account nobody here has', async () => {
    const { nonce, answer } = await roundTrip({ login: 'visitante@demo.estante' });
    expect(answer.code).toBeTruthy();
    const res = await validate(app, { nonce, ...answer }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      key: 'oidc_user_not_found',
      message: 'User not found. Use the same credentials registered with the library.',
    });
  });

  it('answers 403 oidc_access_denied when the provider refuses (the user cancelled)', async () => {
    const { nonce, answer } = await roundTrip({ cancel: true });
    expect(answer.error).toBe('access_denied');
    const res = await validate(app, { nonce, ...answer });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      key: 'oidc_access_denied',
      message: 'Permissão negada pelo provedor de login externo.',
    });
  });

  it('answers 430 ACESSO_BLOQUEADO for a blocked person', async () => {
    const { nonce, answer } = await roundTrip();
    const person = await personOf(ANA);
    await db.kysely.updateTable('person').set({ blocked: true }).where('id', '=', person).execute();
    try {
      const res = await validate(app, { nonce, ...answer });
      expect(res.statusCode).toBe(430);
      expect(res.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true });
    } finally {
      await db.kysely
        .updateTable('person')
        .set({ blocked: false })
        .where('id', '=', person)
        .execute();
    }
  });

  it('answers 502 oidc_error when the provider goes down before the code is exchanged', async () => {
    const spare = await startDemoOidc(PUBLIC_URL, 0);
    const target = await appWith(spare.settings);
    const res = await authorize(target, { login: ANA });
    const { nonce, link } = res.json() as { nonce: string; link: string };
    const answer = Object.fromEntries(await providerSignIn(link, ANA, DEMO_PASSWORD));
    await spare.provider.close();
    const validar = await validate(target, { nonce, ...answer });
    expect(validar.statusCode).toBe(502);
    expect(validar.json()).toMatchObject({ key: 'oidc_error' });
  });

  it('refuses a malformed body in the error style', async () => {
    for (const body of [{}, { nonce: '' }, { nonce: 'x', remember_me: 'often' }]) {
      const res = await validate(app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, key: 'validation_error' });
    }
  });

  it("the provider's page refuses a wrong password", async () => {
    const res = await authorize(app, { login: ANA });
    const { link } = res.json() as { link: string };
    await expect(providerSignIn(link, ANA, 'wrong-password')).rejects.toThrow(
      /refused the sign-in/,
    );
  });
});
