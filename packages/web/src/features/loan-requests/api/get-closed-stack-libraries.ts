import type { StorageSchema } from '@estante/contract';
import { useQueries } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet } from '../../../lib/api-client';

type Storage = Static<typeof StorageSchema>;

/** A library that keeps some of the chosen titles in its closed stacks. */
export interface ClosedStackLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  /** The chosen titles it keeps there. */
  titleIds: number[];
}

/** GET /api/acervo/{id}/dados-armazem: the libraries keeping a title's copies in closed stacks. */
export const getStorage = (titleId: number, signal?: AbortSignal) =>
  apiGet<Storage>(`/acervo/${titleId}/dados-armazem`, { signal });

/** The libraries of the titles' closed-stack copies, by name, each with the titles it keeps. */
export function closedStackLibraries(
  storages: { titleId: number; storage: Storage }[],
): ClosedStackLibrary[] {
  const libraries = new Map<number, ClosedStackLibrary>();
  for (const { titleId, storage } of storages) {
    for (const library of storage.bibliotecas) {
      const entry = libraries.get(library.cod_biblioteca) ?? {
        cod_biblioteca: library.cod_biblioteca,
        desc_biblioteca: library.desc_biblioteca,
        titleIds: [],
      };
      entry.titleIds.push(titleId);
      libraries.set(library.cod_biblioteca, entry);
    }
  }
  return [...libraries.values()].sort((a, b) => a.desc_biblioteca.localeCompare(b.desc_biblioteca));
}

/**
 * Which libraries could take a closed-stack request for these titles (one query a title, under
 * the title page's key for the same data, so a title seen there is not fetched again).
 */
export function useClosedStackLibraries(titleIds: number[], enabled: boolean) {
  return useQueries({
    queries: titleIds.map((id) => ({
      queryKey: ['acervo', String(id), 'dados-armazem'],
      queryFn: ({ signal }: { signal: AbortSignal }) => getStorage(id, signal),
      staleTime: 60_000,
      enabled,
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
      libraries: closedStackLibraries(
        results.flatMap((result, index) =>
          result.data ? [{ titleId: titleIds[index]!, storage: result.data }] : [],
        ),
      ),
    }),
  });
}
