import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { circulationErrorMessage, circulationKey } from './circulation-error';

// A t() that shows which key and values it was given.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const failure = (status: number, key: string, field?: string) =>
  new ApiRequestError({ status, key, message: `server: ${key}`, ...(field ? { field } : {}) });

describe('circulation errors (spec §8: a 422 translated by its key)', () => {
  it('maps the circulation keys the web translates', () => {
    expect(circulationKey('hold_copies_available')).toBe('circulationErrors.hold_copies_available');
    expect(circulationKey('invalid_grant')).toBeNull();
    expect(circulationKey(null)).toBeNull();
  });

  it('translates a known 422, with a day in the field written in the language', () => {
    expect(circulationErrorMessage(failure(422, 'hold_limit_reached'), t, 'pt-BR')).toBe(
      'circulationErrors.hold_limit_reached {"field":""}',
    );
    expect(
      circulationErrorMessage(failure(422, 'patron_suspended', '2026-12-04'), t, 'pt-BR'),
    ).toBe('circulationErrors.patron_suspended {"field":"04/12/2026"}');
  });

  it("keeps the server's sentence for an unknown 422, and says when the network failed", () => {
    expect(circulationErrorMessage(failure(422, 'something_new'), t, 'pt')).toBe(
      'server: something_new',
    );
    expect(circulationErrorMessage(failure(0, 'network_error'), t, 'pt')).toBe('errors.network');
    expect(circulationErrorMessage(failure(500, 'unexpected_error'), t, 'pt')).toBe(
      'errors.generic',
    );
    expect(circulationErrorMessage(new Error('boom'), t, 'pt')).toBe('errors.generic');
  });
});
