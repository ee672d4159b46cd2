import { describe, expect, it } from 'vitest';
import { addDays, dateRangeError, daysBetween, formatDay, isDay, today } from './days';

describe('days', () => {
  it('knows a real calendar day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28/02/2026')).toBe(false);
  });

  it('moves and measures days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-25', '2026-11-28')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
  });

  it('takes today from the local clock', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('writes a day in the language, never shifted by the time zone', () => {
    expect(formatDay('2026-11-25', 'pt-BR')).toBe('25/11/2026');
    expect(formatDay('2026-11-25', 'en')).toBe('11/25/26');
  });

  it('checks a date range (spec §5)', () => {
    expect(dateRangeError('2026-01-01', '2026-01-31')).toBeNull();
    expect(dateRangeError('2026-01-31', '2026-01-31')).toBeNull();
    expect(dateRangeError('2026-02-01', '2026-01-31')).toBe('dates_out_of_order');
    expect(dateRangeError('', '2026-01-31')).toBe('required');
    expect(dateRangeError('2026-13-01', '2026-01-31')).toBe('invalid');
  });
});
