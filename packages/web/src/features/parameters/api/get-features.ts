import type { Features } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getFeatures = (signal?: AbortSignal) =>
  apiGet<Features>('/parametros/funcionalidades', { signal });

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: ['parametros', 'funcionalidades'],
    queryFn: ({ signal }) => getFeatures(signal),
    staleTime: 10 * 60_000,
  });

export const useFeatures = () => useQuery(featuresQueryOptions());
