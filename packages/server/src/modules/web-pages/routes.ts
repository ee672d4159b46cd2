/**
 * The web app's pages as the server sends them (outside /api): robots.txt, the sitemap, and
 * every other GET answered with the built index.html carrying the page's head, with 404 for an
 * address the web app has no page for (it still gets the web app, which shows its not-found
 * page). Hashed assets are served as files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { apiNotFound } from '../../plugins/errors.ts';
import { titlesRepository } from '../titles/repository.ts';
import { titlesService } from '../titles/service.ts';
import { askFirstAnswers } from './first-answers.ts';
import { renderPage } from './html.ts';
import { readManifest, routeModules } from './route-modules.ts';
import { webPagesRepository } from './repository.ts';
import { webPagesService } from './service.ts';
import { sitemapIndex, sitemapPageOf, sitemapUrlset } from './sitemap.ts';

export interface WebPagesOptions {
  /** PUBLIC_URL: canonical links, the sitemap's addresses. */
  publicUrl: string;
  /** The built web app; without its index.html, only robots.txt and the sitemap. */
  webDist?: string;
  /** The circulation's day (the title service needs it). */
  today: () => string;
}

/** Registers the pages on the root instance (it sets the instance's not-found handler). */
export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions) {
  const repository = webPagesRepository(app.db.kysely);
  const titles = titlesService(titlesRepository(app.db.kysely), { today: options.today });
  const manifest = options.webDist ? readManifest(options.webDist) : null;
  const service = webPagesService({
    repository,
    publicUrl: options.publicUrl,
    titleModules: manifest && routeModules(manifest, 'src/app/routes/title-route.tsx'),
    titleDetail: async (id, lang) => {
      try {
        return await titles.details(id, lang);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapIndex(service.origin, await repository.sitemapPages())),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    (request, reply) => {
      const page = sitemapPageOf(request.params.file);
      if (page === null) return reply.status(404).send(apiNotFound(request.headers));
      const xml = sitemapUrlset(service.origin, repository.sitemapTitles(page));
      // Crawlers read it now and then; an hour's cache spares the database the rest.
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(xml));
    },
  );

  const index = options.webDist ? path.join(options.webDist, 'index.html') : null;
  if (!options.webDist || !index || !fs.existsSync(index)) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(apiNotFound(request.headers)),
    );
    return;
  }
  const template = fs.readFileSync(index, 'utf8');
  await app.register(fastifyStatic, { root: options.webDist, wildcard: false, index: false });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(apiNotFound(request.headers));
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const { status, head } = await service.page(request.url, (guia, lang) =>
        askFirstAnswers(app, request.ip, request.url, guia, lang),
      );
      return reply.status(status).send(renderPage(template, head));
    } catch (error) {
      // The database is out: the web app as built, which says so itself.
      request.log.error({ err: error }, 'page head failed');
      return reply.send(template);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/')) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    return payload;
  });
}
