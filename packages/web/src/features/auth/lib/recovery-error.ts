import type { ParseKeys } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

const KNOWN: Record<string, ParseKeys> = {
  recovery_code_invalid: 'recovery.errors.recovery_code_invalid',
  password_rules: 'password.errors.password_rules',
  captcha_required: 'login.errors.captcha_required',
  captcha_invalid: 'login.errors.captcha_invalid',
  account_data_required: 'recovery.errors.user_required',
  too_many_requests: 'recovery.errors.too_many',
  too_many_attempts: 'recovery.errors.too_many',
};

/** The translation key of a failed recovery call (spec §8 Recovery). */
export function recoveryErrorKey(error: unknown): ParseKeys {
  if (!(error instanceof ApiRequestError)) return 'recovery.errors.unexpected';
  const known = KNOWN[error.key];
  if (known) return known;
  if (error.status === 0) return 'errors.network';
  if (error.status === 429) return 'recovery.errors.too_many';
  return 'recovery.errors.unexpected';
}
