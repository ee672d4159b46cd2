import type {
  InterlibraryLoanInfo,
  Request,
  RequestStatus,
  RequestType,
  SwitchingType,
} from '@estante/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall, apiGet, apiRequest, errorOf } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const requestsKey = ['pessoas', 'solicitacoes'] as const;

export interface RequestFilter {
  dataIni: string;
  dataFim: string;
  /** One status of spec §3, or '' for all. */
  status: RequestStatus | '';
}

/** GET /api/solicitacoes/{type}: the patron's requests of a type in a date range, by status. */
export const getRequests = (type: RequestType, filter: RequestFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams({ dataIni: filter.dataIni, dataFim: filter.dataFim });
  if (filter.status) params.set('status', filter.status);
  return apiGet<Request[]>(`/solicitacoes/${type}?${params}`, { signal });
};

export const requestsQueryOptions = (type: RequestType, filter: RequestFilter) =>
  queryOptions({
    queryKey: [...requestsKey, type, filter],
    queryFn: ({ signal }) => getRequests(type, filter, signal),
  });

export const useRequests = (type: RequestType, filter: RequestFilter) =>
  useQuery({ ...requestsQueryOptions(type, filter), placeholderData: keepPreviousData });

/** GET /api/solicitacoes/emprestimo-inter-bibliotecas/dados: partners and the patron's contacts. */
export const useInterlibraryLoanInfo = () =>
  useQuery({
    queryKey: [...requestsKey, 'emprestimo-inter-bibliotecas', 'dados'],
    queryFn: ({ signal }) =>
      apiGet<InterlibraryLoanInfo>('/solicitacoes/emprestimo-inter-bibliotecas/dados', { signal }),
  });

/** The path a request of a type (and switching type) is sent to. */
export const placePath = (type: RequestType, subtype: SwitchingType) =>
  type === 'comutacao-bibliografica'
    ? `/solicitacoes/comutacao-bibliografica/${subtype}`
    : `/solicitacoes/${type}`;

/**
 * POST the request (201, the request as stored).
 * @throws ApiRequestError 422 with the first spec §5 failure (request_field_required naming the
 *   field, request_pages_out_of_order, …) or request_limit_reached.
 */
export function usePlaceRequest(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subtype, body }: { subtype: SwitchingType; body: Record<string, unknown> }) =>
      apiCall<Request>(placePath(type, subtype), { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...requestsKey, type] }),
  });
}

/**
 * GET /api/solicitacoes/ficha-catalografica/{id}/pdf: the released catalogue card.
 * @throws ApiRequestError 409 card_not_released while staff review it.
 */
export async function getCardPdf(id: number): Promise<Blob> {
  const response = await apiRequest(`/solicitacoes/ficha-catalografica/${id}/pdf`);
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}
