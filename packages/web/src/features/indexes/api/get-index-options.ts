import type { Option } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getIndexOptions = (signal?: AbortSignal) =>
  apiGet<Option[]>('/consulta/opcoes-indice', { signal });

export const indexOptionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['consulta', 'opcoes-indice', language],
    queryFn: ({ signal }) => getIndexOptions(signal),
    staleTime: 60 * 60_000,
  });

export const useIndexOptions = (language: string) => useQuery(indexOptionsQueryOptions(language));
