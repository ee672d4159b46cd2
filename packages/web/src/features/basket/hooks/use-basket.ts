import { BASKET_EXPORT_LIMIT } from '@estante/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the basket lives in the browser (persistent storage: it outlives the tab). */
export const BASKET_STORAGE_KEY = 'estante.cesta';

/**
 * One basket item (spec §3 "Basket: itens, each with cod_acervo"), with a small snapshot of the
 * title so the basket page can show it before fresh data arrives.
 */
export interface BasketItem {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano: number | null;
  tipo: string | null;
}

/** What an add did: how many were added and how many did not fit. */
export interface AddOutcome {
  added: number;
  /** Already in the basket. */
  present: number;
  /** Left out because the basket reached {@link BASKET_EXPORT_LIMIT}. */
  overflow: number;
}

interface BasketState {
  itens: BasketItem[];
  /** Add one title (spec §4 add one). */
  add: (item: BasketItem) => AddOutcome;
  /** Add several titles in order, skipping repeats, up to the limit (spec §4 add many). */
  addMany: (items: BasketItem[]) => AddOutcome;
  /** Replace the whole basket (spec §4 replace); repeats dropped, cut at the limit. */
  replace: (items: BasketItem[]) => void;
  /** Remove by cod_acervo (spec §4 remove). */
  remove: (codAcervo: number) => void;
  /** Empty the basket (spec §4 clear). */
  clear: () => void;
}

function isItem(value: unknown): value is BasketItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.cod_acervo) &&
    (item.cod_acervo as number) > 0 &&
    typeof item.titulo === 'string'
  );
}

/** Drops repeats and malformed entries and keeps at most the limit, in order. */
export function normaliseItems(items: readonly unknown[]): BasketItem[] {
  const seen = new Set<number>();
  const result: BasketItem[] = [];
  for (const value of items) {
    if (!isItem(value) || seen.has(value.cod_acervo)) continue;
    if (result.length >= BASKET_EXPORT_LIMIT) break;
    seen.add(value.cod_acervo);
    result.push({
      cod_acervo: value.cod_acervo,
      titulo: value.titulo,
      autor: typeof value.autor === 'string' ? value.autor : null,
      ano: typeof value.ano === 'number' ? value.ano : null,
      tipo: typeof value.tipo === 'string' ? value.tipo : null,
    });
  }
  return result;
}

/** Adds `items` to `current`: pure, so add and add many share one rule. */
export function addItems(
  current: BasketItem[],
  items: readonly BasketItem[],
): { itens: BasketItem[]; outcome: AddOutcome } {
  const ids = new Set(current.map((item) => item.cod_acervo));
  const itens = [...current];
  const outcome: AddOutcome = { added: 0, present: 0, overflow: 0 };
  for (const item of items) {
    if (ids.has(item.cod_acervo)) {
      outcome.present += 1;
    } else if (itens.length >= BASKET_EXPORT_LIMIT) {
      outcome.overflow += 1;
    } else {
      ids.add(item.cod_acervo);
      itens.push(item);
      outcome.added += 1;
    }
  }
  return { itens, outcome };
}

/** The visitor's basket of titles, kept in localStorage. */
export const useBasket = create<BasketState>()(
  persist(
    (set, get) => ({
      itens: [],
      add: (item) => get().addMany([item]),
      addMany: (items) => {
        const { itens, outcome } = addItems(get().itens, items);
        if (outcome.added > 0) set({ itens });
        return outcome;
      },
      replace: (items) => set({ itens: normaliseItems(items) }),
      remove: (codAcervo) =>
        set({ itens: get().itens.filter((item) => item.cod_acervo !== codAcervo) }),
      clear: () => set({ itens: [] }),
    }),
    {
      name: BASKET_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ itens: state.itens }),
      merge: (persisted, current) => {
        const stored = (persisted as { itens?: unknown } | undefined)?.itens;
        return { ...current, itens: Array.isArray(stored) ? normaliseItems(stored) : [] };
      },
    },
  ),
);

// Another tab changed the basket: take its copy, so every tab shows the same basket.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === BASKET_STORAGE_KEY) void useBasket.persist.rehydrate();
  });
}

/** True when the title is in the basket. */
export const useInBasket = (codAcervo: number) =>
  useBasket((state) => state.itens.some((item) => item.cod_acervo === codAcervo));

/** How many titles the basket holds. */
export const useBasketCount = () => useBasket((state) => state.itens.length);
