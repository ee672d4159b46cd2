import {
  SEARCH_TABS,
  type FiltersResponse,
  type SearchResponse,
  type SortOptionsResponse,
} from '@estante/contract';
import type { QueryClient } from '@tanstack/react-query';
import { hasSearch, readSearchState, writeSearchState } from '../lib/search-url';
import { searchFiltersQueryOptions } from './get-search-filters';
import { searchResultsQueryOptions } from './get-search-results';
import { sortOptionsQueryOptions } from './get-sort-options';

/**
 * The answers of a results page's calls the server wrote into the page
 * (server web-pages/first-answers.ts): the same answers the calls give, for that address and
 * language.
 */
export interface FirstAnswers {
  page: string;
  lang: string;
  consulta: SearchResponse;
  /** Null when that call failed: the app asks it. */
  filtros: FiltersResponse | null;
  ordenacao: SortOptionsResponse | null;
}

/**
 * The page's answers, taken once (the element is removed): only the page as first opened uses
 * them, never a later search.
 */
export function takeFirstAnswers(): FirstAnswers | null {
  const element = document.getElementById('first-answers');
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstAnswers;
  } catch {
    return null;
  }
}

/**
 * Whether the server's answers are this page's calls': the same address and language, and an
 * address the app writes itself (its parameters in the app's order and form, so the server asked
 * what the app would: a hand-made address is asked again).
 */
function answersFit(answers: FirstAnswers, pathname: string, search: string, language?: string) {
  if (answers.page !== pathname + search || answers.lang !== language) return false;
  const params = new URLSearchParams(search);
  params.delete('lng');
  return writeSearchState(readSearchState(params)).toString() === params.toString();
}

/**
 * The results page's calls (results, filters, sort options) for an address, none for another
 * page: the same choice as the `/{guia}` route (app/routes/search-guia-route.tsx). Answers the
 * server wrote into the page for it are put in the cache instead of asked.
 */
export function searchPageCalls(
  client: QueryClient,
  pathname: string,
  search: string,
  answers: FirstAnswers | null = null,
  /** The app's language: answers in another are asked again. */
  language?: string,
): Promise<unknown>[] {
  const [, guia = '', ...rest] = pathname.split('/');
  if (rest.length > 0 || guia === 'autoridades') return [];
  if (!SEARCH_TABS.some((tab) => tab === guia)) return [];
  const state = readSearchState(new URLSearchParams(search));
  if (!hasSearch(guia, state)) return [];
  const given = answers && answersFit(answers, pathname, search, language) ? answers : null;
  const results = searchResultsQueryOptions(guia, state);
  const filters = searchFiltersQueryOptions(guia, state);
  const sort = sortOptionsQueryOptions();
  const calls: Promise<unknown>[] = [];
  if (given) client.setQueryData(results.queryKey, given.consulta);
  else calls.push(client.prefetchQuery(results));
  if (given?.filtros) client.setQueryData(filters.queryKey, given.filtros);
  else calls.push(client.prefetchQuery(filters));
  if (given?.ordenacao) client.setQueryData(sort.queryKey, given.ordenacao);
  else calls.push(client.prefetchQuery(sort));
  return calls;
}
