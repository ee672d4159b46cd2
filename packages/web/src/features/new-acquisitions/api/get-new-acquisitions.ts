import type { SearchResponse } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The panel's choice: a course (`NA_C`) and a knowledge area (`NA_A`), codes or null. */
export interface NewAcquisitionsFilter {
  curso: string | null;
  area: string | null;
}

const filterParams = (filter: NewAcquisitionsFilter): URLSearchParams => {
  const params = new URLSearchParams({ guia: 'novas_aquisicoes' });
  if (filter.curso) params.append('filtro', `NA_C:${filter.curso}`);
  if (filter.area) params.append('filtro', `NA_A:${filter.area}`);
  return params;
};

/** The latest titles (the tab's default order: newest acquisition first), display C. */
export const getNewAcquisitions = (
  filter: NewAcquisitionsFilter,
  page: { pagina: number; tamanho: number },
  signal?: AbortSignal,
) => {
  const params = filterParams(filter);
  params.set('exibicao', 'C');
  params.set('pagina', String(page.pagina));
  params.set('tamanho', String(page.tamanho));
  return apiGet<SearchResponse>(`/consulta?${params}`, { signal });
};

export const newAcquisitionsQueryOptions = (
  filter: NewAcquisitionsFilter,
  page: { pagina: number; tamanho: number },
) =>
  queryOptions({
    queryKey: ['consulta', 'novas_aquisicoes', filter, page],
    queryFn: ({ signal }) => getNewAcquisitions(filter, page, signal),
    staleTime: 5 * 60_000,
  });

export const useNewAcquisitions = (
  filter: NewAcquisitionsFilter,
  page: { pagina: number; tamanho: number },
) => useQuery({ ...newAcquisitionsQueryOptions(filter, page), placeholderData: keepPreviousData });
