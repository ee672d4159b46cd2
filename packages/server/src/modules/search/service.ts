/**
 * Search rules: which tab searches what, defaults (spec §9), validation the schema cannot
 * express, the search id, and turning engine hits into the spec's result records. Other
 * modules use it too: `hasMatches(term)` tells whether a term finds anything (did-you-mean).
 */
import { createHash } from 'node:crypto';
import {
  ADVANCED_ROWS,
  FACET_LETTERS,
  MATERIAL_TYPES,
  NEW_ACQUISITION_PERIODS,
  PAGE_SIZES,
  type FilterKind,
  type FilterOption,
  type FiltersResponse,
  type NormalisedSearch,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
  type SearchTab,
  type SortOptionsResponse,
} from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type {
  FilterSelection,
  MatchSpec,
  PageRequest,
  SearchBackend,
  SearchQuery,
  SearchScope,
  SortOrder,
} from '../../search/backend.ts';
import { normaliseText } from '../../search/query-text.ts';
import {
  classLabel,
  flagLabel,
  languageLabel,
  materialTypeLabel,
  noDateLabel,
  OFFERED_SORT_KEYS,
  sortLabel,
  type Lang,
} from './labels.ts';
import type { SearchRepository, TitleDisplayRow } from './repository.ts';

/** Shipped sort defaults (spec §3 "sort defaults"), used when the setting row is missing. */
export const DEFAULT_SORT_DEFAULTS: Record<string, string> = {
  pesquisa_geral: 'ano_publicacao',
  arquivo: 'obra',
  atos_normativos: 'referencia',
  indice: 'cod_titulo',
};

const SORTS: Record<string, { order: SortOrder; descending: boolean }> = {
  relevancia: { order: 'relevance', descending: true },
  titulo: { order: 'title', descending: false },
  obra: { order: 'title', descending: false },
  autor: { order: 'author', descending: false },
  ano_publicacao: { order: 'year', descending: true },
  chamada: { order: 'call_number', descending: false },
  referencia: { order: 'call_number', descending: false },
  aquisicao: { order: 'acquired', descending: true },
  cod_titulo: { order: 'id', descending: false },
};

const NUMERIC_KINDS = new Set<FilterKind>(['B', 'U', 'C', 'D', 'P', 'K', 'O', 'NA_C', 'NA_A']);

const badField = (field: string) => new HttpError(400, 'validation_error', field);

/** One collator per language: making one costs more than sorting a facet with it. */
const collators = new Map<Lang, Intl.Collator>();
function collatorOf(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, collator);
  }
  return collator;
}

