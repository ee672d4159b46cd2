import type { ExternalDatabase } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/acervo/meu-pergamum/bases-dados: the external databases offered to the patron. */
export const databasesQueryOptions = () =>
  queryOptions({
    // Under 'pessoas': what a patron is offered goes from the cache when the user changes.
    queryKey: ['pessoas', 'bases-dados'],
    queryFn: ({ signal }) =>
      apiGet<ExternalDatabase[]>('/acervo/meu-pergamum/bases-dados', { signal }),
    staleTime: 10 * 60_000,
  });

export const useDatabases = () => useQuery(databasesQueryOptions());
