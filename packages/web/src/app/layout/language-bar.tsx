import { useTranslation } from 'react-i18next';
import { availableLanguages, chooseLanguage, languageUrl, localeFor } from '../../lib/i18n';
import classes from './site-footer.module.css';

/** One link per shipped translation; choosing one stores it and reloads with `?lng=`. */
export function LanguageBar() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;

  return (
    <nav aria-label={t('footer.languageBar')}>
      <ul className={classes.languages}>
        {availableLanguages.map((language) => (
          <li key={language}>
            <a
              href={languageUrl(language)}
              lang={localeFor(language)}
              hrefLang={localeFor(language)}
              aria-current={language === current ? 'true' : undefined}
              className={classes.language}
              onClick={(event) => {
                event.preventDefault();
                chooseLanguage(language);
              }}
            >
              {t(`languages.${language}` as 'languages.pt', { defaultValue: language })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
