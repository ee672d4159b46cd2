import type {
  PrivacySettings,
  SavedSearchBody,
  SearchHistoryBody,
  StoredSearch,
} from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiGet, apiRequest, errorOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { dispositionFilename, type ExportDownload } from '../../basket/api/export-basket';

const base = '/pessoas/meu-pergamum';
// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const privacyKey = ['pessoas', 'privacidade'] as const;

export const privacySettingsQuery = queryOptions({
  queryKey: [...privacyKey, 'opcoes'],
  queryFn: ({ signal }) => apiGet<PrivacySettings>(`${base}/privacidade`, { signal }),
});
export const usePrivacySettings = () => useQuery(privacySettingsQuery);

export async function setSearchHistory(on: boolean): Promise<PrivacySettings> {
  const settings = await apiCall<PrivacySettings>(`${base}/privacidade`, {
    method: 'PUT',
    body: { historico_pesquisa: on },
  });
  historySetting = { personId: useSession.getState().user?.cod_pessoa, on: Promise.resolve(on) };
  return settings;
}

export const useServerHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [...privacyKey, 'historico'],
    queryFn: ({ signal }) => apiGet<StoredSearch[]>(`${base}/historico-pesquisa`, { signal }),
    enabled,
  });

export const clearServerHistory = () =>
  apiCall<null>(`${base}/historico-pesquisa`, { method: 'DELETE' });

export const useSavedSearches = () =>
  useQuery({
    queryKey: [...privacyKey, 'itens-salvos'],
    queryFn: ({ signal }) => apiGet<StoredSearch[]>(`${base}/itens-salvos`, { signal }),
  });

export const saveSearch = (body: SavedSearchBody) =>
  apiCall<StoredSearch>(`${base}/itens-salvos`, { method: 'POST', body });

export const deleteSavedSearch = (id: number) =>
  apiCall<null>(`${base}/itens-salvos/${id}`, { method: 'DELETE' });

/** GET …/meus-dados: the ZIP of everything the library holds about the patron. */
export async function downloadMyData(): Promise<ExportDownload> {
  const response = await apiRequest(`${base}/meus-dados`);
  if (!response.ok) throw await errorOf(response);
  return {
    kind: 'download',
    ignorados: [],
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('content-disposition'), 'meus-dados.zip'),
  };
}

/** POST …/encerrar-conta with the current password. */
export const closeAccount = (senha: string) =>
  apiCall<null>(`${base}/encerrar-conta`, { method: 'POST', body: { senha } });

/** Whether the signed-in patron keeps a server-side history, asked once per patron. */
let historySetting: { personId: number | undefined; on: Promise<boolean> } | null = null;

/**
 * Sends a search the browser logged to the server-side history too, when the signed-in patron
 * turned it on (docs/privacy.md). Visitors and patrons with it off send nothing; a failure only
 * leaves the server's copy without this search.
 */
export function logServerSearch(entry: SearchHistoryBody): void {
  const personId = useSession.getState().user?.cod_pessoa;
  if (personId === undefined) return;
  if (historySetting?.personId !== personId) {
    historySetting = {
      personId,
      on: apiGet<PrivacySettings>(`${base}/privacidade`).then(
        (settings) => settings.historico_pesquisa,
        () => false,
      ),
    };
  }
  void historySetting.on.then((on) => {
    if (on) {
      apiCall<null>(`${base}/historico-pesquisa`, { method: 'POST', body: entry }).catch(
        () => undefined,
      );
    }
  });
}
