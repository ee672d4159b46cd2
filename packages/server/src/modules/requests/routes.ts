import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CardReleaseBodySchema,
  CatalogueCardBodySchema,
  InterlibraryLoanBodySchema,
  InterlibraryLoanInfoSchema,
  RequestAnswerBodySchema,
  RequestListQuerySchema,
  RequestSchema,
  RequestsSchema,
  RequestTypeSchema,
  SpecializedSearchBodySchema,
  StaffRequestQuerySchema,
  StaffRequestSchema,
  SurveyBodySchema,
  SwitchingBodySchema,
  SwitchingTypeSchema,
  type RequestType,
} from '@estante/contract';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { requestRepository } from './repository.ts';
import { requestService, type RequestFile, type RequestServiceOptions } from './service.ts';

const tags = ['solicitacoes'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };
const staffErrors = { ...errors, 403: ApiErrorSchema };

/** A PDF as a download nobody caches. */
function sendPdf(reply: FastifyReply, file: RequestFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

/** The plain requests: path, body schema and what the description says. */
const PLAIN_REQUESTS = [
  {
    type: 'levantamento-bibliografico',
    body: SurveyBodySchema,
    description:
      'Asks for a bibliographic survey (subject, keywords, languages, period of years, kinds ' +
      'of material, purpose, deadline). 422 request_field_required (assunto, palavras_chave, ' +
      'finalidade), request_years_out_of_order, request_deadline_past, request_limit_reached.',
  },
  {
    type: 'pesquisa-especializada',
    body: SpecializedSearchBodySchema,
    description:
      'Asks a librarian for a specialised search (topic, question, databases, deadline). 422 ' +
      'request_field_required (tema, pergunta), request_deadline_past, request_limit_reached.',
  },
  {
    type: 'emprestimo-inter-bibliotecas',
    body: InterlibraryLoanBodySchema,
    description:
      'Asks to borrow a title from a partner institution (cod_instituicao from …/dados). 422 ' +
      'request_field_required (cod_instituicao, titulo, email, telefone), ' +
      'invalid_email_address, invalid_phone, validation_error (unknown institution), ' +
      'request_limit_reached.',
  },
  {
    type: 'ficha-catalografica',
    body: CatalogueCardBodySchema,
    description:
      'Asks for the catalogue card (ficha catalográfica) of a thesis: the card is composed ' +
      'from these data (Cutter-Sanborn mark, entries) and reviewed by staff before its PDF is ' +
      'offered. 422 request_field_required, validation_error (paginas_preliminares not ' +
      'roman), request_limit_reached.',
  },
] as const;

/**
 * Bibliographic requests (spec §7 "Requests"): switching, survey, catalogue card, specialised
 * search, inter-library loan; the patron's lists; the card's PDF; and the desk's calls under
 * /balcao. Every call is private: the patron is the token's.
 */
export const requestRoutes: FastifyPluginAsyncTypebox<RequestServiceOptions> = async (
  app,
  options,
) => {
  const service = requestService(requestRepository(app.db.kysely), options);

  app.post(
    '/solicitacoes/comutacao-bibliografica/:type',
    privateRoute({
      tags,
      description:
        'Asks for a copy of a document held elsewhere (bibliographic switching). {type}: ' +
        'artigo-periodico, tese, anais-congresso or parte-livro; each requires its fields ' +
        '(SWITCHING_REQUIRED). 422 request_field_required (field named), ' +
        'request_pages_out_of_order (spec §5), request_limit_reached.',
      params: Type.Object({ type: SwitchingTypeSchema }),
      body: SwitchingBodySchema,
      response: { 201: RequestSchema, ...errors },
    }),
    async (request, reply) => {
      const placed = await service.place(
        requesterOf(request),
        'comutacao-bibliografica',
        request.params.type,
        request.body,
      );
      return reply.status(201).send(placed);
    },
  );

  for (const plain of PLAIN_REQUESTS) {
    app.post(
      `/solicitacoes/${plain.type}`,
      privateRoute({
        tags,
        description: plain.description,
        body: plain.body,
        response: { 201: RequestSchema, ...errors },
      }),
      async (request, reply) => {
        const placed = await service.place(
          requesterOf(request),
          plain.type,
          null,
          request.body as Record<string, unknown>,
        );
        return reply.status(201).send(placed);
      },
    );
  }

  app.get(
    '/solicitacoes/emprestimo-inter-bibliotecas/dados',
    privateRoute({
      tags,
      description:
        'What the inter-library loan form offers: partner institutions, the patron’s email ' +
        'and phone, awaiting requests against the limit.',
      response: { 200: InterlibraryLoanInfoSchema, ...errors },
    }),
    (request) => service.interlibraryLoanInfo(requesterOf(request)),
  );

  app.get(
    '/solicitacoes/:type',
    privateRoute({
      tags,
      description:
        'The patron’s requests of {type}, newest first, with status (awaiting, finished, ' +
        'not_finished), the library’s reply and dates; status keeps one status, dataIni/dataFim ' +
        'bound the request date (inclusive). 422 dates_out_of_order.',
      params: Type.Object({ type: RequestTypeSchema }),
      querystring: RequestListQuerySchema,
      response: { 200: RequestsSchema, ...errors },
    }),
    (request) =>
      service.list(requesterOf(request), request.params.type as RequestType, request.query),
  );

  app.get(
    '/solicitacoes/ficha-catalografica/:id/pdf',
    privateRoute({
      tags,
      description:
        'The released catalogue card of request {id} (application/pdf). 404 when it is not ' +
        'one of the patron’s card requests; 409 card_not_released while staff review it.',
      params: IdParams,
      response: { 200: Type.Any(), 409: ApiErrorSchema, ...errors },
    }),
    async (request, reply) =>
      sendPdf(reply, await service.cardPdf(requesterOf(request), request.params.id)),
  );

  app.get(
    '/balcao/solicitacoes',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: awaiting bibliographic requests, oldest first, of one type (tipo) or all, with ' +
        'whose they are. 403 staff_only without a staff role.',
      querystring: StaffRequestQuerySchema,
      response: { 200: Type.Array(StaffRequestSchema), ...staffErrors },
    }),
    (request) => service.awaiting(requesterOf(request), request.query.tipo),
  );

  app.post(
    '/balcao/solicitacoes/:id/situacao',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: answers awaiting request {id} — finished or not_finished, with a reply and an ' +
        'http(s) delivery address — and alerts the patron. 422 request_status_invalid when ' +
        'answered already, card_release_required to finish a card request.',
      params: IdParams,
      body: RequestAnswerBodySchema,
      response: { 200: RequestSchema, ...staffErrors },
    }),
    (request) => service.answer(requesterOf(request), request.params.id, request.body),
  );

  app.get(
    '/balcao/solicitacoes/:id/ficha/pdf',
    privateRoute({
      tags: ['balcao'],
      description: 'Staff: the catalogue card of request {id} as it prints now, for review.',
      params: IdParams,
      response: { 200: Type.Any(), ...staffErrors },
    }),
    async (request, reply) =>
      sendPdf(reply, await service.staffCardPdf(requesterOf(request), request.params.id)),
  );

  app.post(
    '/balcao/solicitacoes/:id/ficha/liberacao',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: releases the catalogue card of request {id}, applying corrections (correcoes: ' +
        'any card field, classificacao included), finishes the request and alerts the patron; ' +
        'the patron may download the PDF from then on.',
      params: IdParams,
      body: CardReleaseBodySchema,
      response: { 200: RequestSchema, ...staffErrors },
    }),
    (request) => service.releaseCard(requesterOf(request), request.params.id, request.body),
  );
};
