import Type, { type Static } from 'typebox';
import { SEARCH_TABS } from './constants.ts';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Facet letters (spec §3; DESIGN.md gives their meaning): B library, U campus, T material type,
 * A author, S subject, Y year, I language, E publisher, C course, D discipline, P professor,
 * K knowledge area, L shelf location, N series, M collection, G genre/form, F format/support,
 * R classification, O network institution, X flags (C cover, O online, A accessibility).
 */
export const FACET_LETTERS = [
  'B',
  'P',
  'A',
  'S',
  'C',
  'E',
  'T',
  'Y',
  'X',
  'I',
  'R',
  'K',
  'U',
  'D',
  'N',
  'M',
  'O',
  'F',
  'L',
  'G',
] as const;
export type FacetLetter = (typeof FACET_LETTERS)[number];

/** Filters of the new-acquisitions panel: NA_C course, NA_A knowledge area. */
export const NEW_ACQUISITION_FILTERS = ['NA_C', 'NA_A'] as const;
export type FilterKind = FacetLetter | (typeof NEW_ACQUISITION_FILTERS)[number];

/** Values of facet X. */
export const FLAG_CODES = { cover: 'C', online: 'O', accessibility: 'A' } as const;

/**
 * Where a search term is looked for (`campo`): todos (everything), titulo, autor, assunto,
 * isbn, issn, chamada (call number, prefix), serie, editora.
 */
