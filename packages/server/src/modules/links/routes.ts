import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AbntLinkSchema,
  AccessStatisticBodySchema,
  ApiErrorSchema,
  CoverQuerySchema,
  GrupoASessionBodySchema,
  GrupoASessionSchema,
  LinkTitleParamsSchema,
  RestrictedAccessBodySchema,
  RestrictedAccessParamsSchema,
  RestrictedAccessSchema,
  ResultLinksQuerySchema,
  ResultLinksSchema,
  TargetLinksSchema,
  MATERIAL_TYPES,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf, type Requester } from '../../lib/requester.ts';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { cachedCoverSource, coverCacheRepository } from './cover-cache.ts';
import { placeholderSvg } from './placeholder.ts';
import { linksRepository } from './repository.ts';
import { linksService, parseTitleIds, type Reader } from './service.ts';

const tags = ['vinculos'];

/**
 * The reader an e-book provider is told about: the signed-in patron (by the login they signed
 * in with, from the verified token), or null for a visitor or a public token.
 */
function readerOf(requester: Requester): Reader | null {
  return requester.kind === 'patron' && requester.login !== null
    ? { login: requester.login }
    : null;
}
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/** /api/vinculos/* — covers, online links, ABNT link, e-book providers, access statistics. */
export const linksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = linksService(
    linksRepository(app.db.kysely),
    app.log,
    cachedCoverSource(coverCacheRepository(app.db.kysely)),
  );

  app.get(
    '/vinculos/imagem',
    {
      schema: {
        tags,
        description: 'The cover image (raster) or the generated SVG placeholder.',
        querystring: CoverQuerySchema,
        response: { 200: Type.Any(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const cover = await service.cover(request.query.cod_acervo, request.query.limite);
      if (cover.kind === 'redirect') return reply.redirect(cover.location, 302);
      return reply
        .header('content-type', cover.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(cover.body);
    },
  );

  app.get(
    '/vinculos/capa-padrao/:tipo',
    {
      schema: {
        tags,
        description:
          'The default cover of a material type (SVG), as listed by /consulta/imagem-padrao.',
        params: Type.Object({ tipo: Type.Union(MATERIAL_TYPES.map((t) => Type.Literal(t))) }),
        response: { 200: Type.Any(), 400: ApiErrorSchema },
      },
    },
    (request, reply) => {
      const label = materialTypeLabel(request.params.tipo, requestLanguage(request.headers));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(label, null, request.params.tipo, 200));
    },
  );

  app.get(
    '/vinculos/links-resultado',
    {
      schema: {
        tags,
        querystring: ResultLinksQuerySchema,
        response: { 200: ResultLinksSchema, ...errors },
      },
    },
    (request) => service.resultLinks(parseTitleIds(request.query.acervos)),
  );

  app.get(
    '/vinculos/abnt/:id',
    {
      schema: { tags, params: LinkTitleParamsSchema, response: { 200: AbntLinkSchema, ...errors } },
    },
    (request) => service.abnt(request.params.id),
  );

  app.get(
    '/vinculos/target/:id',
    {
      schema: {
        tags,
        params: LinkTitleParamsSchema,
        response: { 200: TargetLinksSchema, ...errors },
      },
    },
    (request) => service.target(request.params.id),
  );

  app.post(
    '/vinculos/acesso-restrito/:a/s/:b',
    {
      schema: {
        tags,
        description:
          '{a} = cod_acervo, {b} = seq_paragrafo (position of the 856 link, from 1). The reader ' +
          'is the signed-in patron (userId in the body is ignored); visitors get 401 login_required.',
        params: RestrictedAccessParamsSchema,
        body: RestrictedAccessBodySchema,
        response: { 200: RestrictedAccessSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    (request) =>
      service.restrictedAccess(
        request.params.a,
        request.params.b,
        readerOf(requesterOf(request)),
        request.body,
      ),
  );

  app.post(
    '/vinculos/grupoa',
    {
      schema: {
        tags,
        body: GrupoASessionBodySchema,
        response: { 200: GrupoASessionSchema, ...errors },
      },
    },
    (request) => service.grupoASession(request.body.sessionid),
  );

  app.post(
    '/vinculos/estatistica-acesso',
    {
      schema: {
        tags,
        body: AccessStatisticBodySchema,
        response: { 204: Type.Null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await service.recordAccess({
        titleId: body.cod_acervo,
        seqParagraph: body.seq_paragrafo ?? null,
        url: body.url ?? null,
        userId: readerOf(requesterOf(request))?.login ?? null,
        browser: body.browser ?? null,
        device: body.device ?? null,
        os: body.os ?? null,
        provider: null,
      });
      return reply.status(204).send(null);
    },
  );
};
