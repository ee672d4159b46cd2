/**
 * GET and POST /oai: the OAI-PMH 2.0 provider (outside /api, where harvesters expect it).
 * Arguments are read from the raw query string or form body, so repeated ones are seen.
 */
import type { FastifyInstance } from 'fastify';
import { oaiRepository } from './repository.ts';
import { DEFAULT_OAI_SETTINGS, oaiService, type OaiSettings } from './service.ts';

export interface OaiRoutesOptions {
  settings: Partial<OaiSettings> & Pick<OaiSettings, 'publicUrl'>;
  /** The clock (tests move it to expire resumption tokens). */
  now?: () => Date;
}

function pairs(text: string): [string, string][] {
  return [...new URLSearchParams(text)];
}

export async function oaiRoutes(app: FastifyInstance, options: OaiRoutesOptions): Promise<void> {
  const service = oaiService({
    repository: oaiRepository(app.db.kysely),
    settings: { ...DEFAULT_OAI_SETTINGS, ...options.settings },
    now: options.now,
  });
  // The protocol's POST sends the arguments as a form; nothing else is read here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, body),
  );

  const answer = async (text: string) => service.handle(pairs(text));
  app.get('/oai', { schema: { hide: true } }, async (request, reply) => {
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    return reply.type('text/xml; charset=utf-8').send(await answer(query));
  });
  app.post('/oai', { schema: { hide: true } }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    return reply.type('text/xml; charset=utf-8').send(await answer(body));
  });
}
