/**
 * Discovery calls around the core search (spec §7 Search): teaching-plan choice lists,
 * campuses and libraries, index lists, authority search, autocomplete, "did you mean", and
 * the option lists of the archive and normative-act tabs. Wire names in Portuguese as the
 * spec's; see docs/api.md "Discovery".
 */
import Type, { type Static } from 'typebox';
import { MAX_TERM_LENGTH } from './search.ts';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Page of a choice list: 1-based. */
const Page = Type.Integer({ minimum: 1, maximum: 100000, default: 1 });
/**
 * Free text typed by the patron: hostile text is allowed (it is only ever a value), long text is
 * not — a 400 naming the field past MAX_TERM_LENGTH, as in the search boxes, since every
 * character costs database time on these cheap, frequent calls.
 */
const SearchText = Type.String({ maxLength: MAX_TERM_LENGTH });

/** Query of /consulta/{disciplinas|cursos|professores|campus}. */
export const ChoiceListQuerySchema = Type.Object({
  search_text: Type.Optional(SearchText),
  page: Type.Optional(Page),
});
export type ChoiceListQuery = Static<typeof ChoiceListQuerySchema>;

/** Query of /consulta/bibliotecas: also by campus. */
export const LibraryListQuerySchema = Type.Object({
  search_text: Type.Optional(SearchText),
  page: Type.Optional(Page),
  codCampus: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type LibraryListQuery = Static<typeof LibraryListQuerySchema>;

/** Path of /consulta/{professor|curso|campus|disciplina|biblioteca}/{code}. */
export const ChoiceCodeParamsSchema = Type.Object({
  code: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** A page of a list: `data` on this page, `total` over all pages. */
const paged = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    /** Items per page (fixed: 20). */
    page_size: Type.Integer(),
  });

/** Person choice (spec §3): a professor. */
export const ProfessorChoiceSchema = Type.Object({
  codigo: Type.Integer(),
  nome: Type.String(),
  departamento: Nullable(Type.String()),
});
export type ProfessorChoice = Static<typeof ProfessorChoiceSchema>;
export const ProfessorPageSchema = paged(ProfessorChoiceSchema);

/** A course: `sigla` is the institution's course code; `nivel` graduacao/pos_graduacao/tecnico/extensao. */
export const CourseChoiceSchema = Type.Object({
  codigo: Type.Integer(),
  nome: Type.String(),
  sigla: Type.String(),
  nivel: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type CourseChoice = Static<typeof CourseChoiceSchema>;
export const CoursePageSchema = paged(CourseChoiceSchema);

/** A discipline: `sigla` is its code in the curriculum (e.g. EDU5101). */
export const DisciplineChoiceSchema = Type.Object({
  codigo: Type.Integer(),
  nome: Type.String(),
  sigla: Type.String(),
  departamento: Nullable(Type.String()),
  carga_horaria: Nullable(Type.Integer()),
});
export type DisciplineChoice = Static<typeof DisciplineChoiceSchema>;
export const DisciplinePageSchema = paged(DisciplineChoiceSchema);

/** Campus (spec §3). */
export const CampusChoiceSchema = Type.Object({
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type CampusChoice = Static<typeof CampusChoiceSchema>;
export const CampusPageSchema = paged(CampusChoiceSchema);

/** Library (spec §3) with its campus. */
export const LibraryChoiceSchema = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  sigla: Nullable(Type.String()),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type LibraryChoice = Static<typeof LibraryChoiceSchema>;
export const LibraryPageSchema = paged(LibraryChoiceSchema);

/** Index kinds (spec §3): title, series, author, subject, call number, ISBN, ISSN. */
export const INDEX_KINDS = [
  'titulo',
  'serie',
  'autor',
  'assunto',
  'chamada',
  'isbn',
  'issn',
] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

/** A labelled code of an option list. */
export const OptionSchema = Type.Object({ codigo: Type.String(), descricao: Type.String() });
export type Option = Static<typeof OptionSchema>;
/** GET /consulta/opcoes-indice */
export const OptionListSchema = Type.Array(OptionSchema);

/** An option with the number of titles it applies to. */
export const CountedOptionSchema = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  total: Type.Integer(),
});
export type CountedOption = Static<typeof CountedOptionSchema>;

/** Query of GET /consulta/indice: browse an index alphabetically from `termo`. */
export const IndexBrowseQuerySchema = Type.Object({
  tipo: Type.Union(INDEX_KINDS.map((k) => Type.Literal(k))),
  /** Starting term (any case, accents ignored); empty starts at the beginning. */
  termo: Type.Optional(SearchText),
  /** proxima: headings from `termo` on; anterior: the headings just before `termo`. */
  direcao: Type.Optional(
    Type.Union([Type.Literal('proxima'), Type.Literal('anterior')], { default: 'proxima' }),
  ),
  quantidade: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type IndexBrowseQuery = Static<typeof IndexBrowseQuerySchema>;

/** One heading of an index list. */
export const IndexHeadingSchema = Type.Object({
  termo: Type.String(),
  /** Folded form: pass it back as `termo` to start a page exactly here. */
  chave: Type.String(),
  quantidade: Type.Integer(),
});
export type IndexHeading = Static<typeof IndexHeadingSchema>;

/** A page of an index list, with the `termo` to ask for the previous and next pages. */
export const IndexPageSchema = Type.Object({
  tipo: Type.String(),
  itens: Type.Array(IndexHeadingSchema),
  /** Ask `direcao=anterior&termo=<this>` for the previous page; null at the start. */
  anterior: Nullable(Type.String()),
  /** Ask `direcao=proxima&termo=<this>` for the next page; null at the end. */
  proxima: Nullable(Type.String()),
});
export type IndexPage = Static<typeof IndexPageSchema>;

/** Authority kinds on the wire (spec §3), `todos` for all. */
export const AUTHORITY_SEARCH_KINDS = [
  'todos',
  'pessoa',
  'instituicao',
  'evento',
  'titulo_uniforme',
  'assunto',
  'geografico',
  'genero_forma',
  'cronologico',
  'subdivisao_geral',
  'subdivisao_genero_forma',
  'subdivisao_geografica',
  'subdivisao_cronologica',
] as const;
export type AuthoritySearchKind = (typeof AUTHORITY_SEARCH_KINDS)[number];

/** Query of GET /consulta/autoridades. */
export const AuthoritySearchQuerySchema = Type.Object({
  termo: SearchText,
  tipo: Type.Optional(
    Type.Union(
      AUTHORITY_SEARCH_KINDS.map((k) => Type.Literal(k)),
      { default: 'todos' },
    ),
  ),
  page: Type.Optional(Page),
});
export type AuthoritySearchQuery = Static<typeof AuthoritySearchQuerySchema>;

/** An authority in the results, with its see (4XX) and see-also (5XX) references. */
export const AuthorityResultSchema = Type.Object({
  cod_autoridade: Type.Integer(),
  cabecalho: Type.String(),
  tipo: Type.String(),
  desc_tipo: Type.String(),
  /** Variant forms not used (4XX): "see from". */
  remissivas_ver: Type.Array(Type.String()),
  /** Related headings (5XX): "see also". */
  remissivas_ver_tambem: Type.Array(Type.String()),
  /** Titles of our collection linked to this heading (as author or subject). */
  qtd_titulos: Type.Integer(),
});
export type AuthorityResult = Static<typeof AuthorityResultSchema>;
export const AuthorityPageSchema = paged(AuthorityResultSchema);

/** Query of /consulta/autocompletar and /consulta/sugestoes. */
export const TermQuerySchema = Type.Object({ termo: SearchText });

/** One autocomplete suggestion. */
export const AutocompleteItemSchema = Type.Object({
  termo: Type.String(),
  /** titulo, autor or assunto */
  tipo: Type.String(),
  quantidade: Type.Integer(),
});
export const AutocompleteListSchema = Type.Array(AutocompleteItemSchema);

/** "Did you mean": corrected terms that find titles; empty when the term itself finds some. */
export const SuggestionsSchema = Type.Object({
  termo: Type.String(),
  sugestoes: Type.Array(Type.String()),
});

/** GET /consulta/opcoes-arquivo: option lists of the archive tab. */
export const ArchiveOptionsSchema = Type.Object({
  fundos: Type.Array(CountedOptionSchema),
  series: Type.Array(CountedOptionSchema),
  tipos: Type.Array(CountedOptionSchema),
});
export type ArchiveOptions = Static<typeof ArchiveOptionsSchema>;

/** GET /consulta/opcoes-atos-normativos: option lists of the normative-acts tab. */
export const NormativeActOptionsSchema = Type.Object({
  tipos: Type.Array(CountedOptionSchema),
  orgaos: Type.Array(CountedOptionSchema),
  anos: Type.Array(CountedOptionSchema),
});
export type NormativeActOptions = Static<typeof NormativeActOptionsSchema>;

/** Query with a comma-separated list of title codes (at most 100). */
export const TitleListQuerySchema = Type.Object({
  acervos: Type.String({ pattern: '^\\s*\\d{1,10}(\\s*,\\s*\\d{1,10}){0,99}\\s*$' }),
});

/** A title related to a given one. `relacao`: serie (same series) or obra (same work). */
export const RelatedTitleSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  ano_publicacao: Nullable(Type.Integer()),
  relacao: Type.String(),
});
/** GET /consulta/titulos-adicionais: per requested title, up to 10 related titles. */
export const AdditionalTitlesSchema = Type.Array(
  Type.Object({ cod_acervo: Type.Integer(), titulos: Type.Array(RelatedTitleSchema) }),
);

/** GET /consulta/acervos-indexados: per requested title, whether it has index entries. */
export const IndexedTitlesSchema = Type.Array(
  Type.Object({ cod_acervo: Type.Integer(), indexado: Type.Boolean() }),
);

/** Query of /consulta/produtos-target. */
export const TargetProductsQuerySchema = Type.Object({
  termoPesquisa: Type.Optional(SearchText),
});
/** The target_gedweb products base is not connected: always an empty list. */
export const TargetProductsSchema = Type.Array(
  Type.Object({ codigo: Type.String(), descricao: Type.String(), url: Type.String() }),
);

/** GET /consulta/imagem-padrao: the default cover image, overall and per material type. */
export const DefaultImageSchema = Type.Object({
  padrao: Type.String(),
  tipos: Type.Array(Type.Object({ cod_tipo_obra: Type.String(), url: Type.String() })),
});
export type DefaultImage = Static<typeof DefaultImageSchema>;
