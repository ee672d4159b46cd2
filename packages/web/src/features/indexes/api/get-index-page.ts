import type { IndexKind, IndexPage } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Headings per page of an index list. */
export const INDEX_PAGE_SIZE = 20;

/** Where a page starts: `proxima` from `termo` on, `anterior` the headings just before it. */
export interface IndexPosition {
  tipo: IndexKind;
  termo: string;
  direcao: 'proxima' | 'anterior';
}

export const getIndexPage = (position: IndexPosition, signal?: AbortSignal) => {
  const params = new URLSearchParams({
    tipo: position.tipo,
    termo: position.termo,
    direcao: position.direcao,
    quantidade: String(INDEX_PAGE_SIZE),
  });
  return apiGet<IndexPage>(`/consulta/indice?${params}`, { signal });
};

export const indexPageQueryOptions = (position: IndexPosition) =>
  queryOptions({
    queryKey: ['consulta', 'indice', position],
    queryFn: ({ signal }) => getIndexPage(position, signal),
    staleTime: 5 * 60_000,
  });

export const useIndexPage = (position: IndexPosition) =>
  useQuery({ ...indexPageQueryOptions(position), placeholderData: keepPreviousData });
