import { RENEWAL_BLOCKS, type RenewalBlock } from '@estante/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysBetween,
  dueDate,
  fromDayNumber,
  isOpen,
  isoWeekday,
  localDay,
  nextOpenDay,
  type LibraryCalendar,
} from './calendar.ts';
import { choosePolicy, type LoanPolicy, type PolicyScope } from './policy.ts';
import {
  balance,
  chargeableDays,
  copyFitsHold,
  daysLate,
  isLendable,
  nextHoldFor,
  overdueFine,
  renewalBlock,
  renewedDueDate,
  suspensionDays,
  suspensionPeriod,
  type Parts,
  type QueuedHold,
  type RenewalFacts,
} from './rules.ts';

/**
 * The pure circulation rules (calendar, policy choice, fines, suspensions, renewal reasons,
 * the hold queue): tables of known answers, then fast-check properties over random input.
 */

const calendarOf = (weekdays: number[], closed: string[] = []): LibraryCalendar => ({
  openWeekdays: new Set(weekdays),
  closedDays: new Set(closed),
});
/** Monday to Friday, with Carnival (16–17 Feb 2026) and Tiradentes (21 Apr 2026) closed. */
const WEEKDAYS = calendarOf([1, 2, 3, 4, 5], ['2026-02-16', '2026-02-17', '2026-04-21']);
const NO_HOURS = calendarOf([]);

const POLICY: LoanPolicy = {
  libraryId: null,
  categoryId: null,
  loanType: null,
  materialType: null,
  loanDays: 14,
  maxLoans: 3,
  renewals: 2,
  renewalDays: 7,
  holdLimit: 2,
  pickupDays: 3,
  finePerDayCents: 150,
  suspensionDaysPerDay: 1,
  graceDays: 1,
  debtLimitCents: 500,
};

/** A day between 2020 and 2035, as 'YYYY-MM-DD'. */
const dayArb = fc
  .integer({ min: dayNumber('2020-01-01'), max: dayNumber('2035-12-31') })
  .map(fromDayNumber);
/** A calendar with at least one open weekday and a few random closures. */
const calendarArb = fc
  .record({
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 0, maxLength: 7 }),
    closed: fc.array(
      fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2036-03-31') }).map(fromDayNumber),
      { maxLength: 40 },
    ),
  })
  .map(({ weekdays, closed }) => calendarOf(weekdays, closed));

describe('calendar days', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2026-03-02', 20514],
    ['1969-12-31', -1],
  ])('dayNumber(%s) = %i and back', (day, n) => {
    expect(dayNumber(day)).toBe(n);
    expect(fromDayNumber(n)).toBe(day);
  });

  it.each([
    ['2026-02-27', 1, '2026-02-28'],
    ['2026-02-28', 1, '2026-03-01'], // not a leap year
    ['2028-02-28', 1, '2028-02-29'], // a leap year
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-02', -2, '2026-02-28'],
    ['2026-03-02', 0, '2026-03-02'],
    ['2026-10-31', 1, '2026-11-01'], // no daylight-saving shift in UTC days
  ])('addDays(%s, %i) = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-03-02', '2026-03-16', 14],
    ['2026-03-16', '2026-03-02', -14],
    ['2026-03-02', '2026-03-02', 0],
    ['2025-12-31', '2026-01-01', 1],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2026-03-02', 1], // Monday
    ['2026-03-06', 5],
    ['2026-03-07', 6],
    ['2026-03-08', 7], // Sunday is 7, not 0
  ])('isoWeekday(%s) = %i', (day, weekday) => {
    expect(isoWeekday(day)).toBe(weekday);
  });

  it.each([
    ['2026-03-02T02:59:00Z', 'America/Sao_Paulo', '2026-03-01'], // 23:59 the day before
    ['2026-03-02T03:00:00Z', 'America/Sao_Paulo', '2026-03-02'],
    ['2026-03-02T02:59:00Z', 'UTC', '2026-03-02'],
    ['2026-03-01T23:30:00Z', 'Asia/Tokyo', '2026-03-02'],
  ])('localDay(%s, %s) = %s', (at, zone, day) => {
    expect(localDay(new Date(at), zone)).toBe(day);
  });

  it('localDay moves to the next day at local midnight, one millisecond apart', () => {
    // The day is kept for the second it was formatted in; the next second is formatted again.
    expect(localDay(new Date('2026-03-02T02:59:59.999Z'), 'America/Sao_Paulo')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-02T02:59:59.000Z'), 'America/Sao_Paulo')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-02T03:00:00.000Z'), 'America/Sao_Paulo')).toBe('2026-03-02');
    expect(localDay(new Date('2026-03-02T02:59:59.999Z'), 'America/Sao_Paulo')).toBe('2026-03-01');
  });

  it('addDays and daysBetween undo each other', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -2000, max: 2000 }), (day, n) => {
        expect(daysBetween(day, addDays(day, n))).toBe(n);
        expect(addDays(addDays(day, n), -n)).toBe(day);
        expect(isoWeekday(addDays(day, 7 * n))).toBe(isoWeekday(day));
      }),
    );
  });
});

