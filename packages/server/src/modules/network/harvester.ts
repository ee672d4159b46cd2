/**
 * The OAI-PMH 2.0 harvester: ListRecords of one institution's repository into the network
 * catalogue (docs/interop.md, "Harvester and network catalogue"). marc21 when the source offers
 * it, oai_dc otherwise; follows resumption tokens; incremental from the newest datestamp of the
 * last complete run; each batch of records written whole in one transaction; deletions remove
 * the title. A run that cannot finish (source down, malformed XML, a token loop, an error code)
 * stops cleanly: what was written stays whole, the datestamp is not moved, the reason recorded.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_RETRY_POLICY, oaiRequest, OaiHttpError, type RetryPolicy } from './oai-client.ts';
import { child, childText, OaiXmlError, readOaiResponse, type XmlNode } from './oai-reader.ts';
import { harvestedItem, type MetadataPrefix } from './records.ts';
import {
  HEARTBEAT_MS,
  LEASE_SECONDS,
  type HarvestBatch,
  type NetworkInstitution,
  type NetworkRepository,
  type RunOutcome,
} from './repository.ts';

/** Skipped items kept in the status with their reasons (the count has them all). */
const REASONS_KEPT = 20;
/** Records per transaction. */
const BATCH_SIZE = 100;

/** Progress of a run, after each page. */
export interface HarvestProgress {
  pages: number;
  added: number;
  updated: number;
  deleted: number;
  skipped: number;
  /** The source's completeListSize, when it gives one. */
  listSize: number | null;
}

export interface HarvestOptions {
  repository: NetworkRepository;
  institution: NetworkInstitution;
  /** The base URL when the institution's is relative (`/oai`): this server's own address. */
  selfUrl?: string | null;
  /** `from` for this run (CLI --from); by default the last complete run's newest datestamp. */
  from?: string | null;
  /** Harvest everything, ignoring the last datestamp (removes what the source no longer lists). */
  full?: boolean;
  policy?: Partial<RetryPolicy>;
  onProgress?: (progress: HarvestProgress) => void;
  /** Told of each retry (503, unreachable). */
  onRetry?: (why: string, waitMs: number) => void;
  /** The lease's length and how often the run renews it (tests shorten them). */
  lease?: { seconds: number; heartbeatMs: number };
}

/** The outcome of a run; `ran` false when another process holds the institution's lease. */
export type HarvestReport = RunOutcome & { ran: boolean; pages: number; retries: number };

/** The harvest stopped for a reason worth recording (not a bug). */
class HarvestStop extends Error {}

