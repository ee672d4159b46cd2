import type { AuthorityResult, AuthoritySearchKind } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /consulta/autoridades: a page of authorities (page_size fixed by the server). */
export interface AuthorityPage {
  data: AuthorityResult[];
  total: number;
  page: number;
  page_size: number;
}

export interface AuthorityQuery {
  termo: string;
  tipo: AuthoritySearchKind;
  page: number;
}

export const getAuthoritySearch = (query: AuthorityQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({
    termo: query.termo,
    tipo: query.tipo,
    page: String(query.page),
  });
  return apiGet<AuthorityPage>(`/consulta/autoridades?${params}`, { signal });
};

export const authoritySearchQueryOptions = (query: AuthorityQuery, language: string) =>
  queryOptions({
    queryKey: ['consulta', 'autoridades', query, language],
    queryFn: ({ signal }) => getAuthoritySearch(query, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useAuthoritySearch = (query: AuthorityQuery, language: string) =>
  useQuery({
    ...authoritySearchQueryOptions(query, language),
    enabled: query.termo.trim() !== '',
    placeholderData: keepPreviousData,
  });
