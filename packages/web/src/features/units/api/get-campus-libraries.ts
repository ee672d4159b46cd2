import type { Campus, UnitLibrary } from '@estante/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/campus: every campus (the suggestion and comment forms' first choice). */
export const useCampuses = () =>
  useQuery({
    queryKey: ['campus'],
    queryFn: ({ signal }) => apiGet<Campus[]>('/campus', { signal }),
    staleTime: 30 * 60_000,
  });

/** GET /api/unidade-informacao?campus=: the libraries of a campus (of all, with none). */
export const useUnitLibraries = (campus: number | null) =>
  useQuery({
    queryKey: ['unidade-informacao', campus],
    queryFn: ({ signal }) =>
      apiGet<UnitLibrary[]>(
        campus === null ? '/unidade-informacao' : `/unidade-informacao?campus=${campus}`,
        { signal },
      ),
    staleTime: 30 * 60_000,
  });
