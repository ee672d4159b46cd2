import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCirculation } from '../circulation/engine.ts';
import type { Db } from '../db/database.ts';
import { acquisitionRepository } from '../modules/acquisition/repository.ts';
import { loanRequestRepository } from '../modules/loan-requests/repository.ts';
import { loanRequestService } from '../modules/loan-requests/service.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createPatron } from '../test-support/auth.ts';
import { createLibrary } from '../test-support/factories.ts';
import { deskCommand } from './desk.ts';

let db: Db;
let lines: string[] = [];
let suggestionId = 0;
let staffId = 0;
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
  const patron = await createPatron(db.kysely, { logins: [{ login: '20268888' }] });
  const staff = await createPatron(db.kysely, { logins: [{ login: 'balcao' }] });
  staffId = staff.id;
  await db.kysely
    .updateTable('person')
    .set({ staff_role: 'circulation' })
    .where('id', '=', staff.id)
    .execute();
  const login = await db.kysely
    .selectFrom('person_login')
    .select('id')
    .where('login', '=', '20268888')
    .executeTakeFirstOrThrow();
  suggestionId = await acquisitionRepository(db.kysely).insert(db.kysely, {
    personId: patron.id,
    loginId: login.id,
    campusId: library.campus_id,
    libraryId: library.id,
    author: 'Andrade, Mário de',
    title: 'Macunaíma',
    edition: null,
    publisher: 'Nova Fronteira',
    isbnIssn: null,
    periodical: null,
    otherInfo: null,
    status: 'pre_suggestion',
    existingTitleId: null,
    at: new Date('2026-06-01T13:00:00Z'),
  });
});

afterAll(async () => db.close());

describe('npm run desk -- suggestions / suggestion', () => {
  it('lists suggestions and moves one to an order with a reply, recording who did it', async () => {
    expect(await desk('suggestions')).toBe(0);
    expect(lines).toEqual([
      `${suggestionId}\tpre_suggestion\t2026-06-01\t20268888\tMacunaíma\tNova Fronteira\tBiblioteca Central`,
    ]);
    expect(await desk('suggestions', 'attended')).toBe(0);
    expect(lines).toEqual(['No purchase suggestions.']);

    expect(await desk('suggestion', String(suggestionId), 'in_quote', '--quantity', '2')).toBe(0);
    expect(lines).toEqual([`Purchase suggestion ${suggestionId}: in_quote.`]);
    expect(
      await desk(
        'suggestion',
        String(suggestionId),
        'awaiting_delivery',
        '--supplier',
        'Livraria Martins',
        '--ordered-on',
        '2026-06-02',
        '--estimated',
        '2026-07-01',
        'Encomendado,',
        'chega',
        'em',
        'julho.',
        '--staff',
        'balcao',
      ),
    ).toBe(0);
    expect(lines[0]).toMatch(
      new RegExp(`^Purchase suggestion ${suggestionId}: awaiting_delivery \\(order \\d+\\)\\.$`),
    );
    const row = await db.kysely
      .selectFrom('purchase_suggestion as s')
      .innerJoin('purchase_order as o', 'o.id', 's.order_id')
      .select(['s.reply', 's.quantity', 'o.supplier'])
      .where('s.id', '=', suggestionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      reply: 'Encomendado, chega em julho.',
      quantity: 2,
      supplier: 'Livraria Martins',
    });
    const event = await db.kysely
      .selectFrom('purchase_suggestion_event')
      .select('staff_id')
      .where('suggestion_id', '=', suggestionId)
      .where('status', '=', 'awaiting_delivery')
      .executeTakeFirstOrThrow();
    expect(event.staff_id).toBe(staffId);
    const alerts = await db.kysely.selectFrom('alert').select('kind').execute();
    expect(alerts).toEqual([{ kind: 'suggestion' }, { kind: 'suggestion' }]);
  });

  it('refuses clearly: unknown id, status that cannot follow, unknown status, bad options', async () => {
    expect(await desk('suggestion', '999999', 'in_quote')).toBe(1);
    expect(lines).toEqual(['Refused: no purchase suggestion 999999.']);
    expect(await desk('suggestion', String(suggestionId), 'pre_suggestion')).toBe(1);
    expect(lines[0]).toMatch(/^Refused: A sugestão não pode passar para a situação pre_suggestion/);
    expect(await desk('suggestion', String(suggestionId), 'bought')).toBe(2);
    expect(lines[0]).toMatch(/^Unknown status "bought": one of pre_suggestion, /);
    expect(await desk('suggestion', String(suggestionId), 'attended', '--delivered', 'two')).toBe(
      1,
    );
    expect(lines[0]).toMatch(/^Refused: .*--delivered/);
    expect(await desk('suggestions', 'a', 'b')).toBe(2);
    expect(lines.join('\n')).toContain('suggestion ID STATUS [REPLY…]');
  });
});
