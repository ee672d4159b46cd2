/**
 * GET /feeds/novas-aquisicoes.atom and /feeds/pesquisa.atom (outside /api, where feed readers
 * are sent by the pages' `<link rel="alternate">`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEW_ACQUISITIONS_FEED, SEARCH_FEED, SearchParamsSchema } from '@estante/contract';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import type { SearchBackend } from '../../search/backend.ts';
import { searchRepository } from '../search/repository.ts';
import { searchService } from '../search/service.ts';
import { webPagesRepository } from '../web-pages/repository.ts';
import { feedsRepository } from './repository.ts';
import { feedsService } from './service.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** The feed's language (pt, en, es); else the request's. */
const Lng = Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en'), Type.Literal('es')]));

const FeedQuerySchema = Type.Object({
  /** A library's id: only titles with a copy there. */
  biblioteca: Type.Optional(Id),
  /** A course's id: only titles in its teaching plans' bibliographies. */
  curso: Type.Optional(Id),
  lng: Lng,
});

/** The results page's parameters (as GET /api/consulta takes them) and the language. */
const SearchFeedQuerySchema = Type.Object({ ...SearchParamsSchema.properties, lng: Lng });

const sendFeed = (reply: FastifyReply, xml: string) =>
  reply
    .type('application/atom+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=600')
    .send(xml);

export const feedsRoutes: FastifyPluginAsyncTypebox<{
  publicUrl: string;
  backend: SearchBackend;
}> = async (app, { publicUrl, backend }) => {
  const service = feedsService({
    repository: feedsRepository(app.db.kysely),
    pages: webPagesRepository(app.db.kysely),
    search: searchService(backend, searchRepository(app.db.kysely)),
    publicUrl,
  });
  app.get(
    NEW_ACQUISITIONS_FEED,
    { schema: { hide: true, querystring: FeedQuerySchema } },
    async (request, reply) => {
      const { biblioteca, curso, lng } = request.query;
      const lang = lng ?? requestLanguage(request.headers);
      const filter = { libraryId: biblioteca ?? null, courseId: curso ?? null };
      return sendFeed(reply, await service.newAcquisitions(filter, lang));
    },
  );
  app.get(
    SEARCH_FEED,
    { schema: { hide: true, querystring: SearchFeedQuerySchema } },
    async (request, reply) => {
      const { lng, ...params } = request.query;
      const lang = lng ?? requestLanguage(request.headers);
      const address = new URL(request.url, 'http://localhost').searchParams;
      return sendFeed(reply, await service.search(params, address, lang));
    },
  );
};
