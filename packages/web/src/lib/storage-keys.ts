/** Keys of everything the web app keeps in the browser's storage, in one place. */
export const STORAGE_KEYS = {
  language: 'estante.idioma',
  accessibility: 'estante.acessibilidade',
  colorScheme: 'estante.tema',
  /** The signed-in user (login, cod_pessoa, nome): never a token. */
  session: 'estante.sessao',
} as const;
