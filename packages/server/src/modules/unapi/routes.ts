/** GET /unapi (outside /api: the address the pages' `unapi-server` link gives). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorMessage, requestLanguage } from '../../lib/http-errors.ts';
import { apiNotFound } from '../../plugins/errors.ts';
import { basketRepository } from '../basket/repository.ts';
import { unapiService } from './service.ts';

const UnapiQuerySchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  format: Type.Optional(Type.String({ maxLength: 64 })),
});

export const unapiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = unapiService(basketRepository(app.db.kysely));
  app.get(
    '/unapi',
    { schema: { hide: true, querystring: UnapiQuerySchema } },
    async (request, reply) => {
      const answer = await service.answer(request.query.id, request.query.format);
      if (answer === 'not-found') return reply.status(404).send(apiNotFound(request.headers));
      if (answer === 'bad-format') {
        const lang = requestLanguage(request.headers);
        return reply.status(406).send({
          status: 406,
          key: 'validation_error',
          message: errorMessage('validation_error', lang, 'format'),
          field: 'format',
        });
      }
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    },
  );
};
