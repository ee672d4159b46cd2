import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { circulationErrorMessage } from '../../../lib/circulation-error';

/** Error keys of loan requests (spec §5, §8) the web has a sentence for. */
const LOAN_REQUEST_KEYS = [
  'loan_request_receiving_required',
  'loan_request_location_required',
  'loan_request_options_required',
  'phone_required',
  'invalid_phone',
  'invalid_email_address',
  'loan_request_address_required',
  'loan_request_limit_or_duplicate',
  'loan_request_no_copies',
  'closed_stacks_unavailable',
] as const;
type LoanRequestKey = (typeof LOAN_REQUEST_KEYS)[number];

const isLoanRequestKey = (key: string): key is LoanRequestKey =>
  (LOAN_REQUEST_KEYS as readonly string[]).includes(key);

/** The sentence for a failed loan-request call: its key's translation, else the circulation one. */
export function loanRequestErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiRequestError && isLoanRequestKey(error.key)) {
    return t(`circulationErrors.${error.key}`, { field: error.field ?? '' });
  }
  return circulationErrorMessage(error, t, language);
}
