import type { FiltersResponse } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiQuery, type SearchUrlState } from '../lib/search-url';

export const getSearchFilters = (guia: string, state: SearchUrlState, signal?: AbortSignal) =>
  apiGet<FiltersResponse>(`/consulta/filtros?${apiQuery(guia, state, false)}`, { signal });

export const searchFiltersQueryOptions = (guia: string, state: SearchUrlState) =>
  queryOptions({
    queryKey: ['consulta', 'filtros', apiQuery(guia, state, false)],
    queryFn: ({ signal }) => getSearchFilters(guia, state, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useSearchFilters = (guia: string, state: SearchUrlState) =>
  useQuery({ ...searchFiltersQueryOptions(guia, state), placeholderData: keepPreviousData });
