import type {
  Suggestion,
  SuggestionBody,
  SuggestionFormInfo,
  SuggestionStatus,
} from '@estante/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const suggestionsKey = ['pessoas', 'aquisicao'] as const;

export interface SuggestionFilter {
  dataIni: string;
  dataFim: string;
  /** One status of spec §3, or '' for all. */
  situacao: SuggestionStatus | '';
}

/** GET /api/unidade-informacao/sugestao-aquisicao: professor or not, open suggestions, limit. */
export const useSuggestionFormInfo = () =>
  useQuery({
    queryKey: [...suggestionsKey, 'formulario'],
    queryFn: ({ signal }) =>
      apiGet<SuggestionFormInfo>('/unidade-informacao/sugestao-aquisicao', { signal }),
  });

/** GET /api/aquisicao/sugestoes: the patron's suggestions in a date range, by status. */
export const useSuggestions = (filter: SuggestionFilter) =>
  useQuery({
    queryKey: [...suggestionsKey, 'sugestoes', filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ dataIni: filter.dataIni, dataFim: filter.dataFim });
      if (filter.situacao) params.set('situacao', filter.situacao);
      return apiGet<Suggestion[]>(`/aquisicao/sugestoes?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/unidade-informacao/sugestao-aquisicao (201, the suggestion).
 * @throws ApiRequestError 422 suggestion_field_required (field), suggestion_library_invalid,
 *   suggestion_isbn_issn_invalid, suggestion_limit_reached; 403 suggestion_not_allowed.
 */
export function useSendSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuggestionBody) =>
      apiCall<Suggestion>('/unidade-informacao/sugestao-aquisicao', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
}

/** DELETE /api/aquisicao/sugestoes/{id}: the patron withdraws a suggestion not yet quoted. */
export function useWithdrawSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall<Suggestion>(`/aquisicao/sugestoes/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
}
