import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { titlePath } from './get-title';
import type { StatisticsYear } from './title-types';

export const getStatisticsYears = (id: string, signal?: AbortSignal) =>
  apiGet<number[]>(`${titlePath(id)}/dados-estatisticos/anos`, { signal });

export const getStatisticsYear = (id: string, year: number, signal?: AbortSignal) =>
  apiGet<StatisticsYear>(`${titlePath(id)}/dados-estatisticos/dados/${year}`, { signal });

/** Years with usage data, newest first. */
export const statisticsYearsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['acervo', id, 'dados-estatisticos', 'anos'],
    queryFn: ({ signal }) => getStatisticsYears(id, signal),
    staleTime: 5 * 60_000,
  });

export const useStatisticsYears = (id: string) => useQuery(statisticsYearsQueryOptions(id));

/** Loans, renewals and holds per month of one year. */
export const useStatisticsYear = (id: string, year: number | null) =>
  useQuery({
    queryKey: ['acervo', id, 'dados-estatisticos', 'dados', year],
    queryFn: ({ signal }) => getStatisticsYear(id, year ?? 0, signal),
    staleTime: 5 * 60_000,
    enabled: year !== null,
  });
