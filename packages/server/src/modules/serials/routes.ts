import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentsSchema,
  KardexChoicesSchema,
  KardexIssuesSchema,
  KardexItemQuerySchema,
  KardexItemSchema,
  KardexPermissionSchema,
  KardexQuerySchema,
  TitleIdParamsSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { serialsRepository } from './repository.ts';
import { serialsService } from './service.ts';

const tags = ['kardex'];
const params = TitleIdParamsSchema;

/** GET /api/kardex/{id}/* and /api/sumario/{id}/dados (spec §7 Kardex). */
export const serialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = serialsService(serialsRepository(app.db.kysely));

  app.get(
    '/kardex/:id/permissao',
    { schema: { tags, params, response: { 200: KardexPermissionSchema } } },
    (request) => service.permission(request.params.id),
  );
  app.get(
    '/kardex/:id/combobox-data',
    { schema: { tags, params, response: { 200: KardexChoicesSchema } } },
    (request) => service.choices(request.params.id, requestLanguage(request.headers)),
  );
  app.get(
    '/kardex/:id/data',
    {
      schema: {
        tags,
        params,
        querystring: KardexQuerySchema,
        response: { 200: KardexIssuesSchema },
      },
    },
    (request) => service.issues(request.params.id, request.query),
  );
  app.get(
    '/kardex/:id/item',
    {
      schema: {
        tags,
        params,
        querystring: KardexItemQuerySchema,
        response: { 200: KardexItemSchema },
      },
    },
    (request) => service.item(request.params.id, request.query),
  );
  app.get(
    '/sumario/:id/dados',
    { schema: { tags, params, response: { 200: ContentsSchema } } },
    (request) => service.contents(request.params.id),
  );
};