/** The institution's absolute base URL. */
export function baseUrlOf(institution: NetworkInstitution, selfUrl?: string | null): string {
  const url = institution.oaiUrl;
  if (!url)
    throw new HarvestStop(`institution ${institution.code ?? institution.id} has no OAI URL`);
  if (/^https?:\/\//i.test(url)) return url;
  if (!selfUrl) throw new HarvestStop(`the relative OAI URL ${url} needs this server's address`);
  return new URL(url, selfUrl).toString();
}

/** The error element of an answer, as a sentence; null when there is none. */
function oaiError(root: XmlNode): { code: string; text: string } | null {
  const error = child(root, 'error');
  return error ? { code: error.attrs.code ?? '?', text: error.text.trim() } : null;
}

/**
 * Harvests one institution. Never throws for the source's faults: they end the run with
 * `ok: false` and `error`, recorded in the institution's status.
 */
export async function harvestInstitution(options: HarvestOptions): Promise<HarvestReport> {
  const { repository, institution } = options;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const outcome: HarvestReport = {
    ran: true,
    ok: false,
    added: 0,
    updated: 0,
    deleted: 0,
    skipped: 0,
    skippedReasons: [],
    error: null,
    lastDatestamp: null,
    pages: 0,
    retries: 0,
  };
  const leaseTerms = options.lease ?? { seconds: LEASE_SECONDS, heartbeatMs: HEARTBEAT_MS };
  const lease = await repository.claim(institution.id, leaseTerms.seconds);
  if (!lease) return { ...outcome, ran: false };
  // The heartbeat: the lease renewed while the run goes on (a slow source, a long page), so
  // that a process that dies loses it within the lease's length. Lost means another process
  // took the institution over (this one stalled past the lease): the run stops.
  let lost = false;
  const renew = async () => {
    if (!lost && !(await repository.renew(institution.id, lease))) lost = true;
  };
  const heartbeat = setInterval(() => void renew().catch(() => {}), leaseTerms.heartbeatMs);
  heartbeat.unref();
  const lostLease = () =>
    new HarvestStop('the lease was lost: another process took this institution over');
  const skip = (identifier: string | null, reason: string) => {
    outcome.skipped++;
    if (outcome.skippedReasons.length < REASONS_KEPT)
      outcome.skippedReasons.push({ identifier, reason });
  };
  const onRetry = (why: string, ms: number) => {
    outcome.retries++;
    options.onRetry?.(why, ms);
  };
  try {
    const baseUrl = baseUrlOf(institution, options.selfUrl);
    const status = await repository.status(institution.id);
    const from = options.full ? null : (options.from ?? status?.lastDatestamp ?? null);
    const startedAt = await repository.now();
    const granularity = await identify(baseUrl, policy, onRetry);
    const since = from && granularity === 'YYYY-MM-DD' ? from.slice(0, 10) : from;
    const prefix = institution.metadataPrefix ?? (await choosePrefix(baseUrl, policy, onRetry));
    const source = institution.code ?? String(institution.id);
    let batch: HarvestBatch = { records: [], deleted: [] };
    const flush = async () => {
      if (batch.records.length === 0 && batch.deleted.length === 0) return;
      if (lost) throw lostLease();
      const written = await repository.writeBatch(institution.id, batch);
      batch = { records: [], deleted: [] };
      outcome.added += written.added;
      outcome.updated += written.updated;
      outcome.deleted += written.deleted;
      for (const r of written.rejected) skip(r.identifier, r.reason);
    };
    const onItem = async (node: XmlNode) => {
      const item = harvestedItem(node, prefix, source);
      if ('problem' in item) skip(item.identifier, item.problem);
      else if (item.deleted) batch.deleted.push(item.identifier);
      else batch.records.push(item);
      if (batch.records.length + batch.deleted.length >= BATCH_SIZE) await flush();
    };

    const seenTokens = new Set<string>();
    let token: string | null = null;
    let listSize: number | null = null;
    for (;;) {
      const args: Record<string, string> =
        token !== null
          ? { verb: 'ListRecords', resumptionToken: token }
          : {
              verb: 'ListRecords',
              metadataPrefix: prefix,
              ...(institution.set ? { set: institution.set } : {}),
              ...(since ? { from: since } : {}),
            };
      const response = await oaiRequest(baseUrl, args, policy, onRetry);
      let root: XmlNode;
      try {
        root = await readOaiResponse(guarded(response.body ?? emptyBody()), onItem);
      } catch (error) {
        if (!(error instanceof OaiXmlError || error instanceof HarvestStop)) throw error;
        const unwritten = batch.records.length + batch.deleted.length;
        batch = { records: [], deleted: [] };
        if (unwritten > 0)
          skip(null, `${unwritten} records of page ${outcome.pages + 1}: ${error.message}`);
        throw new HarvestStop(`page ${outcome.pages + 1}: ${error.message}`);
      }
      outcome.pages++;
      // Each page renews the lease too, and writes nothing once it is someone else's.
      await renew();
      if (lost) {
        const unwritten = batch.records.length + batch.deleted.length;
        if (unwritten > 0) skip(null, `${unwritten} records of page ${outcome.pages}: lease lost`);
        throw lostLease();
      }
      await flush();
      outcome.lastDatestamp ??= childText(root, 'responseDate');
      const failure = oaiError(root);
      if (failure && failure.code !== 'noRecordsMatch')
        throw new HarvestStop(`the source answered ${failure.code}: ${failure.text}`);
      const resumption = child(child(root, 'ListRecords'), 'resumptionToken');
      const size = Number(resumption?.attrs.completeListSize);
      if (Number.isInteger(size) && size >= 0) listSize = size;
      options.onProgress?.({ ...outcome, listSize });
      const next = resumption?.text.trim() ?? '';
      if (next === '') break;
      const key = createHash('sha256').update(next).digest('base64');
      if (seenTokens.has(key))
        throw new HarvestStop(
          `resumption token loop: the source sent the token "${next.slice(0, 80)}" again`,
        );
      seenTokens.add(key);
      token = next;
    }
    if (options.full || from === null)
      outcome.deleted += await repository.sweep(institution.id, startedAt);
    outcome.ok = true;
  } catch (error) {
    if (!(error instanceof HarvestStop || error instanceof OaiHttpError)) {
      clearInterval(heartbeat);
      outcome.error = `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      await repository.finish(institution.id, lease, outcome);
      throw error;
    }
    outcome.error = error.message;
  }
  clearInterval(heartbeat);
  await repository.finish(institution.id, lease, outcome);
  return outcome;
}

async function* emptyBody(): AsyncGenerator<Uint8Array> {}

/** The body's chunks; a connection that breaks (or times out) while it is read stops the run. */
async function* guarded(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    const why =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new HarvestStop(`the connection broke while the answer was read (${why})`);
  }
}

type OnRetry = (why: string, ms: number) => void;

/** One small answer (Identify, ListMetadataFormats) read whole; its error code stops the run. */
async function smallAnswer(baseUrl: string, verb: string, policy: RetryPolicy, onRetry: OnRetry) {
  const response = await oaiRequest(baseUrl, { verb }, policy, onRetry);
  let root: XmlNode;
  try {
    root = await readOaiResponse(response.body ?? emptyBody(), async () => {});
  } catch (error) {
    if (error instanceof OaiXmlError) throw new HarvestStop(`${verb}: ${error.message}`);
    throw error;
  }
  const failure = oaiError(root);
  if (failure) throw new HarvestStop(`the source answered ${failure.code}: ${failure.text}`);
  return root;
}

/** The source's datestamp granularity (Identify). */
async function identify(baseUrl: string, policy: RetryPolicy, onRetry: OnRetry) {
  const root = await smallAnswer(baseUrl, 'Identify', policy, onRetry);
  return childText(child(root, 'Identify'), 'granularity') ?? 'YYYY-MM-DD';
}

/** marc21 when the source lists it, oai_dc otherwise. */
async function choosePrefix(
  baseUrl: string,
  policy: RetryPolicy,
  onRetry: OnRetry,
): Promise<MetadataPrefix> {
  const root = await smallAnswer(baseUrl, 'ListMetadataFormats', policy, onRetry);
  const prefixes = (child(root, 'ListMetadataFormats')?.children ?? []).map((f) =>
    childText(f, 'metadataPrefix'),
  );
  if (prefixes.includes('marc21')) return 'marc21';
  if (prefixes.includes('oai_dc')) return 'oai_dc';
  throw new HarvestStop('the source offers neither marc21 nor oai_dc');
}
