import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Advisory lock id of the refresh, so two API processes never refresh at the same time. */
const REFRESH_LOCK = 74_331_004;
/** Changes counted so far: a fresh sequence has last_value 1 but was never called. */
const CHANGE_COUNT = sql.raw('case when is_called then last_value else 0 end');

/**
 * Refreshes the index-list and word views (migration 0004) when titles changed since their
 * last refresh, or always with `force`. Answers true when it refreshed. When another process
 * is refreshing already, answers false at once and callers read the current views.
 */
export async function refreshDiscoveryIndexes(
  kysely: Kysely<Database>,
  options: { force?: boolean } = {},
): Promise<boolean> {
  if (!options.force && !(await discoveryIndexesStale(kysely))) return false;
  return kysely.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    // Read the change counter before the views, so a change during the refresh is seen next time.
    const changes = await sql<{ last: string }>`
      select ${CHANGE_COUNT}::text as last from discovery_title_changes`.execute(trx);
    await sql`refresh materialized view concurrently index_heading`.execute(trx);
    await sql`refresh materialized view concurrently search_word`.execute(trx);
    await sql`update discovery_refresh
      set refreshed_change = ${changes.rows[0]?.last ?? '0'}::bigint, refreshed_at = now()`.execute(
      trx,
    );
    return true;
  });
}

/** True when titles changed since the views were last refreshed. */
export async function discoveryIndexesStale(kysely: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ stale: boolean }>`
    select (select ${CHANGE_COUNT} from discovery_title_changes) <> refreshed_change as stale
    from discovery_refresh`.execute(kysely);
  return rows[0]?.stale ?? false;
}
