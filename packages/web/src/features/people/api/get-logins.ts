import type { PersonLogin } from '@estante/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/pessoas/login: the signed-in person's logins (the chooser, spec §4). */
export const getLogins = (signal?: AbortSignal) =>
  apiGet<PersonLogin[]>('/pessoas/login', { signal });

export const loginsQueryOptions = (codPessoa: number | undefined) =>
  queryOptions({
    queryKey: ['pessoas', 'logins', codPessoa],
    queryFn: ({ signal }) => getLogins(signal),
    enabled: codPessoa !== undefined,
  });
