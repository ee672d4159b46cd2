import Type, { type Static } from 'typebox';

/** Reference styles of `/acervo/{id}/referencia` (param `estilo`); ABNT NBR 6023 is the default. */
export const REFERENCE_STYLES = ['abnt', 'apa', 'vancouver', 'harvard'] as const;
export type ReferenceStyle = (typeof REFERENCE_STYLES)[number];

/** GET /acervo/{id}/referencia: one reference in the chosen style. */
export const ReferenceSchema = Type.Object({
  cod_acervo: Type.Integer(),
  estilo: Type.Union(REFERENCE_STYLES.map((s) => Type.Literal(s))),
  /** Plain text, no markup (for the clipboard). */
  texto: Type.String(),
  /** HTML with the highlighted element (ABNT: the title, in bold) marked up; text escaped. */
  html: Type.String(),
  /** The same as markdown (`**title**`). */
  markdown: Type.String(),
});
export type Reference = Static<typeof ReferenceSchema>;
