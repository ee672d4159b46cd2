import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SearchTabItem } from './search-tabs';
import { SearchBox } from './search-box';
import { SearchTabs, SearchTabsPlaceholder } from './search-tabs';
import classes from './search-results.module.css';

/** Tabs and search box above the results, the term of the URL in the box. */
export function SearchHeader(props: {
  tabs: SearchTabItem[];
  tabsPending: boolean;
  active: string;
  term: string;
  /** Shown under the search box (links to other ways into the catalogue). */
  children?: ReactNode;
}) {
  // A new URL (back, forward, a link) fills the form in again.
  const { search } = useLocation();
  return (
    <div className={classes.hero}>
      <Container size="xl" className={classes.heroInner}>
        {props.tabsPending ? (
          <SearchTabsPlaceholder />
        ) : (
          <SearchTabs tabs={props.tabs} active={props.active} />
        )}
        <SearchBox key={`${props.active}?${search}`} tab={props.active} initialTerm={props.term} />
        {props.children}
      </Container>
    </div>
  );
}
