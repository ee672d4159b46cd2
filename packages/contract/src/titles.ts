import Type, { type Static } from 'typebox';
import { OriginalScriptSchema } from './search.ts';

/** Reference styles of `/acervo/{id}/referencia` (param `estilo`); ABNT NBR 6023 is the default. */
export const REFERENCE_STYLES = ['abnt', 'apa', 'vancouver', 'harvard'] as const;
export type ReferenceStyle = (typeof REFERENCE_STYLES)[number];

/** GET /acervo/{id}/referencia: one reference in the chosen style. */
export const ReferenceSchema = Type.Object({
  cod_acervo: Type.Integer(),
  estilo: Type.Enum(REFERENCE_STYLES),
  /** Plain text, no markup (for the clipboard). */
  texto: Type.String(),
  /** HTML with the highlighted element (ABNT: the title, in bold) marked up; text escaped. */
  html: Type.String(),
  /** The same as markdown (`**title**`). */
  markdown: Type.String(),
});
export type Reference = Static<typeof ReferenceSchema>;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDate = Type.String({ format: 'date' });

/**
 * `{id}` of /acervo/{id}/…, /kardex/{id}/…, /sumario/{id}/…, /comentarios/acervo/{id} and
 * /autoridade/{id}. A string on purpose: a non-numeric or unknown id is a not-found (404, the
 * web's not-found screen), not a validation error.
 */
export const TitleIdParamsSchema = Type.Object({ id: Type.String() });
export type TitleIdParams = Static<typeof TitleIdParamsSchema>;

/** Query of /acervo/{id}/referencia: `estilo` abnt (default), apa, vancouver, harvard. */
export const ReferenceQuerySchema = Type.Object({
  estilo: Type.Optional(Type.Enum(REFERENCE_STYLES)),
});

/** Formats of the MARC and Dublin Core downloads. */
export const MARC_FORMATS = ['iso2709', 'marcxml', 'json'] as const;
export type MarcDownloadFormat = (typeof MARC_FORMATS)[number];

/**
 * Query of /acervo/{id}/marc and /autoridade/{id}/marc. `liberacao=1` also shows local and
 * internal fields (9XX, 59X); `formato` downloads the record instead of the JSON view.
 */
export const MarcQuerySchema = Type.Object({
  liberacao: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  formato: Type.Optional(Type.Enum(MARC_FORMATS)),
});

/** One field of the MARC view: control fields have `valor`, data fields indicators and subfields. */
export const MarcViewFieldSchema = Type.Object({
  tag: Type.String(),
  ind1: Nullable(Type.String()),
  ind2: Nullable(Type.String()),
  valor: Nullable(Type.String()),
  subcampos: Type.Array(Type.Object({ codigo: Type.String(), valor: Type.String() })),
});

/** GET /acervo/{id}/marc and /autoridade/{id}/marc: the record field by field. */
export const MarcViewSchema = Type.Object({
  lider: Type.String(),
  campos: Type.Array(MarcViewFieldSchema),
  /** True when local/internal fields are shown (liberacao=1). */
  liberacao: Type.Boolean(),
  /** Fields left out because they are local (0 with liberacao=1). */
  ocultos: Type.Integer(),
});
export type MarcView = Static<typeof MarcViewSchema>;

/** An author of a title, linked to its authority record when one matches. */
export const TitleAuthorSchema = Type.Object({
  nome: Type.String(),
  /** Relator term or code (MARC $e / $4). */
  funcao: Nullable(Type.String()),
  tipo: Type.Union([Type.Literal('person'), Type.Literal('corporate'), Type.Literal('meeting')]),
  /** The main entry (1XX). */
  principal: Type.Boolean(),
  cod_autoridade: Nullable(Type.Integer()),
});

/** A subject, with what the web needs to search for it (`/?campo=assunto&termo=…`). */
export const TitleSubjectSchema = Type.Object({
  descricao: Type.String(),
  tipo: Type.String(),
  cod_autoridade: Nullable(Type.Integer()),
  pesquisa: Type.Object({ campo: Type.Literal('assunto'), termo: Type.String() }),
});

/**
 * An online link (MARC 856): `seq_paragrafo` is its position among the 856 fields, from 1.
 * `url` is null when the catalogued address is not an http, https or mailto link (see
 * `isSafeLink`); `descricao` then holds the label, or the address as text to show unlinked.
 */
