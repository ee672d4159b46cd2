import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CopiesQuerySchema,
  CopyListSchema,
  DublinCoreQuerySchema,
  DublinCoreSchema,
  MarcQuerySchema,
  MarcViewSchema,
  ReferenceQuerySchema,
  ReferenceSchema,
  StatisticsYearParamsSchema,
  StatisticsYearSchema,
  StatisticsYearsSchema,
  StorageQuerySchema,
  StorageSchema,
  TitleColourSchema,
  TitleDetailSchema,
  TitleIdParamsSchema,
  TitleLibrariesSchema,
  TitleLinkSchema,
  TitlePermissionsSchema,
  TotalsQuerySchema,
  TotalsSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { sendDownload } from './marc-view.ts';
import { titlesRepository } from './repository.ts';
import { titlesService } from './service.ts';

const tags = ['acervo'];
const params = TitleIdParamsSchema;

/** GET /api/acervo/{id} and its sub-resources (spec §7 Items). */
export const titlesRoutes: FastifyPluginAsyncTypebox<{ today: () => string }> = async (
  app,
  { today },
) => {
  const service = titlesService(titlesRepository(app.db.kysely), { today });

  app.get(
    '/acervo/:id',
    { schema: { tags, params, response: { 200: TitleDetailSchema } } },
    (request) => service.details(request.params.id, requestLanguage(request.headers)),
  );
  app.get(
    '/acervo/:id/referencia',
    {
      schema: {
        tags,
        params,
        querystring: ReferenceQuerySchema,
        response: { 200: ReferenceSchema },
      },
    },
    (request) =>
      service.reference(
        request.params.id,
        request.query.estilo ?? 'abnt',
        requestLanguage(request.headers),
        new Date(),
      ),
  );
  app.get(
    '/acervo/:id/marc',
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
  app.get(
    '/acervo/:id/exemplares',
    { schema: { tags, params, querystring: CopiesQuerySchema, response: { 200: CopyListSchema } } },
    (request) =>
      service.copies(
        request.params.id,
        request.query.cod_unidade,
        requestLanguage(request.headers),
      ),
  );
  app.get(
    '/acervo/:id/dublin-core',
    {
      schema: {
        tags,
        params,
        querystring: DublinCoreQuerySchema,
        response: { 200: DublinCoreSchema },
      },
    },
    async (request, reply) => {
      if (request.query.formato === 'xml') {
        return sendDownload(reply, await service.dublinCoreXml(request.params.id));
      }
      return service.dublinCore(request.params.id);
    },
  );
  app.get(
    '/acervo/:id/links',
    { schema: { tags, params, response: { 200: Type.Array(TitleLinkSchema) } } },
    (request) => service.links(request.params.id),
  );
  app.get(
    '/acervo/:id/cor',
    { schema: { tags, params, response: { 200: TitleColourSchema } } },
    (request) => service.colour(request.params.id),
  );
  app.get(
    '/acervo/:id/bibliotecas',
    { schema: { tags, params, response: { 200: TitleLibrariesSchema } } },
    (request) => service.libraries(request.params.id),
  );
  app.get(
    '/acervo/:id/totais',
    { schema: { tags, params, querystring: TotalsQuerySchema, response: { 200: TotalsSchema } } },
    (request) => service.totals(request.params.id, request.query),
  );
  app.get(
    '/acervo/:id/permissoes',
    { schema: { tags, params, response: { 200: TitlePermissionsSchema } } },
    (request) => {
      const { patronId } = requesterOf(request);
      return service.permissions(
        request.params.id,
        patronId === null ? null : { personId: patronId },
      );
    },
  );
  app.get(
    '/acervo/:id/dados-estatisticos/anos',
    { schema: { tags, params, response: { 200: StatisticsYearsSchema } } },
    (request) => service.statisticsYears(request.params.id),
  );
  app.get(
    '/acervo/:id/dados-estatisticos/dados/:ano',
    {
      schema: { tags, params: StatisticsYearParamsSchema, response: { 200: StatisticsYearSchema } },
    },
    (request) => service.statisticsYear(request.params.id, request.params.ano),
  );
  app.get(
    '/acervo/:id/dados-armazem',
    { schema: { tags, params, querystring: StorageQuerySchema, response: { 200: StorageSchema } } },
    (request) =>
      service.storage(request.params.id, request.query, requestLanguage(request.headers)),
  );
};