export const SEARCH_FIELDS = [
  'todos',
  'titulo',
  'autor',
  'assunto',
  'isbn',
  'issn',
  'chamada',
  'serie',
  'editora',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** How an advanced-search row joins the rows before it: E (and), OU (or), NAO (and not). */
export const SEARCH_OPERATORS = ['E', 'OU', 'NAO'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** Rows of the advanced search form: termo1/campo1, termo2/campo2/operador2, … */
export const ADVANCED_ROWS = 5;

/**
 * Sort keys (`ordenacao`). `C` is the spec's default ordering: the institution's configured
 * default for the search tab (setting `sort_defaults`), which may name `obra` (work = title),
 * `referencia` (reference = call number) or `cod_titulo` (title code) besides the others.
 */
export const SORT_KEYS = [
  'C',
  'relevancia',
  'titulo',
  'autor',
  'ano_publicacao',
  'chamada',
  'aquisicao',
  'obra',
  'referencia',
  'cod_titulo',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Allowed page sizes; the default is 20 (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Display modes: D detailed (default), C covers (new acquisitions), L list. */
export const DISPLAY_MODES = ['D', 'C', 'L'] as const;
/** Searchable bases: our own collection, the network catalogue, the external target base. */
export const SEARCH_BASES = ['local', 'rede_pergamum_oai', 'target_gedweb'] as const;
export type SearchBase = (typeof SEARCH_BASES)[number];
/** Periods (days) the new-acquisitions tab offers; 30 by default. */
export const NEW_ACQUISITION_PERIODS = [7, 15, 30, 60, 90, 180, 365] as const;

/** Longest term accepted in one box; longer is a 400 naming the field. */
export const MAX_TERM_LENGTH = 500;

/**
 * Longest word that suggestions and autocomplete look up by similarity: longer than any word of
 * a language (Portuguese's longest has 46 letters), and the cost of a trigram lookup grows with
 * the word. Longer words are kept as typed and not corrected or completed.
 */
export const MAX_WORD_LENGTH = 64;

const Term = Type.String({ maxLength: MAX_TERM_LENGTH });
const Field = Type.Enum([...SEARCH_FIELDS]);
const Operator = Type.Enum([...SEARCH_OPERATORS]);

/** `filtro=T:book`, repeated: facet letter (or NA_C / NA_A), a colon, the option's codigo. */
export const FILTER_PATTERN =
  '^(?:[BPASCETYXIRKUDNMOFLG]|NA_C|NA_A):[\\s\\S]{0,' + String(MAX_TERM_LENGTH) + '}$';

const advancedRows: Record<string, Type.TSchema> = {};
for (let row = 1; row <= ADVANCED_ROWS; row++) {
  advancedRows[`termo${row}`] = Type.Optional(Term);
  advancedRows[`campo${row}`] = Type.Optional(Field);
  if (row > 1) advancedRows[`operador${row}`] = Type.Optional(Operator);
}

/**
 * GET /api/consulta and GET /api/consulta/filtros — the search form as query parameters.
 * Defaults: guia pesquisa_geral, campo todos, ordenacao C, pagina 1, tamanho 20, exibicao D,
 * base local (rede_pergamum_oai for that tab).
 */
/** Kinds of normative act (`tipo_ato`); `outro` is an act of none of the other kinds. */
export const NORMATIVE_ACT_KINDS = [
  'emenda_constitucional',
  'lei_complementar',
  'lei',
  'medida_provisoria',
  'decreto_lei',
  'decreto',
  'resolucao',
  'portaria',
  'instrucao_normativa',
  'deliberacao',
  'parecer',
  'outro',
] as const;
export type NormativeActKind = (typeof NORMATIVE_ACT_KINDS)[number];

/** An option of the archive tab, as `/consulta/opcoes-arquivo` gives its `codigo`. */
const ArchiveOption = Type.String({ minLength: 1, maxLength: 500 });

export const SearchParamsSchema = Type.Object({
  /** The terms: words, "a phrase", -excluded, or OR between words. */
  termo: Type.Optional(Term),
  guia: Type.Optional(Type.Enum([...SEARCH_TABS])),
  /** Alias of `guia` used by the spec's /filtros call. */
  search_tab: Type.Optional(Type.Enum([...SEARCH_TABS])),
  campo: Type.Optional(Field),
  ...advancedRows,
  filtro: Type.Optional(Type.Array(Type.String({ pattern: FILTER_PATTERN }), { maxItems: 50 })),
  ordenacao: Type.Optional(Type.Enum([...SORT_KEYS])),
  direcao: Type.Optional(Type.Enum([...SORT_DIRECTIONS])),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** One of PAGE_SIZES; anything else is a 400 naming `tamanho`. */
  tamanho: Type.Optional(Type.Integer()),
  exibicao: Type.Optional(Type.Enum([...DISPLAY_MODES])),
  base: Type.Optional(Type.Enum([...SEARCH_BASES])),
  /** novas_aquisicoes: days back from today, one of NEW_ACQUISITION_PERIODS. */
  periodo: Type.Optional(Type.Integer()),
  /** plano_ensino: course, discipline and professor codes (at least one). */
  curso: Type.Optional(Type.Integer({ minimum: 1 })),
  disciplina: Type.Optional(Type.Integer({ minimum: 1 })),
  professor: Type.Optional(Type.Integer({ minimum: 1 })),
  /** arquivo: fonds (351 $a), series (351 $c) and record type (leader/06) from opcoes-arquivo. */
  fundo: Type.Optional(ArchiveOption),
  serie_arquivo: Type.Optional(ArchiveOption),
  tipo_registro: Type.Optional(Type.String({ pattern: '^[a-z]$' })),
  /** atos_normativos: the kind of act, from opcoes-atos-normativos. */
  tipo_ato: Type.Optional(Type.Enum([...NORMATIVE_ACT_KINDS])),
});
export type SearchParams = Static<typeof SearchParamsSchema>;

/** One value of a record's facet (dados_adicionais) or a knowledge area. */
export const CodeDescriptionSchema = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
});
export type CodeDescription = Static<typeof CodeDescriptionSchema>;

/**
 * What a field in its original script (MARC 880, linked by $6) stands beside: the title
 * (245), another title (130, 240, 246, 740…), the statement of responsibility (245 $c), an
 * author (1XX, 7XX), a subject (6XX), the edition (250), the publication (260, 264), a series
 * (4XX, 8XX) or a note (5XX).
 */
export const ORIGINAL_SCRIPT_FIELDS = [
  'titulo',
  'outro_titulo',
  'responsabilidade',
  'autor',
  'assunto',
  'edicao',
  'publicacao',
  'serie',
  'nota',
] as const;
export type OriginalScriptField = (typeof ORIGINAL_SCRIPT_FIELDS)[number];

/** A field in its original script (Hebrew, Arabic, Cyrillic, CJK…) beside the romanized one. */
export const OriginalScriptSchema = Type.Object({
  campo: Type.Enum(ORIGINAL_SCRIPT_FIELDS),
  /** The tag of the romanized field it is linked to ('245', '700'…). */
  tag: Type.String(),
  texto: Type.String(),
  /**
   * BCP 47 language tag for the `lang` attribute: the record's language (008/35-37, 041) when
   * it is written in this script, otherwise the script alone (`und-Cyrl`).
   */
  lang: Type.String(),
  /** Writing direction for the `dir` attribute: `rtl` for Hebrew, Arabic…, otherwise `auto`. */
  dir: Type.Union([Type.Literal('rtl'), Type.Literal('auto')]),
});
export type OriginalScript = Static<typeof OriginalScriptSchema>;

/** Search result record (spec §3), plus what a results list shows. */
export const SearchRecordSchema = Type.Object({
  cod_acervo: Type.Integer(),
  cod_tipo_obra: Type.String(),
  desc_tipo_obra: Type.String(),
  ano_publicacao: Nullable(Type.Integer()),
  /** MARC language code (por, eng…). */
  idioma: Nullable(Type.String()),
  idioma_desc: Nullable(Type.String()),
  link_capa: Nullable(Type.String()),
  /** 'cr' when the title has online access. */
  acesso_remoto: Nullable(Type.Literal('cr')),
  possui_acessibilidade: Type.Union([Type.Literal('S'), Type.Literal('N')]),
  cod_tipo_area_conhec: Nullable(Type.Integer()),
  desc_tipo_area_conhec: Nullable(Type.String()),
  cod_area_conhecimento: Nullable(Type.Integer()),
  /** Path of the title's page in the web app. */
  rota: Type.String(),
  /** Values per facet letter (A authors, S subjects, E publisher, N series, B libraries…). */
  dados_adicionais: Type.Record(Type.String(), Type.Array(CodeDescriptionSchema)),
  /** Courses whose teaching plans cite the title: codigo = course code, campus = campus name. */
  cursos_disc: Type.Array(Type.Object({ codigo: Type.String(), campus: Type.String() })),
  areas_conhecimento: Type.Array(CodeDescriptionSchema),
  titulo: Type.String(),
  subtitulo: Nullable(Type.String()),
  responsabilidade: Nullable(Type.String()),
  autores: Type.Array(Type.String()),
  editora: Nullable(Type.String()),
  local: Nullable(Type.String()),
  edicao: Nullable(Type.String()),
  descricao_fisica: Nullable(Type.String()),
  serie: Type.Array(Type.String()),
  isbn: Type.Array(Type.String()),
  issn: Type.Array(Type.String()),
  chamada: Nullable(Type.String()),
  volume: Nullable(Type.String()),
  /** The title (245) and authors in their original script (MARC 880), when catalogued. */
  escrita_original: Type.Array(OriginalScriptSchema),
  /** Copies available for loan now, and all copies. */
  disponibilidade: Type.Object({ disponiveis: Type.Integer(), total: Type.Integer() }),
  /** Network-catalogue records only (base rede_pergamum_oai). */
  acervo: Type.Optional(Type.Integer()),
  tipo_obra: Type.Optional(Type.String()),
  instituicao: Type.Optional(
    Type.Object({ cod_empresa: Type.Integer(), desc_empresa: Type.String() }),
  ),
  /** plano_ensino only: basic or complementary bibliography. */
  bibliografia: Type.Optional(Type.Union([Type.Literal('basica'), Type.Literal('complementar')])),
});
export type SearchRecord = Static<typeof SearchRecordSchema>;

/** The search as the server understood it, echoed back (`pesquisa`). */
export const NormalisedSearchSchema = Type.Object({
  guia: Type.String(),
  base: Type.String(),
  termo: Type.String(),
  campo: Type.String(),
  linhas: Type.Array(
    Type.Object({ termo: Type.String(), campo: Type.String(), operador: Type.String() }),
  ),
  filtros: Type.Array(Type.Object({ tipo: Type.String(), codigo: Type.String() })),
  ordenacao: Type.String(),
  direcao: Type.String(),
  pagina: Type.Integer(),
  tamanho: Type.Integer(),
  exibicao: Type.String(),
  periodo: Nullable(Type.Integer()),
  curso: Nullable(Type.Integer()),
  disciplina: Nullable(Type.Integer()),
  professor: Nullable(Type.Integer()),
  fundo: Type.Optional(Type.String()),
  serie_arquivo: Type.Optional(Type.String()),
  tipo_registro: Type.Optional(Type.String()),
  tipo_ato: Type.Optional(Type.String()),
});
export type NormalisedSearch = Static<typeof NormalisedSearchSchema>;

/** GET /api/consulta — `consulta { data, total, id, base, pesquisa }` (spec §3 search state). */
export const SearchResponseSchema = Type.Object({
  consulta: Type.Object({
    data: Type.Array(SearchRecordSchema),
    /** Every match, whatever the page. */
    total: Type.Integer(),
    /** Stable id of this search (same search, same id): a hash of `pesquisa` without paging. */
    id: Type.String(),
    base: Type.String(),
    pesquisa: NormalisedSearchSchema,
    /**
     * Network base only: the institutions whose last harvest failed (their records may be out
     * of date or missing); the web warns that the network service is unavailable (spec §8).
     */
    rede_indisponivel: Type.Optional(
      Type.Array(Type.Object({ cod_empresa: Type.Integer(), desc_empresa: Type.String() })),
    ),
  }),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

/** Filter option (spec §3). */
export const FilterOptionSchema = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  /** Matches with the filters of the other facets applied. */
  total: Type.Integer(),
  /** Matches with no filter at all. */
  totalSemFiltro: Type.Integer(),
  /** True when other facets are filtered, so `total` and `totalSemFiltro` may differ. */
  mostrarQtdOriginal: Type.Boolean(),
});
export type FilterOption = Static<typeof FilterOptionSchema>;

/** GET /api/consulta/filtros — options per facet letter (only letters with options appear). */
export const FiltersResponseSchema = Type.Object({
  filtros: Type.Record(Type.String(), Type.Array(FilterOptionSchema)),
  /**
   * Present when the search matched more titles than the server counts facets exactly over:
   * the counts were taken on this many matches (the first ones found) and scaled to all of
   * them. Our extension.
   */
  amostra: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * True when the counts are estimates (with `amostra`): say "about" before them. Absent when
   * every count is exact (choosing the option gives that many results). Our extension.
   */
  aproximado: Type.Optional(Type.Boolean()),
});
export type FiltersResponse = Static<typeof FiltersResponseSchema>;

/** One sort option of GET /api/consulta/ordenacao. */
export const SortOptionSchema = Type.Object({
  codigo: Type.String(),
  direcao: Type.String(),
  descricao: Type.String(),
});

/** GET /api/consulta/ordenacao — sort options and defaults (spec §9: ordering C). */
export const SortOptionsResponseSchema = Type.Object({
  padrao: Type.String(),
  /** What C means per tab (institution setting sort_defaults). */
  padroes_guia: Type.Record(Type.String(), Type.String()),
  opcoes: Type.Array(SortOptionSchema),
  tamanhos: Type.Array(Type.Integer()),
  tamanho_padrao: Type.Integer(),
  exibicao_padrao: Type.String(),
});
export type SortOptionsResponse = Static<typeof SortOptionsResponseSchema>;
