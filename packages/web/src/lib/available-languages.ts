import { LANGUAGES, OPTIONAL_LANGUAGES } from '@estante/contract';

/** The language code of a locale file path (`…/locales/fr/translation.json` → `fr`). */
export function languageOfPath(path: string): string | null {
  return /\/locales\/([^/]+)\/translation\.json$/.exec(path)?.[1] ?? null;
}

/**
 * The languages to offer, in the spec's order (pt, en, es, then fr and it), given the locale
 * files the build holds: an optional language is offered only while its file is there.
 */
export function languagesOf(localeFiles: Iterable<string>): string[] {
  const shipped = new Set([...localeFiles].map(languageOfPath));
  return [...LANGUAGES, ...OPTIONAL_LANGUAGES].filter((code) => shipped.has(code));
}
