import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './authority-page.module.css';

/** Sub-pages of an authority record, in tab order. */
export const AUTHORITY_TABS = [
  { key: 'details', path: '' },
  { key: 'marc', path: 'marc' },
] as const;

/** The tab bar of an authority page: plain links, so each tab is its own address. */
export function AuthorityTabs({ authorityId }: { authorityId: string }) {
  const { t } = useTranslation();
  const base = `/autoridade/${authorityId}`;
  return (
    <nav aria-label={t('authorities.tabs.label')} className={classes.tabs}>
      <ul className={classes.tabList}>
        {AUTHORITY_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end
              className={({ isActive }) =>
                isActive ? `${classes.tab} ${classes.tabActive}` : classes.tab
              }
            >
              {t(`authorities.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
