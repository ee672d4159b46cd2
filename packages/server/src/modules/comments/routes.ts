import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CommentBodySchema,
  CommentReviewBodySchema,
  CommentedTitlesSchema,
  DeskCommentSchema,
  DeskCommentsSchema,
  MyCommentSchema,
  MyCommentsQuerySchema,
  MyCommentsSchema,
  TitleCommentsSchema,
  TitleIdParamsSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requesterOf } from '../../lib/requester.ts';
import { requireStaff } from '../../lib/staff.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { commentsRepository } from './repository.ts';
import { commentsService } from './service.ts';

const tags = ['comentarios'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
};

/**
 * Comments (spec §7 "Comments", the general comment of "Units") and the desk's approval.
 * GET /comentarios/acervo/{id} is public; every other call is private, the patron the token's.
 */
export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = commentsService(commentsRepository(app.db.kysely));

  app.get(
    '/comentarios/acervo/:id',
    {
      schema: {
        tags,
        description: 'The approved comments of title {id}, newest first, as plain text.',
        params: TitleIdParamsSchema,
        response: { 200: TitleCommentsSchema },
      },
    },
    (request) => service.approvedComments(request.params.id),
  );

  app.post(
    '/comentarios/acervo/:id',
    privateRoute({
      tags,
      description:
        'Sends a comment on title {id} (content, b: the library). Pending until the library ' +
        'approves it. 422 comment_library_required (b), comment_text_required or ' +
        'comment_too_long (content), comment_pending_limit (spec §8); 403 ' +
        'comments_not_allowed without activity 13.',
      params: TitleIdParamsSchema,
      body: CommentBodySchema,
      response: { 201: MyCommentSchema, ...errors },
    }),
    async (request, reply) => {
      const sent = await service.commentOnTitle(
        requesterOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/unidade-informacao/comentario',
    privateRoute({
      tags,
      description:
        'Sends a general comment to library b (content), about no title. Same rules and ' +
        'answers as a comment on a title.',
      body: CommentBodySchema,
      response: { 201: MyCommentSchema, ...errors },
    }),
    async (request, reply) => {
      const sent = await service.commentToLibrary(requesterOf(request), request.body);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/comentarios/usuario',
    privateRoute({
      tags,
      description:
        'Our addition: every comment of the patron (on titles and general), newest first, by ' +
        'status (situacao) and day sent (dataIni, dataFim inclusive).',
      querystring: MyCommentsQuerySchema,
      response: { 200: MyCommentsSchema, ...errors },
    }),
    (request) => service.own(requesterOf(request), request.query),
  );

  app.get(
    '/comentarios/usuario/acervos',
    privateRoute({
      tags,
      description:
        'The titles the patron commented, latest first, with their comments counted by status.',
      response: { 200: CommentedTitlesSchema, ...errors },
    }),
    (request) => service.commentedTitles(requesterOf(request)),
  );

  app.get(
    '/comentarios/usuario/acervo/:id',
    privateRoute({
      tags,
      description: 'The patron’s comments on title {id}, in any status, newest first.',
      params: TitleIdParamsSchema,
      response: { 200: MyCommentsSchema, ...errors },
    }),
    (request) => service.onTitle(requesterOf(request), request.params.id),
  );

  app.delete(
    '/comentarios/usuario/:id',
    privateRoute({
      tags,
      description:
        'Deletes the patron’s own comment {id}, in any status. Another patron’s is not found.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await service.delete(requesterOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/balcao/comentarios',
    privateRoute({
      tags: ['balcao'],
      description: 'Staff: comments awaiting approval, oldest first (at most 200).',
      response: { 200: DeskCommentsSchema, ...errors },
    }),
    async (request) => {
      await requireStaff(app.db.kysely, requesterOf(request));
      return service.pending();
    },
  );

  app.post(
    '/balcao/comentarios/:id/aprovacao',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: approves or rejects pending comment {id} (situacao approved | rejected), with ' +
        'an optional reply; the author gets an alert. An approved comment shows on its title ' +
        'page. 422 comment_already_reviewed; 403 staff_only.',
      params: IdParams,
      body: CommentReviewBodySchema,
      response: { 200: DeskCommentSchema, ...errors },
    }),
    async (request) => {
      const staffId = await requireStaff(app.db.kysely, requesterOf(request));
      return service.review(staffId, request.params.id, request.body);
    },
  );
};
