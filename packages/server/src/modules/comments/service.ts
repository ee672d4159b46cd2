import { notFound } from '../../lib/http-errors.ts';
import { parseRecordId } from '../titles/title-id.ts';
import type { CommentsRepository } from './repository.ts';

/** Rules of the comments shown on a title page. */
export function commentsService(repo: CommentsRepository) {
  return {
    /**
     * GET /comentarios/acervo/{id}: approved comments, newest first. The text goes out exactly
     * as the patron typed it; it is plain text, and the web renders it as text, never as markup.
     *
     * @throws HttpError 404 for a non-numeric or unknown title
     */
    async approvedComments(rawId: string) {
      const titleId = parseRecordId(rawId);
      if (!(await repo.titleExists(titleId))) throw notFound();
      const rows = await repo.approved(titleId);
      return rows.map((c) => ({
        cod_comentario: c.id,
        autor: c.author_name,
        texto: c.body,
        data: new Date(c.created_at).toISOString(),
      }));
    },
  };
}
