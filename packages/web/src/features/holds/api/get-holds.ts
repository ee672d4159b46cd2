import type { Hold } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const holdsKey = ['pessoas', 'reserva'] as const;

/** GET /api/reserva: the patron's open holds (in the queue or ready for pickup). */
export const getHolds = (signal?: AbortSignal) => apiGet<Hold[]>('/reserva', { signal });

export const holdsQueryOptions = () =>
  queryOptions({
    queryKey: [...holdsKey, 'abertas'],
    queryFn: ({ signal }) => getHolds(signal),
  });

export const useHolds = () => useQuery(holdsQueryOptions());
