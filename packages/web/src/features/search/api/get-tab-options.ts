import type { ArchiveOptions, NormativeActOptions } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export const getArchiveOptions = (signal?: AbortSignal) =>
  apiGet<ArchiveOptions>('/consulta/opcoes-arquivo', { signal });

export const archiveOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['consulta', 'opcoes-arquivo', i18n.resolvedLanguage],
    queryFn: ({ signal }) => getArchiveOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useArchiveOptions = () => useQuery(archiveOptionsQueryOptions());

export const getNormativeActOptions = (signal?: AbortSignal) =>
  apiGet<NormativeActOptions>('/consulta/opcoes-atos-normativos', { signal });

export const normativeActOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['consulta', 'opcoes-atos-normativos', i18n.resolvedLanguage],
    queryFn: ({ signal }) => getNormativeActOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useNormativeActOptions = () => useQuery(normativeActOptionsQueryOptions());
