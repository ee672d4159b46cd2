import type { LoanRequestInfo } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loanRequestsKey } from './get-loan-requests';

/** GET /api/solicitacao-emprestimo/{id}/informacoes-iniciais: what the form offers for a title. */
export const getLoanRequestInfo = (titleId: string, signal?: AbortSignal) =>
  apiGet<LoanRequestInfo>(
    `/solicitacao-emprestimo/${encodeURIComponent(titleId)}/informacoes-iniciais`,
    { signal },
  );

export const loanRequestInfoQueryOptions = (titleId: string) =>
  queryOptions({
    queryKey: [...loanRequestsKey, 'informacoes-iniciais', titleId],
    queryFn: ({ signal }) => getLoanRequestInfo(titleId, signal),
  });

export const useLoanRequestInfo = (titleId: string) =>
  useQuery(loanRequestInfoQueryOptions(titleId));
