import type {
  PermanentBasket,
  PermanentBasketChange,
  PermanentBasketOrder,
} from '@estante/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const permanentBasketKey = ['pessoas', 'cesta-permanente'] as const;

export interface PermanentBasketFilter {
  tipoBusca: PermanentBasketOrder;
  dataIni: string;
  dataFim: string;
}

/** GET /api/acervo/cesta-permanente/colecao: the saved titles by day saved, in an order. */
export const getPermanentBasket = (filter: PermanentBasketFilter, signal?: AbortSignal) =>
  apiGet<PermanentBasket>(
    `/acervo/cesta-permanente/colecao?${new URLSearchParams({ ...filter })}`,
    { signal },
  );

export const permanentBasketQueryOptions = (filter: PermanentBasketFilter) =>
  queryOptions({
    queryKey: [...permanentBasketKey, filter],
    queryFn: ({ signal }) => getPermanentBasket(filter, signal),
    placeholderData: keepPreviousData,
  });

export const usePermanentBasket = (filter: PermanentBasketFilter) =>
  useQuery(permanentBasketQueryOptions(filter));

/**
 * POST /api/acervo/cesta-permanente: saves many titles at once (the browser basket).
 * @throws ApiRequestError 422 permanent_basket_full (nothing saved).
 */
export function useSaveToPermanentBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiCall<PermanentBasketChange>('/acervo/cesta-permanente', {
        method: 'POST',
        body: { acervos: ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: permanentBasketKey }),
  });
}

/** DELETE /api/acervo/cesta-permanente/{acervo}: takes one title out. */
export function useRemoveFromPermanentBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall<{ total: number }>(`/acervo/cesta-permanente/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: permanentBasketKey }),
  });
}
