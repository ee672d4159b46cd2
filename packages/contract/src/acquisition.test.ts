import { describe, expect, it } from 'vitest';
import {
  OPEN_SUGGESTION_STATUSES,
  SUGGESTION_STATUSES,
  SUGGESTION_TRANSITIONS,
  parseIsbnIssn,
} from './acquisition.ts';

describe('parseIsbnIssn', () => {
  it.each([
    ['978-85-359-0277-8', { kind: 'isbn', digits: '9788535902778' }],
    ['ISBN 85 359 0277 5', { kind: 'isbn', digits: '8535902775' }],
    ['0-8044-2957-x', { kind: 'isbn', digits: '080442957X' }],
    ['ISSN 0028-0836', { kind: 'issn', digits: '00280836' }],
    ['2049-3630', { kind: 'issn', digits: '20493630' }],
  ])('%s is a valid %j', (raw, expected) => {
    expect(parseIsbnIssn(raw)).toEqual(expected);
  });

  it.each([
    '978-85-359-0277-9',
    '85-359-0277-4',
    '0028-0837',
    '12345',
    '',
    'ISBN',
    '977-1234-5678-9',
  ])('%j is neither', (raw) => {
    expect(parseIsbnIssn(raw)).toBeNull();
  });
});

describe('SUGGESTION_TRANSITIONS', () => {
  it('moves only between known statuses, never back to where it starts, and ends somewhere', () => {
    for (const status of SUGGESTION_STATUSES) {
      for (const next of SUGGESTION_TRANSITIONS[status]) {
        expect(SUGGESTION_STATUSES).toContain(next);
        expect(next).not.toBe('pre_suggestion');
        expect(next).not.toBe(status);
      }
    }
    // Every open status can still be closed without a purchase.
    for (const status of OPEN_SUGGESTION_STATUSES) {
      expect(SUGGESTION_TRANSITIONS[status]).toContain('cancelled');
    }
    // The usual path is a path.
    const path = [
      'pre_suggestion',
      'purchase_suggestion',
      'in_quote',
      'trading',
      'awaiting_delivery',
      'attended',
    ] as const;
    for (let i = 1; i < path.length; i++) {
      expect(SUGGESTION_TRANSITIONS[path[i - 1]!]).toContain(path[i]);
    }
  });
});
