import type { UserData } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** GET /api/pessoas: the signed-in user, bloqueio and authPermissions (spec §3). */
export const getUserData = (signal?: AbortSignal) => apiGet<UserData>('/pessoas', { signal });

export const userDataQueryOptions = (codPessoa: number | undefined) =>
  queryOptions({
    queryKey: ['pessoas', 'usuario', codPessoa],
    queryFn: ({ signal }) => getUserData(signal),
    enabled: codPessoa !== undefined,
  });

/** The signed-in user's data and permissions; idle for a visitor. */
export function useUserData() {
  const codPessoa = useSession((state) => state.user?.cod_pessoa);
  return useQuery(userDataQueryOptions(codPessoa));
}
