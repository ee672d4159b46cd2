import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';

/** GET /acervo/{id}/dublin-core (contract `DublinCoreSchema`). */
export interface DublinCore {
  cod_acervo: number;
  elementos: { elemento: string; valor: string; origem: string }[];
}

export const getDublinCore = (id: string, signal?: AbortSignal) =>
  apiGet<DublinCore>(`${titlePath(id)}/dublin-core`, { signal });

/** Address of the oai_dc XML of the title. */
export const dublinCoreXmlUrl = (id: string) => `/api${titlePath(id)}/dublin-core?formato=xml`;

export const dublinCoreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'dublin-core'],
    queryFn: ({ signal }) => getDublinCore(id, signal),
    staleTime: 5 * 60_000,
  });

export const useDublinCore = (id: string) => useQuery(dublinCoreQueryOptions(id));
