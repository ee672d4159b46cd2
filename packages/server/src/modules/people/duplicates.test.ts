import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { createPatron, signIn } from '../../test-support/auth.ts';
import { createInstitution } from '../../test-support/factories.ts';

let db: Db;
let app: FastifyInstance;
let first: number;
let second: number;

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely, { company_code: 571 });
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS, auth: { argon2: ARGON2_MINIMUM } });
  await app.ready();
  // The same login in two bases, for two person records (institution 571's duplicates).
  first = (await createPatron(db.kysely, { name: 'Ana Souza', logins: [{ login: 'dup-ana' }] })).id;
  second = (
    await createPatron(db.kysely, {
      name: 'Ana Souza',
      password: 'Outra-Senha-2',
      logins: [{ login: 'DUP-ANA', base: 'hospital', category: 10 }],
    })
  ).id;
  await createPatron(db.kysely, { name: 'Carlos Lima', logins: [{ login: 'dup-unico' }] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const duplicates = (usuario: string) =>
  app.inject({ url: `/api/pessoas/duplicadas?usuario=${encodeURIComponent(usuario)}` });

describe('GET /api/pessoas/duplicadas (institution 571)', () => {
  it('lists the records of a login in several bases by base and enrolment, never the name', async () => {
    const res = await duplicates(' dup-ana ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      pessoas: [
        { codigo: 'local', nome: 'Graduação' },
        { codigo: 'hospital', nome: 'Servidor do hospital' },
      ],
    });
    expect(res.body).not.toContain('Ana');
  });

  it('a single record and an unknown login answer alike: result false, no list', async () => {
    const single = await duplicates('dup-unico');
    const unknown = await duplicates('nao-existe');
    expect(single.json()).toEqual({ result: false, pessoas: [] });
    expect(unknown.body).toBe(single.body);
  });

  it('the password grant signs in to the chosen record with base; without it, local', async () => {
    const chosen = await signIn(app, 'dup-ana', 'Outra-Senha-2', { base: 'hospital' });
    expect(chosen.statusCode).toBe(200);
    expect(decodeJwt(chosen.json().access_token).sub).toBe(String(second));
    const plain = await signIn(app, 'dup-ana', 'Senha-Teste-1');
    expect(plain.statusCode).toBe(200);
    expect(decodeJwt(plain.json().access_token).sub).toBe(String(first));
    // The other record's password does not open the local one.
    expect((await signIn(app, 'dup-ana', 'Outra-Senha-2')).statusCode).toBe(401);
  });

  it('another institution: result false even for duplicates', async () => {
    await db.kysely.updateTable('institution').set({ company_code: 1234 }).execute();
    try {
      expect((await duplicates('dup-ana')).json()).toEqual({ result: false, pessoas: [] });
    } finally {
      await db.kysely.updateTable('institution').set({ company_code: 571 }).execute();
    }
  });

  it('usuario is required (400)', async () => {
    expect((await app.inject({ url: '/api/pessoas/duplicadas' })).statusCode).toBe(400);
  });
});
