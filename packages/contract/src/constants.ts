/** Constants fixed by the specification (spec §3, §6, §9). */

/** Languages of the interface; fr and it appear only when their translations are present. */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export const OPTIONAL_LANGUAGES = ['fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number] | (typeof OPTIONAL_LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'pt';
/** Language codes the API understands in its language header (spec §7). */
export const API_LANGUAGE_CODES = { pt: 1, es: 3, en: 5 } as const;

/** Activity codes that switch features on (spec §6). */
export const ACTIVITY = {
  personalArea: 8,
  purchaseSuggestion: 12,
  comments: 13,
  externalDatabaseLink: 57,
  networkCatalogueLink: 87,
  providerLogo: 88,
  loginModalWithoutButton: 107,
  captcha: 1120,
} as const;

/** Search tab keys that drive behaviour (spec §2). */
export const SEARCH_TABS = [
  'pesquisa_geral',
  'e_books',
  'arquivo',
  'atos_normativos',
  'autoridades',
  'pesquisa_avancada',
  'acessibilidade',
  'novas_aquisicoes',
  'plano_ensino',
  'rede_pergamum_oai',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Copy statuses (spec §3 lists the four besides available). */
export const COPY_STATUSES = [
  'available',
  'on_loan',
  'quarantine',
  'reserved',
  'in_transit',
] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

/** Material types we derive from MARC (leader, 008, 006/007, 856, local 999 $t). */
export const MATERIAL_TYPES = [
  'book',
  'thesis',
  'serial',
  'article',
  'ebook',
  'video',
  'sound',
  'score',
  'map',
  'image',
  'computer_file',
  'normative_act',
  'archive',
  'kit',
  'mixed',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Kinds of authority headings (spec §3 authority kinds), by MARC 1XX tag. */
export const AUTHORITY_KINDS = [
  'person',
  'corporate',
  'meeting',
  'uniform_title',
  'topic',
  'geographic',
  'genre',
  'chronological',
  'general_subdivision',
  'genre_subdivision',
  'geographic_subdivision',
  'chronological_subdivision',
] as const;
export type AuthorityKind = (typeof AUTHORITY_KINDS)[number];

/** Accessibility settings defaults (spec §3). */
export const ACCESSIBILITY_DEFAULTS = { zoom: 0, negrito: false, cor: '', libras: false } as const;
export const ZOOM_LEVELS = [0, 20, 40, 60, 80, 100] as const;
export const COLOUR_SCHEMES = ['', 'invertido', 'cinza', 'contraste'] as const;

/** Minimum supported browsers (spec §9). */
export const MINIMUM_BROWSERS = { chrome: 104, firefox: 110, edge: 110 } as const;

/** Days of the week as the API numbers them: 1 = Monday … 7 = Sunday (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Toast auto-close (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 8000;
