import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { holdsKey } from './get-holds';

/**
 * DELETE /api/reserva with the holds to cancel: answers those cancelled.
 * @throws ApiRequestError 422 hold_select_one for an empty list.
 */
export const cancelHolds = async (reservas: number[]) =>
  (
    await apiCall<{ canceladas: number[] }>('/reserva', {
      method: 'DELETE',
      body: { reservas },
    })
  ).canceladas;

/** Cancels and reads the holds (and their history) again. */
export function useCancelHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHolds,
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdsKey }),
  });
}