describe('isOpen, nextOpenDay and dueDate', () => {
  it.each([
    ['a weekday', WEEKDAYS, '2026-03-02', true],
    ['a Saturday', WEEKDAYS, '2026-03-07', false],
    ['a Sunday', WEEKDAYS, '2026-03-08', false],
    ['a holiday on a weekday', WEEKDAYS, '2026-04-21', false],
    ['any day when no hours are recorded', NO_HOURS, '2026-03-08', true],
    ['a holiday when no hours are recorded', calendarOf([], ['2026-03-08']), '2026-03-08', false],
  ])('isOpen: %s', (_, calendar, day, open) => {
    expect(isOpen(calendar, day)).toBe(open);
  });

  it.each([
    ['an open day stays', WEEKDAYS, '2026-03-04', '2026-03-04'],
    ['Saturday moves to Monday', WEEKDAYS, '2026-03-07', '2026-03-09'],
    ['Carnival weekend moves to Wednesday', WEEKDAYS, '2026-02-14', '2026-02-18'],
    ['no recorded hours: Sunday stays', NO_HOURS, '2026-03-08', '2026-03-08'],
  ])('nextOpenDay: %s', (_, calendar, day, expected) => {
    expect(nextOpenDay(calendar, day)).toBe(expected);
  });

  it('keeps the day when the library never opens (a data error, not an endless loop)', () => {
    const never: LibraryCalendar = {
      openWeekdays: new Set([8]), // no such weekday
      closedDays: new Set(),
    };
    expect(nextOpenDay(never, '2026-03-07')).toBe('2026-03-07');
  });

  it.each([
    ['14 days from Monday is a Monday', WEEKDAYS, '2026-03-02', 14, '2026-03-16'],
    ['landing on Saturday moves to Monday', WEEKDAYS, '2026-03-02', 5, '2026-03-09'],
    ['landing on Sunday moves to Monday', WEEKDAYS, '2026-03-02', 6, '2026-03-09'],
    ['landing on Carnival Monday skips to Wednesday', WEEKDAYS, '2026-02-02', 14, '2026-02-18'],
    ['a holiday on Tuesday moves to Wednesday', WEEKDAYS, '2026-04-14', 7, '2026-04-22'],
    ['without recorded hours a Sunday counts', NO_HOURS, '2026-03-02', 6, '2026-03-08'],
    [
      'a holiday still counts without hours',
      calendarOf([], ['2026-03-08']),
      '2026-03-02',
      6,
      '2026-03-09',
    ],
    ['zero days on an open day is that day', WEEKDAYS, '2026-03-02', 0, '2026-03-02'],
  ])('dueDate: %s', (_, calendar, from, days, expected) => {
    expect(dueDate(calendar, from, days)).toBe(expected);
  });

  it('dueDate is always an open day ≥ from + days, with only closed days skipped', () => {
    fc.assert(
      fc.property(calendarArb, dayArb, fc.integer({ min: 0, max: 60 }), (calendar, from, days) => {
        const due = dueDate(calendar, from, days);
        const earliest = addDays(from, days);
        expect(due >= earliest).toBe(true);
        // Some weekday is open (or all are) and closures are few: an open day is in reach.
        expect(isOpen(calendar, due)).toBe(true);
        for (let d = earliest; d < due; d = addDays(d, 1)) {
          expect(isOpen(calendar, d)).toBe(false);
        }
      }),
    );
  });
});

