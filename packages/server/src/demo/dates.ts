/** Calendar arithmetic on 'YYYY-MM-DD' strings (UTC, so no time zone shifts a date). */

const DAY_MS = 86_400_000;

/** The calendar date of a moment, 'YYYY-MM-DD' (UTC). */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A date n days after (or before, n < 0) the given one. */
export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The year of a 'YYYY-MM-DD' date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
