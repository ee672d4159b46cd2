import type { Option } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getAuthorityKinds = (signal?: AbortSignal) =>
  apiGet<Option[]>('/consulta/opcoes-autoridades', { signal });

export const authorityKindsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['consulta', 'opcoes-autoridades', language],
    queryFn: ({ signal }) => getAuthorityKinds(signal),
    staleTime: 60 * 60_000,
  });

export const useAuthorityKinds = (language: string) =>
  useQuery(authorityKindsQueryOptions(language));