describe('choosePolicy', () => {
  const scope: PolicyScope = {
    libraryId: 1,
    categoryId: 2,
    loanType: 'normal',
    materialType: 'book',
  };
  const row = (name: number, fields: Partial<LoanPolicy>): LoanPolicy => ({
    ...POLICY,
    loanDays: name, // loanDays names the row in these tables
    ...fields,
  });
  const DEFAULT = row(1, {});
  const MATERIAL = row(2, { materialType: 'book' });
  const LOAN_TYPE = row(3, { loanType: 'normal' });
  const CATEGORY = row(4, { categoryId: 2 });
  const LIBRARY = row(5, { libraryId: 1 });
  const ALL = [DEFAULT, MATERIAL, LOAN_TYPE, CATEGORY, LIBRARY];

  it.each([
    ['library outweighs everything else', ALL, 5],
    ['category outweighs loan type and material', [DEFAULT, MATERIAL, LOAN_TYPE, CATEGORY], 4],
    ['loan type outweighs material type', [LOAN_TYPE, MATERIAL, DEFAULT], 3],
    ['material type outweighs the default', [DEFAULT, MATERIAL], 2],
    ['the default row when nothing else matches', [DEFAULT], 1],
    [
      'library alone outweighs category + loan type + material together',
      [row(6, { categoryId: 2, loanType: 'normal', materialType: 'book' }), LIBRARY],
      5,
    ],
    [
      'library + material outweighs library alone',
      [LIBRARY, row(7, { libraryId: 1, materialType: 'book' })],
      7,
    ],
    [
      'rows for another library, category, loan type or material are ignored',
      [
        DEFAULT,
        row(8, { libraryId: 9 }),
        row(9, { categoryId: 9 }),
        row(10, { loanType: 'short' }),
        row(11, { materialType: 'map' }),
      ],
      1,
    ],
  ])('%s', (_, policies, expected) => {
    expect(choosePolicy(policies, scope)?.loanDays).toBe(expected);
    // The order of the rows does not matter.
    expect(choosePolicy([...policies].reverse(), scope)?.loanDays).toBe(expected);
  });

  it('is null when no row matches (no institution default)', () => {
    expect(choosePolicy([row(1, { libraryId: 9 })], scope)).toBeNull();
    expect(choosePolicy([], scope)).toBeNull();
  });

  it('a patron without category matches only rows for any category', () => {
    expect(choosePolicy([CATEGORY, DEFAULT], { ...scope, categoryId: null })?.loanDays).toBe(1);
  });

  it('picks a matching row that no other matching row beats in (library, category, loan type, material)', () => {
    const columnArb = <T>(value: T, other: T) => fc.constantFrom<T | null>(null, value, other);
    const policyArb = fc.record({
      libraryId: columnArb(1, 2),
      categoryId: columnArb(2, 3),
      loanType: columnArb<LoanPolicy['loanType']>('normal', 'short'),
      materialType: columnArb('book', 'map'),
    });
    const fits = (p: LoanPolicy) =>
      (p.libraryId === null || p.libraryId === scope.libraryId) &&
      (p.categoryId === null || p.categoryId === scope.categoryId) &&
      (p.loanType === null || p.loanType === scope.loanType) &&
      (p.materialType === null || p.materialType === scope.materialType);
    const rank = (p: LoanPolicy) =>
      [p.libraryId, p.categoryId, p.loanType, p.materialType].map((v) => (v === null ? 0 : 1));
    const beats = (a: number[], b: number[]) => {
      for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
      return false;
    };
    fc.assert(
      fc.property(fc.array(policyArb, { maxLength: 12 }), (columns) => {
        const policies = columns.map((c, i) => ({ ...POLICY, ...c, loanDays: i }));
        const chosen = choosePolicy(policies, scope);
        const matching = policies.filter(fits);
        if (matching.length === 0) {
          expect(chosen).toBeNull();
          return;
        }
        expect(chosen).not.toBeNull();
        expect(fits(chosen!)).toBe(true);
        for (const other of matching) expect(beats(rank(other), rank(chosen!))).toBe(false);
      }),
    );
  });
});