export const TitleLinkSchema = Type.Object({
  seq_paragrafo: Type.Integer(),
  url: Nullable(Type.String()),
  descricao: Nullable(Type.String()),
});
export type TitleLink = Static<typeof TitleLinkSchema>;

/** GET /acervo/{id}: the title's details. */
export const TitleDetailSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  subtitulo: Nullable(Type.String()),
  responsabilidade: Nullable(Type.String()),
  autores: Type.Array(TitleAuthorSchema),
  edicao: Nullable(Type.String()),
  local: Nullable(Type.String()),
  editora: Nullable(Type.String()),
  ano_publicacao: Nullable(Type.Integer()),
  descricao_fisica: Nullable(Type.String()),
  series: Type.Array(Type.String()),
  notas: Type.Array(Type.String()),
  /** Contents (MARC 505), one part per entry. */
  conteudo: Type.Array(Type.String()),
  assuntos: Type.Array(TitleSubjectSchema),
  isbn: Type.Array(Type.String()),
  issn: Type.Array(Type.String()),
  /** Call number (classification and author mark). */
  classificacao: Nullable(Type.String()),
  /** MARC language code and its name in the request language. */
  idioma: Nullable(Type.String()),
  idioma_desc: Nullable(Type.String()),
  /** Material type (MATERIAL_TYPES) and its name in the request language. */
  cod_tipo_obra: Type.String(),
  desc_tipo_obra: Type.String(),
  /** The colour of the material type (badges, cover placeholders), as in /cor. */
  cor: Type.String(),
  /** Volume of the bibliographic record (245 $n / 490 $v). */
  volume: Nullable(Type.String()),
  /** The volume/tome/part combinations the copies have (for hold and loan-request forms). */
  volumes: Type.Array(
    Type.Object({
      volume: Nullable(Type.String()),
      tomo: Nullable(Type.String()),
      parte: Nullable(Type.String()),
    }),
  ),
  links: Type.Array(TitleLinkSchema),
  /** Fields in their original script (MARC 880), each beside the romanized field it pairs with. */
  escrita_original: Type.Array(OriginalScriptSchema),
  /** Cover image: the stored cover when there is one, otherwise the generated placeholder. */
  link_capa: Type.String(),
  possui_capa: Type.Boolean(),
  /** Set for a record of another institution (network catalogue). */
  instituicao: Nullable(Type.Object({ cod_empresa: Type.Integer(), desc_empresa: Type.String() })),
});
export type TitleDetail = Static<typeof TitleDetailSchema>;

/** Query of /acervo/{id}/exemplares: `cod_unidade` keeps one library's copies. */
export const CopiesQuerySchema = Type.Object({ cod_unidade: Type.Optional(Id) });

/** One copy (exemplar) of a title. */
export const CopySchema = Type.Object({
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.String(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  localizacao: Nullable(Type.String()),
  classificacao: Nullable(Type.String()),
  /** normal, short, reference, special, and its translated label. */
  tipo_emprestimo: Type.String(),
  desc_tipo_emprestimo: Type.String(),
  colecao: Nullable(Type.String()),
  volume: Nullable(Type.String()),
  tomo: Nullable(Type.String()),
  parte: Nullable(Type.String()),
  /** COPY_STATUSES, and its translated label. */
  situacao: Type.String(),
  desc_situacao: Type.String(),
  /** Expected return date, for a copy on loan. */
  data_devolucao_prevista: Nullable(IsoDate),
  acervo_fechado: Type.Boolean(),
});
export const CopyListSchema = Type.Array(CopySchema);
export type Copy = Static<typeof CopySchema>;

/** One element of the Dublin Core crosswalk. */
export const DublinCoreElementSchema = Type.Object({
  /** Element name without prefix: title, creator, subject… */
  elemento: Type.String(),
  valor: Type.String(),
  /** The MARC tag it came from ('leader' for type from leader/06). */
  origem: Type.String(),
});
/** GET /acervo/{id}/dublin-core (table; `formato=xml` gives oai_dc XML). */
export const DublinCoreSchema = Type.Object({
  cod_acervo: Type.Integer(),
  elementos: Type.Array(DublinCoreElementSchema),
});
export const DublinCoreQuerySchema = Type.Object({ formato: Type.Optional(Type.Literal('xml')) });

/** GET /acervo/{id}/cor: the material type's colour (hex) and the palette. */
export const TitleColourSchema = Type.Object({
  cod_acervo: Type.Integer(),
  cod_tipo_obra: Type.String(),
  /** Background colour, #rrggbb; `cor_texto` is the text colour readable on it (WCAG AA). */
  cor: Type.String(),
  cor_texto: Type.String(),
});

/** GET /acervo/{id}/bibliotecas: libraries holding copies, with counts. */
export const TitleLibrariesSchema = Type.Array(
  Type.Object({
    cod_biblioteca: Type.Integer(),
    desc_biblioteca: Type.String(),
    cod_campus: Type.Integer(),
    nome_campus: Type.String(),
    total: Type.Integer(),
    disponiveis: Type.Integer(),
  }),
);

/** Query of /acervo/{id}/totais: acquisition period and library, all optional. */
export const TotalsQuerySchema = Type.Object({
  dataIni: Type.Optional(IsoDate),
  dataFim: Type.Optional(IsoDate),
  biblioteca: Type.Optional(Id),
});
/** Copies per library: acquired within the period and in total. */
export const TotalsSchema = Type.Object({
  dataIni: Nullable(IsoDate),
  dataFim: Nullable(IsoDate),
  bibliotecas: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      adquiridos: Type.Integer(),
      total: Type.Integer(),
    }),
  ),
  adquiridos: Type.Integer(),
  total: Type.Integer(),
});

