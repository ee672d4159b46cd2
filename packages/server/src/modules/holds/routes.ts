import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CancelHoldsBodySchema,
  CancelHoldsResponseSchema,
  HoldBodySchema,
  HoldHistoryQuerySchema,
  HoldInfoSchema,
  HoldPlacedSchema,
  HoldQueueCheckSchema,
  HoldsSchema,
  IdSchema,
} from '@estante/contract';
import Type from 'typebox';
import type { CirculationDriver } from '../../circulation/driver.ts';
import { patronOf } from '../../circulation/patron.ts';
import { requestLanguage } from '../../lib/http-errors.ts';
import { privateRoute } from '../../plugins/authentication.ts';

const tags = ['reserva'];
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/** /api/reserva/*: the signed-in patron's holds (spec §5 rules, §8 messages). */
export const holdsRoutes: FastifyPluginAsyncTypebox<{ circulation: CirculationDriver }> = async (
  app,
  { circulation },
) => {
  app.get(
    '/reserva/:id/informacoes-iniciais',
    privateRoute({
      tags,
      description:
        'What the hold form offers for a title: its libraries (copies, available, queue, next ' +
        "return), volumes, tomes and parts, and the patron's open holds against the limit.",
      params: Type.Object({ id: IdSchema }),
      response: { 200: HoldInfoSchema, ...errors },
    }),
    (request) => circulation.holdInfo(patronOf(request), request.params.id),
  );

  app.post(
    '/reserva/validar-fila',
    privateRoute({
      tags,
      description:
        'Whether the hold may be placed (permitido, motivo = the error key a POST would give) ' +
        'and the queue it would join. Writes nothing.',
      body: HoldBodySchema,
      response: { 200: HoldQueueCheckSchema, ...errors },
    }),
    (request) =>
      circulation.checkHold(patronOf(request), request.body, requestLanguage(request.headers)),
  );

  app.post(
    '/reserva',
    privateRoute({
      tags,
      description:
        'Places a hold (FIFO per title and library). 422: hold_options_required, ' +
        'hold_copies_available (spec §5), hold_not_possible, hold_duplicate, ' +
        'hold_already_borrowed, hold_limit_reached, patron_suspended.',
      body: HoldBodySchema,
      response: { 201: HoldPlacedSchema, ...errors },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await circulation.placeHold(
            patronOf(request),
            request.body,
            requestLanguage(request.headers),
          ),
        ),
  );

  app.get(
    '/reserva',
    privateRoute({
      tags,
      description: "The patron's open holds (in queue with their place, or ready for pickup).",
      response: { 200: HoldsSchema, ...errors },
    }),
    (request) => circulation.openHolds(patronOf(request)),
  );

  app.delete(
    '/reserva',
    privateRoute({
      tags,
      description:
        'Cancels one or several open holds of the patron (body reservas). None: 422 ' +
        'hold_select_one; any id not theirs or not open: 404 and nothing is cancelled. A ' +
        'copy set aside for a cancelled hold goes to the next in the queue.',
      body: CancelHoldsBodySchema,
      response: { 200: CancelHoldsResponseSchema, ...errors },
    }),
    async (request) => ({
      canceladas: await circulation.cancelHolds(patronOf(request), request.body.reservas),
    }),
  );

  app.get(
    '/reserva/historico',
    privateRoute({
      tags,
      description: 'Every hold placed between dataIni and dataFim, newest first, any status.',
      querystring: HoldHistoryQuerySchema,
      response: { 200: HoldsSchema, ...errors },
    }),
    (request) =>
      circulation.holdHistory(patronOf(request), {
        from: request.query.dataIni,
        to: request.query.dataFim,
      }),
  );
};
