import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '../../../lib/api-client';

/** GET /autoridade/{id} (AuthoritySchema of @estante/contract, which exports no type for it). */
export interface Authority {
  cod_autoridade: number;
  cabecalho: string;
  tipo: string;
  /** The kind's label in the request language. */
  desc_tipo: string;
  /** 4XX: forms not used that lead here. */
  formas_variantes: string[];
  /** 5XX: related headings, linked when the catalogue holds their authority record. */
  ver_tambem: { cabecalho: string; cod_autoridade: number | null }[];
  notas: string[];
  /** 670: sources consulted. */
  fontes: string[];
  total_titulos: number;
  pesquisa: { campo: 'autor' | 'assunto'; termo: string };
}

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
