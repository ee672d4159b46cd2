import type {
  AreaAuthorSubjectBody,
  AreaAuthorSubjectProfiles,
  DsiKind,
  JournalProfileBody,
  JournalProfiles,
  JournalSearchResult,
  MaterialTypeProfileBody,
  MaterialTypeProfiles,
  ProfileAuxInfo,
  ProfileSearchResult,
  ProfileTitles,
  ProfileValidityResult,
} from '@estante/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
export const profilesKey = ['pessoas', 'perfil-interesse'] as const;
const P = '/perfil-interesse';

export const useProfileAuxInfo = () =>
  useQuery({
    queryKey: [...profilesKey, 'info-auxiliar'],
    queryFn: ({ signal }) =>
      apiGet<ProfileAuxInfo>(`${P}/areas-interesse/info-auxiliar`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useAreaAuthorSubject = () =>
  useQuery({
    queryKey: [...profilesKey, 'area-autor-assunto'],
    queryFn: ({ signal }) =>
      apiGet<AreaAuthorSubjectProfiles>(`${P}/area-autor-assunto`, { signal }),
  });

export const useJournalProfiles = () =>
  useQuery({
    queryKey: [...profilesKey, 'periodicos'],
    queryFn: ({ signal }) => apiGet<JournalProfiles>(`${P}/periodicos`, { signal }),
  });

export const useMaterialTypeProfiles = () =>
  useQuery({
    queryKey: [...profilesKey, 'tipo-obra'],
    queryFn: ({ signal }) => apiGet<MaterialTypeProfiles>(`${P}/tipo-obra`, { signal }),
  });

/** GET /perfil-interesse/pesquisa: headings or areas containing the term (3+ characters). */
export const useProfileSearch = (kind: DsiKind, term: string) =>
  useQuery({
    queryKey: [...profilesKey, 'pesquisa', kind, term],
    queryFn: ({ signal }) =>
      apiGet<ProfileSearchResult>(
        `${P}/pesquisa?${new URLSearchParams({ tipoPesquisa: kind, termoPesquisa: term })}`,
        { signal },
      ),
    enabled: term.trim().length >= 3,
  });

export const useJournalSearch = (term: string) =>
  useQuery({
    queryKey: [...profilesKey, 'periodicos-pesquisa', term],
    queryFn: ({ signal }) =>
      apiGet<JournalSearchResult>(
        `${P}/periodicos/pesquisa?${new URLSearchParams({ termoPesquisa: term })}`,
        { signal },
      ),
    enabled: term.trim().length >= 3,
  });

/** The period of Check titles; without it the server's default (the last month). */
export interface TitlesFilter {
  dataIni?: string;
  dataFim?: string;
}

export const profileTitlesQueryOptions = (filter: TitlesFilter) =>
  queryOptions({
    queryKey: [...profilesKey, 'titulos', filter],
    queryFn: ({ signal }) =>
      apiGet<ProfileTitles>(
        `${P}/titulos?${new URLSearchParams(
          Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
        )}`,
        { signal },
      ),
  });

export const useProfileTitles = (filter: TitlesFilter) =>
  useQuery({ ...profileTitlesQueryOptions(filter), placeholderData: keepPreviousData });

/** A change to the profiles: every list of them is read again afterwards. */
function useProfileMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profilesKey }),
  });
}

export const useAddAreaAuthorSubject = () =>
  useProfileMutation((body: AreaAuthorSubjectBody) =>
    apiCall<AreaAuthorSubjectProfiles>(`${P}/area-autor-assunto`, { method: 'POST', body }),
  );

export const useDeleteAreaAuthorSubject = () =>
  useProfileMutation((q: { codigo: number; tipoDSI: DsiKind; codTipoArea?: number | null }) => {
    const params = new URLSearchParams({ codigo: String(q.codigo), tipoDSI: q.tipoDSI });
    if (q.codTipoArea) params.set('codTipoArea', String(q.codTipoArea));
    return apiCall<null>(`${P}/area-autor-assunto?${params}`, { method: 'DELETE' });
  });

export const useExtendValidity = () =>
  useProfileMutation((validade: string) =>
    apiCall<ProfileValidityResult>(`${P}/validade`, { method: 'PUT', body: { validade } }),
  );

export const useSaveJournal = () =>
  useProfileMutation((args: { body: JournalProfileBody; update: boolean }) =>
    apiCall(`${P}/periodicos`, { method: args.update ? 'PUT' : 'POST', body: args.body }),
  );

export const useDeleteJournal = () =>
  useProfileMutation((codigo: number) =>
    apiCall<null>(`${P}/periodicos?codigo=${codigo}`, { method: 'DELETE' }),
  );

export const useSaveMaterialType = () =>
  useProfileMutation((args: { body: MaterialTypeProfileBody; update: boolean }) =>
    apiCall(`${P}/tipo-obra`, { method: args.update ? 'PUT' : 'POST', body: args.body }),
  );

export const useDeleteMaterialType = () =>
  useProfileMutation((codigo: string) =>
    apiCall<null>(`${P}/tipo-obra?codigo=${encodeURIComponent(codigo)}`, { method: 'DELETE' }),
  );
