import type { ParseKeys } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

export interface LoginErrorMessage {
  key: ParseKeys;
  /** Spec §8: a 500 is shown as danger, the others as warnings. */
  color: 'red' | 'yellow';
  /** The server's own text for a 422 without a translation of ours. */
  serverMessage?: string;
}

const TRANSLATED_422 = [
  'account_data_required',
  'password_required',
  'captcha_required',
  'captcha_invalid',
] as const;

/** The message of a failed sign-in, by spec §8 "Login". */
export function loginErrorMessage(error: unknown): LoginErrorMessage {
  if (!(error instanceof ApiRequestError)) return { key: 'login.errors.unknown', color: 'red' };
  if (error.status === 430 || error.key === 'ACESSO_BLOQUEADO' || error.bloqueio) {
    return { key: 'login.errors.blocked', color: 'yellow' };
  }
  switch (error.status) {
    case 0:
      return { key: 'errors.network', color: 'red' };
    case 401:
      return { key: 'login.errors.invalid_credentials', color: 'yellow' };
    case 422: {
      const known = TRANSLATED_422.find((key) => key === error.key);
      return known
        ? { key: `login.errors.${known}`, color: 'yellow' }
        : { key: 'login.errors.server', color: 'yellow', serverMessage: error.message };
    }
    case 429:
      return { key: 'login.errors.too_many_attempts', color: 'yellow' };
    case 400:
      return { key: 'login.errors.bad_request', color: 'yellow' };
    default:
      return { key: 'login.errors.unknown', color: 'red' };
  }
}
