/**
 * Translated descriptions the search answers carry: material types, languages, CDD classes,
 * facet X flags, the no-date year and the sort options, in pt / en / es.
 */
import {
  languageName,
  materialTypeLabel as sharedMaterialTypeLabel,
} from '../../lib/catalogue-labels.ts';
import type { MaterialType } from '@estante/contract';

export type { Lang } from '../../lib/catalogue-labels.ts';
import type { Lang } from '../../lib/catalogue-labels.ts';
type Texts = Record<Lang, string>;

/** Main classes of the Dewey Decimal Classification (facet R, by the call number's first digit). */
const CLASS_LABELS: Texts[] = [
  { pt: '000 Generalidades', en: '000 General works', es: '000 Obras generales' },
  {
    pt: '100 Filosofia e psicologia',
    en: '100 Philosophy and psychology',
    es: '100 Filosofía y psicología',
  },
  { pt: '200 Religião', en: '200 Religion', es: '200 Religión' },
  { pt: '300 Ciências sociais', en: '300 Social sciences', es: '300 Ciencias sociales' },
  { pt: '400 Linguagem', en: '400 Language', es: '400 Lenguas' },
  { pt: '500 Ciências naturais e matemática', en: '500 Science', es: '500 Ciencias naturales' },
  { pt: '600 Tecnologia', en: '600 Technology', es: '600 Tecnología' },
  { pt: '700 Artes', en: '700 Arts and recreation', es: '700 Artes' },
  { pt: '800 Literatura', en: '800 Literature', es: '800 Literatura' },
  {
    pt: '900 História e geografia',
    en: '900 History and geography',
    es: '900 Historia y geografía',
  },
];

const FLAG_LABELS: Record<string, Texts> = {
  C: { pt: 'Com capa', en: 'With cover', es: 'Con portada' },
  O: { pt: 'Acesso online', en: 'Online access', es: 'Acceso en línea' },
  A: { pt: 'Acessível', en: 'Accessible', es: 'Accesible' },
};

const NO_DATE: Texts = { pt: 'Sem data', en: 'No date', es: 'Sin fecha' };

/** Sort option labels by sort key (the direction is added by sortLabel). */
const SORT_LABELS: Record<string, Texts> = {
  relevancia: { pt: 'Relevância', en: 'Relevance', es: 'Relevancia' },
  titulo: { pt: 'Título', en: 'Title', es: 'Título' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  ano_publicacao: { pt: 'Ano de publicação', en: 'Publication year', es: 'Año de publicación' },
  chamada: { pt: 'Número de chamada', en: 'Call number', es: 'Signatura' },
  aquisicao: {
    pt: 'Aquisição mais recente',
    en: 'Newest acquisition',
    es: 'Adquisición más reciente',
  },
};
const DIRECTION_LABELS: Record<'asc' | 'desc', Texts> = {
  asc: { pt: 'crescente', en: 'ascending', es: 'ascendente' },
  desc: { pt: 'decrescente', en: 'descending', es: 'descendente' },
};

export const materialTypeLabel = (type: string, lang: Lang): string =>
  sharedMaterialTypeLabel(type as MaterialType, lang);

/** Language name of a MARC code; the code itself when we have no name for it. */
export const languageLabel = (code: string, lang: Lang): string => languageName(code, lang) ?? code;

export const classLabel = (digit: string, lang: Lang): string =>
  CLASS_LABELS[Number(digit)]?.[lang] ?? digit;

export const flagLabel = (code: string, lang: Lang): string => FLAG_LABELS[code]?.[lang] ?? code;

export const noDateLabel = (lang: Lang): string => NO_DATE[lang];

export const sortLabel = (key: string, direction: 'asc' | 'desc', lang: Lang): string =>
  `${SORT_LABELS[key]?.[lang] ?? key} (${DIRECTION_LABELS[direction][lang]})`;

/** Sort keys offered by /consulta/ordenacao, each in both directions. */
export const OFFERED_SORT_KEYS = Object.keys(SORT_LABELS);
