import type { Loan } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const pendingLoansKey = ['pessoas', 'emprestimo', 'titulos-pendentes'] as const;

/** GET /api/emprestimo/titulos-pendentes?showDetails=true: the patron's open loans. */
export const getPendingLoans = (signal?: AbortSignal) =>
  apiGet<Loan[]>('/emprestimo/titulos-pendentes?showDetails=true', { signal });

export const pendingLoansQueryOptions = () =>
  queryOptions({
    queryKey: pendingLoansKey,
    queryFn: ({ signal }) => getPendingLoans(signal),
  });

export const usePendingLoans = () => useQuery(pendingLoansQueryOptions());
