import {
  ADVANCED_ROWS,
  DISPLAY_MODES,
  NEW_ACQUISITION_PERIODS,
  NORMATIVE_ACT_KINDS,
  PAGE_SIZES,
  SEARCH_FIELDS,
  SEARCH_OPERATORS,
  type NormativeActKind,
  type SearchField,
  type SearchOperator,
} from '@estante/contract';

export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** One row of the advanced search form (`termoN`, `campoN`, `operadorN`). */
export interface AdvancedRow {
  termo: string;
  campo: SearchField;
  operador: SearchOperator;
}

/** The results view's state, read from the URL (the API's own parameter names). */
export interface SearchUrlState {
  termo: string;
  /** The field searched (author, subject…); null searches every field. */
  campo: SearchField | null;
  /** Advanced search rows with a term (pesquisa_avancada). */
  linhas: AdvancedRow[];
  filtros: string[];
  ordenacao: string | null;
  direcao: string | null;
  pagina: number;
  tamanho: number;
  /** Display mode; null is the tab's default (C for new acquisitions, D elsewhere). */
  exibicao: DisplayMode | null;
  /** novas_aquisicoes: days back; null is the server's default (30). */
  periodo: number | null;
  /** plano_ensino: course, discipline and professor codes. */
  curso: number | null;
  disciplina: number | null;
  professor: number | null;
  /** arquivo: fonds, series and record type, as `/consulta/opcoes-arquivo` codes them. */
  fundo: string | null;
  serie_arquivo: string | null;
  tipo_registro: string | null;
  /** atos_normativos: the kind of act (`NORMATIVE_ACT_KINDS`). */
  tipo_ato: NormativeActKind | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PERIOD = 30;

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};
const optionalCode = (value: string | null): number | null => {
  const number = positiveInt(value, 0);
  return number > 0 ? number : null;
};

const optionalText = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export function readField(value: string | null): SearchField | null {
  const field = SEARCH_FIELDS.find((f) => f === value);
  return field && field !== 'todos' ? field : null;
}

function readRows(params: URLSearchParams): AdvancedRow[] {
  const rows: AdvancedRow[] = [];
  for (let row = 1; row <= ADVANCED_ROWS; row++) {
    const termo = params.get(`termo${row}`)?.trim() ?? '';
    if (termo === '') continue;
    rows.push({
      termo,
      campo: readField(params.get(`campo${row}`)) ?? 'todos',
      operador: SEARCH_OPERATORS.find((op) => op === params.get(`operador${row}`)) ?? 'E',
    });
  }
  return rows;
}

export function readSearchState(params: URLSearchParams): SearchUrlState {
  const tamanho = positiveInt(params.get('tamanho'), DEFAULT_PAGE_SIZE);
  const periodo = positiveInt(params.get('periodo'), 0);
  return {
    termo: params.get('termo') ?? '',
    campo: readField(params.get('campo')),
    linhas: readRows(params),
    filtros: params.getAll('filtro'),
    ordenacao: params.get('ordenacao'),
    direcao: params.get('direcao'),
    pagina: positiveInt(params.get('pagina'), 1),
    tamanho: PAGE_SIZES.some((size) => size === tamanho) ? tamanho : DEFAULT_PAGE_SIZE,
    exibicao: DISPLAY_MODES.find((mode) => mode === params.get('exibicao')) ?? null,
    periodo: NEW_ACQUISITION_PERIODS.some((days) => days === periodo) ? periodo : null,
    curso: optionalCode(params.get('curso')),
    disciplina: optionalCode(params.get('disciplina')),
    professor: optionalCode(params.get('professor')),
    fundo: optionalText(params.get('fundo')),
    serie_arquivo: optionalText(params.get('serie_arquivo')),
    tipo_registro: /^[a-z]$/.test(params.get('tipo_registro') ?? '')
      ? params.get('tipo_registro')
      : null,
    tipo_ato: NORMATIVE_ACT_KINDS.find((kind) => kind === params.get('tipo_ato')) ?? null,
  };
}

