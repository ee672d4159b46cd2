import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcquisitionStatisticsQuerySchema,
  AcquisitionStatisticsSchema,
  ApiErrorSchema,
  CollectionTotalsQuerySchema,
  CollectionTotalsSchema,
  DeskSuggestionQuerySchema,
  DeskSuggestionSchema,
  DeskSuggestionsSchema,
  PurchaseOrderQuerySchema,
  PurchaseOrdersSchema,
  SuggestionBodySchema,
  SuggestionFormInfoSchema,
  SuggestionListQuerySchema,
  SuggestionSchema,
  SuggestionStatusBodySchema,
  SuggestionStatusLabelsSchema,
  PurchaseSuggestionsSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { acquisitionRepository } from './repository.ts';
import { acquisitionService, type AcquisitionServiceOptions } from './service.ts';

const tags = ['aquisicao'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 401: ApiErrorSchema, 422: ApiErrorSchema };

/**
 * Purchase suggestions, purchase orders, acquisition statistics and collection totals (spec §7
 * "Units" /sugestao-aquisicao, "Acquisition"; docs/acquisition.md), and the desk's calls. Every
 * call is private: the patron is the token's.
 */
export const acquisitionRoutes: FastifyPluginAsyncTypebox<AcquisitionServiceOptions> = async (
  app,
  options,
) => {
  const service = acquisitionService(acquisitionRepository(app.db.kysely), options);

  app.get(
    '/unidade-informacao/sugestao-aquisicao',
    privateRoute({
      tags,
      description:
        'What the suggestion form needs: whether the patron is a professor (their special ' +
        'prompt), their open suggestions and the limit. 403 suggestion_not_allowed without ' +
        'activity 12.',
      response: { 200: SuggestionFormInfoSchema, 403: ApiErrorSchema, ...errors },
    }),
    (request) => service.formInfo(requesterOf(request)),
  );

  app.post(
    '/unidade-informacao/sugestao-aquisicao',
    privateRoute({
      tags,
      description:
        'Sends a purchase suggestion (spec §5: biblioteca, titulo and editor required — 422 ' +
        'suggestion_field_required naming the field; isbn_issn checked when given). A title ' +
        'the catalogue already has starts as already_exists with cod_acervo_existente; one ' +
        'with cod_acervo (more copies of that title, from its page) as pre_suggestion with ' +
        'mais_exemplares — 422 suggestion_title_invalid unless a title of our collection. 403 ' +
        'suggestion_not_allowed without activity 12; 422 suggestion_limit_reached.',
      body: SuggestionBodySchema,
      response: { 201: SuggestionSchema, 403: ApiErrorSchema, ...errors },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.submit(requesterOf(request), request.body)),
  );

  app.get(
    '/aquisicao/sugestoes/situacao',
    privateRoute({
      tags,
      description:
        'The suggestion statuses (spec §3) with their labels in the caller’s language, whether ' +
        'each is still open, and the statuses staff may move it to.',
      response: { 200: SuggestionStatusLabelsSchema, ...errors },
    }),
    (request) => service.statuses(requestLanguage(request.headers)),
  );

  app.get(
    '/aquisicao/sugestoes',
    privateRoute({
      tags,
      description:
        'The patron’s purchase suggestions, newest first, created between dataIni and dataFim ' +
        '(inclusive), of status situacao.',
      querystring: SuggestionListQuerySchema,
      response: { 200: PurchaseSuggestionsSchema, ...errors },
    }),
    (request) => service.list(requesterOf(request), request.query),
  );

  app.delete(
    '/aquisicao/sugestoes/:id',
    privateRoute({
      tags,
      description:
        'The patron withdraws their suggestion {id} (cancelled) while it is a pre-suggestion, ' +
        'purchase suggestion or already exists. 404 for another patron’s; 422 ' +
        'suggestion_status_invalid once quoting began.',
      params: IdParams,
      response: { 200: SuggestionSchema, 404: ApiErrorSchema, ...errors },
    }),
    (request) => service.withdraw(requesterOf(request), request.params.id),
  );

  app.get(
    '/aquisicao/pedidos',
    privateRoute({
      tags,
      description:
        'The purchase orders that hold the patron’s suggestions (order date between dataIni ' +
        'and dataFim, status situacao), each with the patron’s own lines only.',
      querystring: PurchaseOrderQuerySchema,
      response: { 200: PurchaseOrdersSchema, ...errors },
    }),
    (request) => service.orders(requesterOf(request), request.query),
  );

  app.get(
    '/aquisicao/estatisticas',
    privateRoute({
      tags,
      description:
        'Acquisition statistics: suggestions (by creation month) and purchase orders (by order ' +
        'month) counted by status and library, in the period, of one library when given.',
      querystring: AcquisitionStatisticsQuerySchema,
      response: { 200: AcquisitionStatisticsSchema, ...errors },
    }),
    (request) => service.statistics(request.query),
  );

  app.get(
    '/acervo/meu-pergamum/totais',
    privateRoute({
      tags: ['acervo'],
      description:
        'Title totals: titles and copies of the collection by library and material type; ' +
        'dataIni/dataFim bound the copies’ acquisition date.',
      querystring: CollectionTotalsQuerySchema,
      response: { 200: CollectionTotalsSchema, ...errors },
    }),
    (request) => service.totals(request.query, requestLanguage(request.headers)),
  );

  app.get(
    '/balcao/sugestoes',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: purchase suggestions, newest first, of status situacao and library ' +
        'biblioteca. 403 staff_only without a staff role.',
      querystring: DeskSuggestionQuerySchema,
      response: { 200: DeskSuggestionsSchema, 403: ApiErrorSchema, ...errors },
    }),
    (request) => service.deskList(requesterOf(request), request.query),
  );

  app.post(
    '/balcao/sugestoes/:id/situacao',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: moves suggestion {id} to another status (GET /aquisicao/sugestoes/situacao ' +
        'lists where each may go) with a reply; awaiting_delivery orders it (fornecedor and ' +
        'quantidade, or cod_pedido); delivered statuses take total_entregue. The patron gets ' +
        'an alert. 403 staff_only; 404 unknown; 422 suggestion_status_invalid, ' +
        'suggestion_order_required.',
      params: IdParams,
      body: SuggestionStatusBodySchema,
      response: { 200: DeskSuggestionSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, ...errors },
    }),
    (request) => service.changeStatus(requesterOf(request), request.params.id, request.body),
  );
};
