import type { RenewalResult } from '@estante/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pendingLoansKey } from './get-pending-loans';

/**
 * POST /api/emprestimo/renovacao: renews the given loans, a result per item.
 * @throws ApiRequestError 422 renewal_select_one for an empty list.
 */
export const renewLoans = async (emprestimos: number[]) =>
  (
    await apiCall<{ resultados: RenewalResult[] }>('/emprestimo/renovacao', {
      method: 'POST',
      body: { emprestimos },
    })
  ).resultados;

/** Renews and reads the loans again (new due dates, renewals used). */
export function useRenewLoans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewLoans,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingLoansKey }),
  });
}
