import type { SuspensionsSchema } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet } from '../../../lib/api-client';

export type Suspension = Static<typeof SuspensionsSchema>[number];

/** GET /api/pessoas/afastamentos: the patron's suspensions, those in force marked. */
export const getSuspensions = (signal?: AbortSignal) =>
  apiGet<Suspension[]>('/pessoas/afastamentos', { signal });

export const suspensionsQueryOptions = () =>
  queryOptions({
    queryKey: ['pessoas', 'afastamentos'],
    queryFn: ({ signal }) => getSuspensions(signal),
  });

export const useSuspensions = () => useQuery(suspensionsQueryOptions());
