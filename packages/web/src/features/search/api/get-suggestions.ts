import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface Suggestions {
  termo: string;
  sugestoes: string[];
}

export const getSuggestions = (termo: string, signal?: AbortSignal) =>
  apiGet<Suggestions>(`/consulta/sugestoes?${new URLSearchParams({ termo }).toString()}`, {
    signal,
  });

export const suggestionsQueryOptions = (termo: string) =>
  queryOptions({
    queryKey: ['consulta', 'sugestoes', termo],
    queryFn: ({ signal }) => getSuggestions(termo, signal),
    staleTime: 5 * 60_000,
  });

export const useSuggestions = (termo: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(termo), enabled });
