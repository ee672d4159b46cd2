import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { bearer, createPatron, tokensOf } from '../../test-support/auth.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await db.kysely
    .insertInto('patron_category')
    .values([
      { id: 901, key: 'test-professor', name: 'Professor', login_suffix: null, position: 901 },
      { id: 902, key: 'test-community', name: 'Comunidade', login_suffix: null, position: 902 },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db.kysely
    .insertInto('external_database_link')
    .values([
      { label: 'SciELO', url: 'https://www.scielo.br', position: 2 },
      {
        label: 'Portal CAPES',
        url: 'https://www.periodicos.capes.gov.br',
        description: 'Periódicos com texto completo',
        position: 1,
        category_ids: [901],
      },
      {
        label: 'Base restrita',
        url: 'https://restrita.example.br',
        position: 3,
        category_ids: [903],
      },
    ])
    .execute();
  await createPatron(db.kysely, { logins: [{ login: 'bd-prof', category: 901 }] });
  await createPatron(db.kysely, { logins: [{ login: 'bd-com', category: 902 }] });
});

afterAll(async () => close());

const databases = async (login: string) => {
  const token = (await tokensOf(app, login, 'Senha-Teste-1')).access_token;
  return app.inject({ url: '/api/acervo/meu-pergamum/bases-dados', headers: bearer(token) });
};

describe('GET /api/acervo/meu-pergamum/bases-dados', () => {
  it('offers the databases for every patron and those for the patron’s category, in order', async () => {
    const res = await databases('bd-prof');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        codigo: expect.any(Number),
        nome: 'Portal CAPES',
        url: 'https://www.periodicos.capes.gov.br',
        descricao: 'Periódicos com texto completo',
      },
      { codigo: expect.any(Number), nome: 'SciELO', url: 'https://www.scielo.br', descricao: null },
    ]);
    expect((await databases('bd-com')).json().map((d: { nome: string }) => d.nome)).toEqual([
      'SciELO',
    ]);
  });

  it('is private: 401 for a visitor', async () => {
    const res = await app.inject({ url: '/api/acervo/meu-pergamum/bases-dados' });
    expect(res.statusCode).toBe(401);
  });
});
