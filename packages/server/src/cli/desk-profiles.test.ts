import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../circulation/engine.ts';
import type { Db } from '../db/database.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { deskCommand } from './desk.ts';

let db: Db;
let lines: string[] = [];
let readerId = 0;

const desk = (...args: string[]) => {
  lines = [];
  return deskCommand(
    args,
    {
      db: db.kysely,
      circulation: postgresCirculation({ db: db.kysely }),
      loanRequests: loanRequestService(loanRequestRepository(db.kysely)),
    },
    (line) => lines.push(line),
  );
};

beforeAll(async () => {
  db = await openTestDatabase();
  readerId = (await createPatron(db.kysely, { name: 'Leitora de Poesia' })).id;
  await sql`insert into interest_profile (person_id, kind, term, term_key, valid_until)
    values (${readerId}, 'subject', 'Poesia brasileira', discovery_fold('Poesia brasileira'),
            current_date + 30)`.execute(db.kysely);
});

afterAll(async () => db.close());

describe('npm run desk -- profiles-match', () => {
  it('matches the new titles now, once', async () => {
    await sql`insert into title (marc, title, material_type, subjects)
      select '{"leader":"","fields":[]}'::jsonb, t, 'book', ARRAY['Poesia brasileira.']
      from unnest(ARRAY['Libertinagem', 'Claro enigma']) t`.execute(db.kysely);
    expect(await desk('profiles-match')).toBe(0);
    expect(lines).toEqual(['2 new titles and issues: 2 matches, 1 alerts recorded.']);
    const alerts = await db.kysely
      .selectFrom('alert')
      .select(['kind', 'params'])
      .where('person_id', '=', readerId)
      .execute();
    expect(alerts).toEqual([
      {
        kind: 'profile',
        params: { count: 2, profileKind: 'subject', term: 'Poesia brasileira' },
      },
    ]);
    expect(await desk('profiles-match')).toBe(0);
    expect(lines).toEqual(['0 new titles and issues: 0 matches, 0 alerts recorded.']);
  });

  it('takes no arguments', async () => {
    expect(await desk('profiles-match', 'now')).toBe(2);
  });
});
