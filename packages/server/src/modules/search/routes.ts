import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FiltersResponseSchema,
  SearchParamsSchema,
  SearchResponseSchema,
  SortOptionsResponseSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { cachedSearchBackend, searchChangeCounter } from '../../search/cached-backend.ts';
import { postgresFtsBackend } from '../../search/postgres-fts.ts';
import { searchRepository } from './repository.ts';
import { searchService } from './service.ts';

const tags = ['consulta'];

/** Search answers kept in memory unless configured otherwise (SEARCH_CACHE_ENTRIES). */
const DEFAULT_SEARCH_CACHE_ENTRIES = 1000;

/** GET /api/consulta, /consulta/filtros, /consulta/ordenacao (spec §7 Search). */
export const searchRoutes: FastifyPluginAsyncTypebox<{ cacheEntries?: number }> = async (
  app,
  options,
) => {
  const backend = cachedSearchBackend(postgresFtsBackend(app.db.kysely), {
    entries: options.cacheEntries ?? DEFAULT_SEARCH_CACHE_ENTRIES,
    generation: searchChangeCounter(app.db.kysely),
  });
  const service = searchService(backend, searchRepository(app.db.kysely));

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
