import type { Institution } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getInstitution = (signal?: AbortSignal) =>
  apiGet<Institution>('/parametros/instituicao', { signal });

export const institutionQueryOptions = () =>
  queryOptions({
    queryKey: ['parametros', 'instituicao'],
    queryFn: ({ signal }) => getInstitution(signal),
    staleTime: 10 * 60_000,
  });

export const useInstitution = () => useQuery(institutionQueryOptions());
