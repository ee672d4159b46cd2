import { SEARCH_TABS } from './constants.ts';

/**
 * The web app's pages: the react-router path patterns of its routes, relative to the root.
 * The one list of them: the router's routes must use these paths (it is type-checked against
 * `WebRoutePath`) and the server answers 404 for any address none of them matches, while still
 * sending the web app, which shows its not-found page (docs/interop.md).
 */
export const WEB_ROUTE_PATHS = [
  'acervo/:codAcervo/*',
  'autoridade/:codAutoridade/*',
  'cesta',
  'historico',
  'indice',
  'login',
  'sair',
  'oauth-response',
  'pergamum_redireciona',
  'meupergamum',
  'meupergamum/dados-pessoais',
  'meupergamum/senha',
  'meupergamum/troca-usuario',
  'meupergamum/emprestimo',
  'meupergamum/renovacao',
  'meupergamum/debito',
  'meupergamum/afastamentos',
  'meupergamum/reservas',
  'meupergamum/solicitacoes-emprestimo',
  'meupergamum/comutacao-bibliografica',
  'meupergamum/emprestimo-inter-bibliotecas',
  'meupergamum/levantamento-bibliografico',
  'meupergamum/ficha-catalografica',
  'meupergamum/pesquisa-especializada',
  'meupergamum/plano-ensino',
  'meupergamum/perfil-interesse',
  'meupergamum/areas-interesse',
  'meupergamum/verificar-titulos',
  'meupergamum/alertas',
  'meupergamum/itens-salvos',
  'meupergamum/postagem-trabalho',
  'meupergamum/comentarios',
  'meupergamum/cesta-permanente',
  'meupergamum/bases-dados',
  'meupergamum/sugestao-compra',
  'meupergamum/sugestoes',
  'meupergamum/pedidos-compra',
  'meupergamum/estatisticas-aquisicao',
  'meupergamum/totais-titulos',
  'meupergamum/token',
  'meupergamum/nada-consta',
  /** A search tab (`/pesquisa_geral`…): only the keys of SEARCH_TABS are pages. */
  ':guia',
] as const;

/** Catch-all patterns of the router: they show the not-found page (answered 404). */
export const WEB_NOT_FOUND_PATHS = ['meupergamum/*', '*'] as const;

export type WebRoutePath = (typeof WEB_ROUTE_PATHS)[number] | (typeof WEB_NOT_FOUND_PATHS)[number];

/** The tabs of a title page: `/acervo/{id}/{path}` ('' is the summary). */
export const TITLE_TABS = [
  { key: 'summary', path: '' },
  { key: 'reference', path: 'referencia' },
  { key: 'marc', path: 'marc' },
  { key: 'copies', path: 'exemplares' },
  { key: 'dublinCore', path: 'dublin-core' },
  { key: 'hold', path: 'reserva' },
  { key: 'loanRequest', path: 'solicitacao-emprestimo' },
  { key: 'kardex', path: 'colecao-kardex' },
  { key: 'serialContents', path: 'sumarios' },
  { key: 'bookContents', path: 'sumarios-livros' },
  { key: 'statistics', path: 'dados-estatisticos' },
  { key: 'closedStacks', path: 'acervo-fechado' },
] as const;

/** The sub-pages of an authority page: `/autoridade/{id}/{path}` ('' is the details). */
export const AUTHORITY_TAB_PATHS = ['', 'marc'] as const;

/** What an address of the web app is. */
export type WebPage =
  | { kind: 'home' }
  | { kind: 'search-tab'; guia: (typeof SEARCH_TABS)[number] }
  | { kind: 'title'; id: string; tab: string }
  | { kind: 'authority'; id: string }
  | { kind: 'other'; path: (typeof WEB_ROUTE_PATHS)[number] }
  | { kind: 'not-found' };

const segmentsOf = (pathname: string) => pathname.split('/').filter((s) => s !== '');

/**
 * The page of a path (without query), as the router matches it: static segments exactly,
 * `:param` any one segment, a trailing `*` the rest; a search tab only by its key, a title
 * sub-page only by a tab's path. Ids are not looked up here.
 */
export function matchWebPage(pathname: string): WebPage {
  const segments = segmentsOf(pathname);
  if (segments.length === 0) return { kind: 'home' };
  for (const pattern of WEB_ROUTE_PATHS) {
    const parts = segmentsOf(pattern);
    const splat = parts.at(-1) === '*';
    const fixed = splat ? parts.slice(0, -1) : parts;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    if (pattern === ':guia') {
      const guia = SEARCH_TABS.find((tab) => tab === segments[0]);
      return guia ? { kind: 'search-tab', guia } : { kind: 'not-found' };
    }
    if (pattern === 'acervo/:codAcervo/*') {
      const tab = segments.slice(2).join('/');
      return TITLE_TABS.some((t) => t.path === tab)
        ? { kind: 'title', id: segments[1]!, tab }
        : { kind: 'not-found' };
    }
    if (pattern === 'autoridade/:codAutoridade/*') {
      const tab = segments.slice(2).join('/');
      return AUTHORITY_TAB_PATHS.some((path) => path === tab)
        ? { kind: 'authority', id: segments[1]! }
        : { kind: 'not-found' };
    }
    return { kind: 'other', path: pattern };
  }
  return { kind: 'not-found' };
}
