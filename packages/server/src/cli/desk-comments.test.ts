import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../circulation/engine.ts';
import type { Db } from '../db/database.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { withTitleTables } from '../modules/titles/tables.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { createLibrary } from '../test-support/factories.ts';
import { deskCommand } from './desk.ts';

let db: Db;
let lines: string[] = [];
let authorId = 0;
let staffId = 0;
const ids: number[] = [];

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
  const library = await createLibrary(db.kysely, { name: 'Biblioteca Central' });
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type)
    values ('{"leader":"","fields":[]}'::jsonb, 'Macunaíma', 'book') returning id`.execute(
    db.kysely,
  );
  authorId = (await createPatron(db.kysely, { name: 'Marcos Vieira' })).id;
  const staff = await createPatron(db.kysely, { logins: [{ login: 'balcao-c' }] });
  staffId = staff.id;
  await db.kysely
    .updateTable('person')
    .set({ staff_role: 'circulation' })
    .where('id', '=', staff.id)
    .execute();
  const comments = withTitleTables(db.kysely);
  for (const [titleId, body, at] of [
    [rows[0]!.id, 'Um   clássico\nmodernista.', '2026-05-02T10:00:00Z'],
    [null, 'Mais mesas no segundo andar.', '2026-05-01T10:00:00Z'],
  ] as const) {
    const row = await comments
      .insertInto('comment')
      .values({
        title_id: titleId,
        library_id: library.id,
        person_id: authorId,
        author_name: 'Marcos Vieira',
        body,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
});

afterAll(async () => db.close());

describe('npm run desk -- comments / comment', () => {
  it('lists the pending comments oldest first, one line each', async () => {
    expect(await desk('comments')).toBe(0);
    expect(lines).toEqual([
      `${ids[1]}\t2026-05-01\tMarcos Vieira\t(Biblioteca Central)\tMais mesas no segundo andar.`,
      `${ids[0]}\t2026-05-02\tMarcos Vieira\tMacunaíma\tUm clássico modernista.`,
    ]);
  });

  it('approves with a reply, recording the staff member, and alerts the author', async () => {
    expect(
      await desk(
        'comment',
        String(ids[0]),
        'approve',
        'Obrigado',
        'pela',
        'leitura!',
        '--staff',
        'balcao-c',
      ),
    ).toBe(0);
    expect(lines).toEqual([`Comment ${ids[0]}: approved.`]);
    const row = await withTitleTables(db.kysely)
      .selectFrom('comment')
      .select(['status', 'reply', 'reviewed_by'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'approved',
      reply: 'Obrigado pela leitura!',
      reviewed_by: staffId,
    });
    const alert = await db.kysely
      .selectFrom('alert')
      .select(['person_id', 'kind', 'params'])
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({
      person_id: authorId,
      kind: 'comment',
      params: { status: 'approved', title: 'Macunaíma', reply: 'Obrigado pela leitura!' },
    });
  });

  it('rejects as an operator, refuses a second answer, an unknown id and bad usage', async () => {
    expect(await desk('comment', String(ids[1]), 'reject')).toBe(0);
    expect(lines).toEqual([`Comment ${ids[1]}: rejected.`]);
    expect(await desk('comment', String(ids[1]), 'approve')).toBe(1);
    expect(lines).toEqual(['Refused: Este comentário já foi aprovado ou recusado.']);
    expect(await desk('comment', '999999', 'approve')).toBe(1);
    expect(lines).toEqual(['Refused: no comment 999999.']);
    expect(await desk('comment', String(ids[0]), 'maybe')).toBe(2);
    expect(await desk('comment', 'x', 'approve')).toBe(2);
    expect(await desk('comments', 'extra')).toBe(2);
    expect(await desk('comments')).toBe(0);
    expect(lines).toEqual(['No comments awaiting approval.']);
  });
});
