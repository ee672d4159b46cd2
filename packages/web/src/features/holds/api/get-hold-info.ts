import type { HoldInfo } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { holdsKey } from './get-holds';

/** GET /api/reserva/{id}/informacoes-iniciais: what the hold form offers for a title. */
export const getHoldInfo = (titleId: string, signal?: AbortSignal) =>
  apiGet<HoldInfo>(`/reserva/${encodeURIComponent(titleId)}/informacoes-iniciais`, { signal });

export const holdInfoQueryOptions = (titleId: string) =>
  queryOptions({
    queryKey: [...holdsKey, 'informacoes-iniciais', titleId],
    queryFn: ({ signal }) => getHoldInfo(titleId, signal),
  });

export const useHoldInfo = (titleId: string) => useQuery(holdInfoQueryOptions(titleId));
