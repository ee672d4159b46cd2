/** Client routes the chrome links to; the screens behind the personal-area ones come later. */
export const PATHS = {
  home: '/',
  login: '/login',
  comments: '/meupergamum/comentarios',
  purchaseSuggestion: '/meupergamum/sugestao-compra',
} as const;
