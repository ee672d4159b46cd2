import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeIcs } from './ics.ts';
import { circulationDocumentSettings } from './settings.ts';
import { normalizeDeclarationCode } from './service.ts';

describe('iCalendar writer', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['one\ntwo\r\nthree', 'one\\ntwo\\nthree'],
    ['bell\u0007', 'bell'],
  ])('escapes %j', (text, escaped) => expect(escapeText(text)).toBe(escaped));

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ção'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });

  it('an empty calendar is still a valid one', () => {
    expect(writeIcs({ name: 'X', events: [], now: new Date('2026-01-02T03:04:05.678Z') })).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Estante//Circulation//PT\r\nCALSCALE:GREGORIAN\r\n' +
        'METHOD:PUBLISH\r\nX-WR-CALNAME:X\r\nEND:VCALENDAR\r\n',
    );
  });

  it('an event: all-day, stamped in UTC, with its alarm; the last day of a month rolls over', () => {
    const ics = writeIcs({
      name: 'X',
      now: new Date('2026-01-02T03:04:05.678Z'),
      events: [{ uid: 'u1', day: '2026-02-28', summary: 'S', alarmDaysBefore: 1 }],
    });
    expect(ics).toContain(
      'BEGIN:VEVENT\r\nUID:u1\r\nDTSTAMP:20260102T030405Z\r\nDTSTART;VALUE=DATE:20260228\r\n' +
        'DTEND;VALUE=DATE:20260301\r\n',
    );
    expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D\r\n');
  });
});

describe('settings and codes', () => {
  it('LOAN_TOKEN_MINUTES and PAYMENT_SLIP_DUE_DAYS, with defaults for bad values', () => {
    expect(circulationDocumentSettings({})).toMatchObject({ tokenMinutes: 10, slipDueDays: 5 });
    expect(
      circulationDocumentSettings({ LOAN_TOKEN_MINUTES: '3', PAYMENT_SLIP_DUE_DAYS: '7' }),
    ).toMatchObject({ tokenMinutes: 3, slipDueDays: 7 });
    expect(circulationDocumentSettings({ LOAN_TOKEN_MINUTES: '-1' }).tokenMinutes).toBe(10);
    expect(circulationDocumentSettings({ LOAN_TOKEN_MINUTES: '2.5' }).tokenMinutes).toBe(10);
  });

  it('declaration codes as typed', () => {
    expect(normalizeDeclarationCode(' ab12 cd34 ef56 ')).toBe('AB12-CD34-EF56');
    expect(normalizeDeclarationCode('0o1l-AAAA-BBBB')).toBe('0011-AAAA-BBBB');
    expect(normalizeDeclarationCode('AB12-CD34')).toBeNull();
    expect(normalizeDeclarationCode('UUUU-AAAA-BBBB')).toBeNull();
  });
});
