import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** One suggestion of GET /consulta/autocompletar (contract `AutocompleteItemSchema`). */
export interface AutocompleteItem {
  termo: string;
  /** titulo, autor or assunto */
  tipo: string;
  quantidade: number;
}
export type AutocompleteList = AutocompleteItem[];

/** Shortest term worth suggesting for. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

export const getAutocomplete = (termo: string, signal?: AbortSignal) =>
  apiGet<AutocompleteList>(`/consulta/autocompletar?${new URLSearchParams({ termo }).toString()}`, {
    signal,
  });

export const autocompleteQueryOptions = (termo: string) =>
  queryOptions({
    queryKey: ['consulta', 'autocompletar', termo],
    queryFn: ({ signal }) => getAutocomplete(termo, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAutocomplete = (termo: string) =>
  useQuery({
    ...autocompleteQueryOptions(termo),
    enabled: termo.trim().length >= AUTOCOMPLETE_MIN_LENGTH,
  });