describe('lateness, fines and suspensions', () => {
  it.each([
    ['2026-03-16', '2026-03-10', 0], // not yet due
    ['2026-03-16', '2026-03-16', 0], // due today
    ['2026-03-16', '2026-03-17', 1],
    ['2026-03-16', '2026-04-15', 30],
  ])('daysLate(due %s, today %s) = %i', (due, today, late) => {
    expect(daysLate(due, today)).toBe(late);
  });

  it.each([
    // late, grace, fine/day, suspension/day → chargeable, fine, suspension
    [0, 1, 150, 1, 0, 0, 0],
    [1, 1, 150, 1, 0, 0, 0], // within grace: nothing
    [2, 1, 150, 1, 2, 300, 2], // past grace: every late day counts
    [1, 0, 150, 1, 1, 150, 1], // no grace
    [5, 0, 100, 2, 5, 500, 10], // two suspension days per late day
    [5, 5, 100, 2, 0, 0, 0], // exactly at the grace limit
    [6, 5, 100, 2, 6, 600, 12],
    [10, 0, 0, 0, 10, 0, 0], // a policy without fines or suspensions
  ])(
    'late %i, grace %i, %i¢/day, %i susp/day → %i chargeable, %i¢, %i days',
    (late, graceDays, finePerDayCents, suspensionDaysPerDay, chargeable, fine, suspension) => {
      const policy = { graceDays, finePerDayCents, suspensionDaysPerDay };
      expect(chargeableDays(late, policy)).toBe(chargeable);
      expect(overdueFine(late, policy)).toBe(fine);
      expect(suspensionDays(late, policy)).toBe(suspension);
    },
  );

  const feeArb = fc.record({
    graceDays: fc.integer({ min: 0, max: 10 }),
    finePerDayCents: fc.integer({ min: 0, max: 1000 }),
    suspensionDaysPerDay: fc.integer({ min: 0, max: 5 }),
  });

  it('overdueFine and suspensionDays are 0 within grace, integers, and monotonic in lateness', () => {
    fc.assert(
      fc.property(
        feeArb,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (policy, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(overdueFine(less, policy)).toBeLessThanOrEqual(overdueFine(more, policy));
          expect(suspensionDays(less, policy)).toBeLessThanOrEqual(suspensionDays(more, policy));
          for (const late of [a, b]) {
            const fine = overdueFine(late, policy);
            expect(Number.isInteger(fine)).toBe(true);
            expect(fine).toBeGreaterThanOrEqual(0);
            if (late <= policy.graceDays) {
              expect(fine).toBe(0);
              expect(suspensionDays(late, policy)).toBe(0);
            } else {
              expect(fine).toBe(late * policy.finePerDayCents);
            }
          }
        },
      ),
    );
  });

  it.each([
    ['no days: no suspension', '2026-03-10', 0, null, null],
    ['starts today without a running one', '2026-03-10', 3, null, ['2026-03-10', '2026-03-12']],
    ['one day is today only', '2026-03-10', 1, null, ['2026-03-10', '2026-03-10']],
    ['queued after a running one', '2026-03-10', 3, '2026-03-15', ['2026-03-16', '2026-03-18']],
    ['queued after one ending today', '2026-03-10', 2, '2026-03-10', ['2026-03-11', '2026-03-12']],
    ['a finished one is ignored', '2026-03-10', 2, '2026-03-09', ['2026-03-10', '2026-03-11']],
  ])('suspensionPeriod: %s', (_, today, days, currentEnd, expected) => {
    const period = suspensionPeriod(today, days, currentEnd);
    expect(period && [period.startsOn, period.endsOn]).toEqual(expected);
  });

  it('a suspension lasts its days, never before today, never overlapping the running one', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: -5, max: 60 }),
        fc.option(fc.integer({ min: -30, max: 30 })),
        (today, days, endOffset) => {
          const currentEnd = endOffset === null ? null : addDays(today, endOffset);
          const period = suspensionPeriod(today, days, currentEnd);
          if (days <= 0) {
            expect(period).toBeNull();
            return;
          }
          expect(period).not.toBeNull();
          const { startsOn, endsOn } = period!;
          expect(daysBetween(startsOn, endsOn) + 1).toBe(days);
          expect(startsOn >= today).toBe(true);
          if (currentEnd !== null && currentEnd >= today) {
            expect(startsOn).toBe(addDays(currentEnd, 1)); // back to back
          } else {
            expect(startsOn).toBe(today);
          }
        },
      ),
    );
  });
});

