import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TitleCommentsSchema, TitleIdParamsSchema } from '@estante/contract';
import { commentsRepository } from './repository.ts';
import { commentsService } from './service.ts';

/** GET /api/comentarios/acervo/{id} (spec §7 Comments, GET only here). */
export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = commentsService(commentsRepository(app.db.kysely));
  app.get(
    '/comentarios/acervo/:id',
    {
      schema: {
        tags: ['comentarios'],
        params: TitleIdParamsSchema,
        response: { 200: TitleCommentsSchema },
      },
    },
    (request) => service.approvedComments(request.params.id),
  );
};
