import type { Kysely } from 'kysely';
import { localDay } from '../../circulation/calendar.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendDigests, type DigestSummary } from './digest.ts';
import { matchNewTitles, type MatchingSummary } from './matching.ts';

/** How often an API process runs the profile job. */
export const PROFILE_JOB_SECONDS = 60;

export interface ProfileJobOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The libraries' time zone: profiles are in force through their validity day there. */
  timeZone: string;
  publicUrl?: string | null;
  log?: { warn(message: string): void; error(value: unknown, message: string): void };
}

/**
 * One run: matches the titles and issues added since the last pass, then sends the digests
 * due today. `matching` is null when another process holds the pass.
 */
export async function runProfileJob(
  options: ProfileJobOptions & { now: Date },
): Promise<{ matching: MatchingSummary | null; digests: DigestSummary }> {
  const today = localDay(options.now, options.timeZone);
  const matching = await matchNewTitles(options.db, { today });
  const digests = await sendDigests({ ...options, today });
  return { matching, digests };
}

/**
 * Runs the profile job in this process every PROFILE_JOB_SECONDS (the database decides who
 * matches and who mails). Answers a stop function.
 */
export function scheduleProfileJob(options: ProfileJobOptions): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runProfileJob({ ...options, now: new Date() })
      .catch((error: unknown) => options.log?.error(error, 'interest profile job failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, PROFILE_JOB_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
