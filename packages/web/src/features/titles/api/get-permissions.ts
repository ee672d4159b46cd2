import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';
import type { TitlePermissions } from './title-types';

export const getPermissions = (id: string, signal?: AbortSignal) =>
  apiGet<TitlePermissions>(`${titlePath(id)}/permissoes`, { signal });

/** What the caller may do with the title (holds, loan requests, comments…). */
export const permissionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'permissoes'],
    queryFn: ({ signal }) => getPermissions(id, signal),
    staleTime: 60_000,
  });

export const usePermissions = (id: string) => useQuery(permissionsQueryOptions(id));
