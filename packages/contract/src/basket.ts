import Type, { type Static } from 'typebox';

/** Export formats of the basket (`tipo`). */
export const BASKET_EXPORT_FORMATS = [
  'abnt',
  'ris',
  'bibtex',
  'marc',
  'marcxml',
  'csv',
  'pdf',
] as const;
export type BasketExportFormat = (typeof BASKET_EXPORT_FORMATS)[number];

/** Columns a CSV export may carry (`dados`), in the order they are written. */
export const BASKET_EXPORT_FIELDS = [
  'cod_acervo',
  'titulo',
  'subtitulo',
  'autores',
  'edicao',
  'local',
  'editora',
  'ano_publicacao',
  'descricao_fisica',
  'serie',
  'assuntos',
  'isbn',
  'issn',
  'idioma',
  'tipo_obra',
  'localizacao',
  'referencia',
] as const;
export type BasketExportField = (typeof BASKET_EXPORT_FIELDS)[number];

/** Most titles one export may carry; more is a 422 (`basket_too_large`). */
export const BASKET_EXPORT_LIMIT = 500;

/** Longest note a patron may add to a basket email. */
export const BASKET_EMAIL_NOTE_LENGTH = 1000;

/**
 * `opcoesEmail`: send the export as an attachment instead of downloading it. `emails` holds one
 * to five addresses separated by `;` (spec §5); every one is checked before anything is sent.
 * Email export is available only when `/parametros/funcionalidades` says `cesta_email`.
 */
export const BasketEmailOptionsSchema = Type.Object({
  emails: Type.String({ minLength: 1, maxLength: 4000 }),
  /**
   * Accepted for clients of the spec, and ignored: the subject is fixed by the library, so the
   * catalogue's address cannot carry a subject line of the sender's choosing.
   */
  assunto: Type.Optional(Type.String({ maxLength: 200 })),
  /** A note, quoted in the message below the library's own text. */
  mensagem: Type.Optional(Type.String({ maxLength: BASKET_EMAIL_NOTE_LENGTH })),
});
export type BasketEmailOptions = Static<typeof BasketEmailOptionsSchema>;

/** POST /api/acervo/exportar-cesta — export the basket as a download or by email. */
export const BasketExportRequestSchema = Type.Object({
  tipo: Type.Union(BASKET_EXPORT_FORMATS.map((f) => Type.Literal(f))),
  /** CSV columns; every column when absent or empty. Ignored by the other formats. */
  dados: Type.Optional(Type.Array(Type.Union(BASKET_EXPORT_FIELDS.map((f) => Type.Literal(f))))),
  /** Title codes (cod_acervo), in the order the export lists them. */
  acervos: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1 }),
  opcoesEmail: Type.Optional(Type.Union([BasketEmailOptionsSchema, Type.Null()])),
});
export type BasketExportRequest = Static<typeof BasketExportRequestSchema>;

/** Answer of an export sent by email (a download answers the file itself). */
export const BasketEmailResultSchema = Type.Object({
  /** The addresses the message went to. */
  emails: Type.Array(Type.String()),
  /** Name of the attached file. */
  arquivo: Type.String(),
  /** Titles exported. */
  total: Type.Integer(),
  /** Requested codes with no title in the catalogue (left out of the export). */
  ignorados: Type.Array(Type.Integer()),
});
export type BasketEmailResult = Static<typeof BasketEmailResultSchema>;
