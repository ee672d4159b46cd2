import type { TitleDetail } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '../../../lib/api-client';

/** The path segment of `/api/acervo/{id}`; a non-numeric id never reaches the API. */
export const titlePath = (id: string) => `/acervo/${encodeURIComponent(id)}`;

/** True for a failure that means "no such title" (unknown or non-numeric id). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

export const getTitle = (id: string, signal?: AbortSignal) =>
  apiGet<TitleDetail>(titlePath(id), { signal });

export const titleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id],
    queryFn: ({ signal }) => getTitle(id, signal),
    staleTime: 5 * 60_000,
  });

export const useTitle = (id: string) => useQuery(titleQueryOptions(id));
