import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlertListQuerySchema,
  AlertSchema,
  AlertsSchema,
  ApiErrorSchema,
  UnreadAlertsSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { alertRepository } from './repository.ts';
import { alertService, type AlertServiceOptions } from './service.ts';

const tags = ['solicitacoes'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/**
 * Alerts of the personal area (spec §7 Requests: GET /solicitacoes/alertas, PUT and DELETE
 * /solicitacoes/alertas/{id}) and the user menu's unread count (ours). Private: the patron is
 * the token's; another patron's alert answers 404 and stays as it was.
 */
export const alertRoutes: FastifyPluginAsyncTypebox<AlertServiceOptions> = async (app, options) => {
  const service = alertService(alertRepository(app.db.kysely), options);

  app.get(
    '/solicitacoes/alertas',
    privateRoute({
      tags,
      description:
        'The patron’s alerts made from dataIni to dataFim (inclusive, both required: 422 ' +
        'alert_dates_required; start after end: 422 dates_out_of_order), newest first, each ' +
        'worded in the request’s language (mensagem) with its read flag (lido).',
      querystring: AlertListQuerySchema,
      response: { 200: AlertsSchema, ...errors },
    }),
    (request) =>
      service.list(requesterOf(request), request.query, requestLanguage(request.headers)),
  );

  app.get(
    '/solicitacoes/alertas/nao-lidas',
    privateRoute({
      tags,
      description: 'How many of the patron’s alerts are unread (the user menu’s count).',
      response: { 200: UnreadAlertsSchema, ...errors },
    }),
    (request) => service.unread(requesterOf(request)),
  );

  app.put(
    '/solicitacoes/alertas/:id',
    privateRoute({
      tags,
      description: 'Marks alert {id} read. 404 when it is not the patron’s.',
      params: IdParams,
      response: { 200: AlertSchema, ...errors },
    }),
    (request) =>
      service.markRead(requesterOf(request), request.params.id, requestLanguage(request.headers)),
  );

  app.delete(
    '/solicitacoes/alertas/:id',
    privateRoute({
      tags,
      description: 'Deletes alert {id}. 404 when it is not the patron’s.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await service.remove(requesterOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
