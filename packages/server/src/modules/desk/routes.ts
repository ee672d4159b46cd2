import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  DeskBarcodeBodySchema,
  DeskCheckinSchema,
  DeskCheckoutBodySchema,
  DeskLoanSchema,
  DeskPatronBodySchema,
  DeskPaymentBodySchema,
  DeskReadmissionSchema,
  DeskRenewBodySchema,
  DeskSuspendBodySchema,
  DeskSuspensionSchema,
  DeskWaiveBodySchema,
  IdSchema,
  RenewalResponseSchema,
  SelfServiceCheckoutBodySchema,
  SelfServicePatronSchema,
  SelfServiceTokenBodySchema,
} from '@estante/contract';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { CirculationDriver } from '../../circulation/driver.ts';
import { money } from '../../circulation/money.ts';
import { requestLanguage } from '../../lib/http-errors.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { requireStaff } from '../../lib/staff.ts';
import { requesterOf } from '../../lib/requester.ts';

const tags = ['balcao'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};
/** A debit's or suspension's id in the path. */
const FineParams = Type.Object({ id: IdSchema });

/**
 * /api/balcao/*: the circulation desk (docs/circulation.md). Private routes that further need
 * a staff person (person.staff_role); a patron's token gets 403 staff_only. `npm run desk`
 * calls the same driver.
 */
