import type { TitleCommentsSchema } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet } from '../../../lib/api-client';

export type TitleComments = Static<typeof TitleCommentsSchema>;

export const getComments = (titleId: string, signal?: AbortSignal) =>
  apiGet<TitleComments>(`/comentarios/acervo/${encodeURIComponent(titleId)}`, { signal });

/** Approved comments on a title, newest first (the server never sends the others). */
export const commentsQueryOptions = (titleId: string) =>
  queryOptions({
    queryKey: ['comentarios', 'acervo', titleId],
    queryFn: ({ signal }) => getComments(titleId, signal),
    staleTime: 60_000,
  });

export const useComments = (titleId: string) => useQuery(commentsQueryOptions(titleId));
