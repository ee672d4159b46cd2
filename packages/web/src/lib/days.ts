/**
 * Days of the library's calendar on the wire ('YYYY-MM-DD', spec §7 dataIni/dataFim, due
 * dates): formatted, compared and moved without a time zone getting in the way.
 */

import { dateTimeFormat } from './intl-format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a 'YYYY-MM-DD' day that exists in the calendar. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in the reader's own time zone, as 'YYYY-MM-DD'. */
export function today(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day as the reader's language writes it ('YYYY-MM-DD' is read as that calendar day). */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

/** An instant (ISO date-time) as the reader's language writes its day, in their time zone. */
export function formatInstantDay(instant: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'short' }).format(new Date(instant));
}

export type DateRangeError = 'required' | 'invalid' | 'dates_out_of_order';

/** Spec §5: both days given and valid, the start not after the end. */
export function dateRangeError(start: string, end: string): DateRangeError | null {
  if (!start || !end) return 'required';
  if (!isDay(start) || !isDay(end)) return 'invalid';
  return start > end ? 'dates_out_of_order' : null;
}
