import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTHORITY_SEARCH_KINDS,
  AuthorityPageSchema,
  AuthoritySearchQuerySchema,
  OptionListSchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { authoritiesRepository, authoritiesService } from './authorities-service.ts';
import { AUTHORITY_KIND_LABELS } from './labels.ts';

const tags = ['consulta'];

/** Authority search (tab autoridades) and its kinds. */
export const authoritiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = authoritiesService(authoritiesRepository(app.db.kysely));

  app.get(
    '/consulta/opcoes-autoridades',
    { schema: { tags, response: { 200: OptionListSchema } } },
    (req) => {
      const lang = requestLanguage(req.headers);
      return AUTHORITY_SEARCH_KINDS.map((kind) => ({
        codigo: kind,
        descricao: AUTHORITY_KIND_LABELS[kind][lang],
      }));
    },
  );
  app.get(
    '/consulta/autoridades',
    {
      schema: {
        tags,
        querystring: AuthoritySearchQuerySchema,
        response: { 200: AuthorityPageSchema },
      },
    },
    (req) =>
      service.search(
        req.query.termo,
        req.query.tipo ?? 'todos',
        req.query.page ?? 1,
        requestLanguage(req.headers),
      ),
  );
};
