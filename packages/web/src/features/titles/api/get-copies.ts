import type { Copy } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';

export const getCopies = (id: string, signal?: AbortSignal) =>
  apiGet<Copy[]>(`${titlePath(id)}/exemplares`, { signal });

/** Every copy of the title; the library filter works on this list so its options stay whole. */
export const copiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'exemplares'],
    queryFn: ({ signal }) => getCopies(id, signal),
    staleTime: 60_000,
  });

export const useCopies = (id: string) => useQuery(copiesQueryOptions(id));
