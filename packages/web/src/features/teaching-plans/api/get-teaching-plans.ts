import type { TeachingPlanChoices, TeachingPlanQuery, TeachingPlans } from '@estante/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A department of the teaching plans (GET /api/pessoas/departamentos). */
export interface Department {
  cod_departamento: number;
  nome_departamento: string;
}

// Under 'pessoas': the patron's own data goes from the cache when the user changes.
const key = ['pessoas', 'plano-ensino'] as const;

/** What the search form offers: disciplines, libraries, years, departments, professor or not. */
export const useTeachingPlanChoices = () =>
  useQuery({
    queryKey: [...key, 'opcoes'],
    queryFn: async ({ signal }) => {
      const [choices, departments] = await Promise.all([
        apiGet<TeachingPlanChoices>('/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', {
          signal,
        }),
        apiGet<Department[]>('/pessoas/departamentos', { signal }),
      ]);
      return { ...choices, departamentos: departments };
    },
    staleTime: 10 * 60_000,
  });

/** The query string of a search (fields left out when empty). */
export function teachingPlanParams(query: TeachingPlanQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== false) params.set(name, String(value));
  }
  return params;
}

/** GET …/plano-ensino/bibliografia for a submitted search (none yet: nothing asked). */
export const useTeachingPlans = (query: TeachingPlanQuery | null) =>
  useQuery({
    queryKey: [...key, 'bibliografia', query],
    queryFn: ({ signal }) =>
      apiGet<TeachingPlans>(
        `/acervo/meu-pergamum/plano-ensino/bibliografia?${teachingPlanParams(query ?? {})}`,
        { signal },
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
