import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdditionalTitlesSchema,
  ArchiveOptionsSchema,
  DefaultImageSchema,
  IndexedTitlesSchema,
  NormativeActOptionsSchema,
  TargetProductsQuerySchema,
  TargetProductsSchema,
  TitleListQuerySchema,
} from '@estante/contract';
import { requestLanguage } from '../../lib/http-errors.ts';
import { optionsRepository } from './options-repository.ts';
import { optionsService, parseTitleCodes } from './options-service.ts';

const tags = ['consulta'];

/** Option lists of the archive and normative-act tabs, related/indexed titles, covers, target. */
export const optionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = optionsService(optionsRepository(app.db.kysely));

  app.get(
    '/consulta/opcoes-arquivo',
    { schema: { tags, response: { 200: ArchiveOptionsSchema } } },
    (req) => service.archive(requestLanguage(req.headers)),
  );
  app.get(
    '/consulta/opcoes-atos-normativos',
    { schema: { tags, response: { 200: NormativeActOptionsSchema } } },
    (req) => service.normativeActs(requestLanguage(req.headers)),
  );
  app.get(
    '/consulta/titulos-adicionais',
    {
      schema: {
        tags,
        querystring: TitleListQuerySchema,
        response: { 200: AdditionalTitlesSchema },
      },
    },
    (req) => service.additionalTitles(parseTitleCodes(req.query.acervos)),
  );
  app.get(
    '/consulta/acervos-indexados',
    { schema: { tags, querystring: TitleListQuerySchema, response: { 200: IndexedTitlesSchema } } },
    (req) => service.indexedTitles(parseTitleCodes(req.query.acervos)),
  );
  // The target_gedweb products base is not connected: nothing to ask, nothing found.
  app.get(
    '/consulta/produtos-target',
    {
      schema: {
        tags,
        querystring: TargetProductsQuerySchema,
        response: { 200: TargetProductsSchema },
      },
    },
    () => [],
  );
  app.get(
    '/consulta/imagem-padrao',
    { schema: { tags, response: { 200: DefaultImageSchema } } },
    () => service.defaultImage(),
  );
};
