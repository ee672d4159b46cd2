import type { LoanToken } from '@estante/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiCall, apiGet } from '../../../lib/api-client';

const KEY = ['emprestimo', 'token'] as const;

/** GET /api/emprestimo/token: the token in force, or null when none (404). */
export async function getLoanToken(signal?: AbortSignal): Promise<LoanToken | null> {
  try {
    return await apiGet<LoanToken>('/emprestimo/token', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/emprestimo/token: a new token, replacing the previous one. */
export const issueLoanToken = () => apiCall<LoanToken>('/emprestimo/token', { method: 'POST' });

export const loanTokenQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getLoanToken(signal), staleTime: 0 });

export const useLoanToken = () => useQuery(loanTokenQueryOptions());

/** Asks for a new token and shows it at once. */
export function useIssueLoanToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueLoanToken,
    onSuccess: (token) => queryClient.setQueryData(KEY, token),
  });
}
