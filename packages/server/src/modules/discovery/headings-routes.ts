import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AutocompleteListSchema,
  INDEX_KINDS,
  IndexBrowseQuerySchema,
  IndexPageSchema,
  OptionListSchema,
  SuggestionsSchema,
  TermQuerySchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { headingsRepository } from './headings-repository.ts';
import { headingsService } from './headings-service.ts';
import { INDEX_KIND_LABELS } from './labels.ts';

const tags = ['consulta'];

/** Index lists (/consulta/opcoes-indice, /consulta/indice), autocomplete and "did you mean". */
export const headingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = headingsService(app.db.kysely, headingsRepository(app.db.kysely));

  app.get(
    '/consulta/opcoes-indice',
    { schema: { tags, response: { 200: OptionListSchema } } },
    (req) => {
      const lang = requestLanguage(req.headers);
      return INDEX_KINDS.map((kind) => ({
        codigo: kind,
        descricao: INDEX_KIND_LABELS[kind][lang],
      }));
    },
  );
  app.get(
    '/consulta/indice',
    { schema: { tags, querystring: IndexBrowseQuerySchema, response: { 200: IndexPageSchema } } },
    (req) =>
      service.browse(
        req.query.tipo,
        req.query.termo ?? '',
        req.query.direcao ?? 'proxima',
        req.query.quantidade ?? 20,
      ),
  );
  app.get(
    '/consulta/autocompletar',
    { schema: { tags, querystring: TermQuerySchema, response: { 200: AutocompleteListSchema } } },
    (req) => service.autocomplete(req.query.termo),
  );
  app.get(
    '/consulta/sugestoes',
    { schema: { tags, querystring: TermQuerySchema, response: { 200: SuggestionsSchema } } },
    (req) => service.suggestions(req.query.termo),
  );
};
