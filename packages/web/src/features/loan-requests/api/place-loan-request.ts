import type { LoanRequest, LoanRequestBody } from '@estante/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { loanRequestsKey } from './get-loan-requests';

/**
 * POST /api/solicitacao-emprestimo/{id}: places the loan request (201, the request).
 * @throws ApiRequestError 422 with a spec §5 key (loan_request_receiving_required,
 *   loan_request_location_required, loan_request_options_required, invalid_email_address,
 *   phone_required, invalid_phone, loan_request_address_required) or a §8 one
 *   (loan_request_limit_or_duplicate, loan_request_no_copies).
 */
export const placeLoanRequest = (titleId: string, body: LoanRequestBody) =>
  apiCall<LoanRequest>(`/solicitacao-emprestimo/${encodeURIComponent(titleId)}`, {
    method: 'POST',
    body,
  });

export function usePlaceLoanRequest(titleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanRequestBody) => placeLoanRequest(titleId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanRequestsKey }),
  });
}
