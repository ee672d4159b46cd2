import type { Requester } from '../lib/requester.ts';
import type { RequestCounters } from '../limits/request-counters.ts';

/**
 * Whether `requester` may have the catalogue send email on their behalf: a signed-in patron, or
 * anyone when the library lets visitors do it (BASKET_EMAIL, off by default).
 */
export function mayEmail(requester: Requester, forVisitors: boolean): boolean {
  return requester.patronId !== null || forVisitors;
}

/** Recipients per hour that email sent on patrons' behalf may reach. */
export interface EmailQuotas {
  /** Per sender (the client's address until patrons sign in, then the patron). */
  perClientPerHour: number;
  /** For the whole catalogue. */
  perHour: number;
}

/** EMAIL_QUOTA_CLIENT and EMAIL_QUOTA_TOTAL defaults (docs/configuration.md). */
export const DEFAULT_EMAIL_QUOTAS: EmailQuotas = { perClientPerHour: 20, perHour: 500 };

const HOUR_MS = 3_600_000;

/**
 * Email quotas counted in the database, so every API process shares them. A message takes as
 * many units as it has recipients, from the sender's quota and from the global one; when
 * either has no room, nothing is taken from either.
 */
export function emailQuotas(counters: RequestCounters, quotas: EmailQuotas) {
  return {
    /** Takes `recipients` units for `sender`; false when a quota has no room left. */
    async take(sender: string, recipients: number): Promise<boolean> {
      const own = await counters.take(
        `mail:${sender}`,
        HOUR_MS,
        recipients,
        quotas.perClientPerHour,
      );
      if (!own) return false;
      const all = await counters.take('mail:*', HOUR_MS, recipients, quotas.perHour);
      if (all) return true;
      await counters.hit(`mail:${sender}`, HOUR_MS, -recipients); // give the sender's units back
      return false;
    },
  };
}

export type EmailQuotaCounter = ReturnType<typeof emailQuotas>;
