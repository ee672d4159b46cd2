import type { ParseKeys, TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

const OWN_KEYS = [
  'loan_token_not_found',
  'no_debts_not_clear',
  'declaration_not_found',
  'slip_amount_invalid',
  'slip_exceeds_balance',
  'mail_quota_exceeded',
] as const;

/** The message of a failed call: its own key's text, the network's, or `fallback`. */
export function errorText(t: TFunction, error: unknown, fallback: ParseKeys): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors.network');
    const own = OWN_KEYS.find((key) => key === error.key);
    if (own) return t(`circulationDocuments.errors.${own}`);
  }
  return t(fallback);
}
