import type { MarcDownloadFormat, MarcView } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { authorityPath } from './get-authority';

export const getAuthorityMarc = (id: string, signal?: AbortSignal) =>
  apiGet<MarcView>(`${authorityPath(id)}/marc`, { signal });

/** Address of the record's download in one format (the API answers with the file). */
export const authorityMarcDownloadUrl = (id: string, format: MarcDownloadFormat) =>
  `/api${authorityPath(id)}/marc?formato=${format}`;

export const authorityMarcQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['autoridade', id, 'marc'],
    queryFn: ({ signal }) => getAuthorityMarc(id, signal),
    staleTime: 5 * 60_000,
  });

export const useAuthorityMarc = (id: string) => useQuery(authorityMarcQueryOptions(id));
