/**
 * The network catalogue's tables (migration 0033): institutions and how to harvest them, each
 * one's harvest status and lease, and which title holds which harvested OAI item.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { saveRecordsIn } from '../../catalogue/title-store.ts';
import type { Database } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';
import type { MetadataPrefix } from './records.ts';

/** A network institution and where its records are harvested from. */
export interface NetworkInstitution {
  id: number;
  code: string | null;
  name: string;
  oaiUrl: string | null;
  set: string | null;
  metadataPrefix: MetadataPrefix | null;
}

/** The status of an institution's harvests. */
export interface HarvestStatus {
  runningSince: Date | null;
  lastRunAt: Date | null;
  lastFinishedAt: Date | null;
  lastSuccessAt: Date | null;
  lastDatestamp: string | null;
  ok: boolean | null;
  added: number;
  updated: number;
  deleted: number;
  skipped: number;
  skippedReasons: { identifier: string | null; reason: string }[];
  lastError: string | null;
}

/** What a finished run records. */
export interface RunOutcome {
  ok: boolean;
  added: number;
  updated: number;
  deleted: number;
  skipped: number;
  skippedReasons: { identifier: string | null; reason: string }[];
  error: string | null;
  /** Newest datestamp seen; kept only when the run completed. */
  lastDatestamp: string | null;
}

/** One batch to write: records to store and identifiers deleted at the source. */
export interface HarvestBatch {
  records: { identifier: string; datestamp: string; record: MarcRecord }[];
  deleted: string[];
}

/** What a batch did; records the title store refused come back with their reason. */
export interface BatchResult {
  added: number;
  updated: number;
  deleted: number;
  rejected: { identifier: string; reason: string }[];
}

/**
 * The harvest lease: the running process renews it (`running_since`, the last renewal) every
 * HEARTBEAT_MS; one not renewed for LEASE_SECONDS belongs to a process that died, and the
 * next process takes it over. The run's start is `last_run_at`, which also identifies the
 * lease: only the process that took it renews it or writes the run's end.
 */
export const LEASE_SECONDS = 120;
export const HEARTBEAT_MS = 30_000;

type InstitutionRow = {
  id: number;
  code: string | null;
  name: string;
  oai_url: string | null;
  oai_set: string | null;
  metadata_prefix: string | null;
};

function institutionOf(row: InstitutionRow): NetworkInstitution {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    oaiUrl: row.oai_url,
    set: row.oai_set,
    metadataPrefix: (row.metadata_prefix as MetadataPrefix | null) ?? null,
  };
}

