import { describe, expect, it } from 'vitest';
import { languagesOf } from './available-languages';

// The locale files of this build, as the app's loader sees them.
const shipped = Object.keys(import.meta.glob('../locales/*/translation.json'));

describe('languages offered by the login and footer language bars', () => {
  it('offers pt, en, es and the shipped optional fr and it, in the spec’s order', () => {
    expect(languagesOf(shipped)).toEqual(['pt', 'en', 'es', 'fr', 'it']);
  });

  it('drops an optional language whose file is removed', () => {
    const withoutItalian = shipped.filter((path) => !path.includes('/locales/it/'));
    expect(withoutItalian.length).toBe(shipped.length - 1);
    expect(languagesOf(withoutItalian)).toEqual(['pt', 'en', 'es', 'fr']);
    const withoutBoth = withoutItalian.filter((path) => !path.includes('/locales/fr/'));
    expect(languagesOf(withoutBoth)).toEqual(['pt', 'en', 'es']);
  });

  it('offers no folder that is not a language of the spec', () => {
    expect(languagesOf([...shipped, '../locales/de/translation.json'])).not.toContain('de');
  });
});
