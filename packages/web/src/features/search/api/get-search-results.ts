import type { SearchResponse } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiQuery, type SearchUrlState } from '../lib/search-url';

export const getSearchResults = (guia: string, state: SearchUrlState, signal?: AbortSignal) =>
  apiGet<SearchResponse>(`/consulta?${apiQuery(guia, state, true)}`, { signal });

export const searchResultsQueryOptions = (guia: string, state: SearchUrlState) =>
  queryOptions({
    queryKey: ['consulta', apiQuery(guia, state, true)],
    queryFn: ({ signal }) => getSearchResults(guia, state, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useSearchResults = (guia: string, state: SearchUrlState) =>
  useQuery({ ...searchResultsQueryOptions(guia, state), placeholderData: keepPreviousData });
