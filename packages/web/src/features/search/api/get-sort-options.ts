import type { SortOptionsResponse } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export const getSortOptions = (signal?: AbortSignal) =>
  apiGet<SortOptionsResponse>('/consulta/ordenacao', { signal });

export const sortOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['consulta', 'ordenacao', i18n.resolvedLanguage],
    queryFn: ({ signal }) => getSortOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useSortOptions = () => useQuery(sortOptionsQueryOptions());
