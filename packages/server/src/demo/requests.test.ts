import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createActivities } from '../test-support/auth.ts';
import { NETWORK_INSTITUTIONS } from './institution.ts';
import { createDemoPatrons } from './patrons.ts';
import { ARGON2_MINIMUM } from '../modules/auth/settings.ts';
import { createDemoRequests } from './requests.ts';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely, ARGON2_MINIMUM);
  await db.kysely.insertInto('network_institution').values(NETWORK_INSTITUTIONS).execute();
});

afterAll(async () => db.close());

describe('demo bibliographic requests (docs/demo.md)', () => {
  it('gives Ana, Juliana and Larissa requests in every status, answered by balcao01', async () => {
    expect(await createDemoRequests(db.kysely, '2026-06-01')).toBe(7);
    const rows = await db.kysely
      .selectFrom('bibliographic_request as r')
      .innerJoin('person as p', 'p.id', 'r.person_id')
      .select(['p.name', 'r.kind', 'r.status', 'r.card_status', 'r.answered_by'])
      .orderBy('p.name')
      .orderBy('r.id')
      .execute();
    expect(rows.map((r) => [r.name, r.kind, r.status, r.card_status])).toEqual([
      ['Ana Souza', 'comutacao-bibliografica', 'awaiting', null],
      ['Ana Souza', 'levantamento-bibliografico', 'not_finished', null],
      ['Juliana Pereira', 'comutacao-bibliografica', 'finished', null],
      ['Juliana Pereira', 'ficha-catalografica', 'finished', 'released'],
      ['Larissa Gomes', 'ficha-catalografica', 'awaiting', 'pending_review'],
      ['Larissa Gomes', 'pesquisa-especializada', 'finished', null],
      ['Larissa Gomes', 'emprestimo-inter-bibliotecas', 'awaiting', null],
    ]);
    // Answered by the desk's staff member; each answer alerted its patron.
    expect(rows.filter((r) => r.status !== 'awaiting').every((r) => r.answered_by !== null)).toBe(
      true,
    );
    const alerts = await db.kysely.selectFrom('alert').select('kind').execute();
    expect(alerts).toHaveLength(4);
    const card = await db.kysely
      .selectFrom('bibliographic_request')
      .select('data')
      .where('card_status', '=', 'released')
      .executeTakeFirstOrThrow();
    expect(card.data).toMatchObject({ classificacao: '388.4', autor_sobrenome: 'Pereira' });
  });
});
