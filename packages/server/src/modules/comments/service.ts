import {
  COMMENT_MAX_LENGTH,
  COMMENT_PENDING_LIMIT,
  type CommentBody,
  type CommentReviewBody,
  type CommentedTitle,
  type DeskComment,
  type MyComment,
  type MyCommentsQuery,
} from '@estante/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { recordAlerts } from '../alerts/record.ts';
import { parseRecordId } from '../titles/title-id.ts';
import type { CommentRow, CommentsRepository } from './repository.ts';

/** Options of the service. */
export interface CommentsServiceOptions {
  /** Comments a patron may have awaiting approval at once (default COMMENT_PENDING_LIMIT). */
  pendingLimit?: number;
  /** The clock. */
  now?: () => Date;
}

/** Most comments the desk's queue answers at once. */
const DESK_QUEUE_SIZE = 200;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The wire form of a comment, as its author sees it. */
function presentOwn(row: CommentRow): MyComment {
  return {
    cod_comentario: row.id,
    cod_acervo: row.title_id,
    titulo: row.title,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    texto: row.body,
    situacao: row.status,
    data: iso(row.created_at),
    data_resposta: row.reviewed_at ? iso(row.reviewed_at) : null,
    resposta: row.reply,
  };
}

function presentDesk(row: CommentRow): DeskComment {
  return { ...presentOwn(row), cod_pessoa: row.person_id, autor: row.author_name };
}

/** The patron of a private call. */
function patronOf(requester: Requester) {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return { personId: requester.patronId, loginId: requester.loginId };
}

/**
 * Comments (spec §3, §4, §5, §6, §7 "Comments", §8; docs/personal-area.md "Comments"): the
 * approved ones of a title page, the patron's own (sent, listed, deleted) and the library's
 * approval. The patron is always the token's; another patron's comment is not found. Text is
 * stored exactly as typed and goes out as plain text: markup in it is never interpreted.
 */
