import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FiltersResponseSchema,
  SearchParamsSchema,
  SearchResponseSchema,
  SortOptionsResponseSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { networkAvailability } from '../network/availability.ts';
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
  const network = networkAvailability(app.db.kysely);

  app.get(
    '/consulta',
    { schema: { tags, querystring: SearchParamsSchema, response: { 200: SearchResponseSchema } } },
    async (request) =>
      network.check(await service.search(request.query, requestLanguage(request.headers))),
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
