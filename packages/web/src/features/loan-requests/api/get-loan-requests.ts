import type { LoanRequest, LoanRequestStatus } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const loanRequestsKey = ['pessoas', 'solicitacao-emprestimo'] as const;

export interface LoanRequestFilter {
  dataIni: string;
  dataFim: string;
  /** One status of spec §3, or '' for all. */
  status: LoanRequestStatus | '';
}

/** GET /api/solicitacao-emprestimo: the patron's loan requests in a date range, by status. */
export const getLoanRequests = (filter: LoanRequestFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams({ dataIni: filter.dataIni, dataFim: filter.dataFim });
  if (filter.status) params.set('status', filter.status);
  return apiGet<LoanRequest[]>(`/solicitacao-emprestimo?${params}`, { signal });
};

export const loanRequestsQueryOptions = (filter: LoanRequestFilter) =>
  queryOptions({
    queryKey: [...loanRequestsKey, 'lista', filter],
    queryFn: ({ signal }) => getLoanRequests(filter, signal),
  });

export const useLoanRequests = (filter: LoanRequestFilter) =>
  useQuery({ ...loanRequestsQueryOptions(filter), placeholderData: keepPreviousData });
