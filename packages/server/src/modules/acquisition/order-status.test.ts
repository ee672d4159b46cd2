import { describe, expect, it } from 'vitest';
import { authorMatches } from './catalogue-match.ts';
import { orderStatus } from './order-status.ts';

describe('orderStatus', () => {
  it.each([
    [[{ status: 'awaiting_delivery', delivered: 0 }], 'open'],
    [
      [
        { status: 'awaiting_delivery', delivered: 0 },
        { status: 'partially_attended', delivered: 1 },
      ],
      'partially_received',
    ],
    [
      [
        { status: 'attended', delivered: 2 },
        { status: 'awaiting_delivery', delivered: 0 },
      ],
      'partially_received',
    ],
    [
      [
        { status: 'attended', delivered: 2 },
        { status: 'cancelled', delivered: 0 },
      ],
      'received',
    ],
    [[{ status: 'finished_incomplete', delivered: 1 }], 'received'],
    [
      [
        { status: 'cancelled', delivered: 0 },
        { status: 'cancelled', delivered: 0 },
      ],
      'cancelled',
    ],
    [[{ status: 'finished_incomplete', delivered: 0 }], 'cancelled'],
  ] as const)('%j → %s', (items, expected) => {
    expect(orderStatus(items)).toBe(expected);
  });
});

describe('authorMatches', () => {
  const authors = ['Freyre, Gilberto, 1900-1987'];
  it.each([
    ['Gilberto Freyre', true],
    ['FREYRE, G.', true],
    ['freyre', true],
    ['Gilbérto FREYRE', true],
    ['Darcy Ribeiro', false],
    ['', false],
  ])('%s → %s', (suggested, expected) => {
    expect(authorMatches(suggested, authors)).toBe(expected);
  });
});
