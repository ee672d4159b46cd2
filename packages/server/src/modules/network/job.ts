import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { harvestInstitution, type HarvestReport } from './harvester.ts';
import { LEASE_SECONDS, networkRepository } from './repository.ts';

/** How often a process looks for institutions due for a harvest. */
const TICK_MS = 60_000;

export interface HarvestJobOptions {
  db: Kysely<Database>;
  /** NETWORK_HARVEST_MINUTES: an institution is harvested again this long after its last run. */
  intervalMinutes: number;
  /** This server's own address, for institutions whose OAI URL is relative (`/oai`). */
  selfUrl: () => string | null;
  log?: {
    info(value: unknown, message: string): void;
    warn(value: unknown, message: string): void;
  };
}

/**
 * One pass: harvests, one after the other, every institution with an OAI URL that was never
 * harvested or whose last run started `intervalMinutes` ago or more, or whose run died (its
 * lease not renewed for LEASE_SECONDS). Each institution's lease (network_harvest.running_since,
 * renewed by the running process) makes sure only one process harvests it at a time.
 */
export async function runHarvestJob(options: HarvestJobOptions): Promise<HarvestReport[]> {
  const repository = networkRepository(options.db);
  const reports: HarvestReport[] = [];
  const due = Date.now() - options.intervalMinutes * 60_000;
  for (const institution of await repository.institutions()) {
    if (!institution.oaiUrl) continue;
    const status = await repository.status(institution.id);
    // A run whose lease was not renewed for its length died: harvest again now, not a whole
    // interval after it started.
    const died =
      status?.runningSince != null &&
      new Date(status.runningSince).getTime() < Date.now() - LEASE_SECONDS * 1000;
    if (status?.lastRunAt && new Date(status.lastRunAt).getTime() > due && !died) continue;
    const report = await harvestInstitution({
      repository,
      institution,
      selfUrl: options.selfUrl(),
    });
    reports.push(report);
    if (!report.ran) continue;
    const summary = { institution: institution.code ?? institution.id, ...report };
    if (report.ok) options.log?.info(summary, 'network harvest done');
    else options.log?.warn(summary, 'network harvest failed');
  }
  return reports;
}

/**
 * Runs the harvest job in this process now and then every minute (institutions are taken when
 * due). Answers a stop function.
 */
export function scheduleHarvestJob(options: HarvestJobOptions): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runHarvestJob(options)
      .catch((error: unknown) => options.log?.warn({ err: error }, 'network harvest job failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
