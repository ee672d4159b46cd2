import { SEARCH_TABS } from '@estante/contract';
import type { QueryClient } from '@tanstack/react-query';
import { hasSearch, readSearchState } from '../lib/search-url';
import { searchFiltersQueryOptions } from './get-search-filters';
import { searchResultsQueryOptions } from './get-search-results';
import { sortOptionsQueryOptions } from './get-sort-options';

/**
 * The results page's calls (results, filters, sort options) for an address, none for another
 * page: the same choice as the `/{guia}` route (app/routes/search-guia-route.tsx).
 */
export function searchPageCalls(
  client: QueryClient,
  pathname: string,
  search: string,
): Promise<unknown>[] {
  const [, guia = '', ...rest] = pathname.split('/');
  if (rest.length > 0 || guia === 'autoridades') return [];
  if (!SEARCH_TABS.some((tab) => tab === guia)) return [];
  const state = readSearchState(new URLSearchParams(search));
  if (!hasSearch(guia, state)) return [];
  return [
    client.prefetchQuery(searchResultsQueryOptions(guia, state)),
    client.prefetchQuery(searchFiltersQueryOptions(guia, state)),
    client.prefetchQuery(sortOptionsQueryOptions()),
  ];
}
