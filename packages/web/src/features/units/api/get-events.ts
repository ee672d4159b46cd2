import type { Event } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getEvents = (signal?: AbortSignal) =>
  apiGet<Event[]>('/parametros/eventos_institucionais', { signal });

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['parametros', 'eventos_institucionais'],
    queryFn: ({ signal }) => getEvents(signal),
    staleTime: 5 * 60_000,
  });

export const useEvents = () => useQuery(eventsQueryOptions());
