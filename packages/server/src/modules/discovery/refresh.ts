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
    // Started by a request, but background work: at a million titles it takes minutes, more
    // than a request's statement timeout allows (STATEMENT_TIMEOUT_MS).
    await sql`set local statement_timeout = 0`.execute(trx);
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

/** The refresh this process runs now on each database, if any. */
const running = new WeakMap<Kysely<Database>, Promise<boolean>>();

/**
 * Refreshes stale views for a request, waiting at most `waitMs`: a small catalogue refreshes in
 * milliseconds and the answer sees the change; a million titles take minutes (232 s measured),
 * so the request answers from the current views while the refresh goes on in the background.
 * A failed background refresh is only logged: the next request tries again.
 */
export async function refreshDiscoveryIndexesWithin(
  kysely: Kysely<Database>,
  waitMs: number,
  onError: (error: unknown) => void = (error) => console.error('discovery refresh failed', error),
): Promise<void> {
  let refresh = running.get(kysely);
  if (!refresh) {
    if (!(await discoveryIndexesStale(kysely))) return;
    refresh = refreshDiscoveryIndexes(kysely)
      .catch((error: unknown) => {
        onError(error);
        return false;
      })
      .finally(() => running.delete(kysely));
    running.set(kysely, refresh);
  }
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([refresh, budget]);
  clearTimeout(timer);
}
