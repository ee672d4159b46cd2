import type { NoDebtsCheck, NoDebtsMailResult } from '@estante/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiGet, apiRequest, errorOf } from '../../../lib/api-client';

const KEY = ['unidade-informacao', 'nada-consta'] as const;

/** GET /api/unidade-informacao/nada-consta/verifica. */
export const getNoDebtsCheck = (signal?: AbortSignal) =>
  apiGet<NoDebtsCheck>('/unidade-informacao/nada-consta/verifica', { signal });

export const noDebtsCheckQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getNoDebtsCheck(signal) });

export const useNoDebtsCheck = () => useQuery(noDebtsCheckQueryOptions());

/** An issued declaration: the PDF and its verification code. */
export interface IssuedDeclaration {
  blob: Blob;
  filename: string;
  code: string;
}

/** POST /api/unidade-informacao/nada-consta: the declaration PDF (the patron leaves the unit). */
export async function issueDeclaration(): Promise<IssuedDeclaration> {
  const response = await apiRequest('/unidade-informacao/nada-consta', { method: 'POST' });
  if (!response.ok) throw await errorOf(response);
  const code = response.headers.get('x-codigo-verificacao') ?? '';
  return { blob: await response.blob(), filename: `nada-consta-${code}.pdf`, code };
}

export function useIssueDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueDeclaration,
    // The check now shows the departure date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/nada-consta/send-mail (multipart): the declaration to `;`-separated addresses. */
export function sendDeclarationMail(emails: string, codigo: string): Promise<NoDebtsMailResult> {
  const form = new FormData();
  form.set('emails', emails);
  form.set('codigo', codigo);
  return apiCall<NoDebtsMailResult>('/nada-consta/send-mail', { method: 'POST', body: form });
}

export const useSendDeclarationMail = () =>
  useMutation({
    mutationFn: ({ emails, codigo }: { emails: string; codigo: string }) =>
      sendDeclarationMail(emails, codigo),
  });
