import type { FilterOption, FiltersResponse } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Courses (facet C) and knowledge areas (facet K) that have new acquisitions. */
export interface NewAcquisitionOptions {
  cursos: FilterOption[];
  areas: FilterOption[];
}

export const getNewAcquisitionOptions = async (
  signal?: AbortSignal,
): Promise<NewAcquisitionOptions> => {
  const { filtros } = await apiGet<FiltersResponse>('/consulta/filtros?guia=novas_aquisicoes', {
    signal,
  });
  return { cursos: filtros.C ?? [], areas: filtros.K ?? [] };
};

export const newAcquisitionOptionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['consulta', 'filtros', 'novas_aquisicoes', language],
    queryFn: ({ signal }) => getNewAcquisitionOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useNewAcquisitionOptions = (language: string) =>
  useQuery(newAcquisitionOptionsQueryOptions(language));
