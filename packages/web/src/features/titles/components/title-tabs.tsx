import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './title-page.module.css';

/** Sub-pages of a title with a screen of their own (spec §2), in tab order. */
export const TITLE_TABS = [
  { key: 'summary', path: '' },
  { key: 'reference', path: 'referencia' },
  { key: 'marc', path: 'marc' },
  { key: 'copies', path: 'exemplares' },
  { key: 'dublinCore', path: 'dublin-core' },
] as const;
export type TitleTabKey = (typeof TITLE_TABS)[number]['key'];

/** The tab bar of a title page: plain links, so each tab is its own address in the history. */
export function TitleTabs({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const base = `/acervo/${titleId}`;
  return (
    <nav aria-label={t('titles.tabs.label')} className={classes.tabs}>
      <ul className={classes.tabList}>
        {TITLE_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end
              className={({ isActive }) =>
                isActive ? `${classes.tab} ${classes.tabActive}` : classes.tab
              }
            >
              {t(`titles.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
