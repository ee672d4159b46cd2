import type { TitleDetail } from '@estante/contract';
import { coverUrl } from './title-summary';

/** schema.org type per material type; anything else is a CreativeWork. */
const SCHEMA_TYPES: Record<string, string> = {
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

/** The title as a schema.org object (name, author, date, ISBN/ISSN, publisher, language…). */
export function titleJsonLd(title: TitleDetail, origin: string) {
  const type = SCHEMA_TYPES[title.cod_tipo_obra] ?? 'CreativeWork';
  const authors = title.autores.map((author) => ({
    '@type': author.tipo === 'person' ? 'Person' : 'Organization',
    name: author.nome,
  }));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${origin}/acervo/${title.cod_acervo}`,
    url: `${origin}/acervo/${title.cod_acervo}`,
    name: title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo,
    image: `${origin}${coverUrl(title.cod_acervo)}`,
  };
  if (authors.length > 0) data.author = authors;
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
  if (title.isbn.length > 0 && type === 'Book') data.isbn = title.isbn[0];
  if (title.issn.length > 0) data.issn = title.issn[0];
  if (title.assuntos.length > 0) data.about = title.assuntos.map((subject) => subject.descricao);
  return data;
}

/** JSON for a `<script>` element: `<` escaped, so no text can close the element. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * schema.org JSON-LD of the title page. A data block, not a script: `script-src 'self'`
 * does not apply to it and it never runs.
 */
export function TitleJsonLd({ title }: { title: TitleDetail }) {
  return (
    <script type="application/ld+json" data-testid="title-json-ld">
      {serializeJsonLd(titleJsonLd(title, window.location.origin))}
    </script>
  );
}
