import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A key's hits in its current window and the milliseconds left of that window. */
export interface CounterState {
  hits: number;
  ttlMs: number;
}

/** How often a process sweeps expired counters (each key is also reset by its next hit). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters kept in the database (table `request_counter`), so that every API
 * process counts against the same numbers: rate limits per client and email quotas.
 */
export function requestCounters(kysely: Kysely<Database>) {
  let lastSweep = Date.now();

  function sweepNow(): void {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sql`delete from request_counter where expires_at < clock_timestamp()`
      .execute(kysely)
      .catch(() => undefined); // the next sweep tries again
  }

  const ttl = sql<number>`greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::integer`;

  /** Adds `amount` hits to `key`; with `max`, only while the window's total stays within it. */
  async function add(
    key: string,
    windowMs: number,
    amount: number,
    max: number | null,
  ): Promise<CounterState | null> {
    sweepNow();
    const within =
      max === null
        ? sql``
        : sql`where c.expires_at <= clock_timestamp() or c.hits + excluded.hits <= ${max}`;
    const { rows } = await sql<{ hits: number; ttl: number }>`
      insert into request_counter as c (key, hits, expires_at)
      values (${key}, ${amount}, clock_timestamp() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.expires_at <= clock_timestamp() then excluded.hits
                    else c.hits + excluded.hits end,
        expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at
                          else c.expires_at end
        ${within}
      returning hits, ${ttl} as ttl`.execute(kysely);
    const row = rows[0];
    return row ? { hits: row.hits, ttlMs: row.ttl } : null;
  }

  return {
    /** Adds `amount` hits to `key`, opening a window of `windowMs` when there is none. */
    async hit(key: string, windowMs: number, amount = 1): Promise<CounterState> {
      return (await add(key, windowMs, amount, null))!;
    },

    /**
     * Adds `amount` hits to `key` only if the window's total stays within `max`. Answers null
     * (and counts nothing) when it would not: a refused attempt does not use up the quota.
     */
    async take(
      key: string,
      windowMs: number,
      amount: number,
      max: number,
    ): Promise<CounterState | null> {
      return amount > max ? null : add(key, windowMs, amount, max);
    },

    /** The key's current state, without counting (0 hits when it has no live window). */
    async read(key: string): Promise<CounterState> {
      const { rows } = await sql<{ hits: number; ttl: number }>`
        select hits, ${ttl} as ttl from request_counter
        where key = ${key} and expires_at > clock_timestamp()`.execute(kysely);
      const row = rows[0];
      return row ? { hits: row.hits, ttlMs: row.ttl } : { hits: 0, ttlMs: 0 };
    },
  };
}

export type RequestCounters = ReturnType<typeof requestCounters>;
