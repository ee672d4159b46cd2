import type { TitleDetail } from '@estante/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '../../../lib/api-client';

export const getBasketTitle = (id: number, signal?: AbortSignal) =>
  apiGet<TitleDetail>(`/acervo/${id}`, { signal });

/** Same key as the title page's query, so a title seen there is not fetched again. */
export const basketTitleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['acervo', String(id)],
    queryFn: ({ signal }) => getBasketTitle(id, signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiRequestError && error.status === 404) && failures < 2,
  });

/** Fresh data of the given titles (one query each; the basket page asks for one page at once). */
export const useBasketTitles = (ids: number[]) =>
  useQueries({ queries: ids.map((id) => basketTitleQueryOptions(id)) });
