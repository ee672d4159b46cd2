import type { ClosedStackResult } from '@estante/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { loanRequestsKey } from './get-loan-requests';

/**
 * POST /api/gravar-armazem?cod_biblioteca=: asks a library's closed stacks for titles of the
 * basket; answers which were requested and which not, with the reason.
 * @throws ApiRequestError 422 closed_stacks_unavailable (the library has none); 404 unknown
 *   library.
 */
export const requestClosedStacks = (libraryId: number, titleIds: number[]) =>
  apiCall<ClosedStackResult>(
    `/gravar-armazem?${new URLSearchParams({ cod_biblioteca: String(libraryId) })}`,
    {
      method: 'POST',
      body: { cesta: titleIds },
    },
  );

export function useRequestClosedStacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ libraryId, titleIds }: { libraryId: number; titleIds: number[] }) =>
      requestClosedStacks(libraryId, titleIds),
    // The new requests show in Query loan requests.
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanRequestsKey }),
  });
}
