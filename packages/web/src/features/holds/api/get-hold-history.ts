import type { Hold } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { holdsKey } from './get-holds';

export interface HoldHistoryFilter {
  dataIni: string;
  dataFim: string;
}

/** GET /api/reserva/historico: the patron's holds placed in a date range. */
export const getHoldHistory = (filter: HoldHistoryFilter, signal?: AbortSignal) =>
  apiGet<Hold[]>(`/reserva/historico?${new URLSearchParams({ ...filter })}`, { signal });

export const holdHistoryQueryOptions = (filter: HoldHistoryFilter) =>
  queryOptions({
    queryKey: [...holdsKey, 'historico', filter],
    queryFn: ({ signal }) => getHoldHistory(filter, signal),
  });

export const useHoldHistory = (filter: HoldHistoryFilter) =>
  useQuery(holdHistoryQueryOptions(filter));
