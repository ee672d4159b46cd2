import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FiltersResponseSchema,
  SearchParamsSchema,
  SearchResponseSchema,
  SortOptionsResponseSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import type { SearchBackend } from '../../search/backend.ts';
import { searchRepository } from './repository.ts';
import { searchService } from './service.ts';

const tags = ['consulta'];

/** GET /api/consulta, /consulta/filtros, /consulta/ordenacao (spec §7 Search). */
export const searchRoutes: FastifyPluginAsyncTypebox<{ backend: SearchBackend }> = async (
  app,
  options,
) => {
  const service = searchService(options.backend, searchRepository(app.db.kysely));

  app.get(
    '/consulta',
    { schema: { tags, querystring: SearchParamsSchema, response: { 200: SearchResponseSchema } } },
    (request) => service.search(request.query, requestLanguage(request.headers)),
  );
  app.get(
    '/consulta/filtros',
    { schema: { tags, querystring: SearchParamsSchema, response: { 200: FiltersResponseSchema } } },
    (request) => service.filters(request.query, requestLanguage(request.headers)),
  );
  app.get(
    '/consulta/ordenacao',
    { schema: { tags, response: { 200: SortOptionsResponseSchema } } },
    (request) => service.sortOptions(requestLanguage(request.headers)),
  );
};
