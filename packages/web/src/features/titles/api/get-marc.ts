import type { MarcDownloadFormat, MarcView } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';

export const getMarc = (id: string, signal?: AbortSignal) =>
  apiGet<MarcView>(`${titlePath(id)}/marc`, { signal });

/** Address of the record's download in one format (the API answers with the file). */
export const marcDownloadUrl = (id: string, format: MarcDownloadFormat) =>
  `/api${titlePath(id)}/marc?formato=${format}`;

export const marcQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'marc'],
    queryFn: ({ signal }) => getMarc(id, signal),
    staleTime: 5 * 60_000,
  });

export const useMarc = (id: string) => useQuery(marcQueryOptions(id));
