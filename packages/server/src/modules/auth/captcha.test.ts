import type { FastifyInstance } from 'fastify';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, type CaptchaChallenge } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createActivities, createPatron, signIn } from '../../test-support/auth.ts';
import { ARGON2_MINIMUM } from './settings.ts';

/**
 * The captcha of activity 1120 (ALTCHA proof of work) through the API: challenges are solved
 * here exactly as the browser solves them, with altcha-lib's solver.
 */
let db: Db;
let app: FastifyInstance;
/** A second API process on the same database. */
let other: FastifyInstance;
let login: string;

// A cheap proof of work keeps the tests quick; the rules checked do not depend on the cost.
const CAPTCHA = { cost: 10, counterMax: 40, ttlSeconds: 60 };

async function build(): Promise<FastifyInstance> {
  const built = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: { argon2: ARGON2_MINIMUM, captcha: CAPTCHA },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await db.kysely
    .updateTable('activity')
    .set({ enabled: true })
    .where('code', '=', ACTIVITY.captcha)
    .execute();
  login = (await createPatron(db.kysely, { password: 'Senha-Teste-1' })).logins[0]!;
  app = await build();
  other = await build();
});

afterAll(async () => {
  await app.close();
  await other.close();
  await db.close();
});

async function challengeOf(server: FastifyInstance = app): Promise<CaptchaChallenge> {
  const res = await server.inject({ url: '/api/captcha/desafio' });
  expect(res.statusCode).toBe(200);
  return res.json<CaptchaChallenge>();
}

/** The `recaptcha_token` a browser sends for `challenge`, solved. */
async function answer(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const solved = async (server: FastifyInstance = app) => answer(await challengeOf(server));

const recover = (user: string, token?: string) =>
  app.inject({
    url: `/api/pessoas/${user}/recuperar-senha${token ? `?recaptcha_token=${encodeURIComponent(token)}` : ''}`,
  });

describe('GET /api/captcha/desafio', () => {
  it('answers a new signed, expiring PBKDF2 challenge each time, never cached', async () => {
    const res = await app.inject({ url: '/api/captcha/desafio' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json<CaptchaChallenge>();
    expect(first.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CAPTCHA.cost });
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    const now = Date.now() / 1000;
    expect(first.parameters.expiresAt).toBeGreaterThan(now + CAPTCHA.ttlSeconds - 5);
    expect(first.parameters.expiresAt).toBeLessThanOrEqual(now + CAPTCHA.ttlSeconds + 1);
    const second = await challengeOf();
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toContain('/api/captcha/desafio');
  });
});

describe('password grant with activity 1120 on', () => {
  it('a solved challenge signs in', async () => {
    const res = await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: await solved() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
  });

  it('without an answer: 422 captcha_required, translated, before the password is checked', async () => {
    const cases = [
      ['1', 'Confirme que você não é um robô.'],
      ['5', 'Confirm that you are not a robot.'],
      ['3', 'Confirme que no es un robot.'],
    ] as const;
    for (const [idioma, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-idioma': idioma },
        payload: new URLSearchParams({
          grant_type: 'password',
          client_id: 'estante-web',
          username: login,
          password: 'wrong',
        }).toString(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key: 'captcha_required',
        field: 'recaptcha_token',
        error: 'invalid_request',
        message,
      });
    }
  });

  it('an answer used once is refused the second time (422 captcha_invalid)', async () => {
    const token = await solved();
    expect((await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token })).statusCode).toBe(
      200,
    );
    const again = await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      key: 'captcha_invalid',
      field: 'recaptcha_token',
      message: 'A verificação do captcha é inválida ou expirou. Tente novamente.',
    });
  });

  it('a wrong password also spends the answer', async () => {
    const token = await solved();
    expect((await signIn(app, login, 'wrong', { recaptcha_token: token })).statusCode).toBe(401);
    const again = await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token });
    expect(again.json()).toMatchObject({ key: 'captcha_invalid' });
  });

  it('two requests racing with one answer: exactly one gets through', async () => {
    const token = await solved();
    const results = await Promise.all(
      [0, 1, 2].map(() => signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('a challenge of one process is accepted by another, and used once across both', async () => {
    const token = await solved(app);
    expect(
      (await signIn(other, login, 'Senha-Teste-1', { recaptcha_token: token })).statusCode,
    ).toBe(200);
    expect((await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token })).statusCode).toBe(
      422,
    );
  });

  it('refuses garbage, a wrong counter, a tampered challenge and another server’s challenge', async () => {
    const challenge = await challengeOf();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const tampered: CaptchaChallenge = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'another-installation',
      hmacKeySignatureSecret: 'another-installation-key',
    });
    const bad = [
      'abc',
      Buffer.from('not json').toString('base64'),
      encode({ challenge }),
      encode({ challenge, solution: { counter: solution.counter + 1, derivedKey: '00ff' } }),
      encode({ challenge: tampered, solution }),
      encode({ challenge: { parameters: challenge.parameters }, solution }),
      await answer(foreign as CaptchaChallenge),
    ];
    for (const token of bad) {
      const res = await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token });
      expect(res.statusCode, token.slice(0, 30)).toBe(422);
      expect(res.json()).toMatchObject({ key: 'captcha_invalid' });
    }
    // The genuine answer was not spent by the failures above.
    expect(
      (
        await signIn(app, login, 'Senha-Teste-1', {
          recaptcha_token: encode({ challenge, solution }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an expired challenge is refused, even signed with this installation’s keys', async () => {
    const row = await db.kysely
      .selectFrom('setting')
      .select('value')
      .where('name', '=', 'captcha_hmac_keys')
      .executeTakeFirstOrThrow();
    const keys = row.value as { challenge: string; key: string };
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    const res = await signIn(app, login, 'Senha-Teste-1', {
      recaptcha_token: await answer(expired as CaptchaChallenge),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'captcha_invalid', field: 'recaptcha_token' });
  });

  it('answers used are kept in the database until they expire', async () => {
    const challenge = await challengeOf();
    await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: await answer(challenge) });
    const stored = await db.kysely
      .selectFrom('captcha_used')
      .select('expires_at')
      .where('signature', '=', challenge.signature!)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.expires_at).getTime()).toBe(challenge.parameters.expiresAt! * 1000);
  });
});

describe('password recovery with activity 1120 on', () => {
  it('step 1 needs a solved challenge, once', async () => {
    const missing = await recover(login);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ key: 'captcha_required', field: 'recaptcha_token' });
    const token = await solved();
    const started = await recover(login, token);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toHaveProperty('length');
    const reused = await recover(login, token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ key: 'captcha_invalid' });
    // Nor does the answer open a sign-in afterwards.
    const signInAfter = await signIn(app, login, 'Senha-Teste-1', { recaptcha_token: token });
    expect(signInAfter.json()).toMatchObject({ key: 'captcha_invalid' });
  });
});
