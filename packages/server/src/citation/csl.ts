/**
 * CSL-JSON from reference facts: the input of citation-js for APA, Vancouver and Harvard, and
 * for the RIS and BibTeX exports of the basket.
 */
import type { ReferenceFacts, ReferenceName } from './reference-facts.ts';

/** A CSL name: family/given for persons, literal for bodies and meetings. */
export type CslName = { family: string; given?: string } | { literal: string };

/** The CSL-JSON fields we fill (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
export interface CslItem {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  editor?: CslName[];
  'container-title'?: string;
  publisher?: string;
  'publisher-place'?: string;
  issued?: { 'date-parts': [[number]] };
  edition?: string;
  ISBN?: string;
  ISSN?: string;
  URL?: string;
  genre?: string;
  number?: string;
  page?: string;
  volume?: string;
  issue?: string;
  'number-of-pages'?: string;
  language?: string;
  'collection-title'?: string;
}

const TYPES: Record<string, string> = {
  book: 'book',
  ebook: 'book',
  thesis: 'thesis',
  serial: 'periodical',
  article: 'article-journal',
  video: 'motion_picture',
  sound: 'song',
  score: 'musical_score',
  map: 'map',
  image: 'graphic',
  computer_file: 'dataset',
  normative_act: 'legislation',
  archive: 'manuscript',
  kit: 'book',
  mixed: 'document',
};

function cslName(name: ReferenceName): CslName {
  if (name.kind === 'person') {
    return name.given ? { family: name.family, given: name.given } : { literal: name.family };
  }
  return { literal: [name.family, ...name.subordinates].join('. ') };
}

/** "v. 12, n. 3, p. 45-67" → volume 12, issue 3, page 45-67 (whatever of it is there). */
function partsOf(relatedParts: string | null): Pick<CslItem, 'volume' | 'issue' | 'page'> {
  if (!relatedParts) return {};
  const volume = /\b(?:v|vol)\.\s*([\w-]+)/i.exec(relatedParts)?.[1];
  const issue = /\b(?:n|no|nr|num)\.\s*([\w-]+)/i.exec(relatedParts)?.[1];
  const page = /\bp{1,2}\.\s*([\d]+(?:\s*-\s*\d+)?)/i.exec(relatedParts)?.[1]?.replace(/\s/g, '');
  return {
    ...(volume ? { volume } : {}),
    ...(issue ? { issue } : {}),
    ...(page ? { page } : {}),
  };
}

/**
 * The CSL-JSON item of a reference.
 *
 * @returns an item citation-js accepts; optional fields are left out when unknown.
 */
export function toCsl(facts: ReferenceFacts): CslItem {
  const authors = facts.authors.filter((a) => !a.editorialRole).map(cslName);
  const editors = facts.authors.filter((a) => a.editorialRole).map(cslName);
  const year = facts.year ? Number(/\d{4}/.exec(facts.year)?.[0]) : NaN;
  const isPart = facts.host !== null && (facts.level === 'chapter' || facts.level === 'article');
  const type =
    facts.level === 'chapter' && isPart
      ? 'chapter'
      : facts.level === 'article' && isPart
        ? 'article-journal'
        : (TYPES[facts.materialType] ?? 'book');
  const item: CslItem = {
    id: facts.id || 'item',
    type,
    title: facts.subtitle ? `${facts.title}: ${facts.subtitle}` : facts.title,
  };
  if (authors.length > 0) item.author = authors;
  if (editors.length > 0) item.editor = editors;
  if (facts.publisher) item.publisher = facts.publisher;
  if (facts.place) item['publisher-place'] = facts.place;
  if (Number.isFinite(year)) item.issued = { 'date-parts': [[year]] };
  if (facts.edition) {
    const numbered = /^(\d+)/.exec(facts.edition);
    item.edition = numbered ? numbered[1]! : facts.edition;
  }
  if (facts.isbn) item.ISBN = facts.isbn;
  if (facts.issn) item.ISSN = facts.issn;
  if (facts.url) item.URL = facts.url;
  if (facts.language) item.language = facts.language;
  if (facts.series[0]) item['collection-title'] = facts.series[0];
  if (facts.thesis) {
    if (facts.thesis.degree) item.genre = facts.thesis.degree;
    if (facts.thesis.institution && !item.publisher) item.publisher = facts.thesis.institution;
  }
  if (isPart && facts.host) {
    item['container-title'] = facts.host.title;
    Object.assign(item, partsOf(facts.host.relatedParts));
    if (facts.host.issn && !item.ISSN) item.ISSN = facts.host.issn;
  } else if (facts.extent) {
    const pages = /(\d+)\s*(?:p|f|pages|páginas)\b/i.exec(facts.extent)?.[1];
    if (pages) item['number-of-pages'] = pages;
  }
  return item;
}
