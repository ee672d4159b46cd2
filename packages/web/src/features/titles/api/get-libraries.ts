import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';
import type { TitleLibraries } from './title-types';

export const getLibraries = (id: string, signal?: AbortSignal) =>
  apiGet<TitleLibraries>(`${titlePath(id)}/bibliotecas`, { signal });

/** Libraries holding copies of the title, with their total and available counts. */
export const librariesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'bibliotecas'],
    queryFn: ({ signal }) => getLibraries(id, signal),
    staleTime: 60_000,
  });

export const useLibraries = (id: string) => useQuery(librariesQueryOptions(id));
