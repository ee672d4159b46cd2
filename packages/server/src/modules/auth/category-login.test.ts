import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createActivities, signIn } from '../../test-support/auth.ts';
import { createInstitution } from '../../test-support/factories.ts';
import { ARGON2_MINIMUM } from './settings.ts';

/** Institution 87's login (spec §4): the patron category's code appended to the username. */
let db: Db;
let app: FastifyInstance;
let ana: number;

const institution = (code: number) =>
  db.kysely.updateTable('institution').set({ company_code: code }).execute();

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely, { company_code: 87 });
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely);
  app = await buildApp({
    db,
    rateLimits: GENEROUS_RATE_LIMITS,
    auth: {
      argon2: ARGON2_MINIMUM,
      throttle: { perAccount: 1000, perAddress: 1000, windowSeconds: 300 },
    },
  });
  await app.ready();
  const row = await db.kysely
    .selectFrom('person_login')
    .select('person_id')
    .where('login', '=', '20260001')
    .executeTakeFirstOrThrow();
  ana = row.person_id;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('password grant at institution 87', () => {
  it('signs in the login of the category whose code ends the username', async () => {
    // Ana is an undergraduate (01); Carlos a professor (04).
    const res = await signIn(app, '2026000101', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().access_token).sub).toBe(String(ana));
    expect((await signIn(app, '2026000204', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('another category’s code is a wrong login: 401 invalid_credentials', async () => {
    const res = await signIn(app, '2026000104', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'invalid_credentials' });
    expect((await signIn(app, '2026000199', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('the login as it is still signs in (API clients that send no code)', async () => {
    expect((await signIn(app, '20260001', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('elsewhere a code is not split off', async () => {
    await institution(571);
    try {
      expect((await signIn(app, '2026000101', DEMO_PASSWORD)).statusCode).toBe(401);
    } finally {
      await institution(87);
    }
  });
});
