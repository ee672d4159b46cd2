import type { CommentBody, CommentStatus, MyComment } from '@estante/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const myCommentsKey = ['pessoas', 'comentarios'] as const;

export interface MyCommentsFilter {
  dataIni: string;
  dataFim: string;
  /** One status, or '' for all. */
  situacao: CommentStatus | '';
}

/** GET /api/comentarios/usuario: the patron's comments (title and general), newest first. */
export const getMyComments = (filter: MyCommentsFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams({ dataIni: filter.dataIni, dataFim: filter.dataFim });
  if (filter.situacao) params.set('situacao', filter.situacao);
  return apiGet<MyComment[]>(`/comentarios/usuario?${params}`, { signal });
};

export const myCommentsQueryOptions = (filter: MyCommentsFilter) =>
  queryOptions({
    queryKey: [...myCommentsKey, 'lista', filter],
    queryFn: ({ signal }) => getMyComments(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useMyComments = (filter: MyCommentsFilter) => useQuery(myCommentsQueryOptions(filter));

/** GET /api/comentarios/usuario/acervo/{id}: the patron's comments on one title, any status. */
export const useMyCommentsOnTitle = (titleId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...myCommentsKey, 'acervo', titleId],
    queryFn: ({ signal }) =>
      apiGet<MyComment[]>(`/comentarios/usuario/acervo/${encodeURIComponent(titleId)}`, { signal }),
    enabled,
  });

/**
 * POST /api/comentarios/acervo/{id} (a title given) or /api/unidade-informacao/comentario (a
 * general comment): 201 with the pending comment.
 * @throws ApiRequestError 422 comment_library_required, comment_text_required,
 *   comment_too_long, comment_pending_limit (spec §8); 403 comments_not_allowed.
 */
export const sendComment = (titleId: string | null, body: CommentBody) =>
  apiCall<MyComment>(
    titleId === null
      ? '/unidade-informacao/comentario'
      : `/comentarios/acervo/${encodeURIComponent(titleId)}`,
    { method: 'POST', body },
  );

export function useSendComment(titleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => sendComment(titleId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCommentsKey }),
  });
}

/** DELETE /api/comentarios/usuario/{id}: the patron's own comment, in any status. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<null>(`/comentarios/usuario/${id}`, { method: 'DELETE' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myCommentsKey });
      // An approved comment leaves its title page too.
      await queryClient.invalidateQueries({ queryKey: ['comentarios'] });
    },
  });
}