/** Why an action is not allowed. */
export const PERMISSION_REASONS = [
  'login_required',
  'network_record',
  'no_copies',
  /** Signed-in patron: suspended (GET /pessoas/afastamentos says until when). */
  'suspended',
  /** Hold: a copy that may go home is on the shelf (spec §5): borrow it instead. */
  'copies_available',
  /** Hold: the patron has a copy of this title on loan already. */
  'already_borrowed',
] as const;
const Permission = Type.Object({
  permitido: Type.Boolean(),
  motivo: Nullable(Type.Enum(PERMISSION_REASONS)),
});
/**
 * GET /acervo/{id}/permissoes: what the caller may do with this title. Visitors may view,
 * export and add to the basket; holds and loan requests need a signed-in patron
 * (login_required); network records have no local copies (network_record).
 */
export const TitlePermissionsSchema = Type.Object({
  cod_acervo: Type.Integer(),
  visualizar: Permission,
  exportar: Permission,
  cesta: Permission,
  reserva: Permission,
  solicitacao_emprestimo: Permission,
  comentar: Permission,
});

/** GET /acervo/{id}/dados-estatisticos/anos: years with usage data, newest first. */
export const StatisticsYearsSchema = Type.Array(Type.Integer());
export const StatisticsYearParamsSchema = Type.Object({
  id: Type.String(),
  ano: Type.Integer({ minimum: 1900, maximum: 2999 }),
});
/** GET /acervo/{id}/dados-estatisticos/dados/{ano}: twelve months, January first. */
export const StatisticsYearSchema = Type.Object({
  ano: Type.Integer(),
  meses: Type.Array(
    Type.Object({
      mes: Type.Integer(),
      emprestimos: Type.Integer(),
      renovacoes: Type.Integer(),
      reservas: Type.Integer(),
    }),
  ),
  total_emprestimos: Type.Integer(),
});

/** Query of /acervo/{id}/dados-armazem: narrow to one library and volume/tome/part. */
export const StorageQuerySchema = Type.Object({
  cod_biblioteca: Type.Optional(Id),
  tomo: Type.Optional(Type.String({ maxLength: 40 })),
  parte: Type.Optional(Type.String({ maxLength: 40 })),
  volume: Type.Optional(Type.String({ maxLength: 40 })),
});
/** Closed stacks: which copies are kept there and how to ask for them. */
export const StorageSchema = Type.Object({
  acervo_fechado: Type.Boolean(),
  bibliotecas: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      email: Nullable(Type.String()),
      telefone: Nullable(Type.String()),
      exemplares: Type.Integer(),
      disponiveis: Type.Integer(),
    }),
  ),
  /** How to ask for a copy from closed stacks, in the request language. */
  instrucoes: Type.String(),
});

