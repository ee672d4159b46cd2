import type { CounterState, RequestCounters } from './request-counters.ts';

/**
 * A process takes hits from a key's shared counter in leases of `max / LEASE_SHARE` (at least
 * one): 2% of the limit, so 24 requests of the default group's 1200 a minute cost one database
 * statement instead of 24.
 */
export const LEASE_SHARE = 50;

/** How often a process forgets the leases of windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counted positions `next`…`end` of a key's window, taken from the shared counter at once; the
 * window ends at `expiresAt` (this process's clock, from the database's time left).
 */
interface Lease {
  next: number;
  end: number;
  expiresAt: number;
}

/**
 * Rate-limit hits counted in leases of the shared database counters (`request_counter`): a
 * process adds `size` hits to a key's row in one statement and hands out those positions of the
 * window locally, one per request, before it asks again. Every request still gets a position of
 * its own in the window's shared count (leases never overlap), so all API processes together
 * never let more than `max` through; the slack is the other way — positions another process has
 * leased but not used yet count as spent, so a client may be refused up to `size - 1` requests
 * early per other process serving it. A process with one lease to spare answers the request
 * itself, and once a lease ends at or past `max` it refuses the rest of the window without
 * asking the database (the shared count only grows within a window).
 */
export function leasedHits(counters: RequestCounters, share = LEASE_SHARE) {
  const leases = new Map<string, Lease>();
  // One lease request per key at a time: concurrent requests wait for it instead of leasing more.
  const leasing = new Map<string, Promise<void>>();
  let lastSweep = Date.now();

  function sweep(now: number): void {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    for (const [key, lease] of leases) if (lease.expiresAt <= now) leases.delete(key);
  }

  async function lease(key: string, windowMs: number, size: number): Promise<void> {
    const state = await counters.hit(key, windowMs, size);
    leases.set(key, {
      next: state.hits - size + 1,
      end: state.hits,
      expiresAt: Date.now() + state.ttlMs,
    });
  }

  return {
    /** One hit of `key`, whose limit is `max` a window of `windowMs`: its place in the window. */
    async hit(key: string, windowMs: number, max: number): Promise<CounterState> {
      const size = Math.max(1, Math.floor(max / share));
      // A lease just taken serves its waiters even if its window ended meanwhile.
      let justLeased = false;
      for (;;) {
        const now = Date.now();
        sweep(now);
        const current = leases.get(key);
        if (current && (current.expiresAt > now || justLeased)) {
          if (current.next <= current.end) {
            return { hits: current.next++, ttlMs: Math.max(0, current.expiresAt - now) };
          }
          // The shared count has reached `end` ≥ max already: over the limit until the window ends.
          if (current.end >= max) {
            return { hits: current.end + 1, ttlMs: Math.max(0, current.expiresAt - now) };
          }
        }
        let waiting = leasing.get(key);
        if (!waiting) {
          waiting = lease(key, windowMs, size).finally(() => leasing.delete(key));
          leasing.set(key, waiting);
        }
        await waiting;
        justLeased = true;
      }
    },
  };
}

export type LeasedHits = ReturnType<typeof leasedHits>;
