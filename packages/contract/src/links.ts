import Type, { type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The e-book providers Estante has adapters for. */
export const EBOOK_PROVIDERS = ['pearson', 'grupoa'] as const;
export type EbookProvider = (typeof EBOOK_PROVIDERS)[number];

/**
 * GET /api/vinculos/imagem — `cod_acervo` the title; `limite` the width in pixels of the
 * generated placeholder (its height is 3/2 of it). A stored cover is served as it is.
 */
export const CoverQuerySchema = Type.Object({
  cod_acervo: Id,
  limite: Type.Optional(Type.Integer({ minimum: 40, maximum: 1200 })),
});
export type CoverQuery = Static<typeof CoverQuerySchema>;

/** GET /api/vinculos/links-resultado — `acervos`: title codes separated by commas (at most 100). */
export const ResultLinksQuerySchema = Type.Object({
  acervos: Type.String({ minLength: 1, maxLength: 1200 }),
});
export type ResultLinksQuery = Static<typeof ResultLinksQuerySchema>;

/** One online link (MARC 856) of a title. */
export const OnlineLinkSchema = Type.Object({
  /** Position of the 856 among the title's 856 fields, from 1: the `{b}` of acesso-restrito. */
  seq_paragrafo: Type.Integer(),
  /**
   * The address, only when it is an http, https or mailto link (see `isSafeLink`); null
   * otherwise, with the address as text in `descricao` when the field has no label.
   */
  url: Type.Union([Type.String(), Type.Null()]),
  descricao: Type.Union([Type.String(), Type.Null()]),
  /** The link goes through an e-book provider: open it with POST acesso-restrito. */
  restrito: Type.Boolean(),
  /** Provider of a restricted link. */
  provedor: Type.Union([Type.Literal('pearson'), Type.Literal('grupoa'), Type.Null()]),
});
export type OnlineLink = Static<typeof OnlineLinkSchema>;

/** The online links of each requested title (titles without links are listed with none). */
export const ResultLinksSchema = Type.Array(
  Type.Object({ cod_acervo: Type.Integer(), links: Type.Array(OnlineLinkSchema) }),
);
export type ResultLinks = Static<typeof ResultLinksSchema>;

/** `{id}` of /vinculos/abnt/{id} and /vinculos/target/{id}. */
export const LinkTitleParamsSchema = Type.Object({ id: Id });

/** GET /api/vinculos/abnt/{id} — the title's ABNT NBR 6023 reference and its first online link. */
export const AbntLinkSchema = Type.Object({
  cod_acervo: Type.Integer(),
  /** Plain text. */
  referencia: Type.String(),
  /** The same with the title in `<strong>` (the only markup; every other text is escaped). */
  referencia_html: Type.String(),
  /** The title's online address: an http, https or mailto link, or null. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type AbntLink = Static<typeof AbntLinkSchema>;

/** GET /api/vinculos/target/{id} — Target GEDWeb links; empty while no Target base is connected. */
export const TargetLinksSchema = Type.Array(
  Type.Object({ descricao: Type.String(), url: Type.String() }),
);

/**
 * POST /api/vinculos/acesso-restrito/{a}/s/{b}: `a` = cod_acervo, `b` = seq_paragrafo (the
 * position of the title's 856 link, from 1).
 */
export const RestrictedAccessParamsSchema = Type.Object({
  a: Id,
  b: Type.Integer({ minimum: 1, maximum: 999 }),
});

const ClientText = Type.Optional(Type.String({ maxLength: 200 }));

/** Who opens the link and from where (recorded with the access). */
export const RestrictedAccessBodySchema = Type.Object({
  /**
   * Accepted for clients of the spec, and ignored: the reader passed on to the provider is the
   * signed-in patron of the access token, never a name a client sends. Visitors get 401
   * `login_required` (the sign-in prompt).
   */
  userId: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Integer({ minimum: 0 })]),
  ),
  browser: ClientText,
  device: ClientText,
  os: ClientText,
});
export type RestrictedAccessBody = Static<typeof RestrictedAccessBodySchema>;

/**
 * Either provider data (`provedor` + `dados`: the web stores `dados`, then opens `/pearson`,
 * which posts them to `dados.url`) or a `url` to open in a new tab (an absolute provider URL, or
 * our `/grupoa?sessionid=…` page).
 */
export const RestrictedAccessSchema = Type.Object({
  provedor: Type.Union([Type.Literal('pearson'), Type.Literal('grupoa')]),
  dados: Type.Optional(Type.Record(Type.String(), Type.String())),
  url: Type.Optional(Type.String()),
});
export type RestrictedAccess = Static<typeof RestrictedAccessSchema>;

/** POST /api/vinculos/grupoa — the session the `/grupoa` page was opened with. */
export const GrupoASessionBodySchema = Type.Object({
  sessionid: Type.String({ minLength: 8, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
});
/** The Grupo A reader URL to go to. */
export const GrupoASessionSchema = Type.Object({ url: Type.String() });

/** POST /api/vinculos/estatistica-acesso — one opened online link (always answered with 204). */
export const AccessStatisticBodySchema = Type.Object({
  cod_acervo: Id,
  seq_paragrafo: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]),
  ),
  url: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /** Accepted and ignored: the access is recorded for the signed-in patron, if any. */
  user_id: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Integer(), Type.Null()]),
  ),
  browser: ClientText,
  device: ClientText,
  os: ClientText,
});
export type AccessStatisticBody = Static<typeof AccessStatisticBodySchema>;
