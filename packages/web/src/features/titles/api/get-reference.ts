import type { Reference, ReferenceStyle } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';

export const getReference = (id: string, style: ReferenceStyle, signal?: AbortSignal) =>
  apiGet<Reference>(`${titlePath(id)}/referencia?estilo=${style}`, { signal });

export const referenceQueryOptions = (id: string, style: ReferenceStyle) =>
  queryOptions({
    queryKey: ['acervo', id, 'referencia', style],
    queryFn: ({ signal }) => getReference(id, style, signal),
    staleTime: 5 * 60_000,
  });

export const useReference = (id: string, style: ReferenceStyle) =>
  useQuery(referenceQueryOptions(id, style));