describe('renewals', () => {
  const ok: RenewalFacts = {
    returned: false,
    dueOn: '2026-03-16',
    renewals: 0,
    loanType: 'normal',
    today: '2026-03-10',
    suspendedUntil: null,
    debtCents: 0,
    othersWaiting: 0,
  };
  /** Facts that trigger each block, and nothing else. */
  const trigger: Record<RenewalBlock, Partial<RenewalFacts>> = {
    returned: { returned: true },
    suspended: { suspendedUntil: '2026-03-10' },
    debts: { debtCents: 501 },
    overdue: { dueOn: '2026-03-09' },
    reserved: { othersWaiting: 1 },
    limit: { renewals: 2 },
    not_renewable: { loanType: 'special' },
  };

  it('renews when nothing blocks', () => {
    expect(renewalBlock(ok, POLICY)).toBeNull();
  });

  it.each(RENEWAL_BLOCKS)('%s alone blocks with its own reason', (block) => {
    expect(renewalBlock({ ...ok, ...trigger[block] }, POLICY)).toBe(block);
  });

  it('reports the first reason in RENEWAL_BLOCKS order when several apply', () => {
    // Every block applies; lifting them one by one reveals the next in order.
    for (let i = 0; i < RENEWAL_BLOCKS.length; i += 1) {
      const facts = RENEWAL_BLOCKS.slice(i).reduce<RenewalFacts>(
        (all, block) => ({ ...all, ...trigger[block] }),
        ok,
      );
      expect(renewalBlock(facts, POLICY)).toBe(RENEWAL_BLOCKS[i]);
    }
  });

  it.each([
    ['a suspension that ended yesterday', { suspendedUntil: '2026-03-09' }, null],
    ['debts exactly at the limit', { debtCents: 500 }, null],
    ['due today is not overdue', { dueOn: '2026-03-10' }, null],
    ['one renewal left', { renewals: 1 }, null],
    ['a short loan renews', { loanType: 'short' }, null],
    ['a reference copy', { loanType: 'reference' }, 'not_renewable'],
    ['renewals beyond the limit', { renewals: 5 }, 'limit'],
  ] as const)('boundary: %s', (_, facts, expected) => {
    expect(renewalBlock({ ...ok, ...facts }, POLICY)).toBe(expected);
  });

  it('blocks by the policy: debts above its limit, renewals at its count', () => {
    const strict = { ...POLICY, debtLimitCents: 0, renewals: 0 };
    expect(renewalBlock({ ...ok, debtCents: 1 }, strict)).toBe('debts');
    expect(renewalBlock(ok, strict)).toBe('limit');
  });

  it.each([
    ['from today on an opening day', WEEKDAYS, '2026-03-10', '2026-03-16', '2026-03-17'],
    ['moved past the weekend', WEEKDAYS, '2026-03-14', '2026-03-16', '2026-03-23'],
    ['moved past a holiday', WEEKDAYS, '2026-04-14', '2026-04-15', '2026-04-22'],
    ['renewing early never shortens the loan', WEEKDAYS, '2026-03-02', '2026-03-20', '2026-03-20'],
    ['without recorded hours', NO_HOURS, '2026-03-07', '2026-03-09', '2026-03-14'],
  ])('renewedDueDate: %s', (_, calendar, today, currentDue, expected) => {
    expect(renewedDueDate(calendar, today, currentDue, POLICY)).toBe(expected);
  });

  it('renewedDueDate is never earlier than the current due date nor than today + renewalDays', () => {
    fc.assert(
      fc.property(
        calendarArb,
        dayArb,
        fc.integer({ min: -30, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        (calendar, today, offset, renewalDays) => {
          const currentDue = addDays(today, offset);
          const next = renewedDueDate(calendar, today, currentDue, { renewalDays });
          expect(next >= currentDue).toBe(true);
          expect(next >= addDays(today, renewalDays)).toBe(true);
          expect([currentDue, dueDate(calendar, today, renewalDays)]).toContain(next);
        },
      ),
    );
  });
});

describe('the hold queue', () => {
  const parts = (
    volume: string | null,
    tome: string | null = null,
    part: string | null = null,
  ) => ({
    volume,
    tome,
    part,
  });
  const hold = (id: number, placedAt: number, p: Parts = parts(null)): QueuedHold => ({
    id,
    placedAt,
    ...p,
  });

  it.each([
    ['a hold naming nothing fits any copy', parts('1', 'A', 'x'), parts(null), true],
    ['the same volume fits', parts('1'), parts('1'), true],
    ['another volume does not', parts('2'), parts('1'), false],
    ['a volume asked of a copy without volumes does not', parts(null), parts('1'), false],
    ['the tome must match too', parts('1', 'A'), parts('1', 'B'), false],
    ['the part must match too', parts('1', 'A', 'x'), parts('1', 'A', 'y'), false],
    ['all three matching fit', parts('1', 'A', 'x'), parts('1', 'A', 'x'), true],
    ['only the part named fits', parts('3', 'B', 'x'), parts(null, null, 'x'), true],
  ])('copyFitsHold: %s', (_, copy, wanted, fits) => {
    expect(copyFitsHold(copy, wanted)).toBe(fits);
  });

  it.each([
    ['nobody waits', parts(null), [], null],
    ['the earliest placed', parts(null), [hold(1, 30), hold(2, 10), hold(3, 20)], 2],
    ['the lowest id among holds placed together', parts(null), [hold(7, 10), hold(4, 10)], 4],
    [
      'skips an earlier hold for another volume',
      parts('2'),
      [hold(1, 10, parts('1')), hold(2, 20, parts('2')), hold(3, 15, parts(null))],
      3,
    ],
    ['none fits the copy', parts('2'), [hold(1, 10, parts('1'))], null],
  ])('nextHoldFor: %s', (_, copy, queue, expected) => {
    expect(nextHoldFor(copy, queue)?.id ?? null).toBe(expected);
  });

  it('nextHoldFor returns the earliest (placed_at, id) of the fitting holds, whatever the order', () => {
    const partArb = fc.constantFrom<string | null>(null, '1', '2');
    const partsArb = fc.record({ volume: partArb, tome: partArb, part: partArb });
    const queueArb = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        placedAt: fc.integer({ min: 0, max: 5 }),
      }),
      { selector: (h) => h.id, maxLength: 15 },
    );
    fc.assert(
      fc.property(
        partsArb,
        queueArb,
        fc.array(partsArb, { minLength: 15, maxLength: 15 }),
        (copy, times, wanted) => {
          const queue = times.map((t, i) => ({ ...t, ...wanted[i]! }));
          const fitting = queue
            .filter((h) => copyFitsHold(copy, h))
            .sort((a, b) => a.placedAt - b.placedAt || a.id - b.id);
          expect(nextHoldFor(copy, queue)).toBe(fitting[0] ?? null);
          expect(nextHoldFor(copy, [...queue].reverse())).toBe(fitting[0] ?? null);
        },
      ),
    );
  });
});

