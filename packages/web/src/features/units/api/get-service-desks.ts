import type { ServiceDesk } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getServiceDesks = (signal?: AbortSignal) =>
  apiGet<ServiceDesk[]>('/parametros/atendimento', { signal });

export const serviceDesksQueryOptions = () =>
  queryOptions({
    queryKey: ['parametros', 'atendimento'],
    queryFn: ({ signal }) => getServiceDesks(signal),
    staleTime: 10 * 60_000,
  });

export const useServiceDesks = () => useQuery(serviceDesksQueryOptions());
