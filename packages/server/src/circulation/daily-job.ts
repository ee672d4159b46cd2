import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { addDays, localDay } from './calendar.ts';
import type { CirculationDriver } from './driver.ts';
import { dueSoonMail, overdueMail } from './mail.ts';

/** Days before the due date a reminder goes out. */
export const REMINDER_DAYS_BEFORE = 2;
/** Days late on which an overdue notice goes out (then no more). */
export const OVERDUE_NOTICE_DAYS = [1, 7, 14] as const;

export interface DailyJobSummary {
  day: string;
  expiredHolds: number;
  reminders: number;
  overdueNotices: number;
}

/**
 * The circulation's daily run: expires holds not picked up (their copies go to the next in
 * the queue), emails due-date reminders and overdue notices. Safe with several API processes:
 * the run of a day is a row of circulation_job_run, and only the process that inserts it runs
 * the day — the others answer null.
 */
export async function runDailyJob(options: {
  db: Kysely<Database>;
  circulation: CirculationDriver;
  mailer: Mailer;
  now: Date;
  timeZone: string;
  log?: { warn(message: string): void };
}): Promise<DailyJobSummary | null> {
  const { db, mailer } = options;
  const day = localDay(options.now, options.timeZone);
  const claimed = await db
    .insertInto('circulation_job_run')
    .values({ day, started_at: options.now })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  if (!claimed) return null;

  const expiredHolds = await options.circulation.expireHolds();
  const reminderDay = addDays(day, REMINDER_DAYS_BEFORE);
  const noticeDays = OVERDUE_NOTICE_DAYS.map((late) => addDays(day, -late));
  const loans = await db
    .selectFrom('loan as l')
    .innerJoin('person as p', 'p.id', 'l.person_id')
    .innerJoin('copy as c', 'c.id', 'l.copy_id')
    .innerJoin('title as t', 't.id', 'c.title_id')
    .innerJoin('library as lib', 'lib.id', 'l.library_id')
    .select(['p.name', 'p.email', 'p.language', 'l.due_on', 't.title', 'lib.name as library'])
    .where('l.returned_at', 'is', null)
    .where('p.email', 'is not', null)
    .where(sql<boolean>`l.due_on IN (${sql.join([reminderDay, ...noticeDays])})`)
    .orderBy('l.person_id')
    .execute();
  let reminders = 0;
  let overdueNotices = 0;
  for (const loan of loans) {
    const facts = {
      lang: loan.language,
      name: loan.name,
      title: loan.title,
      library: loan.library,
      dueOn: loan.due_on,
    };
    const message = loan.due_on === reminderDay ? dueSoonMail(facts) : overdueMail(facts);
    try {
      await mailer.send({ to: [loan.email!], ...message });
      if (loan.due_on === reminderDay) reminders += 1;
      else overdueNotices += 1;
    } catch (error) {
      options.log?.warn(`circulation: a notice to ${loan.email} was not sent (${String(error)})`);
    }
  }
  const summary = { day, expiredHolds, reminders, overdueNotices };
  await db
    .updateTable('circulation_job_run')
    .set({ finished_at: new Date(), summary: JSON.stringify(summary) })
    .where('day', '=', day)
    .execute();
  return summary;
}

/**
 * Runs the daily job once a day from `hour` (local time) in this process: checks every
 * ten minutes; the database decides which process runs it. Answers a stop function.
 */
export function scheduleDailyJob(
  options: Omit<Parameters<typeof runDailyJob>[0], 'now'> & { hour: number },
): () => void {
  const tick = () => {
    const now = new Date();
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: options.timeZone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(now),
    );
    if (hour < options.hour) return;
    runDailyJob({ ...options, now }).catch((error: unknown) =>
      options.log?.warn(`circulation: the daily job failed (${String(error)})`),
    );
  };
  const timer = setInterval(tick, 10 * 60_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
