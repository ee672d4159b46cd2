import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createPatron } from '../test-support/auth.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createLibrary } from '../test-support/factories.ts';
import { runDailyJob } from './daily-job.ts';
import { postgresCirculation } from './engine.ts';

let db: Db;
let mailer: Mailer;
let clock = new Date('2026-05-04T13:00:00Z');
const timeZone = 'America/Sao_Paulo';

beforeAll(async () => {
  db = await openTestDatabase();
  mailer = createMailer({ smtpUrl: null, mailFrom: 'biblioteca@teste.br', dataDir: 'memory://' });
  const library = await createLibrary(db.kysely, { name: 'Biblioteca Setorial' });
  await db.kysely
    .insertInto('loan_policy')
    .values({
      loan_days: 7,
      max_loans: 5,
      renewals: 1,
      renewal_days: 7,
      hold_limit: 3,
      pickup_days: 2,
      fine_per_day_cents: 100,
      suspension_days_per_day: 0,
    })
    .execute();
  const { rows } = await sql<{ id: number }>`
    insert into title (marc, title, material_type)
    values ('{"leader":"","fields":[]}'::jsonb, 'Vidas secas', 'book'),
           ('{"leader":"","fields":[]}'::jsonb, 'São Bernardo', 'book')
    returning id`.execute(db.kysely);
  await db.kysely
    .insertInto('copy')
    .values(
      ['VS-1', 'SB-1'].map((barcode, i) => ({
        title_id: rows[i]!.id,
        library_id: library.id,
        barcode,
        loan_type: 'normal' as const,
        status: 'available' as const,
      })),
    )
    .execute();
  for (const login of ['leitora', 'leitor']) {
    const person = await createPatron(db.kysely, { logins: [{ login }] });
    await db.kysely
      .updateTable('person')
      .set({ email: `${login}@teste.br` })
      .where('id', '=', person.id)
      .execute();
  }
  const engine = postgresCirculation({ db: db.kysely, now: () => clock, timeZone });
  // 4 May: both lent for 7 days (due 11 May); the second comes back on the 6th and is set
  // aside for a hold, which nobody picks up.
  await engine.checkout(null, 'leitora', 'VS-1');
  await engine.checkout(null, 'leitor', 'SB-1');
  const leitora = await engine.patronByLogin('leitora');
  await engine.placeHold(leitora, { cod_acervo: rows[1]!.id, biblioteca: library.id }, 'pt');
  clock = new Date('2026-05-06T13:00:00Z');
  await engine.checkin(null, 'SB-1');
});

afterAll(async () => db.close());

describe('the daily job', () => {
  const run = (day: string) =>
    runDailyJob({
      db: db.kysely,
      circulation: postgresCirculation({ db: db.kysely, now: () => clock, timeZone }),
      mailer,
      now: (clock = new Date(`${day}T12:00:00Z`)),
      timeZone,
    });

  it('runs once a day however many processes try, reminding two days before the due date', async () => {
    mailer.sent.length = 0;
    const answers = await Promise.all([run('2026-05-09'), run('2026-05-09'), run('2026-05-09')]);
    const ran = answers.filter((a) => a !== null);
    expect(ran).toEqual([{ day: '2026-05-09', expiredHolds: 1, reminders: 1, overdueNotices: 0 }]);
    const mail = mailer.sent.map((m) => m.toString());
    // The reminder, and the hold-ready email of nobody: the expired hold's copy had no queue.
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('leitora@teste.br');
    expect(mail[0]).toContain('Vidas secas');
    const hold = await db.kysely.selectFrom('hold').select('status').executeTakeFirstOrThrow();
    expect(hold.status).toBe('expired');
    const copy = await db.kysely
      .selectFrom('copy')
      .select('status')
      .where('barcode', '=', 'SB-1')
      .executeTakeFirstOrThrow();
    expect(copy.status).toBe('available');
  });

  it('sends overdue notices on the first, seventh and fourteenth day late only', async () => {
    const notices: number[] = [];
    for (const day of ['2026-05-12', '2026-05-13', '2026-05-18', '2026-05-25', '2026-05-26']) {
      const summary = await run(day);
      notices.push(summary?.overdueNotices ?? -1);
    }
    expect(notices).toEqual([1, 0, 1, 1, 0]);
  });
});
