/**
 * Translated descriptions the search answers carry: material types, languages, CDD classes,
 * facet X flags, the no-date year and the sort options, in pt / en / es.
 */
import type { MaterialType } from '@estante/contract';

export type Lang = 'pt' | 'en' | 'es';
type Texts = Record<Lang, string>;

const MATERIAL_TYPE_LABELS: Record<MaterialType, Texts> = {
  book: { pt: 'Livro', en: 'Book', es: 'Libro' },
  thesis: { pt: 'Tese / dissertação', en: 'Thesis / dissertation', es: 'Tesis / disertación' },
  serial: { pt: 'Periódico', en: 'Serial', es: 'Publicación periódica' },
  article: { pt: 'Artigo', en: 'Article', es: 'Artículo' },
  ebook: { pt: 'E-book', en: 'E-book', es: 'Libro electrónico' },
  video: { pt: 'Vídeo', en: 'Video', es: 'Vídeo' },
  sound: { pt: 'Gravação sonora', en: 'Sound recording', es: 'Grabación sonora' },
  score: { pt: 'Partitura', en: 'Score', es: 'Partitura' },
  map: { pt: 'Mapa', en: 'Map', es: 'Mapa' },
  image: { pt: 'Imagem', en: 'Image', es: 'Imagen' },
  computer_file: { pt: 'Arquivo de computador', en: 'Computer file', es: 'Archivo de ordenador' },
  normative_act: { pt: 'Ato normativo', en: 'Normative act', es: 'Acto normativo' },
  archive: { pt: 'Documento de arquivo', en: 'Archival document', es: 'Documento de archivo' },
  kit: { pt: 'Kit', en: 'Kit', es: 'Kit' },
  mixed: { pt: 'Materiais mistos', en: 'Mixed materials', es: 'Materiales mixtos' },
};

const LANGUAGE_LABELS: Record<string, Texts> = {
  por: { pt: 'Português', en: 'Portuguese', es: 'Portugués' },
  eng: { pt: 'Inglês', en: 'English', es: 'Inglés' },
  spa: { pt: 'Espanhol', en: 'Spanish', es: 'Español' },
  fre: { pt: 'Francês', en: 'French', es: 'Francés' },
  ger: { pt: 'Alemão', en: 'German', es: 'Alemán' },
  ita: { pt: 'Italiano', en: 'Italian', es: 'Italiano' },
  lat: { pt: 'Latim', en: 'Latin', es: 'Latín' },
  jpn: { pt: 'Japonês', en: 'Japanese', es: 'Japonés' },
  chi: { pt: 'Chinês', en: 'Chinese', es: 'Chino' },
  rus: { pt: 'Russo', en: 'Russian', es: 'Ruso' },
  ara: { pt: 'Árabe', en: 'Arabic', es: 'Árabe' },
  gre: { pt: 'Grego', en: 'Greek', es: 'Griego' },
  grc: { pt: 'Grego antigo', en: 'Ancient Greek', es: 'Griego antiguo' },
  heb: { pt: 'Hebraico', en: 'Hebrew', es: 'Hebreo' },
  dut: { pt: 'Holandês', en: 'Dutch', es: 'Neerlandés' },
  mul: { pt: 'Vários idiomas', en: 'Multiple languages', es: 'Varios idiomas' },
  und: { pt: 'Indeterminado', en: 'Undetermined', es: 'Indeterminado' },
  zxx: {
    pt: 'Sem conteúdo linguístico',
    en: 'No linguistic content',
    es: 'Sin contenido lingüístico',
  },
};

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
  MATERIAL_TYPE_LABELS[type as MaterialType]?.[lang] ?? type;

/** Language name of a MARC code; the code itself when we have no name for it. */
export const languageLabel = (code: string, lang: Lang): string =>
  LANGUAGE_LABELS[code]?.[lang] ?? code;

export const classLabel = (digit: string, lang: Lang): string =>
  CLASS_LABELS[Number(digit)]?.[lang] ?? digit;

export const flagLabel = (code: string, lang: Lang): string => FLAG_LABELS[code]?.[lang] ?? code;

export const noDateLabel = (lang: Lang): string => NO_DATE[lang];

export const sortLabel = (key: string, direction: 'asc' | 'desc', lang: Lang): string =>
  `${SORT_LABELS[key]?.[lang] ?? key} (${DIRECTION_LABELS[direction][lang]})`;

/** Sort keys offered by /consulta/ordenacao, each in both directions. */
export const OFFERED_SORT_KEYS = Object.keys(SORT_LABELS);
