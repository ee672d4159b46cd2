import type { SearchResponse } from '@estante/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { logServerSearch } from '../../privacy/api/privacy';

/** Most entries kept; the oldest fall off. */
export const HISTORY_LIMIT = 100;
const STORAGE_KEY = 'estante.historico';

type Consulta = SearchResponse['consulta'];

/** One logged search (spec §4): the option snapshot, record count, URL and base. */
export interface HistoryEntry {
  id: string;
  /** Path and query of the results screen: re-running the search opens it. */
  url: string;
  /** Stable search id of the API (the same on every page of one search). */
  consultaId: string;
  base: string;
  total: number;
  /** When it was run, ISO 8601. */
  data: string;
  pesquisa: Pick<
    Consulta['pesquisa'],
    'guia' | 'termo' | 'campo' | 'linhas' | 'filtros' | 'ordenacao' | 'direcao' | 'tamanho'
  >;
}

interface HistoryStore {
  entries: HistoryEntry[];
  add: (entry: HistoryEntry) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export const useSearchHistory = create<HistoryStore>()(
  persist(
    (set) => ({
      entries: [],
      add: (entry) =>
        set(({ entries }) => {
          const [latest, ...rest] = entries;
          // The same search again (another page, or the same URL) replaces the latest entry.
          const again =
            latest && (latest.url === entry.url || latest.consultaId === entry.consultaId);
          return { entries: [entry, ...(again ? rest : entries)].slice(0, HISTORY_LIMIT) };
        }),
      remove: (id) => set(({ entries }) => ({ entries: entries.filter((e) => e.id !== id) })),
      clear: () => set({ entries: [] }),
    }),
    {
      name: STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ entries }) => ({ entries }),
      merge: (persisted, current) => {
        const entries = (persisted as { entries?: unknown } | undefined)?.entries;
        return Array.isArray(entries)
          ? { ...current, entries: (entries as HistoryEntry[]).slice(0, HISTORY_LIMIT) }
          : current;
      },
    },
  ),
);

let sequence = 0;

/** Adds an entry to this browser's history, and to the server's when the patron keeps one. */
function addEntry(entry: HistoryEntry): void {
  useSearchHistory.getState().add(entry);
  logServerSearch({
    url: entry.url,
    consulta_id: entry.consultaId,
    base: entry.base,
    total: entry.total,
    pesquisa: entry.pesquisa,
  });
}

/**
 * Logs a completed search under the URL the browser shows now (the results screen's).
 * Stable, so a results component can take it as its `onResults` callback.
 */
export function logSearch(consulta: Consulta): void {
  const { guia, termo, campo, linhas, filtros, ordenacao, direcao, tamanho } = consulta.pesquisa;
  sequence += 1;
  addEntry({
    id: `${Date.now().toString(36)}-${sequence}`,
    url: `${window.location.pathname}${window.location.search}`,
    consultaId: consulta.id,
    base: consulta.base,
    total: consulta.total,
    data: new Date().toISOString(),
    pesquisa: { guia, termo, campo, linhas, filtros, ordenacao, direcao, tamanho },
  });
}

/**
 * Logs a completed search of the authorities tab: its term, the kind searched (shown where a
 * field would be) and the number of headings found, under the URL the browser shows now.
 */
export function logAuthoritySearch(search: { termo: string; tipo: string; total: number }): void {
  sequence += 1;
  addEntry({
    id: `${Date.now().toString(36)}-${sequence}`,
    url: `${window.location.pathname}${window.location.search}`,
    consultaId: `autoridades:${search.tipo}:${search.termo}`,
    base: 'local',
    total: search.total,
    data: new Date().toISOString(),
    pesquisa: {
      guia: 'autoridades',
      termo: search.termo,
      campo: search.tipo,
      linhas: [],
      filtros: [],
      ordenacao: 'C',
      direcao: 'asc',
      tamanho: 20,
    },
  });
}
