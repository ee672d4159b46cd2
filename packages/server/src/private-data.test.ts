import { BEARER_SECURITY } from '@estante/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from './circulation/engine.ts';
import type { Db } from './db/database.ts';
import { buildTestApp } from './test-support/app.ts';
import { bearer, createPatron, tokensOf } from './test-support/auth.ts';
import { createLibrary } from './test-support/factories.ts';

/**
 * No private route answers another patron's data. Patron A has loans, holds, a fine, a
 * suspension; patron B nothing. Every private GET route of the OpenAPI document (new routes
 * join by being marked private) is called with B's token, with each of A's ids in its path
 * parameters; no answer may carry A's name, email, login or the notes A wrote.
 */

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const A = {
  name: 'Zuleica Privadíssima',
  email: 'zuleica.privada@teste.br',
  login: 'zuleica77',
  note: 'Nota-secreta-da-Zuleica',
};
let tokenB = '';
let tokenA = '';
const idsOfA: number[] = [];

beforeAll(async () => {
  let clock = new Date('2026-02-02T13:00:00Z');
  ({ app, db, close } = await buildTestApp({ circulation: { now: () => clock } }));
  const library = await createLibrary(db.kysely);
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 7,
      max_loans: 5,
      renewals: 2,
      renewal_days: 7,
      hold_limit: 3,
      pickup_days: 2,
      fine_per_day_cents: 100,
      suspension_days_per_day: 1,
    })
    .execute();
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type) values
      ('{"leader":"","fields":[]}'::jsonb, 'Livro um', 'book'),
      ('{"leader":"","fields":[]}'::jsonb, 'Livro dois', 'book')
    returning id`.execute(db.kysely);
  await db.kysely
    .insertInto('copy')
    .values(
      ['P-1', 'P-2'].map((barcode, i) => ({
        title_id: rows[i]!.id,
        library_id: library.id,
        barcode,
        loan_type: 'normal' as const,
        status: 'available' as const,
      })),
    )
    .execute();
  const a = await createPatron(db.kysely, { name: A.name, logins: [{ login: A.login }] });
  await db.kysely.updateTable('person').set({ email: A.email }).where('id', '=', a.id).execute();
  const b = await createPatron(db.kysely, { logins: [{ login: 'outra01' }] });
  const engine = postgresCirculation({ db: db.kysely, now: () => clock });
  await engine.checkout(null, A.login, 'P-1');
  await engine.checkout(null, 'outra01', 'P-2');
  const patronA = await engine.patronByLogin(A.login);
  await engine.placeHold(
    patronA,
    { cod_acervo: rows[1]!.id, biblioteca: library.id, localizacao: A.note },
    'pt',
  );
  clock = new Date('2026-02-20T13:00:00Z');
  await engine.checkin(null, 'P-1'); // late: a fine and a suspension
  await engine.checkout(null, A.login, 'P-1').catch(() => undefined);
  for (const table of ['loan', 'hold', 'fine', 'suspension'] as const) {
    const found = await db.kysely
      .selectFrom(table)
      .select('id')
      .where('person_id', '=', a.id)
      .execute();
    idsOfA.push(...found.map((r) => r.id));
  }
  idsOfA.push(a.id);
  // A's comment (its text the note) on a title and that title in A's permanent basket: the
  // comment's id and the titles' ids go in the paths too.
  const comment = await sql<{ id: number }>`
    insert into comment (title_id, library_id, person_id, author_name, body)
    values (${rows[0]!.id}, ${library.id}, ${a.id}, ${A.name}, ${A.note}) returning id`.execute(
    db.kysely,
  );
  await db.kysely
    .insertInto('permanent_basket_item')
    .values({ person_id: a.id, title_id: rows[0]!.id })
    .execute();
  idsOfA.push(comment.rows[0]!.id, ...rows.map((row) => row.id));
  // A's alert (its reply the note) and an interest profile following the note as a subject.
  const alert = await sql<{ id: number }>`
    insert into alert (person_id, kind, title_id, params)
    values (${a.id}, 'comment', ${rows[0]!.id},
      ${JSON.stringify({ status: 'approved', title: 'Livro um', reply: A.note })}::jsonb)
    returning id`.execute(db.kysely);
  const profile = await sql<{ id: number }>`
    insert into interest_profile (person_id, kind, term, term_key, valid_until)
    values (${a.id}, 'subject', ${A.note}, lower(${A.note}), current_date + 30)
    returning id`.execute(db.kysely);
  idsOfA.push(alert.rows[0]!.id, profile.rows[0]!.id);
  expect(b.id).not.toBe(a.id);
  tokenB = (await tokensOf(app, 'outra01', 'Senha-Teste-1')).access_token;
  tokenA = (await tokensOf(app, A.login, 'Senha-Teste-1')).access_token;
});

afterAll(async () => close());

describe("private routes and another patron's ids", () => {
  it("no private GET route shows patron B anything of patron A's", async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method, op]) => method === 'get' && op.security?.some((s) => BEARER_SECURITY in s),
        )
        .map(() => path),
    );
    expect(routes).toEqual(
      expect.arrayContaining(['/api/emprestimo/titulos-pendentes', '/api/reserva']),
    );
    // The markers are there to be found: A's own token sees them (the hold's note too).
    const own = await Promise.all(
      ['/api/pessoas', '/api/reserva'].map(
        async (url) => (await app.inject({ url, headers: bearer(tokenA) })).body,
      ),
    );
    expect(own.join()).toContain(A.name);
    expect(own.join()).toContain(A.note);
    let calls = 0;
    for (const path of routes) {
      const urls = path.includes('{')
        ? idsOfA.map((id) => path.replace(/\{[^}]+\}/g, String(id)))
        : [path];
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url, headers: bearer(tokenB) });
        calls += 1;
        const body = res.body;
        for (const marker of Object.values(A)) {
          expect([url, body.includes(marker)]).toEqual([url, false]);
        }
      }
    }
    expect(calls).toBeGreaterThan(routes.length);
  });
});