export const deskRoutes: FastifyPluginAsyncTypebox<{ circulation: CirculationDriver }> = async (
  app,
  { circulation },
) => {
  /** The staff person of the request, or 403. */
  async function staffOf(request: FastifyRequest): Promise<number> {
    return requireStaff(app.db.kysely, requesterOf(request));
  }

  app.post(
    '/balcao/emprestimo',
    privateRoute({
      tags,
      description:
        'Lends a copy (barcode) to the patron of a login. Sent again, answers the same loan. ' +
        '409 when another patron has it or it is set aside for another hold; 422 with the ' +
        'reason (suspended, debts, loan limit, reference copy).',
      body: DeskCheckoutBodySchema,
      response: { 201: DeskLoanSchema, ...errors },
    }),
    async (request, reply) => {
      const staff = await staffOf(request);
      const loan = await circulation.checkout(
        staff,
        request.body.usuario,
        request.body.codigo_barras,
      );
      return reply
        .status(201)
        .send({ cod_emprestimo: loan.loanId, data_devolucao_prevista: loan.dueOn });
    },
  );

  app.post(
    '/balcao/devolucao',
    privateRoute({
      tags,
      description:
        'Takes a copy back: charges an overdue fine and suspension by the policy, and sets ' +
        'the copy aside for the first hold waiting (the patron is emailed).',
      body: DeskBarcodeBodySchema,
      response: { 200: DeskCheckinSchema, ...errors },
    }),
    async (request) => {
      const staff = await staffOf(request);
      const outcome = await circulation.checkin(staff, request.body.codigo_barras);
      return {
        cod_emprestimo: outcome.loanId,
        multa:
          outcome.fineCents > 0 ? money(outcome.fineCents, requestLanguage(request.headers)) : null,
        dias_suspensao: outcome.suspensionDays,
        reserva: outcome.hold
          ? { cod_reserva: outcome.hold.holdId, prazo_retirada: outcome.hold.pickupUntil }
          : null,
      };
    },
  );

  app.post(
    '/balcao/renovacao',
    privateRoute({
      tags,
      description: "Renews loans for a patron (by login), with the patron's own rules.",
      body: DeskRenewBodySchema,
      response: { 200: RenewalResponseSchema, ...errors },
    }),
    async (request) => {
      const staff = await staffOf(request);
      const patron = await circulation.patronByLogin(request.body.usuario);
      return {
        resultados: await circulation.renew(
          patron,
          request.body.emprestimos,
          requestLanguage(request.headers),
          staff,
        ),
      };
    },
  );

  app.post(
    '/balcao/debitos/:id/pagamento',
    privateRoute({
      tags,
      description: 'Records a payment (integer centavos) of a debit; more than its balance: 422.',
      params: FineParams,
      body: DeskPaymentBodySchema,
      response: { 200: Type.Object({ saldo_centavos: Type.Integer() }), ...errors },
    }),
    async (request) => {
      const staff = await staffOf(request);
      const { saldo } = await circulation.pay(
        staff,
        request.params.id,
        request.body.valor_centavos,
      );
      return { saldo_centavos: saldo };
    },
  );

  app.post(
    '/balcao/debitos/:id/abono',
    privateRoute({
      tags,
      description: "Waives a debit's whole balance, with the reason kept in the history.",
      params: FineParams,
      body: DeskWaiveBodySchema,
      response: { 200: Type.Object({ saldo_centavos: Type.Integer() }), ...errors },
    }),
    async (request) => {
      const staff = await staffOf(request);
      const { saldo } = await circulation.waive(staff, request.params.id, request.body.motivo);
      return { saldo_centavos: saldo };
    },
  );

  app.post(
    '/balcao/suspensoes',
    privateRoute({
      tags,
      description:
        'Suspends a patron (by login) for dias days from today, or after a suspension already ' +
        'running (lost or damaged item, misconduct); the reason goes to the history.',
      body: DeskSuspendBodySchema,
      response: { 201: DeskSuspensionSchema, ...errors },
    }),
    async (request, reply) => {
      const staff = await staffOf(request);
      const patron = await circulation.patronByLogin(request.body.usuario);
      const { id, endsOn } = await circulation.suspend(
        staff,
        patron,
        request.body.dias,
        request.body.motivo,
      );
      return reply.status(201).send({ cod_afastamento: id, data_fim: endsOn });
    },
  );

  app.delete(
    '/balcao/suspensoes/:id',
    privateRoute({
      tags,
      description: 'Lifts a suspension in force (it stays in the history); 404 when none.',
      params: FineParams,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      const staff = await staffOf(request);
      await circulation.liftSuspension(staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/balcao/readmissao',
    privateRoute({
      tags,
      description:
        'Takes a patron (by login) who left the unit with the no-debts declaration back in: ' +
        'they borrow and hold again (holds cancelled by the departure stay cancelled). 422 ' +
        'patron_not_departed when the patron had not left.',
      body: DeskPatronBodySchema,
      response: { 200: DeskReadmissionSchema, ...errors },
    }),
    async (request) => {
      const staff = await staffOf(request);
      const patron = await circulation.patronByLogin(request.body.usuario);
      const { leftAt } = await circulation.readmit(staff, patron);
      return { desligado_em: leftAt.toISOString() };
    },
  );

  // Self-service machines sign in as staff and turn the patron's loan token into a patron.
  // The token is not single-use: it stays good until it expires (LOAN_TOKEN_MINUTES), so one
  // session at the machine lends several items; asking for a new one ends the old.
  app.post(
    '/balcao/autoatendimento/usuario',
    privateRoute({
      tags,
      description:
        "Self-service: the patron of a loan token in force (name, open loans, token's end). " +
        '422 loan_token_invalid for an unknown, expired or replaced token.',
      body: SelfServiceTokenBodySchema,
      response: { 200: SelfServicePatronSchema, ...errors },
    }),
    async (request) => {
      await staffOf(request);
      const holder = await circulation.loanTokenHolder(request.body.token);
      return {
        nome: holder.name,
        emprestimos: holder.openLoans,
        valido_ate: holder.validUntil.toISOString(),
      };
    },
  );

  app.post(
    '/balcao/autoatendimento/emprestimo',
    privateRoute({
      tags,
      description:
        "Self-service: lends a copy (barcode) to the loan token's patron, with the same rules " +
        'as the desk. 422 loan_token_invalid for an unknown, expired or replaced token.',
      body: SelfServiceCheckoutBodySchema,
      response: { 201: DeskLoanSchema, ...errors },
    }),
    async (request, reply) => {
      const staff = await staffOf(request);
      const { patron } = await circulation.loanTokenHolder(request.body.token);
      const loan = await circulation.checkoutPatron(staff, patron, request.body.codigo_barras);
      return reply
        .status(201)
        .send({ cod_emprestimo: loan.loanId, data_devolucao_prevista: loan.dueOn });
    },
  );
};