/** Parses `filtro=T:book` values, checking each code is one the letter can have. */
export function parseFilters(values: readonly string[] | undefined): FilterSelection {
  const selection: FilterSelection = {};
  for (const value of values ?? []) {
    const colon = value.indexOf(':');
    const kind = value.slice(0, colon) as FilterKind;
    const code = normaliseText(value.slice(colon + 1));
    const valid = NUMERIC_KINDS.has(kind)
      ? /^\d{1,9}$/.test(code)
      : kind === 'Y'
        ? /^(\d{1,4})?$/.test(code)
        : kind === 'X'
          ? /^[COA]$/.test(code)
          : kind === 'R'
            ? /^\d$/.test(code)
            : kind === 'T'
              ? (MATERIAL_TYPES as readonly string[]).includes(code)
              : code !== '';
    if (colon < 0 || !valid) throw badField('filtro');
    const codes = (selection[kind] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return selection;
}

/** The rows of the form: the simple box, or termo1…termoN of the advanced tab. */
function matchRows(params: SearchParams, tab: SearchTab): MatchSpec['rows'] {
  const rows: MatchSpec['rows'] = [];
  const simple = normaliseText(params.termo ?? '');
  if (simple !== '') rows.push({ term: simple, field: params.campo ?? 'todos', operator: 'E' });
  if (tab === 'pesquisa_avancada') {
    const record = params as Record<string, unknown>;
    for (let row = 1; row <= ADVANCED_ROWS; row++) {
      const term = normaliseText(String(record[`termo${row}`] ?? ''));
      if (term === '') continue;
      rows.push({
        term,
        field: (record[`campo${row}`] as MatchSpec['rows'][number]['field']) ?? 'todos',
        operator: (record[`operador${row}`] as MatchSpec['rows'][number]['operator']) ?? 'E',
      });
    }
  }
  return rows;
}

/** A search after defaults and validation. */
interface PreparedSearch {
  tab: SearchTab;
  base: string;
  query: SearchQuery;
  page: PageRequest;
  normalised: NormalisedSearch;
  /** target_gedweb: answered empty without a query (spec §4). */
  skip: boolean;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The search service over an engine and the module's repository. */
export function searchService(backend: SearchBackend, repo: SearchRepository) {
  async function sortDefaults(): Promise<Record<string, string>> {
    const stored = await repo.setting('sort_defaults');
    const values = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    const merged = { ...DEFAULT_SORT_DEFAULTS };
    for (const [tab, key] of Object.entries(values)) {
      if (typeof key === 'string' && key in SORTS) merged[tab] = key;
    }
    return merged;
  }

  /** What ordering C means for a tab: the tab's configured default, else the general one. */
  async function defaultSort(tab: SearchTab): Promise<string> {
    if (tab === 'novas_aquisicoes') return 'aquisicao';
    const defaults = await sortDefaults();
    return defaults[tab] ?? defaults.pesquisa_geral ?? 'ano_publicacao';
  }

  /**
   * The search a request asks for. `withOrder: false` (facets) leaves ordering C unresolved:
   * facets do not depend on the order, and the tab's default order costs a database read.
   */
  async function prepare(params: SearchParams, withOrder = true): Promise<PreparedSearch> {
    const tab: SearchTab = params.guia ?? params.search_tab ?? 'pesquisa_geral';
    // Authority search has its own call (S2's authorities module), not this one.
    if (tab === 'autoridades') throw badField('guia');
    const size = params.tamanho ?? 20;
    if (!(PAGE_SIZES as readonly number[]).includes(size)) throw badField('tamanho');
    const period = params.periodo ?? 30;
    if (!(NEW_ACQUISITION_PERIODS as readonly number[]).includes(period)) throw badField('periodo');
    const filters = parseFilters(params.filtro);
    const base = tab === 'rede_pergamum_oai' ? 'rede_pergamum_oai' : (params.base ?? 'local');
    const rows = matchRows(params, tab);
    const plan =
      tab === 'plano_ensino'
        ? {
            ...(params.curso !== undefined ? { courseId: params.curso } : {}),
            ...(params.disciplina !== undefined ? { disciplineId: params.disciplina } : {}),
            ...(params.professor !== undefined ? { professorId: params.professor } : {}),
          }
        : undefined;
    // The archive and act options narrow their tab by themselves: browsing a fonds needs no term.
    const archive =
      tab === 'arquivo'
        ? {
            ...(params.fundo !== undefined ? { fonds: normaliseText(params.fundo) } : {}),
            ...(params.serie_arquivo !== undefined
              ? { series: normaliseText(params.serie_arquivo) }
              : {}),
            ...(params.tipo_registro !== undefined ? { recordType: params.tipo_registro } : {}),
          }
        : {};
    const actKind = tab === 'atos_normativos' ? params.tipo_ato : undefined;
    const narrowed = Object.keys(archive).length > 0 || actKind !== undefined;
    const needsTerms =
      tab !== 'novas_aquisicoes' && !(plan && Object.keys(plan).length > 0) && !narrowed;
    if (needsTerms && rows.length === 0 && base !== 'target_gedweb') {
      throw new HttpError(422, 'search_field_required', 'termo');
    }
    const scope: SearchScope = { network: base === 'rede_pergamum_oai' };
    if (tab === 'e_books') scope.onlineOnly = true;
    if (tab === 'acessibilidade') scope.accessibleOnly = true;
    if (tab === 'arquivo') scope.materialType = 'archive';
    if (tab === 'atos_normativos') scope.materialType = 'normative_act';
    if (tab === 'novas_aquisicoes') scope.acquiredSince = addDays(await repo.today(), -period);
    if (plan) scope.teachingPlan = plan;
    if (Object.keys(archive).length > 0) scope.archive = archive;
    if (actKind) scope.actKind = actKind;

    const requested = params.ordenacao ?? 'C';
    const sortKey = requested === 'C' && withOrder ? await defaultSort(tab) : requested;
    const sort = SORTS[sortKey] ?? { order: 'relevance', descending: true };
    // Relevance means nothing without terms: newest acquisitions first then.
    const order: SortOrder =
      sort.order === 'relevance' && rows.length === 0 ? 'acquired' : sort.order;
    const descending = params.direcao ? params.direcao === 'desc' : sort.descending;
    const pageNumber = params.pagina ?? 1;

    const normalised: NormalisedSearch = {
      guia: tab,
      base,
      termo: normaliseText(params.termo ?? ''),
      campo: params.campo ?? 'todos',
      linhas: rows.map((r) => ({ termo: r.term, campo: r.field, operador: r.operator })),
      filtros: Object.entries(filters).flatMap(([tipo, codes]) =>
        (codes ?? []).map((codigo) => ({ tipo, codigo })),
      ),
      ordenacao: requested,
      direcao: descending ? 'desc' : 'asc',
      pagina: pageNumber,
      tamanho: size,
      exibicao: params.exibicao ?? (tab === 'novas_aquisicoes' ? 'C' : 'D'),
      periodo: tab === 'novas_aquisicoes' ? period : null,
      curso: params.curso ?? null,
      disciplina: params.disciplina ?? null,
      professor: params.professor ?? null,
      ...(archive.fonds !== undefined ? { fundo: archive.fonds } : {}),
      ...(archive.series !== undefined ? { serie_arquivo: archive.series } : {}),
      ...(archive.recordType !== undefined ? { tipo_registro: archive.recordType } : {}),
      ...(actKind ? { tipo_ato: actKind } : {}),
    };
    return {
      tab,
      base,
      query: { match: rows.length ? { rows } : null, scope, filters },
      page: { sort: order, descending, offset: (pageNumber - 1) * size, limit: size },
      normalised,
      skip: base === 'target_gedweb',
    };
  }

  function searchId(normalised: NormalisedSearch): string {
    const { pagina: _page, tamanho: _size, exibicao: _display, ...identity } = normalised;
    return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 20);
  }

  function toRecord(row: TitleDisplayRow, lang: Lang): SearchRecord {
    const area = row.areas?.[0];
    const list = (values: readonly string[]) => values.map((v) => ({ codigo: v, descricao: v }));
    const dados: SearchRecord['dados_adicionais'] = {
      T: [{ codigo: row.material_type, descricao: materialTypeLabel(row.material_type, lang) }],
      A: list(row.authors),
      S: list(row.subjects),
      N: list(row.series),
      B: row.libraries ?? [],
    };
    if (row.publisher) dados.E = list([row.publisher]);
    if (row.year !== null) dados.Y = list([String(row.year)]);
    if (row.language)
      dados.I = [{ codigo: row.language, descricao: languageLabel(row.language, lang) }];
    const record: SearchRecord = {
      cod_acervo: row.id,
      cod_tipo_obra: row.material_type,
      desc_tipo_obra: materialTypeLabel(row.material_type, lang),
      ano_publicacao: row.year,
      idioma: row.language,
      idioma_desc: row.language ? languageLabel(row.language, lang) : null,
      link_capa: row.cover_url,
      acesso_remoto: row.has_online_access ? 'cr' : null,
      possui_acessibilidade: row.has_accessibility ? 'S' : 'N',
      cod_tipo_area_conhec: area?.type_id ?? null,
      desc_tipo_area_conhec: area?.type_name ?? null,
      cod_area_conhecimento: area?.id ?? null,
      rota: `/acervo/${row.id}`,
      dados_adicionais: dados,
      cursos_disc: row.courses ?? [],
      areas_conhecimento: (row.areas ?? []).map((a) => ({
        codigo: a.codigo,
        descricao: a.descricao,
      })),
      titulo: row.title,
      subtitulo: row.subtitle,
      responsabilidade: row.responsibility,
      autores: row.authors,
      editora: row.publisher,
      local: row.place,
      edicao: row.edition,
      descricao_fisica: row.physical_description,
      serie: row.series,
      isbn: row.isbns,
      issn: row.issns,
      chamada: row.call_number,
      volume: row.volume,
      escrita_original: row.original_script.filter(
        (field) => field.campo === 'titulo' || field.campo === 'autor',
      ),
      disponibilidade: { disponiveis: row.available, total: row.copies },
    };
    if (row.network_institution_id !== null) {
      record.acervo = row.id;
      record.tipo_obra = materialTypeLabel(row.material_type, lang);
      record.instituicao = {
        cod_empresa: row.network_institution_id,
        desc_empresa: row.network_institution_name ?? '',
      };
    }
    if (row.plan_kind) record.bibliografia = row.plan_kind === 'basic' ? 'basica' : 'complementar';
    return record;
  }

  function facetLabel(kind: FilterKind, code: string, label: string | null, lang: Lang): string {
    if (label !== null) return label;
    if (kind === 'T') return materialTypeLabel(code, lang);
    if (kind === 'I') return languageLabel(code, lang);
    if (kind === 'Y') return code === '' ? noDateLabel(lang) : code;
    if (kind === 'X') return flagLabel(code, lang);
    if (kind === 'R') return classLabel(code, lang);
    return code;
  }

  return {
    /**
     * GET /api/consulta. Throws 422 search_field_required without terms (where the tab needs
     * them), 400 naming the field for values the schema lets through but the rules refuse.
     */
    async search(params: SearchParams, lang: Lang): Promise<SearchResponse> {
      // The change counter is read beside the tab's default order (prepare), both round trips at
      // once, and handed to the engine, which would read it after.
      const [prepared, at] = await Promise.all([prepare(params), repo.changeCounter()]);
      const id = searchId(prepared.normalised);
      if (prepared.skip) {
        return {
          consulta: { data: [], total: 0, id, base: prepared.base, pesquisa: prepared.normalised },
        };
      }
      const hits = await backend.search(prepared.query, prepared.page, at);
      const rows = await repo.displayRows(hits.ids, prepared.query.scope.teachingPlan);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const data = hits.ids.flatMap((titleId) => {
        const row = byId.get(titleId);
        return row ? [toRecord(row, lang)] : [];
      });
      return {
        consulta: {
          data,
          total: hits.total,
          id,
          base: prepared.base,
          pesquisa: prepared.normalised,
        },
      };
    },

    /** GET /api/consulta/filtros: every facet with options, year descending, others by label. */
    async filters(params: SearchParams, lang: Lang): Promise<FiltersResponse> {
      const prepared = await prepare(params, false);
      if (prepared.skip) return { filtros: {} };
      const { counts: facets, sampled } = await backend.facets(prepared.query);
      const selectedKinds = Object.keys(prepared.query.filters) as FilterKind[];
      const collator = collatorOf(lang);
      const filtros: Record<string, FilterOption[]> = {};
      for (const letter of FACET_LETTERS) {
        const counts = facets.get(letter);
        if (!counts || counts.length === 0) continue;
        const showOriginal = selectedKinds.some((k) => k !== letter);
        const options = counts.map((c) => ({
          codigo: c.code,
          descricao: facetLabel(letter, c.code, c.label, lang),
          total: c.total,
          totalSemFiltro: c.unfiltered,
          mostrarQtdOriginal: showOriginal,
        }));
        if (letter === 'Y') {
          // Newest year first; the no-date option last.
          options.sort((a, b) =>
            b.codigo === '' ? -1 : a.codigo === '' ? 1 : Number(b.codigo) - Number(a.codigo),
          );
        } else {
          options.sort((a, b) => collator.compare(a.descricao, b.descricao));
        }
        filtros[letter] = options;
      }
      return sampled === null ? { filtros } : { filtros, amostra: sampled, aproximado: true };
    },

    /** GET /api/consulta/ordenacao: offered orders, default C and what C means per tab. */
    async sortOptions(lang: Lang): Promise<SortOptionsResponse> {
      const defaults = await sortDefaults();
      return {
        padrao: 'C',
        padroes_guia: { ...defaults, novas_aquisicoes: 'aquisicao' },
        opcoes: OFFERED_SORT_KEYS.flatMap((key) =>
          (['desc', 'asc'] as const).map((direction) => ({
            codigo: key,
            direcao: direction,
            descricao: sortLabel(key, direction, lang),
          })),
        ),
        tamanhos: [...PAGE_SIZES],
        tamanho_padrao: 20,
        exibicao_padrao: 'D',
      };
    },

    /**
     * The order a tab's search takes when none is asked for (ordering C: the configured
     * `sort_defaults`, publication year for the general search by default), as the engine's
     * sort; relevance without terms is the newest acquisitions, as for GET /api/consulta.
     * For callers that run their own queries (SRU).
     */
    async defaultOrder(
      tab: SearchTab,
      hasTerms: boolean,
    ): Promise<{ sort: SortOrder; descending: boolean }> {
      const { order, descending } = SORTS[await defaultSort(tab)] ?? SORTS.relevancia!;
      return { sort: order === 'relevance' && !hasTerms ? 'acquired' : order, descending };
    },

    /** True when the term finds at least one title of our own collection. */
    hasMatches: (term: string) => backend.hasMatches(term),
  };
}

export type SearchService = ReturnType<typeof searchService>;
