import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LoanHistoryQuerySchema,
  PendingDebitsSchema,
  PendingLoansQuerySchema,
  PendingLoansSchema,
  RenewalBodySchema,
  RenewalResponseSchema,
  SuspensionsSchema,
} from '@estante/contract';
import type { CirculationDriver } from '../../circulation/driver.ts';
import { patronOf } from '../../circulation/patron.ts';
import { requestLanguage } from '../../lib/http-errors.ts';
import { privateRoute } from '../../plugins/authentication.ts';

const tags = ['emprestimo'];
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/** /api/emprestimo/* and /api/pessoas/afastamentos: the signed-in patron's loans and debts. */
export const loansRoutes: FastifyPluginAsyncTypebox<{ circulation: CirculationDriver }> = async (
  app,
  { circulation },
) => {
  app.get(
    '/emprestimo/titulos-pendentes',
    privateRoute({
      tags,
      description:
        "The patron's current loans, soonest due first, each saying whether it may be renewed " +
        'and why not. showDetails adds call number, location and the holds waiting.',
      querystring: PendingLoansQuerySchema,
      response: { 200: PendingLoansSchema, ...errors },
    }),
    (request) =>
      circulation.pendingLoans(
        patronOf(request),
        request.query.showDetails === true,
        requestLanguage(request.headers),
      ),
  );

  app.get(
    '/emprestimo/historico',
    privateRoute({
      tags,
      description:
        'Returned loans lent between dataIni and dataFim (inclusive), newest first; multa=S ' +
        'keeps those that were fined. dataIni after dataFim: 422 dates_out_of_order.',
      querystring: LoanHistoryQuerySchema,
      response: { 200: PendingLoansSchema, ...errors },
    }),
    (request) =>
      circulation.loanHistory(
        patronOf(request),
        { from: request.query.dataIni, to: request.query.dataFim },
        request.query.multa === 'S',
        requestLanguage(request.headers),
      ),
  );

  app.get(
    '/emprestimo/debitos-pendentes',
    privateRoute({
      tags,
      description: 'Debits with a balance still owed, and their total (integer centavos).',
      response: { 200: PendingDebitsSchema, ...errors },
    }),
    (request) => circulation.pendingDebits(patronOf(request), requestLanguage(request.headers)),
  );

  app.post(
    '/emprestimo/renovacao',
    privateRoute({
      tags,
      description:
        'Renews the given loans of the patron: a result per loan (renewed with its new due ' +
        'date, or why not). None given: 422 renewal_select_one. Any id not the patron’s: 404 ' +
        'and nothing is renewed.',
      body: RenewalBodySchema,
      response: { 200: RenewalResponseSchema, ...errors },
    }),
    async (request) => ({
      resultados: await circulation.renew(
        patronOf(request),
        request.body.emprestimos,
        requestLanguage(request.headers),
      ),
    }),
  );

  app.get(
    '/pessoas/afastamentos',
    privateRoute({
      tags: ['pessoas'],
      description: "The patron's suspensions (deviations), newest first; ativo: in force today.",
      response: { 200: SuspensionsSchema, ...errors },
    }),
    (request) => circulation.suspensions(patronOf(request)),
  );
};
