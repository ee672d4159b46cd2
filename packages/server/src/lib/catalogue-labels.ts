/**
 * Translated catalogue labels shared by every module: material types, copy statuses, loan
 * types, language names, and the colour of each material type (badges, cover placeholders).
 */
import type { CopyStatus, MaterialType } from '@estante/contract';

import type { Lang } from './http-errors.ts';

export type { Lang };

const MATERIAL_TYPE_LABELS: Record<MaterialType, Record<Lang, string>> = {
  book: { pt: 'Livro', en: 'Book', es: 'Libro' },
  thesis: { pt: 'Tese / dissertação', en: 'Thesis / dissertation', es: 'Tesis / disertación' },
  serial: { pt: 'Periódico', en: 'Serial', es: 'Publicación periódica' },
  article: { pt: 'Artigo', en: 'Article', es: 'Artículo' },
  ebook: { pt: 'Livro eletrônico', en: 'E-book', es: 'Libro electrónico' },
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

/**
 * One colour per material type for badges and cover placeholders. Each is dark enough for
 * white text (contrast ≥ 4.5:1, WCAG AA) and the hues stay apart for colour-blind readers.
 */
export const MATERIAL_TYPE_COLOURS: Record<MaterialType, string> = {
  book: '#1f4e79',
  thesis: '#6a1b9a',
  serial: '#00695c',
  article: '#2e7d32',
  ebook: '#0d47a1',
  video: '#b71c1c',
  sound: '#ad1457',
  score: '#4527a0',
  map: '#33691e',
  image: '#bf360c',
  computer_file: '#37474f',
  normative_act: '#5d4037',
  archive: '#6d4c41',
  kit: '#455a64',
  mixed: '#424242',
};
/** Text colour on every material-type colour. */
export const MATERIAL_TYPE_TEXT_COLOUR = '#ffffff';

const COPY_STATUS_LABELS: Record<CopyStatus, Record<Lang, string>> = {
  available: { pt: 'Disponível', en: 'Available', es: 'Disponible' },
  on_loan: { pt: 'Emprestado', en: 'On loan', es: 'Prestado' },
  quarantine: { pt: 'Em quarentena', en: 'In quarantine', es: 'En cuarentena' },
  reserved: { pt: 'Reservado', en: 'Reserved', es: 'Reservado' },
  in_transit: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
};

const LOAN_TYPE_LABELS: Record<string, Record<Lang, string>> = {
  normal: { pt: 'Normal', en: 'Normal', es: 'Normal' },
  short: { pt: 'Empréstimo curto', en: 'Short loan', es: 'Préstamo corto' },
  reference: { pt: 'Consulta local', en: 'Reference only', es: 'Solo consulta en sala' },
  special: { pt: 'Especial', en: 'Special', es: 'Especial' },
};

export const materialTypeLabel = (type: MaterialType, lang: Lang) =>
  MATERIAL_TYPE_LABELS[type]?.[lang] ?? type;
export const copyStatusLabel = (status: CopyStatus, lang: Lang) =>
  COPY_STATUS_LABELS[status]?.[lang] ?? status;
export const loanTypeLabel = (type: string, lang: Lang) => LOAN_TYPE_LABELS[type]?.[lang] ?? type;

/** MARC bibliographic language codes that differ from the ISO 639-2/T codes Intl knows. */
const MARC_TO_ISO: Record<string, string> = {
  alb: 'sqi',
  arm: 'hye',
  baq: 'eus',
  bur: 'mya',
  chi: 'zho',
  cze: 'ces',
  dut: 'nld',
  fre: 'fra',
  geo: 'kat',
  ger: 'deu',
  gre: 'ell',
  ice: 'isl',
  mac: 'mkd',
  mao: 'mri',
  may: 'msa',
  per: 'fas',
  rum: 'ron',
  slo: 'slk',
  tib: 'bod',
  wel: 'cym',
};
const SPECIAL_LANGUAGES: Record<string, Record<Lang, string>> = {
  mul: { pt: 'Vários idiomas', en: 'Multiple languages', es: 'Varios idiomas' },
  und: { pt: 'Indeterminado', en: 'Undetermined', es: 'Indeterminado' },
  zxx: {
    pt: 'Sem conteúdo linguístico',
    en: 'No linguistic content',
    es: 'Sin contenido lingüístico',
  },
};
const displayNames = new Map<Lang, Intl.DisplayNames>();
/** Names already looked up, per language: ICU's lookup is slow next to a map's (every result). */
const languageNames = new Map<Lang, Map<string, string>>();

/** The name of a MARC language code in the reader's language ("por" → "português"). */
export function languageName(code: string | null, lang: Lang): string | null {
  if (!code) return null;
  const special = SPECIAL_LANGUAGES[code];
  if (special) return special[lang];
  let known = languageNames.get(lang);
  if (!known) languageNames.set(lang, (known = new Map()));
  let name = known.get(code);
  if (name === undefined) {
    name = lookUpLanguage(code, lang);
    // Codes come from catalogue records: a bounded set, but keep a stray flood bounded too.
    if (known.size < 1000) known.set(code, name);
  }
  return name;
}

function lookUpLanguage(code: string, lang: Lang): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' });
    displayNames.set(lang, names);
  }
  try {
    const name = names.of(MARC_TO_ISO[code] ?? code) ?? code;
    return name === code ? code : name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return code;
  }
}
