import type { Alert, Alerts, UnreadAlerts } from '@estante/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const alertsKey = ['pessoas', 'alertas'] as const;

export interface AlertFilter {
  dataIni: string;
  dataFim: string;
}

/** GET /api/solicitacoes/alertas: the patron's alerts of a period (both dates, spec §5). */
export const getAlerts = (filter: AlertFilter, signal?: AbortSignal) =>
  apiGet<Alerts>(`/solicitacoes/alertas?${new URLSearchParams({ ...filter })}`, { signal });

export const alertsQueryOptions = (filter: AlertFilter) =>
  queryOptions({
    queryKey: [...alertsKey, 'lista', filter],
    queryFn: ({ signal }) => getAlerts(filter, signal),
  });

export const useAlerts = (filter: AlertFilter) =>
  useQuery({ ...alertsQueryOptions(filter), placeholderData: keepPreviousData });

/** GET /api/solicitacoes/alertas/nao-lidas: the user menu's count. */
export const useUnreadAlerts = (enabled: boolean) =>
  useQuery({
    queryKey: [...alertsKey, 'nao-lidas'],
    queryFn: ({ signal }) => apiGet<UnreadAlerts>('/solicitacoes/alertas/nao-lidas', { signal }),
    enabled,
    // A new alert comes from the library's side: look again now and then.
    refetchInterval: 5 * 60_000,
  });

/** PUT /api/solicitacoes/alertas/{id}: marks an alert read. */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<Alert>(`/solicitacoes/alertas/${id}`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

/** DELETE /api/solicitacoes/alertas/{id}. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<null>(`/solicitacoes/alertas/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}
