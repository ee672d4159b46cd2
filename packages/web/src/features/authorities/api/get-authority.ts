import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Authority } from '@estante/contract';
import { apiGet, ApiRequestError } from '../../../lib/api-client';

export type { Authority };

/** The path segment of `/api/autoridade/{id}`; a non-numeric id never reaches the API. */
export const authorityPath = (id: string) => `/autoridade/${encodeURIComponent(id)}`;

/** True for a failure that means "no such authority" (unknown or non-numeric id). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

export const getAuthority = (id: string, signal?: AbortSignal) =>
  apiGet<Authority>(authorityPath(id), { signal });

export const authorityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['autoridade', id],
    queryFn: ({ signal }) => getAuthority(id, signal),
    staleTime: 5 * 60_000,
  });

export const useAuthority = (id: string) => useQuery(authorityQueryOptions(id));
