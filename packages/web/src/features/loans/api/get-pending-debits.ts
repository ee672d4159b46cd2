import type { Debit, Money } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface PendingDebits {
  debitos: Debit[];
  total: Money;
}

/** GET /api/emprestimo/debitos-pendentes: open fines and other debits, with their total. */
export const getPendingDebits = (signal?: AbortSignal) =>
  apiGet<PendingDebits>('/emprestimo/debitos-pendentes', { signal });

export const pendingDebitsQueryOptions = () =>
  queryOptions({
    queryKey: ['pessoas', 'emprestimo', 'debitos-pendentes'],
    queryFn: ({ signal }) => getPendingDebits(signal),
  });

export const usePendingDebits = () => useQuery(pendingDebitsQueryOptions());
