import { describe, expect, it } from 'vitest';
import { LANGUAGES, OPTIONAL_LANGUAGES } from '@estante/contract';
import { formatInteger } from './intl-format';

describe('formatInteger', () => {
  it('writes a whole number as each language of the app does', () => {
    for (const language of [...LANGUAGES, ...OPTIONAL_LANGUAGES]) {
      const intl = new Intl.NumberFormat(language);
      for (const n of [0, 1, 7, 42, 828, 999, 1000, 1234, 98765, 1234567, 2.5]) {
        expect(formatInteger(n, language), `${n} in ${language}`).toBe(intl.format(n));
      }
    }
  });
});
