import type { Loan } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface LoanHistoryFilter {
  dataIni: string;
  dataFim: string;
  /** Only loans that were fined (multa=S). */
  withFines: boolean;
}

/** GET /api/emprestimo/historico: returned loans in a date range, optionally only fined ones. */
export const getLoanHistory = (filter: LoanHistoryFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams({ dataIni: filter.dataIni, dataFim: filter.dataFim });
  if (filter.withFines) query.set('multa', 'S');
  return apiGet<Loan[]>(`/emprestimo/historico?${query}`, { signal });
};

export const loanHistoryQueryOptions = (filter: LoanHistoryFilter) =>
  queryOptions({
    queryKey: ['pessoas', 'emprestimo', 'historico', filter],
    queryFn: ({ signal }) => getLoanHistory(filter, signal),
  });

export const useLoanHistory = (filter: LoanHistoryFilter) =>
  useQuery(loanHistoryQueryOptions(filter));
