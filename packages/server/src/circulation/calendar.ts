/**
 * Calendar days as 'YYYY-MM-DD' strings, and the library calendar: a due date or pickup
 * deadline never falls on a day the library is closed (no opening hours that weekday, or a
 * holiday in `library_closure`). Pure functions: the engine loads the calendar, these decide.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01 (UTC, so no daylight-saving surprises). */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday, 1 = Monday … 7 = Sunday (the opening_hours convention). */
export function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * One formatter per time zone (making one costs far more than formatting, ≈ 0.1 ms), with the
 * last whole second it formatted: formatting is itself ~2% of a pending-loans request's server
 * time, and every request in the same second has the same day (time zone offsets are whole
 * seconds, so a day never changes inside one).
 */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; second: number; day: string }>();

/** The calendar day of an instant in a time zone (the library's), as 'YYYY-MM-DD'. */
export function localDay(at: Date, timeZone: string): string {
  let zone = dayFormats.get(timeZone);
  if (!zone) {
    // en-CA formats dates as YYYY-MM-DD.
    zone = {
      format: new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }),
      second: NaN,
      day: '',
    };
    dayFormats.set(timeZone, zone);
  }
  const second = Math.floor(at.getTime() / 1000);
  if (second !== zone.second) {
    zone.day = zone.format.format(at);
    zone.second = second;
  }
  return zone.day;
}

/** When a library opens: the weekdays with opening hours and its closed days. */
export interface LibraryCalendar {
  /** ISO weekdays with opening hours; empty means "hours not recorded": every day counts. */
  openWeekdays: ReadonlySet<number>;
  /** Holidays and other closed days of this library (and of all libraries). */
  closedDays: ReadonlySet<string>;
}

export function isOpen(calendar: LibraryCalendar, day: string): boolean {
  if (calendar.closedDays.has(day)) return false;
  return calendar.openWeekdays.size === 0 || calendar.openWeekdays.has(isoWeekday(day));
}

/** The longest run of closed days looked past; beyond it the day is kept (data error). */
const MAX_CLOSED_RUN = 366;

/**
 * `day`, or the first day after it the library is open: a due date that falls on a Sunday
 * or a holiday moves to the next opening day.
 */
export function nextOpenDay(calendar: LibraryCalendar, day: string): string {
  let candidate = day;
  for (let i = 0; i < MAX_CLOSED_RUN; i += 1) {
    if (isOpen(calendar, candidate)) return candidate;
    candidate = addDays(candidate, 1);
  }
  return day;
}

/** `days` after `from`, moved to the next opening day. */
export function dueDate(calendar: LibraryCalendar, from: string, days: number): string {
  return nextOpenDay(calendar, addDays(from, days));
}
