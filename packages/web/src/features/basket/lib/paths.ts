/** The basket screen (spec §2). */
export const BASKET_PATH = '/cesta';

/** A title's page. */
export const titlePath = (codAcervo: number) => `/acervo/${codAcervo}`;

/** The cover (or placeholder) image of a title, at most `limite` pixels wide. */
export const coverUrl = (codAcervo: number, limite: number) =>
  `/api/vinculos/imagem?cod_acervo=${codAcervo}&limite=${limite}`;
