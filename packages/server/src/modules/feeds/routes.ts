/** GET /feeds/novas-aquisicoes.atom (outside /api, where feed readers are sent by the pages). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { webPagesRepository } from '../web-pages/repository.ts';
import { NEW_ACQUISITIONS_FEED } from '../web-pages/service.ts';
import { feedsRepository } from './repository.ts';
import { feedsService } from './service.ts';

const FeedQuerySchema = Type.Object({
  /** A library's id: only titles with a copy there. */
  biblioteca: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  /** The feed's language (pt, en, es); else the request's. */
  lng: Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en'), Type.Literal('es')])),
});

export const feedsRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const service = feedsService({
    repository: feedsRepository(app.db.kysely),
    pages: webPagesRepository(app.db.kysely),
    publicUrl,
  });
  app.get(
    NEW_ACQUISITIONS_FEED,
    { schema: { hide: true, querystring: FeedQuerySchema } },
    async (request, reply) => {
      const lang = request.query.lng ?? requestLanguage(request.headers);
      const xml = await service.newAcquisitions(request.query.biblioteca ?? null, lang);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(xml);
    },
  );
};