export function commentsService(
  repository: CommentsRepository,
  options: CommentsServiceOptions = {},
) {
  const pendingLimit = options.pendingLimit ?? COMMENT_PENDING_LIMIT;
  const now = () => options.now?.() ?? new Date();

  /** A patron who may comment (activity 13), or 403, with the name the comment is signed with. */
  async function commenter(requester: Requester) {
    const patron = patronOf(requester);
    const standing = await repository.standing(patron.personId, patron.loginId);
    if (!standing.mayComment || standing.name === null) {
      throw new HttpError(403, 'comments_not_allowed');
    }
    return { ...patron, name: standing.name };
  }

  /** Spec §5 in the form's order: the library, then a non-blank text of at most the limit. */
  async function validate(body: CommentBody) {
    const library = body.b ? await repository.library(body.b) : undefined;
    if (!library) throw new HttpError(422, 'comment_library_required', 'b');
    const text = body.content ?? '';
    if (text.trim() === '') throw new HttpError(422, 'comment_text_required', 'content');
    if (text.length > COMMENT_MAX_LENGTH) throw new HttpError(422, 'comment_too_long', 'content');
    return { libraryId: library.id, text };
  }

  /** Sends a comment (about a title, or null for a general one) if under the pending limit. */
  async function send(requester: Requester, titleId: number | null, body: CommentBody) {
    const { personId, name } = await commenter(requester);
    const { libraryId, text } = await validate(body);
    const id = await repository.db.transaction().execute(async (trx) => {
      await repository.lockPerson(trx, personId);
      if ((await repository.pendingCount(trx, personId)) >= pendingLimit) {
        throw new HttpError(422, 'comment_pending_limit');
      }
      return repository.insert(trx, {
        titleId,
        libraryId,
        personId,
        authorName: name,
        body: text,
        at: now(),
      });
    });
    return presentOwn((await repository.find(repository.db, id))!);
  }

  return {
    /**
     * GET /comentarios/acervo/{id}: approved comments, newest first. The text goes out exactly
     * as the patron typed it; it is plain text, and the web renders it as text, never as markup.
     *
     * @throws HttpError 404 for a non-numeric or unknown title
     */
    async approvedComments(rawId: string) {
      const titleId = parseRecordId(rawId);
      if (!(await repository.titleExists(titleId))) throw notFound();
      const rows = await repository.approved(titleId);
      return rows.map((c) => ({
        cod_comentario: c.id,
        autor: c.author_name,
        texto: c.body,
        data: iso(c.created_at),
      }));
    },

    /**
     * POST /comentarios/acervo/{id}: a comment on a title, pending until the library approves it.
     *
     * @throws HttpError 404 unknown or network title; 403 comments_not_allowed without activity
     *   13; 422 comment_library_required (b), comment_text_required / comment_too_long
     *   (content), comment_pending_limit (spec §8). Nothing is written then.
     */
    async commentOnTitle(
      requester: Requester,
      rawId: string,
      body: CommentBody,
    ): Promise<MyComment> {
      patronOf(requester);
      const title = await repository.localTitle(parseRecordId(rawId));
      if (!title) throw notFound();
      return send(requester, title.id, body);
    },

    /** POST /unidade-informacao/comentario: a general comment to a library (same rules). */
    commentToLibrary(requester: Requester, body: CommentBody): Promise<MyComment> {
      return send(requester, null, body);
    },

    /**
     * GET /comentarios/usuario: the patron's comments, newest first, by status and day sent.
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async own(requester: Requester, query: MyCommentsQuery): Promise<MyComment[]> {
      const { personId } = patronOf(requester);
      if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) {
        throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      }
      const rows = await repository.own({
        personId,
        status: query.situacao,
        from: query.dataIni,
        to: query.dataFim,
      });
      return rows.map(presentOwn);
    },

    /** GET /comentarios/usuario/acervos: the titles the patron commented, with counts. */
    async commentedTitles(requester: Requester): Promise<CommentedTitle[]> {
      const { personId } = patronOf(requester);
      const rows = await repository.commentedTitles(personId);
      return rows.map((row) => ({
        cod_acervo: row.id!,
        titulo: row.title,
        total: Number(row.total),
        pendentes: Number(row.pending),
        aprovados: Number(row.approved),
        recusados: Number(row.rejected),
        ultimo: iso(row.latest),
      }));
    },

    /**
     * GET /comentarios/usuario/acervo/{id}: the patron's comments on title {id}, any status.
     *
     * @throws HttpError 404 for an unknown title.
     */
    async onTitle(requester: Requester, rawId: string): Promise<MyComment[]> {
      const { personId } = patronOf(requester);
      const titleId = parseRecordId(rawId);
      if (!(await repository.titleExists(titleId))) throw notFound();
      return (await repository.own({ personId, titleId })).map(presentOwn);
    },

    /**
     * DELETE /comentarios/usuario/{id}: deletes the patron's own comment, in any status.
     *
     * @throws HttpError 404 for another patron's comment or an unknown id (nothing changes).
     */
    async delete(requester: Requester, id: number): Promise<void> {
      const { personId } = patronOf(requester);
      if (!(await repository.deleteOwn(personId, id))) throw notFound();
    },

    /** The desk's queue: comments awaiting approval, oldest first (staff checked by the caller). */
    async pending(): Promise<DeskComment[]> {
      return (await repository.pending(DESK_QUEUE_SIZE)).map(presentDesk);
    },

    /**
     * Approves or rejects a pending comment, with an optional reply, and tells its author with an
     * alert (kind comment) in the same transaction. Staff are checked by the caller; staffId is
     * null for an operator's desk command.
     *
     * @throws HttpError 404 unknown comment; 422 comment_already_reviewed.
     */
    async review(
      staffId: number | null,
      id: number,
      body: CommentReviewBody,
    ): Promise<DeskComment> {
      const reply = body.resposta?.trim() ? body.resposta.trim() : null;
      await repository.db.transaction().execute(async (trx) => {
        const locked = await repository.lock(trx, id);
        if (!locked) throw notFound();
        if (locked.status !== 'pending') throw new HttpError(422, 'comment_already_reviewed');
        await repository.review(trx, id, { status: body.situacao, reply, at: now(), staffId });
        const row = (await repository.find(trx, id))!;
        if (row.person_id !== null) {
          await recordAlerts(trx, [
            {
              personId: row.person_id,
              kind: 'comment',
              titleId: row.title_id,
              subjectId: row.id,
              params: { status: body.situacao, title: row.title ?? row.library_name, reply },
            },
          ]);
        }
      });
      return presentDesk((await repository.find(repository.db, id))!);
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;
