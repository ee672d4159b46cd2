import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/translation.json';
import es from '../../../locales/es/translation.json';
import pt from '../../../locales/pt/translation.json';
import { formatSeconds } from '../components/use-countdown';

/** Every leaf key of a nested object, dotted. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('circulation documents texts', () => {
  it('pt, en and es have the same keys, none empty', () => {
    const want = keysOf(pt.circulationDocuments).sort();
    for (const lang of [en, es]) expect(keysOf(lang.circulationDocuments).sort()).toEqual(want);
    for (const lang of [pt, en, es]) {
      for (const text of Object.values(lang.circulationDocuments.errors)) expect(text).not.toBe('');
    }
  });

  it('has a text for every error key of these calls', () => {
    for (const key of [
      'loan_token_not_found',
      'no_debts_not_clear',
      'declaration_not_found',
      'slip_amount_invalid',
      'slip_exceeds_balance',
    ])
      for (const lang of [pt, en, es]) expect(lang.circulationDocuments.errors).toHaveProperty(key);
  });

  it('shows the countdown as m:ss', () => {
    expect(formatSeconds(600)).toBe('10:00');
    expect(formatSeconds(59)).toBe('0:59');
    expect(formatSeconds(61)).toBe('1:01');
    expect(formatSeconds(0)).toBe('0:00');
  });
});
