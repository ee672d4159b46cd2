import { NavLink } from 'react-router';
import classes from './record-tabs.module.css';

export interface RecordTab {
  /** Sub-path under the record's address; '' for the record's own page. */
  path: string;
  label: string;
}

/**
 * The tab bar of a record page (title, authority): plain links, so each tab is its own
 * address, deep-linkable and in the browser history.
 */
export function RecordTabs({
  base,
  label,
  tabs,
}: {
  base: string;
  label: string;
  tabs: RecordTab[];
}) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      <ul className={classes.tabList}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end
              className={({ isActive }) =>
                isActive ? `${classes.tab} ${classes.tabActive}` : classes.tab
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
