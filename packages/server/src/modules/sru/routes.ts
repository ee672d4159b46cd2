/**
 * GET and POST /sru: the SRU 1.2 and 2.0 server (outside /api, where SRU clients expect it).
 * Parameters are read from the raw query string or form body, so repeated ones are seen.
 */
import type { FastifyInstance } from 'fastify';
import type { SearchBackend } from '../../search/backend.ts';
import { searchRepository } from '../search/repository.ts';
import { searchService } from '../search/service.ts';
import { sruRepository } from './repository.ts';
import { sruService, type SruSettings } from './service.ts';

export interface SruRoutesOptions {
  backend: SearchBackend;
  settings: SruSettings;
}

const pairs = (text: string): [string, string][] => [...new URLSearchParams(text)];

export async function sruRoutes(app: FastifyInstance, options: SruRoutesOptions): Promise<void> {
  const search = searchService(options.backend, searchRepository(app.db.kysely));
  const service = sruService({
    backend: options.backend,
    defaultOrder: (hasTerms) => search.defaultOrder('pesquisa_geral', hasTerms),
    repository: sruRepository(app.db.kysely),
    settings: options.settings,
    onError: (error) => app.log.error({ err: error }, 'SRU request failed'),
  });
  // SRU's POST sends the parameters as a form; nothing else is read here (no XML is parsed).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, body),
  );
  const send = (text: string) => service.handle(pairs(text));
  app.get('/sru', { schema: { hide: true } }, async (request, reply) => {
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    return reply.type('text/xml; charset=utf-8').send(await send(query));
  });
  app.post('/sru', { schema: { hide: true } }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    return reply.type('text/xml; charset=utf-8').send(await send(body));
  });
}
