import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { KardexChoices, KardexIssues, KardexItem, KardexPermission } from './title-types';

const kardexPath = (id: string) => `/kardex/${encodeURIComponent(id)}`;

/** Filters of the kardex issue list; empty strings mean "all". */
export interface KardexFilters {
  codPeriod: string;
  codBib: string;
  year: string;
}

export const getKardexPermission = (id: string, signal?: AbortSignal) =>
  apiGet<KardexPermission>(`${kardexPath(id)}/permissao`, { signal });

export const getKardexChoices = (id: string, signal?: AbortSignal) =>
  apiGet<KardexChoices>(`${kardexPath(id)}/combobox-data`, { signal });

export const getKardexIssues = (id: string, filters: KardexFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ).toString();
  return apiGet<KardexIssues>(`${kardexPath(id)}/data${query ? `?${query}` : ''}`, { signal });
};

export const getKardexItem = (id: string, codPar: number, signal?: AbortSignal) =>
  apiGet<KardexItem>(`${kardexPath(id)}/item?codPar=${codPar}`, { signal });

/** Whether the title has a kardex (serial holdings) the caller may see. */
export const kardexPermissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['kardex', id, 'permissao'],
    queryFn: ({ signal }) => getKardexPermission(id, signal),
    staleTime: 5 * 60_000,
  });

export const useKardexPermission = (id: string) => useQuery(kardexPermissionQueryOptions(id));

export const useKardexChoices = (id: string) =>
  useQuery({
    queryKey: ['kardex', id, 'combobox-data'],
    queryFn: ({ signal }) => getKardexChoices(id, signal),
    staleTime: 5 * 60_000,
  });

export const useKardexIssues = (id: string, filters: KardexFilters) =>
  useQuery({
    queryKey: ['kardex', id, 'data', filters],
    queryFn: ({ signal }) => getKardexIssues(id, filters, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** One issue and its contents; fetched when the reader opens the issue. */
export const useKardexItem = (id: string, codPar: number, enabled: boolean) =>
  useQuery({
    queryKey: ['kardex', id, 'item', codPar],
    queryFn: ({ signal }) => getKardexItem(id, codPar, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
