import { PAGE_SIZES, SEARCH_FIELDS, type SearchField } from '@estante/contract';

/** The results view's state, read from the URL (the API's own parameter names). */
export interface SearchUrlState {
  termo: string;
  /** The field searched (author, subject…); null searches every field. */
  campo: SearchField | null;
  filtros: string[];
  ordenacao: string | null;
  direcao: string | null;
  pagina: number;
  tamanho: number;
}

export const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

function readField(value: string | null): SearchField | null {
  const field = SEARCH_FIELDS.find((f) => f === value);
  return field && field !== 'todos' ? field : null;
}

export function readSearchState(params: URLSearchParams): SearchUrlState {
  const tamanho = positiveInt(params.get('tamanho'), DEFAULT_PAGE_SIZE);
  return {
    termo: params.get('termo') ?? '',
    campo: readField(params.get('campo')),
    filtros: params.getAll('filtro'),
    ordenacao: params.get('ordenacao'),
    direcao: params.get('direcao'),
    pagina: positiveInt(params.get('pagina'), 1),
    tamanho: PAGE_SIZES.some((size) => size === tamanho) ? tamanho : DEFAULT_PAGE_SIZE,
  };
}

/** URL query of a state; defaults are left out so links stay short. */
export function writeSearchState(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams({ termo: state.termo });
  if (state.campo) params.set('campo', state.campo);
  for (const filtro of state.filtros) params.append('filtro', filtro);
  if (state.ordenacao) params.set('ordenacao', state.ordenacao);
  if (state.ordenacao && state.direcao) params.set('direcao', state.direcao);
  if (state.pagina > 1) params.set('pagina', String(state.pagina));
  if (state.tamanho !== DEFAULT_PAGE_SIZE) params.set('tamanho', String(state.tamanho));
  return params;
}

/** Query string of an API call for this state on a search tab. */
export function apiQuery(guia: string, state: SearchUrlState, paging: boolean): string {
  const params = new URLSearchParams({ guia, termo: state.termo });
  if (state.campo) params.set('campo', state.campo);
  for (const filtro of state.filtros) params.append('filtro', filtro);
  if (paging) {
    if (state.ordenacao) params.set('ordenacao', state.ordenacao);
    if (state.ordenacao && state.direcao) params.set('direcao', state.direcao);
    params.set('pagina', String(state.pagina));
    params.set('tamanho', String(state.tamanho));
  }
  return params.toString();
}

/** `T:book` → `['T', 'book']`. */
export function splitFilter(filtro: string): [string, string] {
  const colon = filtro.indexOf(':');
  return [filtro.slice(0, colon), filtro.slice(colon + 1)];
}
