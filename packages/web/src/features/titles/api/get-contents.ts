import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Contents } from './title-types';

export const getContents = (id: string, signal?: AbortSignal) =>
  apiGet<Contents>(`/sumario/${encodeURIComponent(id)}/dados`, { signal });

/** Tables of contents: of the serial's issues and of the book (MARC 505). */
export const contentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sumario', id],
    queryFn: ({ signal }) => getContents(id, signal),
    staleTime: 5 * 60_000,
  });

export const useContents = (id: string) => useQuery(contentsQueryOptions(id));
