import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  BasketEmailResultSchema,
  BasketExportRequestSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { emailQuotas } from '../../mail/quotas.ts';
import { basketRepository } from './repository.ts';
import { basketService } from './service.ts';

const tags = ['acervo'];

/** POST /api/acervo/exportar-cesta — basket export as a download or by email (spec §7 Items). */
export const basketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = basketService(basketRepository(app.db.kysely), app.mailer, app.log, {
    emailForVisitors: app.emailPolicy.forVisitors,
    quotas: emailQuotas(app.counters, app.emailPolicy.quotas),
  });

  app.post(
    '/acervo/exportar-cesta',
    {
      schema: {
        tags,
        description:
          'Exports the basket (tipo: abnt, ris, bibtex, marc, marcxml, csv, pdf). Without opcoesEmail ' +
          'the answer is the file (Content-Disposition attachment); with it, the file is emailed ' +
          'to at most 5 addresses, with a fixed subject and the note quoted below the library text, ' +
          'when /parametros/funcionalidades says cesta_email (403 email_export_disabled otherwise).',
        body: BasketExportRequestSchema,
        response: {
          200: Type.Union([BasketEmailResultSchema, Type.Any()]),
          403: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await service.exportBasket(
        request.body,
        requestLanguage(request.headers),
        requesterOf(request),
      );
      if (outcome.kind === 'email') return outcome.result;
      const { file, ignored } = outcome;
      if (ignored.length > 0) reply.header('x-acervos-ignorados', ignored.join(','));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
