import type { PasswordRule, PasswordRules } from '@estante/contract';
import { ApiRequestError, apiRequest, errorOf } from './api-client';

/** A 422 `password_rules` (spec §5): the rules the new password broke and the rules in force. */
export class PasswordRulesError extends ApiRequestError {
  readonly broken: PasswordRule[];
  readonly rules: PasswordRules | null;

  constructor(base: ApiRequestError, broken: PasswordRule[], rules: PasswordRules | null) {
    super({ message: base.message, key: base.key, status: base.status, field: base.field });
    this.name = 'PasswordRulesError';
    this.broken = broken;
    this.rules = rules;
  }
}

/**
 * Sends a call that sets a password and returns its JSON body; a 422 `password_rules` is
 * thrown as {@link PasswordRulesError}, other failures as {@link ApiRequestError}.
 */
export async function passwordCall<T>(
  path: string,
  init: { method: 'PUT' | 'POST'; body: unknown },
): Promise<T> {
  const response = await apiRequest(path, init);
  if (response.ok) return (await response.json().catch(() => ({}))) as T;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const error = await errorOf(response);
  if (error.key !== 'password_rules' || typeof body !== 'object' || body === null) throw error;
  const { broken, rules } = body as { broken?: PasswordRule[]; rules?: PasswordRules };
  throw new PasswordRulesError(error, broken ?? [], rules ?? null);
}
