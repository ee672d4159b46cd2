/**
 * `estante harvest` (npm run harvest): harvests OAI-PMH 2.0 repositories into the network
 * catalogue, with progress on stderr and a summary (docs/interop.md).
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { harvestInstitution, type HarvestReport } from '../modules/network/harvester.ts';
import { networkRepository, type NetworkInstitution } from '../modules/network/repository.ts';
import type { RetryPolicy } from '../modules/network/oai-client.ts';

export const HARVEST_USAGE = `Usage: npm run harvest -- [URL] [options]

  URL                    an OAI-PMH 2.0 base URL: adds (or changes) the institution and harvests it
  --institution CODE     the institution's code (with URL: by default from the URL's host);
                         without URL: harvest that configured institution
  --name NAME            the institution's name, shown with its records (with URL)
  --set S                harvest only this set (with URL)
  --prefix P             marc21 or oai_dc (with URL; by default marc21 when offered)
  --id N                 the institution's number, cod_empresa (with URL, new institutions)
  --from DATE            harvest from this datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)
                         instead of the last complete run's
  --full                 harvest everything, removing what the source no longer lists
  --list                 list the institutions and the status of their last harvest
  --remove CODE          remove the institution with its harvested records and status
                         (refused while a harvest of it is running)

Without URL or --institution every configured institution is harvested.`;

const DATESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;

export interface HarvestCommandOptions {
  db: Kysely<Database>;
  /** Resolves relative OAI URLs (`/oai`): PUBLIC_URL. */
  publicUrl: string | null;
  out: (line: string) => void;
  err: (line: string) => void;
  policy?: Partial<RetryPolicy>;
}

function codeFromUrl(url: URL): string {
  return url.host.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

function summaryLine(code: string, report: HarvestReport): string {
  if (!report.ran) return `${code}: another process is harvesting it; nothing done.`;
  const counts =
    `${report.added} added, ${report.updated} updated, ${report.deleted} deleted, ` +
    `${report.skipped} skipped (${report.pages} pages, ${report.retries} retries)`;
  return report.ok ? `${code}: done: ${counts}` : `${code}: STOPPED: ${report.error}; ${counts}`;
}

/** Runs the command; answers the exit code (0 all harvested, 1 a run failed, 2 bad usage). */
export async function harvestCommand(args: string[], options: HarvestCommandOptions) {
  const { out, err } = options;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        institution: { type: 'string' },
        name: { type: 'string' },
        set: { type: 'string' },
        prefix: { type: 'string' },
        id: { type: 'string' },
        from: { type: 'string' },
        full: { type: 'boolean' },
        list: { type: 'boolean' },
        remove: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    err(`estante harvest: ${(error as Error).message}\n\n${HARVEST_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const repository = networkRepository(options.db);
  const usage = (message: string) => {
    err(`estante harvest: ${message}\n\n${HARVEST_USAGE}`);
    return 2;
  };
  if (values.from !== undefined && !DATESTAMP.test(values.from))
    return usage(`--from must be YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, got "${values.from}"`);
  if (values.prefix !== undefined && !['marc21', 'oai_dc'].includes(values.prefix))
    return usage(`--prefix must be marc21 or oai_dc, got "${values.prefix}"`);
  if (positionals.length > 1) return usage('give one URL at most');

  if (values.remove !== undefined) {
    if (positionals.length > 0 || values.list) return usage('--remove takes no URL or --list');
    const removed = await repository.removeInstitution(values.remove);
    if (removed === null)
      return usage(`no institution has the code "${values.remove}" (see --list)`);
    if (removed === 'busy') {
      err(`${values.remove}: a harvest of it is running; try again when it ends.`);
      return 1;
    }
    out(`${values.remove}: removed, with its ${removed.titles} harvested titles.`);
    return 0;
  }

  if (values.list) {
    for (const i of await repository.institutions()) {
      const s = await repository.status(i.id);
      const state = !s?.lastRunAt
        ? 'never harvested'
        : `${s.ok ? 'ok' : `failed (${s.lastError})`}, last run ${new Date(s.lastRunAt).toISOString()}`;
      out(
        `${i.id} ${i.code ?? '-'} "${i.name}" ${i.oaiUrl ?? '(no OAI URL)'} set=${i.set ?? '-'}: ${state}`,
      );
    }
    return 0;
  }

  let targets: NetworkInstitution[];
  const [urlText] = positionals;
  if (urlText !== undefined) {
    let url: URL;
    try {
      url = new URL(urlText);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    } catch {
      return usage(`"${urlText}" is not an http(s) URL`);
    }
    const code = values.institution ?? codeFromUrl(url);
    const existing = await repository.institution(code);
    const id = values.id === undefined ? null : Number(values.id);
    if (id !== null && !(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647))
      return usage(`--id must be a whole number ≥ 1, got "${values.id}"`);
    await repository.saveInstitution({
      id,
      code,
      name: values.name ?? existing?.name ?? url.host,
      oaiUrl: url.toString(),
      set: values.set ?? null,
      metadataPrefix: (values.prefix as NetworkInstitution['metadataPrefix']) ?? null,
    });
    targets = [(await repository.institution(code))!];
  } else if (values.institution !== undefined) {
    const found = await repository.institution(values.institution);
    if (!found) return usage(`no institution has the code "${values.institution}" (see --list)`);
    targets = [found];
  } else {
    targets = (await repository.institutions()).filter((i) => i.oaiUrl);
    if (targets.length === 0) return usage('no institution is configured: give a URL');
  }

  let failed = false;
  for (const institution of targets) {
    const code = institution.code ?? String(institution.id);
    err(
      `${code}: harvesting ${institution.oaiUrl}${institution.set ? ` set ${institution.set}` : ''}…`,
    );
    const started = performance.now();
    const report = await harvestInstitution({
      repository,
      institution,
      selfUrl: options.publicUrl,
      from: values.from ?? null,
      full: values.full ?? false,
      policy: options.policy,
      onRetry: (why, ms) => err(`${code}: ${why}; trying again in ${(ms / 1000).toFixed(0)} s`),
      onProgress: (p) => {
        const seconds = (performance.now() - started) / 1000;
        const done = p.added + p.updated + p.deleted + p.skipped;
        err(
          `${code}: page ${p.pages}: ${done}${p.listSize !== null ? ` of ${p.listSize}` : ''} records, ` +
            `${Math.round(done / Math.max(seconds, 0.001))} records/s`,
        );
      },
    });
    out(summaryLine(code, report));
    for (const s of report.skippedReasons)
      out(`  skipped ${s.identifier ?? '(no identifier)'}: ${s.reason}`);
    if (report.skipped > report.skippedReasons.length)
      out(`  … and ${report.skipped - report.skippedReasons.length} more skipped`);
    if (!report.ok) failed = true;
  }
  return failed ? 1 : 0;
}