describe('lending and money', () => {
  it.each([
    ['normal', true],
    ['short', true],
    ['special', true],
    ['reference', false],
  ])('isLendable(%s) = %s', (loanType, lendable) => {
    expect(isLendable(loanType)).toBe(lendable);
  });

  it.each([
    [1000, 0, 0, 1000],
    [1000, 200, 300, 500],
    [1000, 1000, 0, 0],
    [1000, 0, 1000, 0],
    [150, 50, 100, 0],
  ])('balance(amount %i, discount %i, paid %i) = %i', (amount, discount, paid, owed) => {
    expect(balance({ amount_cents: amount, discount_cents: discount, paid_cents: paid })).toBe(
      owed,
    );
  });

  it('balance is amount − discount − paid and never negative for a valid debit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).chain((amount) =>
          fc.tuple(
            fc.constant(amount),
            fc
              .integer({ min: 0, max: amount })
              .chain((discount) =>
                fc.tuple(fc.constant(discount), fc.integer({ min: 0, max: amount - discount })),
              ),
          ),
        ),
        ([amount, [discount, paid]]) => {
          const owed = balance({
            amount_cents: amount,
            discount_cents: discount,
            paid_cents: paid,
          });
          expect(owed).toBe(amount - discount - paid);
          expect(owed).toBeGreaterThanOrEqual(0);
          expect(owed).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