/** Deletes the network titles no harvested item points at any more. */
async function deleteOrphans(trx: Transaction<Database>, institutionId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const { numDeletedRows } = await trx
    .deleteFrom('title')
    .where('id', 'in', ids)
    .where('network_institution_id', '=', institutionId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('network_record')
            .select('network_record.title_id')
            .whereRef('network_record.title_id', '=', 'title.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(numDeletedRows);
}

export function networkRepository(db: Kysely<Database>) {
  const columns = ['id', 'code', 'name', 'oai_url', 'oai_set', 'metadata_prefix'] as const;
  return {
    async institutions(): Promise<NetworkInstitution[]> {
      const rows = await db
        .selectFrom('network_institution')
        .select(columns)
        .orderBy('id')
        .execute();
      return rows.map(institutionOf);
    },

    async institution(code: string): Promise<NetworkInstitution | null> {
      const row = await db
        .selectFrom('network_institution')
        .select(columns)
        .where('code', '=', code)
        .executeTakeFirst();
      return row ? institutionOf(row) : null;
    },

    /** Adds an institution or changes the one with that code (its id stays). */
    async saveInstitution(value: Omit<NetworkInstitution, 'id'> & { id?: number | null }) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('network_institution')
          .select('id')
          .where('code', '=', value.code)
          .executeTakeFirst();
        const id =
          existing?.id ??
          value.id ??
          Number(
            (
              await trx
                .selectFrom('network_institution')
                .select(sql<number>`coalesce(max(id), 900) + 1`.as('next'))
                .executeTakeFirstOrThrow()
            ).next,
          );
        const row = {
          name: value.name,
          code: value.code,
          oai_url: value.oaiUrl,
          oai_set: value.set,
          metadata_prefix: value.metadataPrefix,
        };
        await trx
          .insertInto('network_institution')
          .values({ id, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        return id;
      });
    },

    async status(institutionId: number): Promise<HarvestStatus | null> {
      const row = await db
        .selectFrom('network_harvest')
        .selectAll()
        .where('institution_id', '=', institutionId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        runningSince: row.running_since,
        lastRunAt: row.last_run_at,
        lastFinishedAt: row.last_finished_at,
        lastSuccessAt: row.last_success_at,
        lastDatestamp: row.last_datestamp,
        ok: row.ok,
        added: row.added,
        updated: row.updated,
        deleted: row.deleted,
        skipped: row.skipped,
        skippedReasons: row.skipped_reasons as HarvestStatus['skippedReasons'],
        lastError: row.last_error,
      };
    },

    /** Institutions whose last finished harvest failed (searches of the network base say so). */
    async failedSources(): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('network_harvest as h')
        .innerJoin('network_institution as n', 'n.id', 'h.institution_id')
        .select(['n.id', 'n.name'])
        .where('h.ok', '=', false)
        .orderBy('n.id')
        .execute();
    },

    /**
     * Takes the institution's lease when no other process holds a live one (renewed within
     * `leaseSeconds`). Answers the lease (the run's start, to the millisecond, as stored in
     * `last_run_at`) or null when another process is harvesting it.
     */
    async claim(institutionId: number, leaseSeconds = LEASE_SECONDS): Promise<Date | null> {
      const { rows } = await sql<{ lease: Date }>`
        insert into network_harvest (institution_id, running_since, last_run_at)
        values (${institutionId}, now(), date_trunc('milliseconds', clock_timestamp()))
        on conflict (institution_id) do update
          set running_since = now(), last_run_at = date_trunc('milliseconds', clock_timestamp())
          where network_harvest.running_since is null
             or network_harvest.running_since < now() - make_interval(secs => ${leaseSeconds})
        returning last_run_at as lease`.execute(db);
      return rows[0] ? new Date(rows[0].lease) : null;
    },

    /** Renews a lease this process holds; false when it is no longer ours (taken over). */
    async renew(institutionId: number, lease: Date): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('network_harvest')
        .set({ running_since: sql<Date>`now()` })
        .where('institution_id', '=', institutionId)
        .where('last_run_at', '=', lease)
        .where('running_since', 'is not', null)
        .executeTakeFirst();
      return Number(numUpdatedRows) > 0;
    },

    /**
     * Records the end of a run and gives the lease back; nothing when the lease is no longer
     * this run's (another process took the institution over and owns its status).
     */
    async finish(institutionId: number, lease: Date, outcome: RunOutcome): Promise<void> {
      await db
        .updateTable('network_harvest')
        .set((eb) => ({
          running_since: null,
          last_finished_at: new Date(),
          ok: outcome.ok,
          added: outcome.added,
          updated: outcome.updated,
          deleted: outcome.deleted,
          skipped: outcome.skipped,
          skipped_reasons: JSON.stringify(outcome.skippedReasons),
          last_error: outcome.error,
          ...(outcome.ok
            ? {
                last_success_at: new Date(),
                last_datestamp: outcome.lastDatestamp ?? eb.ref('last_datestamp'),
              }
            : {}),
        }))
        .where('institution_id', '=', institutionId)
        .where('last_run_at', '=', lease)
        .execute();
    },

    /**
     * Removes an institution with everything harvested from it — its titles, which item each
     * held, its harvest status — in one transaction. Refused ('busy') while a process holds a
     * live lease on it (a harvest would write into what is being removed); null when no
     * institution has that code.
     */
    async removeInstitution(
      code: string,
      leaseSeconds = LEASE_SECONDS,
    ): Promise<{ titles: number } | 'busy' | null> {
      return db.transaction().execute(async (trx) => {
        const institution = await trx
          .selectFrom('network_institution')
          .select('id')
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!institution) return null;
        // The row lock above makes a harvest's claim wait for this transaction: no new lease
        // can be taken meanwhile, and a live one stops the removal.
        const { rows } = await sql<{ live: boolean }>`
          select running_since >= now() - make_interval(secs => ${leaseSeconds}) as live
          from network_harvest where institution_id = ${institution.id} for update`.execute(trx);
        if (rows[0]?.live) return 'busy';
        const { numDeletedRows } = await trx
          .deleteFrom('title')
          .where('network_institution_id', '=', institution.id)
          .executeTakeFirst();
        // network_harvest and network_record go with the institution (ON DELETE CASCADE).
        await trx.deleteFrom('network_institution').where('id', '=', institution.id).execute();
        return { titles: Number(numDeletedRows) };
      });
    },

    /**
     * Writes one batch in one transaction: the deletions, then the records through the title
     * store (the import path), then which title holds each item. Nothing of it is half-written.
     */
    async writeBatch(institutionId: number, batch: HarvestBatch): Promise<BatchResult> {
      return db.transaction().execute(async (trx) => {
        const result: BatchResult = { added: 0, updated: 0, deleted: 0, rejected: [] };
        const identifiers = [...batch.deleted, ...batch.records.map((r) => r.identifier)];
        const before = new Map<string, number>();
        if (identifiers.length > 0) {
          const rows = await trx
            .selectFrom('network_record')
            .select(['identifier', 'title_id'])
            .where('institution_id', '=', institutionId)
            .where('identifier', 'in', identifiers)
            .execute();
          for (const row of rows) before.set(row.identifier, row.title_id);
        }
        const gone = batch.deleted.filter((id) => before.has(id));
        if (gone.length > 0) {
          await trx
            .deleteFrom('network_record')
            .where('institution_id', '=', institutionId)
            .where('identifier', 'in', gone)
            .execute();
          result.deleted = gone.length;
        }
        const saved = await saveRecordsIn(
          trx,
          batch.records.map((r) => r.record),
          { networkInstitutionId: institutionId },
        );
        for (const problem of [...saved.rejected, ...saved.skipped])
          result.rejected.push({
            identifier: batch.records[problem.index]!.identifier,
            reason: problem.reason,
          });
        const links = saved.titleIds.map(({ index, id }) => {
          const item = batch.records[index]!;
          if (before.has(item.identifier)) result.updated++;
          else result.added++;
          return {
            institution_id: institutionId,
            identifier: item.identifier,
            title_id: id,
            datestamp: item.datestamp,
          };
        });
        if (links.length > 0) {
          await trx
            .insertInto('network_record')
            .values(links)
            .onConflict((oc) =>
              oc.columns(['institution_id', 'identifier']).doUpdateSet((eb) => ({
                title_id: eb.ref('excluded.title_id'),
                datestamp: eb.ref('excluded.datestamp'),
                harvested_at: sql<Date>`now()`,
              })),
            )
            .execute();
        }
        // Titles left without an item: deleted at the source, or an item whose record now
        // goes to another title (its 001 changed).
        await deleteOrphans(trx, institutionId, [...new Set(before.values())]);
        return result;
      });
    },

    /**
     * After a complete full harvest: removes the items the source did not list (deleted there
     * without a trace), and their titles. Answers how many.
     */
    async sweep(institutionId: number, startedAt: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('network_record')
          .where('institution_id', '=', institutionId)
          .where('harvested_at', '<', startedAt)
          .returning('title_id')
          .execute();
        await deleteOrphans(
          trx,
          institutionId,
          gone.map((g) => g.title_id),
        );
        return gone.length;
      });
    },

    /** The database clock (a full harvest's start, compared with harvested_at). */
    async now(): Promise<Date> {
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
      return new Date(rows[0]!.now);
    },
  };
}
export type NetworkRepository = ReturnType<typeof networkRepository>;
