import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '@estante/contract';

/** Password recovery settings (setting `password_recovery`, docs/security.md). */
export interface RecoverySettings {
  /** Digits in a recovery code (`length`). */
  code_length: number;
  /** Minutes a code lives (`tte`). */
  expiry_minutes: number;
  /** Wrong codes a code survives; the next wrong one kills it. */
  attempts: number;
  /** Codes sent per user per hour; more requests answer alike but send nothing. */
  per_user_per_hour: number;
}

export const DEFAULT_RECOVERY_SETTINGS: RecoverySettings = {
  code_length: 6,
  expiry_minutes: 15,
  attempts: 5,
  per_user_per_hour: 5,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeIn = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;

const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/**
 * The new-password rules of setting `password_rules` (a JSON object with any of the rules'
 * fields) over the defaults. A value of the wrong type or out of range keeps the default, so a
 * typo in the setting never turns a rule off.
 */
export function passwordRulesOf(setting: unknown): PasswordRules {
  const d = DEFAULT_PASSWORD_RULES;
  if (!isObject(setting)) return d;
  const length = isObject(setting.length) ? setting.length : {};
  const min = wholeIn(length.min, 1, 1024, d.length.min);
  return {
    length: { min, max: wholeIn(length.max, min, 1024, Math.max(min, d.length.max)) },
    has_numbers: flag(setting.has_numbers, d.has_numbers),
    only_numbers: flag(setting.only_numbers, d.only_numbers),
    diff_case: flag(setting.diff_case, d.diff_case),
    special_char: flag(setting.special_char, d.special_char),
    diff_name: flag(setting.diff_name, d.diff_name),
    last_pw: wholeIn(setting.last_pw, 0, 24, d.last_pw),
  };
}

/** Setting `password_recovery` over the defaults (out-of-range values keep the default). */
export function recoverySettingsOf(setting: unknown): RecoverySettings {
  const d = DEFAULT_RECOVERY_SETTINGS;
  if (!isObject(setting)) return d;
  return {
    code_length: wholeIn(setting.code_length, 6, 12, d.code_length),
    expiry_minutes: wholeIn(setting.expiry_minutes, 1, 24 * 60, d.expiry_minutes),
    attempts: wholeIn(setting.attempts, 1, 10, d.attempts),
    per_user_per_hour: wholeIn(setting.per_user_per_hour, 1, 100, d.per_user_per_hour),
  };
}
