import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ClosedStackBodySchema,
  ClosedStackQuerySchema,
  ClosedStackResultSchema,
  LoanRequestBodySchema,
  LoanRequestInfoSchema,
  LoanRequestListQuerySchema,
  LoanRequestSchema,
  LoanRequestStatusBodySchema,
  LoanRequestsSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { loanRequestRepository } from './repository.ts';
import { loanRequestService } from './service.ts';

const tags = ['solicitacao-emprestimo'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/**
 * Loan requests (spec §7 "Loan requests"), closed-stack requests (/gravar-armazem) and the
 * staff status change. Every call is private: the patron is the token's.
 */
export const loanRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = loanRequestService(loanRequestRepository(app.db.kysely));

  app.get(
    '/solicitacao-emprestimo/:id/informacoes-iniciais',
    privateRoute({
      tags,
      description:
        'What the loan-request form offers for title {id}: libraries holding copies, receiving ' +
        'units and their delivery points, volumes/tomes/parts/materials, the patron’s email, ' +
        'phone and address, open requests against the limit.',
      params: IdParams,
      response: { 200: LoanRequestInfoSchema, ...errors },
    }),
    (request) => service.initialInfo(requesterOf(request), request.params.id),
  );

  app.post(
    '/solicitacao-emprestimo/:id',
    privateRoute({
      tags,
      description:
        'Requests a loan of title {id} (spec §5: receiving unit and location, volume/tome/' +
        'part/material chosen, valid email, phone, address for home delivery). 422 ' +
        'loan_request_limit_or_duplicate or loan_request_no_copies (spec §8).',
      params: IdParams,
      body: LoanRequestBodySchema,
      response: { 201: LoanRequestSchema, ...errors },
    }),
    async (request, reply) => {
      const placed = await service.place(requesterOf(request), request.params.id, request.body);
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/solicitacao-emprestimo',
    privateRoute({
      tags,
      description:
        'The patron’s loan and closed-stack requests, newest first, by request date ' +
        '(dataIni, dataFim inclusive) and status.',
      querystring: LoanRequestListQuerySchema,
      response: { 200: LoanRequestsSchema, ...errors },
    }),
    (request) => service.list(requesterOf(request), request.query),
  );

  app.post(
    '/gravar-armazem',
    privateRoute({
      tags: ['acervo'],
      description:
        'Asks the closed stacks of library cod_biblioteca for the basket’s titles (cesta): ' +
        'what was requested and what was not, with the reason.',
      querystring: ClosedStackQuerySchema,
      body: ClosedStackBodySchema,
      response: { 200: ClosedStackResultSchema, ...errors },
    }),
    (request) =>
      service.closedStacks(
        requesterOf(request),
        request.query.cod_biblioteca,
        request.body.cesta,
        requestLanguage(request.headers),
      ),
  );

  app.post(
    '/balcao/solicitacoes-emprestimo/:id/situacao',
    privateRoute({
      tags: ['balcao'],
      description:
        'Staff: moves loan request {id} to another status (waiting → in_transit | available | ' +
        'not_finished; in_transit → available | not_finished; available → removed | ' +
        'not_finished; removed → finished). 403 staff_only without a staff role.',
      params: IdParams,
      body: LoanRequestStatusBodySchema,
      response: { 200: LoanRequestSchema, 403: ApiErrorSchema, ...errors },
    }),
    (request) => service.changeStatus(requesterOf(request), request.params.id, request.body),
  );
};
