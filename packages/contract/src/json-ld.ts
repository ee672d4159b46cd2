import type { TitleDetail } from './titles.ts';

/** schema.org type per material type; anything else is a CreativeWork. */
export const SCHEMA_ORG_TYPES: Record<string, string> = {
  book: 'Book',
  ebook: 'Book',
  thesis: 'Thesis',
  serial: 'Periodical',
  article: 'ScholarlyArticle',
  video: 'Movie',
  sound: 'MusicRecording',
  score: 'SheetMusic',
  map: 'Map',
  image: 'VisualArtwork',
  computer_file: 'SoftwareApplication',
  normative_act: 'Legislation',
  archive: 'ArchiveComponent',
};

/** MARC language codes (ISO 639-2/B) that differ from their BCP 47 form. */
const LANGUAGES: Record<string, string> = {
  por: 'pt',
  eng: 'en',
  spa: 'es',
  fre: 'fr',
  ger: 'de',
  ita: 'it',
  lat: 'la',
  jpn: 'ja',
  chi: 'zh',
  rus: 'ru',
};

/** A library holding copies of the title, as the page says it. */
export interface Holding {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  /** Copies that may be borrowed now. */
  available: number;
  /** Every copy, reference ones included. */
  total: number;
}

const GOODRELATIONS_LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/**
 * A library's copies as schema.org's library-holdings pattern has them (SchemaBibEx): an Offer
 * to lend (`businessFunction` LeaseOut) made by a `Library`, in stock when a copy may be
 * borrowed now.
 */
function offer(holding: Holding) {
  return {
    '@type': 'Offer',
    businessFunction: GOODRELATIONS_LEASE_OUT,
    availability:
      holding.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    inventoryLevel: { '@type': 'QuantitativeValue', value: holding.total },
    offeredBy: {
      '@type': 'Library',
      name: holding.name,
      ...(holding.address ? { address: holding.address } : {}),
      ...(holding.email ? { email: holding.email } : {}),
      ...(holding.phone ? { telephone: holding.phone } : {}),
    },
  };
}

/**
 * The title as a schema.org object: name, author, date, ISBN/ISSN, publisher, language,
 * subjects and, given, the libraries holding it as offers. `origin` is the public address.
 */
export function titleJsonLd(title: TitleDetail, origin: string, holdings: readonly Holding[] = []) {
  const type = SCHEMA_ORG_TYPES[title.cod_tipo_obra] ?? 'CreativeWork';
  const url = `${origin}/acervo/${title.cod_acervo}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': url,
    url,
    name: title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo,
    image: `${origin}/api/vinculos/imagem?cod_acervo=${title.cod_acervo}&limite=240`,
  };
  if (title.autores.length > 0) {
    data.author = title.autores.map((author) => ({
      '@type': author.tipo === 'person' ? 'Person' : 'Organization',
      name: author.nome,
    }));
  }
  if (title.ano_publicacao !== null) data.datePublished = String(title.ano_publicacao);
  if (title.editora) {
    data.publisher = {
      '@type': 'Organization',
      name: title.editora,
      ...(title.local ? { location: title.local } : {}),
    };
  }
  if (title.idioma) data.inLanguage = LANGUAGES[title.idioma] ?? title.idioma;
  if (title.edicao && type === 'Book') data.bookEdition = title.edicao;
  if (title.cod_tipo_obra === 'ebook') data.bookFormat = 'https://schema.org/EBook';
  if (title.isbn.length > 0 && type === 'Book') data.isbn = title.isbn[0];
  if (title.issn.length > 0) data.issn = title.issn[0];
  if (title.assuntos.length > 0) data.about = title.assuntos.map((subject) => subject.descricao);
  if (holdings.length > 0) data.offers = holdings.map(offer);
  return data;
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` escaped as JSON
 * escapes (and the line separators JavaScript once refused), so no text can close the element
 * or open a comment; the JSON reads back the same.
 */
export const serializeJsonLd = (data: unknown) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
