import type { ParseKeys, TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { formatDay, isDay } from './days';

/** Circulation error keys (packages/contract errors.ts) the web has a sentence for. */
const CIRCULATION_KEYS = new Set([
  'renewal_select_one',
  'hold_select_one',
  'hold_options_required',
  'hold_copies_available',
  'hold_not_possible',
  'hold_limit_reached',
  'hold_duplicate',
  'hold_already_borrowed',
  'patron_suspended',
  'debts_above_limit',
  'loan_limit_reached',
  'dates_out_of_order',
  'patron_departed',
]);

type CirculationKey = `circulationErrors.${
  | 'renewal_select_one'
  | 'hold_select_one'
  | 'hold_options_required'
  | 'hold_copies_available'
  | 'hold_not_possible'
  | 'hold_limit_reached'
  | 'hold_duplicate'
  | 'hold_already_borrowed'
  | 'patron_suspended'
  | 'debts_above_limit'
  | 'loan_limit_reached'
  | 'dates_out_of_order'
  | 'patron_departed'}`;

/** The translation key of a circulation error key, or null when the web has none for it. */
export function circulationKey(key: string | null | undefined): CirculationKey | null {
  return key && CIRCULATION_KEYS.has(key) ? (`circulationErrors.${key}` as CirculationKey) : null;
}

/**
 * The sentence for a failed circulation call (spec §5, §8: a 422 is translated by its key; a
 * network failure says the server could not be reached; anything else is the generic one).
 */
export function circulationErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  const key = circulationKey(error.key);
  if (key) {
    const field =
      error.field && isDay(error.field) ? formatDay(error.field, language) : error.field;
    return t(key, { field: field ?? '' });
  }
  // A 422 the web does not know yet: the server's own sentence, in the request's language.
  if (error.status === 422 && error.message) return error.message;
  return t('errors.generic' satisfies ParseKeys);
}
