import { DEFAULT_LANGUAGE } from '@estante/contract';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { languageOfPath, languagesOf } from './available-languages';
import { STORAGE_KEYS } from './storage-keys';

type Loader = () => Promise<{ default: ResourceKey }>;

// One lazily loaded chunk per locale folder: a language exists when its file exists.
const loaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/translation.json');

const loaderByLanguage = new Map<string, Loader>(
  Object.entries(loaders).flatMap(([path, loader]) => {
    const code = languageOfPath(path);
    return code ? [[code, loader] as const] : [];
  }),
);

/** Languages offered to the user, in the spec's order: pt, en, es, then fr and it when shipped. */
export const availableLanguages: readonly string[] = languagesOf(Object.keys(loaders));

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaderByLanguage.get(language);
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** BCP 47 tag used for dates and numbers in each language. */
export function localeFor(language: string): string {
  return language === 'pt' ? 'pt-BR' : language;
}

/** Stores the choice and reloads with `?lng=xx` (spec §2: "reloads with a lng query parameter"). */
export function chooseLanguage(language: string): void {
  window.localStorage.setItem(STORAGE_KEYS.language, language);
  window.location.assign(languageUrl(language));
}

/** The current address with its `lng` parameter set to the given language. */
export function languageUrl(language: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('lng', language);
  return url.pathname + url.search + url.hash;
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = localeFor(language);
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: availableLanguages,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'localStorage'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    });
  syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}

export { i18n };
