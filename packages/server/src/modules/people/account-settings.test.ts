import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES } from '@estante/contract';
import {
  DEFAULT_RECOVERY_SETTINGS,
  passwordRulesOf,
  recoverySettingsOf,
} from './account-settings.ts';
import { isBirthDate, personalChanges } from './account-service.ts';

describe('passwordRulesOf (setting password_rules)', () => {
  it.each<[string, unknown, object]>([
    ['no setting', null, {}],
    ['not an object', 'strict', {}],
    ['one rule off', { special_char: false }, { special_char: false }],
    ['length', { length: { min: 10, max: 20 } }, { length: { min: 10, max: 20 } }],
    ['max below min keeps min', { length: { min: 70 } }, { length: { min: 70, max: 70 } }],
    ['wrong type keeps the default', { diff_case: 'no', last_pw: -1 }, {}],
    ['history off', { last_pw: 0 }, { last_pw: 0 }],
    ['history bounded', { last_pw: 1000 }, {}],
  ])('%s', (_why, setting, expected) => {
    expect(passwordRulesOf(setting)).toEqual({ ...DEFAULT_PASSWORD_RULES, ...expected });
  });
});

describe('recoverySettingsOf (setting password_recovery)', () => {
  it.each<[string, unknown, object]>([
    ['no setting', null, {}],
    [
      'values in range',
      { code_length: 8, expiry_minutes: 30, attempts: 3 },
      { code_length: 8, expiry_minutes: 30, attempts: 3 },
    ],
    ['codes shorter than 6 digits are not allowed', { code_length: 4 }, {}],
    ['no unlimited attempts', { attempts: 0 }, {}],
  ])('%s', (_why, setting, expected) => {
    expect(recoverySettingsOf(setting)).toEqual({ ...DEFAULT_RECOVERY_SETTINGS, ...expected });
  });
});

describe('isBirthDate', () => {
  it.each([
    ['1990-05-17', true],
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['1990-13-01', false],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2026-01-02', false],
    ['2026-01-01', true],
    ['90-05-17', false],
  ])('%s → %s', (text, ok) => expect(isBirthDate(text, '2026-01-01')).toBe(ok));
});

describe('personalChanges', () => {
  it('maps wire names to columns, trims, clears on empty, keeps booleans', () => {
    expect(
      personalChanges(
        { cidade: ' Blumenau ', bairro: '', logradouro: null, receber_emails: false },
        '2026-01-01',
      ),
    ).toEqual({ city: 'Blumenau', district: null, street: null, receive_emails: false });
  });
});
