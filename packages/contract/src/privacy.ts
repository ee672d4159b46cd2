import Type, { type Static } from 'typebox';

/**
 * Privacy in the personal area (docs/privacy.md): the search history kept on the server only
 * when the patron turns it on, saved searches (the Saved items tab), a download of everything
 * the library holds about the patron, and closing the account. Our calls, under
 * /pessoas/meu-pergamum (the spec names none for these).
 */

/** Days a search stays in the server-side history; older ones are deleted. */
export const SEARCH_HISTORY_RETENTION_DAYS = 90;
/** Searches the server-side history keeps per patron (the oldest fall off). */
export const SEARCH_HISTORY_LIMIT = 100;
/** Saved searches a patron may keep. */
export const SAVED_SEARCHES_LIMIT = 100;

export const PrivacySettingsSchema = Type.Object({
  /** The server keeps the patron's searches (off unless the patron turns it on). */
  historico_pesquisa: Type.Boolean(),
  retencao_dias: Type.Integer(),
});
export type PrivacySettings = Static<typeof PrivacySettingsSchema>;

export const PrivacySettingsBodySchema = Type.Object({ historico_pesquisa: Type.Boolean() });

/**
 * A search as the web logs it (spec §4: option snapshot, record count, URL and base). `url` is
 * the path and query of the results screen, always relative to the catalogue.
 */
const SearchFields = {
  url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/(?!/)' }),
  consulta_id: Type.String({ minLength: 1, maxLength: 100 }),
  base: Type.String({ minLength: 1, maxLength: 40 }),
  total: Type.Integer({ minimum: 0 }),
  /** The search's words and options (guia, termo, campo, linhas, filtros…), as the web shows them. */
  pesquisa: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 30 }),
};

export const SearchHistoryBodySchema = Type.Object(SearchFields);
export type SearchHistoryBody = Static<typeof SearchHistoryBodySchema>;

export const SavedSearchBodySchema = Type.Object({
  ...SearchFields,
  nome: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SavedSearchBody = Static<typeof SavedSearchBodySchema>;

export const StoredSearchSchema = Type.Object({
  id: Type.Integer(),
  ...SearchFields,
  /** Saved searches only. */
  nome: Type.Union([Type.String(), Type.Null()]),
  /** When it was run (history) or saved. */
  data: Type.String({ format: 'date-time' }),
});
export type StoredSearch = Static<typeof StoredSearchSchema>;

export const AccountClosingBodySchema = Type.Object({
  /** The current password, asked again before anything is erased. */
  senha: Type.String({ minLength: 1, maxLength: 200 }),
});
