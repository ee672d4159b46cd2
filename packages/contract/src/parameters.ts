import Type, { type Static } from 'typebox';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A labelled external link (external databases, network catalogue). */
export const LinkSchema = Type.Object({ descricao: Type.String(), url: Type.String() });
export type Link = Static<typeof LinkSchema>;

/**
 * GET /api/parametros/instituicao — institution settings that drive labels, messages, links
 * and features (spec §3). Field names as in the spec.
 */
export const InstitutionSchema = Type.Object({
  codEmpresa: Type.Integer(),
  sigla: Type.String(),
  nome: Type.String(),
  tema: Type.String(),
  /** URL of the institution's logo, served by us. */
  logo: Nullable(Type.String()),
  denominacao_login: Nullable(Type.String()),
  msg_login: Nullable(Type.String()),
  msg_suporte_consulta: Nullable(Type.String()),
  link_lgpd: Nullable(Type.String()),
  link_logout_OIDC: Nullable(Type.String()),
  usaOIDC: Type.Boolean(),
  destino_padrao_login_catalogo: Nullable(Type.String()),
  'p.__md_aut': Type.Integer(),
  'p.__md_crypt': Type.Integer(),
  'p.__web_url_pw': Nullable(Type.String()),
  'p.__web_aquisicao': Nullable(Type.String()),
  idioma_padrao: Type.String(),
  /** Up to two external database links shown in the footer when activity 57 is on. */
  bases_externas: Type.Array(LinkSchema),
  /** Network catalogue link shown in the footer when activity 87 is on. */
  link_rede: Nullable(LinkSchema),
});
export type Institution = Static<typeof InstitutionSchema>;

/** Activity (spec §3): a feature switch with its numeric code. */
export const ActivitySchema = Type.Object({
  cod_atividade: Type.Integer(),
  cod_modulo: Type.Integer(),
  descricao: Type.String(),
});
export type Activity = Static<typeof ActivitySchema>;

/** A search tab as configured by the institution, in display order. */
export const SearchTabConfigSchema = Type.Object({
  chave: Type.String(),
  descricao: Type.String(),
  ordem: Type.Integer(),
});

/** GET /api/parametros/funcionalidades — enabled activities and search tabs (page configuration). */
export const FeaturesSchema = Type.Object({
  atividades: Type.Array(ActivitySchema),
  guias: Type.Array(SearchTabConfigSchema),
  /** Ours: whether the caller may have the basket sent by email (exportar-cesta opcoesEmail). */
  cesta_email: Type.Boolean(),
});
export type Features = Static<typeof FeaturesSchema>;

/** GET /api/parametros/{informacoes_gerais|secao_1|secao_2|faq} — ordered content blocks. */
export const InfoBlockSchema = Type.Object({
  codigo: Type.Integer(),
  titulo: Type.String(),
  conteudo: Type.String(),
  link: Nullable(Type.String()),
});
export type InfoBlock = Static<typeof InfoBlockSchema>;
export const InfoBlockListSchema = Type.Array(InfoBlockSchema);

/** Opening interval: dia_semana 1 = Monday … 7 = Sunday; times HH:MM in the library's local time. */
export const OpeningHoursSchema = Type.Object({
  dia_semana: Type.Integer({ minimum: 1, maximum: 7 }),
  abertura: Type.String(),
  fechamento: Type.String(),
});
export type OpeningHours = Static<typeof OpeningHoursSchema>;

/** GET /api/parametros/atendimento (list) and /atendimento/{id} (one): a library's service desk. */
export const ServiceDeskSchema = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  email: Nullable(Type.String()),
  telefone: Nullable(Type.String()),
  endereco: Nullable(Type.String()),
  /** Intervals ordered Monday → Sunday, then by opening time; a day without intervals is closed. */
  horarios: Type.Array(OpeningHoursSchema),
});
export type ServiceDesk = Static<typeof ServiceDeskSchema>;
export const ServiceDeskListSchema = Type.Array(ServiceDeskSchema);

/** GET /api/parametros/eventos_institucionais — upcoming and current events, soonest first. */
export const EventSchema = Type.Object({
  codigo: Type.Integer(),
  titulo: Type.String(),
  descricao: Type.String(),
  /** ISO 8601 date-time. */
  data_inicio: Type.String(),
  data_fim: Nullable(Type.String()),
  local: Nullable(Type.String()),
  link: Nullable(Type.String()),
  cod_biblioteca: Nullable(Type.Integer()),
});
export type Event = Static<typeof EventSchema>;
export const EventListSchema = Type.Array(EventSchema);

export const LibraryIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** GET /api/health */
export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('embedded'), Type.Literal('postgres')]),
  titles: Type.Integer(),
});
export type Health = Static<typeof HealthSchema>;

/** GET /api/parametros/atividade/{id}: the activity code (spec §6). */
export const ActivityIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/**
 * GET /api/parametros/atividade/{id} — one activity and whether the institution has it on
 * (spec §6 feature gating): the same fields as in funcionalidades, plus `ativo`.
 */
export const ActivityStatusSchema = Type.Object({
  ...ActivitySchema.properties,
  ativo: Type.Boolean(),
});
export type ActivityStatus = Static<typeof ActivityStatusSchema>;

/**
 * GET /api/parametros/atividade/{id}/informativo — the institution's informational text for an
 * activity's screen (plain text; null when it has none).
 */
export const ActivityNoticeSchema = Type.Object({
  cod_atividade: Type.Integer(),
  informativo: Nullable(Type.String()),
});
export type ActivityNotice = Static<typeof ActivityNoticeSchema>;

/**
 * GET /api/parametros/autoatendimento — self-service (spec §3): whether the top bar shows the
 * self-service button (showAuto), the library of the self-service station (codBibAuto),
 * whether it asks the patron to sign in (authAuto) and its language (idiomaAuto).
 */
export const SelfServiceSchema = Type.Object({
  showAuto: Type.Boolean(),
  codBibAuto: Nullable(Type.Integer()),
  authAuto: Type.Boolean(),
  idiomaAuto: Type.String(),
});
export type SelfService = Static<typeof SelfServiceSchema>;

/**
 * GET /api/parametros/app-layers — the institution's mobile app (App Layers): on or off, its
 * name and the address that GET /api/pessoas/autenticar/app-layers signs the patron into.
 * Off (`ativo: false`, nulls) when the institution has not configured it.
 */
export const AppLayersSchema = Type.Object({
  ativo: Type.Boolean(),
  nome: Nullable(Type.String()),
  url: Nullable(Type.String()),
});
export type AppLayers = Static<typeof AppLayersSchema>;

/**
 * GET /parametros/postagem-trabalho: whether the institution's work-posting system (Paper post:
 * theses and papers deposited in its repository) is configured, and its name. The address is
 * handed out only with a redirect token (POST /pessoas/postagem-trabalho/redirect).
 */
export const WorkPostingSchema = Type.Object({
  ativo: Type.Boolean(),
  nome: Nullable(Type.String()),
});
export type WorkPosting = Static<typeof WorkPostingSchema>;
