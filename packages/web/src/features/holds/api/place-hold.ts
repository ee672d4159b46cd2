import type { HoldBody, HoldQueueCheckSchema } from '@estante/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiCall } from '../../../lib/api-client';
import { holdsKey } from './get-holds';

export type HoldQueueCheck = Static<typeof HoldQueueCheckSchema>;

export interface HoldPlaced {
  cod_reserva: number;
  posicao_fila: number;
  mensagem: string;
}

/** POST /api/reserva/validar-fila: whether the hold may be placed and how long the queue is. */
export const validateHoldQueue = (body: HoldBody) =>
  apiCall<HoldQueueCheck>('/reserva/validar-fila', { method: 'POST', body });

/**
 * POST /api/reserva: places the hold (201, the position in the queue).
 * @throws ApiRequestError 422 hold_copies_available, hold_limit_reached, hold_duplicate,
 *   hold_options_required, patron_suspended…
 */
export const placeHold = (body: HoldBody) =>
  apiCall<HoldPlaced>('/reserva', { method: 'POST', body });

/** The queue is checked first (spec §5), then the hold placed; a refusal comes back as its key. */
export type HoldOutcome = { placed: HoldPlaced } | { refused: HoldQueueCheck };

export function usePlaceHold(titleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HoldBody): Promise<HoldOutcome> => {
      const check = await validateHoldQueue(body);
      if (!check.permitido) return { refused: check };
      return { placed: await placeHold(body) };
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: holdsKey });
      // The title's copies and permissions tell the new queue.
      await queryClient.invalidateQueries({ queryKey: ['acervo', titleId] });
    },
  });
}
