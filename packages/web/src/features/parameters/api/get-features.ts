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

/** The institution's search tabs in their configured order, while the features load too. */
export function useSearchTabs() {
  const { data, isPending } = useFeatures();
  const tabs = [...(data?.guias ?? [])].sort((a, b) => a.ordem - b.ordem);
  return { tabs, isPending };
}