/** Parameters that define which titles match (not how they are shown). */
function writeCriteria(params: URLSearchParams, state: SearchUrlState) {
  if (state.termo !== '') params.set('termo', state.termo);
  if (state.campo) params.set('campo', state.campo);
  state.linhas.forEach((row, index) => {
    const n = index + 1;
    params.set(`termo${n}`, row.termo);
    if (row.campo !== 'todos') params.set(`campo${n}`, row.campo);
    if (n > 1) params.set(`operador${n}`, row.operador);
  });
  for (const filtro of state.filtros) params.append('filtro', filtro);
  if (state.periodo !== null) params.set('periodo', String(state.periodo));
  if (state.curso !== null) params.set('curso', String(state.curso));
  if (state.disciplina !== null) params.set('disciplina', String(state.disciplina));
  if (state.professor !== null) params.set('professor', String(state.professor));
  for (const key of ['fundo', 'serie_arquivo', 'tipo_registro', 'tipo_ato'] as const) {
    const value = state[key];
    if (value !== null) params.set(key, value);
  }
}

/** URL query of a state; defaults are left out so links stay short. */
export function writeSearchState(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  writeCriteria(params, state);
  if (state.ordenacao) params.set('ordenacao', state.ordenacao);
  if (state.ordenacao && state.direcao) params.set('direcao', state.direcao);
  if (state.pagina > 1) params.set('pagina', String(state.pagina));
  if (state.tamanho !== DEFAULT_PAGE_SIZE) params.set('tamanho', String(state.tamanho));
  if (state.exibicao) params.set('exibicao', state.exibicao);
  return params;
}

/** Query string of an API call for this state on a search tab. */
export function apiQuery(guia: string, state: SearchUrlState, paging: boolean): string {
  const params = new URLSearchParams({ guia });
  writeCriteria(params, state);
  if (paging) {
    if (state.ordenacao) params.set('ordenacao', state.ordenacao);
    if (state.ordenacao && state.direcao) params.set('direcao', state.direcao);
    params.set('pagina', String(state.pagina));
    params.set('tamanho', String(state.tamanho));
    params.set('exibicao', displayMode(guia, state));
  }
  return params.toString();
}

/** An empty state: a new search with nothing chosen. */
export const emptySearchState = (): SearchUrlState => readSearchState(new URLSearchParams());

/** The display mode in effect: the URL's, else the tab's default. */
export const displayMode = (guia: string, state: SearchUrlState): DisplayMode =>
  state.exibicao ?? (guia === 'novas_aquisicoes' ? 'C' : 'D');

/**
 * Whether the URL holds a search the tab can run: a term, advanced rows, a teaching-plan
 * choice, an archive option or a kind of act; the new-acquisitions tab always lists the latest
 * titles.
 */
export function hasSearch(guia: string, state: SearchUrlState): boolean {
  if (guia === 'novas_aquisicoes') return true;
  if (guia === 'plano_ensino' && (state.curso ?? state.disciplina ?? state.professor) !== null) {
    return true;
  }
  if (guia === 'pesquisa_avancada' && state.linhas.length > 0) return true;
  if (guia === 'arquivo' && (state.fundo ?? state.serie_arquivo ?? state.tipo_registro) !== null) {
    return true;
  }
  if (guia === 'atos_normativos' && state.tipo_ato !== null) return true;
  return state.termo.trim() !== '';
}

/** Path of a new search (page 1, no filters) on a tab. */
export function searchPath(guia: string, change: Partial<SearchUrlState>): string {
  const query = writeSearchState({ ...emptySearchState(), ...change }).toString();
  return query === '' ? `/${guia}` : `/${guia}?${query}`;
}

/** `T:book` → `['T', 'book']`. */
export function splitFilter(filtro: string): [string, string] {
  const colon = filtro.indexOf(':');
  return [filtro.slice(0, colon), filtro.slice(colon + 1)];
}

/**
 * The searched words as one line for headings: the term, or the advanced rows joined by their
 * operators (`operator` names each one in the reader's language); '' when there are none.
 */
export function describeSearch(
  state: SearchUrlState,
  operator: (key: SearchOperator, n: number) => string,
): string {
  const chosen = [state.fundo, state.serie_arquivo].filter((value) => value !== null);
  if (state.linhas.length === 0) return [state.termo.trim(), ...chosen].filter(Boolean).join(' · ');
  return state.linhas
    .map((row, index) =>
      index === 0 ? row.termo : `${operator(row.operador, index + 1)} ${row.termo}`,
    )
    .join(' ');
}
