import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
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
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the bar scrolls sideways: keep the current tab in view (deep links).
  // Measured once the page has painted, when its layout is done: measured in the effect, it
  // forced the first style and layout of the whole page into the render's task (issue 11 §8).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const bar = nav.current;
        const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!bar || !active) return;
        const start =
          active.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
        const end = start + active.offsetWidth;
        if (start < bar.scrollLeft || end > bar.scrollLeft + bar.clientWidth) {
          bar.scrollLeft = start - (bar.clientWidth - active.offsetWidth) / 2;
        }
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname, tabs.length]);
  return (
    <nav ref={nav} aria-label={label} className={classes.tabs}>
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
