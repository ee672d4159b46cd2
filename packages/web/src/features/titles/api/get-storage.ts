import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';
import type { Storage } from './title-types';

export const getStorage = (id: string, signal?: AbortSignal) =>
  apiGet<Storage>(`${titlePath(id)}/dados-armazem`, { signal });

/** Closed stacks: which libraries keep copies there, their contacts and how to ask. */
export const storageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'dados-armazem'],
    queryFn: ({ signal }) => getStorage(id, signal),
    staleTime: 60_000,
  });

export const useStorage = (id: string) => useQuery(storageQueryOptions(id));