/** GET /comentarios/acervo/{id}: approved comments, newest first; `texto` is plain text. */
export const TitleCommentsSchema = Type.Array(
  Type.Object({
    cod_comentario: Type.Integer(),
    autor: Type.String(),
    texto: Type.String(),
    data: Type.String({ format: 'date-time' }),
  }),
);

/** GET /autoridade/{id}: an authority record for people. */
export const AuthoritySchema = Type.Object({
  cod_autoridade: Type.Integer(),
  cabecalho: Type.String(),
  /** AUTHORITY_KINDS, and its label in the request language. */
  tipo: Type.String(),
  desc_tipo: Type.String(),
  /** 4XX: forms not used that lead here. */
  formas_variantes: Type.Array(Type.String()),
  /** 5XX: related headings, linked when we hold their authority record. */
  ver_tambem: Type.Array(
    Type.Object({ cabecalho: Type.String(), cod_autoridade: Nullable(Type.Integer()) }),
  ),
  notas: Type.Array(Type.String()),
  /** 670: sources consulted. */
  fontes: Type.Array(Type.String()),
  /** Titles that use this heading, and the search that lists them. */
  total_titulos: Type.Integer(),
  pesquisa: Type.Object({
    campo: Type.Union([Type.Literal('autor'), Type.Literal('assunto')]),
    termo: Type.String(),
  }),
});

export type Authority = Static<typeof AuthoritySchema>;

/**
 * GET /autoridade/combo: the options of the authority-search select. `autoridades` optionally
 * restricts the kinds offered (comma-separated AUTHORITY_KINDS); `todos` always comes first.
 */
export const AuthorityComboQuerySchema = Type.Object({
  autoridades: Type.Optional(Type.String({ maxLength: 400 })),
});
export const AuthorityComboSchema = Type.Array(
  Type.Object({
    /** 'todos' or an AUTHORITY_KINDS value. */
    codigo: Type.String(),
    descricao: Type.String(),
    /** Authority records of this kind. */
    total: Type.Integer(),
  }),
);

/** GET /kardex/{id}/permissao: whether the title has a kardex the caller may see. */
export const KardexPermissionSchema = Type.Object({
  cod_acervo: Type.Integer(),
  possui_kardex: Type.Boolean(),
  permitido: Type.Boolean(),
});

/** GET /kardex/{id}/combobox-data: the options of the kardex filters. */
export const KardexChoicesSchema = Type.Object({
  anos: Type.Array(Type.Integer()),
  bibliotecas: Type.Array(
    Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() }),
  ),
  /** Periodicity code (MARC 008/18 of a serial: m monthly, q quarterly…) and its label. */
  periodicidades: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
});

/** GET /kardex/{id}/data: the issues received, filtered; `codPar` is an issue code. */
export const KardexQuerySchema = Type.Object({
  codPeriod: Type.Optional(Type.String({ maxLength: 1, minLength: 1 })),
  codBib: Type.Optional(Id),
  codPar: Type.Optional(Id),
  year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2999 })),
});
const SerialIssue = {
  /** The issue's code. */
  codPar: Type.Integer(),
  ano: Type.Integer(),
  volume: Nullable(Type.String()),
  numero: Nullable(Type.String()),
  data_publicacao: Nullable(IsoDate),
  data_recebimento: Nullable(IsoDate),
  cod_biblioteca: Nullable(Type.Integer()),
  desc_biblioteca: Nullable(Type.String()),
};
export const KardexIssuesSchema = Type.Array(
  Type.Object({ ...SerialIssue, qtd_sumario: Type.Integer() }),
);

/**
 * GET /kardex/{id}/item: one issue (`codPar`) with its contents. `seqPar` picks one contents
 * entry (from 1); `seqSec` a section of it — our contents are flat, so only 1 exists.
 */
export const KardexItemQuerySchema = Type.Object({
  codPar: Id,
  seqPar: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  seqSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })),
});
export const KardexItemSchema = Type.Object({
  ...SerialIssue,
  sumario: Type.Array(Type.Object({ seqPar: Type.Integer(), descricao: Type.String() })),
});

/** GET /sumario/{id}/dados: contents of serial issues and of the book (MARC 505). */
export const ContentsSchema = Type.Object({
  cod_acervo: Type.Integer(),
  fasciculos: Type.Array(Type.Object({ ...SerialIssue, sumario: Type.Array(Type.String()) })),
  livro: Type.Array(Type.String()),
});
