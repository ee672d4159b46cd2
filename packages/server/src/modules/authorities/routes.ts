import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorityComboQuerySchema,
  AuthorityComboSchema,
  AuthoritySchema,
  MarcQuerySchema,
  MarcViewSchema,
  TitleIdParamsSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { sendDownload } from '../titles/marc-view.ts';
import { authoritiesRepository } from './repository.ts';
import { authoritiesService } from './service.ts';

const tags = ['autoridade'];
const params = TitleIdParamsSchema;

/** GET /api/autoridade/* (spec §7 Items: Autoridade). */
export const authoritiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = authoritiesService(authoritiesRepository(app.db.kysely));

  app.get(
    '/autoridade/combo',
    {
      schema: {
        tags,
        querystring: AuthorityComboQuerySchema,
        response: { 200: AuthorityComboSchema },
      },
    },
    (request) => service.combo(request.query.autoridades, requestLanguage(request.headers)),
  );
  app.get(
    '/autoridade/:id',
    { schema: { tags, params, response: { 200: AuthoritySchema } } },
    (request) => service.authority(request.params.id, requestLanguage(request.headers)),
  );
  app.get(
    '/autoridade/:id/marc',
    { schema: { tags, params, querystring: MarcQuerySchema, response: { 200: MarcViewSchema } } },
    async (request, reply) => {
      const includeLocal = request.query.liberacao === 1;
      if (request.query.formato) {
        return sendDownload(
          reply,
          await service.marcFile(request.params.id, request.query.formato, includeLocal),
        );
      }
      return service.marc(request.params.id, includeLocal);
    },
  );
};
