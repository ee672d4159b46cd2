import Type, { type Static } from 'typebox';

/**
 * Comments sent by patrons (spec §3 "Comment: subject to approval by the unit", §4, §5, §7
 * "Comments" and "Units" general comment, §8 comment 422), the staff's approval, the permanent
 * basket (§7 "Items" cesta-permanente) and the patron's external databases
 * (`/acervo/meu-pergamum/bases-dados`). Wire names follow the spec where it gives them
 * (content, b, acervos, acervo, tipoBusca, dataIni, dataFim); the answers follow its style.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ format: 'date' });
const Instant = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Longest comment, in characters (the database refuses longer ones too). */
export const COMMENT_MAX_LENGTH = 4000;

/**
 * Comments a patron may have awaiting approval at once (spec §6 "comment-approval limits apply
 * per user", §9 "server-defined"). One more is refused with the §8 422 comment_pending_limit.
 */
export const COMMENT_PENDING_LIMIT = 5;

/** Statuses of a comment: awaiting the library, shown on the title page, or not approved. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

const CommentStatusSchema = Type.Enum([...COMMENT_STATUSES]);

/**
 * POST /comentarios/acervo/{id} and POST /unidade-informacao/comentario: the comment's text
 * (`content`) and the library that moderates it (`b`, a cod_biblioteca). Both are checked by the
 * server so a missing one answers the spec §5 message naming it, not a schema error.
 */
export const CommentBodySchema = Type.Object({
  /** The text, plain: markup is kept and shown as typed, never interpreted. */
  content: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  /** cod_biblioteca of the library the comment goes to (spec §5: must be chosen). */
  b: Type.Optional(Nullable(Type.Integer())),
});
export type CommentBody = Static<typeof CommentBodySchema>;

/** A comment as its author sees it: any status, with the library's reply. */
export const MyCommentSchema = Type.Object({
  cod_comentario: Type.Integer(),
  /** The title commented; null for a general comment to the library. */
  cod_acervo: Nullable(Type.Integer()),
  titulo: Nullable(Type.String()),
  cod_biblioteca: Nullable(Type.Integer()),
  desc_biblioteca: Nullable(Type.String()),
  texto: Type.String(),
  situacao: CommentStatusSchema,
  data: Instant,
  /** When the library approved or rejected it; null while pending. */
  data_resposta: Nullable(Instant),
  /** The library's reply, when it wrote one. */
  resposta: Nullable(Type.String()),
});
export type MyComment = Static<typeof MyCommentSchema>;
export const MyCommentsSchema = Type.Array(MyCommentSchema);

/**
 * GET /comentarios/usuario (our addition: the Comments tab's list): every comment of the patron,
 * title and general ones, newest first; by status and by the day sent (inclusive).
 */
export const MyCommentsQuerySchema = Type.Object({
  situacao: Type.Optional(CommentStatusSchema),
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type MyCommentsQuery = Static<typeof MyCommentsQuerySchema>;

/** GET /comentarios/usuario/acervos: a title the patron commented, with counts by status. */
export const CommentedTitleSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  total: Type.Integer(),
  pendentes: Type.Integer(),
  aprovados: Type.Integer(),
  recusados: Type.Integer(),
  /** When the latest of these comments was sent. */
  ultimo: Instant,
});
export type CommentedTitle = Static<typeof CommentedTitleSchema>;
export const CommentedTitlesSchema = Type.Array(CommentedTitleSchema);

/** A comment on the desk's queue: the patron's view plus who wrote it. */
export const DeskCommentSchema = Type.Object({
  ...MyCommentSchema.properties,
  cod_pessoa: Nullable(Type.Integer()),
  autor: Type.String(),
});
export type DeskComment = Static<typeof DeskCommentSchema>;
export const DeskCommentsSchema = Type.Array(DeskCommentSchema);

/** POST /balcao/comentarios/{id}/aprovacao: approve or reject, with an optional reply. */
export const CommentReviewBodySchema = Type.Object({
  situacao: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  resposta: Type.Optional(Nullable(Type.String({ maxLength: COMMENT_MAX_LENGTH }))),
});
export type CommentReviewBody = Static<typeof CommentReviewBodySchema>;

// ---------------------------------------------------------------------------------------------
// Permanent basket

/** Most titles a permanent basket holds; adding past it is a 422 permanent_basket_full. */
export const PERMANENT_BASKET_LIMIT = 1000;

/** POST /acervo/cesta-permanente: adds many titles at once (the browser basket in one step). */
export const PermanentBasketAddManySchema = Type.Object({
  acervos: Type.Array(Id, { minItems: 1, maxItems: PERMANENT_BASKET_LIMIT }),
});
export type PermanentBasketAddMany = Static<typeof PermanentBasketAddManySchema>;

/** PUT /acervo/cesta-permanente: puts one title in (already there: nothing changes). */
export const PermanentBasketAddOneSchema = Type.Object({ acervo: Id });
export type PermanentBasketAddOne = Static<typeof PermanentBasketAddOneSchema>;

/** What an addition did. */
export const PermanentBasketChangeSchema = Type.Object({
  /** Titles newly saved. */
  adicionados: Type.Integer(),
  /** Titles that were saved already (left as they were, with their first date). */
  ja_salvos: Type.Integer(),
  /** Codes with no title in the catalogue, left out. */
  ignorados: Type.Array(Type.Integer()),
  /** Titles in the permanent basket now, and its limit. */
  total: Type.Integer(),
  limite: Type.Integer(),
});
export type PermanentBasketChange = Static<typeof PermanentBasketChangeSchema>;

/**
 * tipoBusca of GET /acervo/cesta-permanente/colecao: the order of the list — `data` (newest
 * saved first, the default), `titulo` (by title) or `autor` (by first author, then title).
 */
export const PERMANENT_BASKET_ORDERS = ['data', 'titulo', 'autor'] as const;
export type PermanentBasketOrder = (typeof PERMANENT_BASKET_ORDERS)[number];

/** GET /acervo/cesta-permanente/colecao: the saved titles, by the day saved (inclusive). */
export const PermanentBasketQuerySchema = Type.Object({
  tipoBusca: Type.Optional(Type.Enum([...PERMANENT_BASKET_ORDERS])),
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type PermanentBasketQuery = Static<typeof PermanentBasketQuerySchema>;

export const PermanentBasketItemSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Nullable(Type.String()),
  ano_publicacao: Nullable(Type.Integer()),
  tipo_obra: Type.String(),
  data_inclusao: Instant,
});
export type PermanentBasketItem = Static<typeof PermanentBasketItemSchema>;

export const PermanentBasketSchema = Type.Object({
  /** Every title saved (not only those listed by the date filter). */
  total: Type.Integer(),
  limite: Type.Integer(),
  itens: Type.Array(PermanentBasketItemSchema),
});
export type PermanentBasket = Static<typeof PermanentBasketSchema>;

/** DELETE /acervo/cesta-permanente/{acervo} (our addition): takes one title out. */
export const PermanentBasketRemovedSchema = Type.Object({ total: Type.Integer() });

// ---------------------------------------------------------------------------------------------
// External databases

/** GET /acervo/meu-pergamum/bases-dados: an external database the patron may use. */
export const ExternalDatabaseSchema = Type.Object({
  codigo: Type.Integer(),
  nome: Type.String(),
  url: Type.String(),
  descricao: Nullable(Type.String()),
});
export type ExternalDatabase = Static<typeof ExternalDatabaseSchema>;
export const ExternalDatabasesSchema = Type.Array(ExternalDatabaseSchema);
