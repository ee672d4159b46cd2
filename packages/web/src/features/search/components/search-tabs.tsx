import { SEARCH_TABS } from '@estante/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './search-tabs.module.css';

export interface SearchTabItem {
  chave: string;
  descricao: string;
}

/** The institution's search tabs; each one is a route (`/{guia}`), so they are links. */
export function SearchTabs({ tabs, active }: { tabs: SearchTabItem[]; active: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('search.tabs')} className={classes.nav}>
      <ul className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.chave}>
            <Link
              to={`/${tab.chave}`}
              className={classes.tab}
              aria-current={tab.chave === active ? 'page' : undefined}
            >
              {t(`searchTabs.${tab.chave}` as 'searchTabs.pesquisa_geral', {
                defaultValue: tab.descricao,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * While the institution's tabs load: empty pills the size of the default tabs, wrapped the same
 * way, so that the search form below does not move when the tabs arrive (issue 11 §8).
 */
export function SearchTabsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={classes.nav} aria-hidden>
      <ul className={classes.list}>
        {SEARCH_TABS.map((chave) => (
          <li key={chave}>
            <span className={`${classes.tab} ${classes.pendingTab}`}>
              <span className={classes.pendingLabel}>{t(`searchTabs.${chave}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
