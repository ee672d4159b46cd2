/**
 * What the server says of each page of the web app before its script runs: the status (404
 * for an address the web app has no page for, or a title or authority that does not exist)
 * and the head (title, description, canonical link, Open Graph, JSON-LD, feed link).
 */
import {
  coinsContext,
  coinsOfTitle,
  matchWebPage,
  newAcquisitionsFeedHref,
  searchFeedHref,
  serializeJsonLd,
  titleJsonLd,
  type Holding,
  type TitleDetail,
} from '@estante/contract';
import type { Lang } from '../../lib/http-errors.ts';
import { placeholderSvg } from '../links/placeholder.ts';
import type { FirstAnswers } from './first-answers.ts';
import { escapeHtml, type PageHead } from './html.ts';
import type { RouteModules } from './route-modules.ts';
import { pageShell, type ShellResults } from './shell.ts';
import type { WebPagesRepository } from './repository.ts';

export const PAGE_TEXT = {
  pt: {
    locale: 'pt-BR',
    ogLocale: 'pt_BR',
    catalogue: 'Catálogo',
    home: (name: string) =>
      `Catálogo on-line de ${name}: pesquise livros, teses, periódicos e outros materiais das bibliotecas e veja onde estão os exemplares e se estão disponíveis.`,
    results: 'Resultados da pesquisa',
    resultsFor: (term: string) => `Resultados para “${term}”`,
    resultsDescription: (what: string, name: string) => `${what} no catálogo de ${name}.`,
    newAcquisitions: 'Novas aquisições',
    newAcquisitionsDescription: (name: string) =>
      `Os títulos que chegaram por último às bibliotecas de ${name}.`,
    notFound: 'Página não encontrada',
    availableAt: 'Disponível em',
    authority: 'Autoridade',
    // The web app's app.catalogue, home.heading and home.intro (the shell: shell.ts).
    shell: {
      catalogue: 'Catálogo on-line',
      heading: 'Encontre livros, periódicos e muito mais',
      intro: (name: string) => `Pesquise no acervo de todas as bibliotecas da ${name}.`,
      count: (n: number, formatted: string) =>
        n === 1 ? `${formatted} resultado para` : `${formatted} resultados para`,
    },
  },
  en: {
    locale: 'en',
    ogLocale: 'en_US',
    catalogue: 'Catalogue',
    home: (name: string) =>
      `Online catalogue of ${name}: search the libraries' books, theses, journals and other materials, and see where the copies are and whether they are available.`,
    results: 'Search results',
    resultsFor: (term: string) => `Results for “${term}”`,
    resultsDescription: (what: string, name: string) => `${what} in the catalogue of ${name}.`,
    newAcquisitions: 'New acquisitions',
    newAcquisitionsDescription: (name: string) =>
      `The titles that most recently arrived at the libraries of ${name}.`,
    notFound: 'Page not found',
    availableAt: 'Available at',
    authority: 'Authority',
    shell: {
      catalogue: 'Online catalogue',
      heading: 'Find books, journals and much more',
      intro: (name: string) => `Search the collections of all ${name} libraries.`,
      count: (n: number, formatted: string) =>
        n === 1 ? `${formatted} result for` : `${formatted} results for`,
    },
  },
  es: {
    locale: 'es',
    ogLocale: 'es_ES',
    catalogue: 'Catálogo',
    home: (name: string) =>
      `Catálogo en línea de ${name}: busque libros, tesis, revistas y otros materiales de las bibliotecas y vea dónde están los ejemplares y si están disponibles.`,
    results: 'Resultados de la búsqueda',
    resultsFor: (term: string) => `Resultados para “${term}”`,
    resultsDescription: (what: string, name: string) => `${what} en el catálogo de ${name}.`,
    newAcquisitions: 'Nuevas adquisiciones',
    newAcquisitionsDescription: (name: string) =>
      `Los títulos que llegaron más recientemente a las bibliotecas de ${name}.`,
    notFound: 'Página no encontrada',
    availableAt: 'Disponible en',
    authority: 'Autoridad',
    shell: {
      catalogue: 'Catálogo en línea',
      heading: 'Encuentre libros, revistas y mucho más',
      intro: (name: string) => `Busque en las colecciones de todas las bibliotecas de ${name}.`,
      count: (n: number, formatted: string) =>
        n === 1 ? `${formatted} resultado para` : `${formatted} resultados para`,
    },
  },
} satisfies Record<Lang, unknown>;

/** A description of at most `max` characters, cut at a word. */
export function shorten(text: string, max = 300): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** "Title: subtitle — Author; Author. Place: Publisher, 2020. Book. Available at: …" */
function describeTitle(title: TitleDetail, holdings: readonly Holding[], lang: Lang): string {
  const parts = [title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo];
  const authors = title.autores.map((a) => a.nome).slice(0, 3);
  if (authors.length > 0) parts[0] += ` — ${authors.join('; ')}`;
  const imprint = [
    [title.local, title.editora].filter(Boolean).join(': '),
    title.ano_publicacao ?? '',
  ]
    .filter((s) => s !== '')
    .join(', ');
  if (imprint) parts.push(imprint);
  parts.push(title.desc_tipo_obra);
  if (holdings.length > 0)
    parts.push(`${PAGE_TEXT[lang].availableAt}: ${holdings.map((h) => h.name).join(', ')}`);
  return shorten(parts.map((p) => String(p).replace(/[.\s]+$/, '')).join('. ') + '.');
}

const LANGS: readonly Lang[] = ['pt', 'en', 'es'];

export interface WebPagesServiceOptions {
  repository: WebPagesRepository;
  /** The title page's data, as GET /api/acervo/{id} answers it; null when there is none. */
  titleDetail: (id: string, lang: Lang) => Promise<TitleDetail | null>;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The title page's files in the web app's build, preloaded in its HTML. */
  titleModules?: RouteModules | null;
}

/**
 * The cover GET /api/vinculos/imagem generates for a title without a stored one, 240 px wide
 * as the app asks it: from the title's details already at hand (the links service draws it
 * from the same columns: title, first author, material type).
 */
function generatedCover(title: TitleDetail): string {
  const author = title.autores.map((a) => a.nome.trim()).find((name) => name !== '') ?? null;
  return placeholderSvg(title.titulo, author, title.cod_tipo_obra, 240);
}

/** The search screen (home, a tab without a search): the shell draws its search band. */
function isSearchScreen(match: ReturnType<typeof matchWebPage>, params: URLSearchParams) {
  if (match.kind === 'home') return true;
  if (match.kind !== 'search-tab' || match.guia === 'novas_aquisicoes') return false;
  return [...params].every(([key, value]) => key === 'lng' || !value.trim());
}

export function webPagesService({
  repository,
  titleDetail,
  publicUrl,
  titleModules = null,
}: WebPagesServiceOptions) {
  const origin = publicUrl.replace(/\/+$/, '');

  /**
   * The status and head of a web-app address (path and query). The language is the one the
   * web app will show: its `lng` parameter, else Portuguese (the app does not read
   * Accept-Language; a choice kept in the browser's storage is not seen here).
   */
  async function page(
    url: string,
    /** A results page's first calls, asked as its client (first-answers.ts). */
    firstAnswers?: (guia: string, lang: Lang) => Promise<FirstAnswers | null>,
  ): Promise<{ status: number; head: PageHead }> {
    const parsed = new URL(url, 'http://localhost');
    const lng = parsed.searchParams.get('lng');
    const lang = LANGS.find((l) => l === lng) ?? 'pt';
    const text = PAGE_TEXT[lang];
    const institution = await repository.institution();
    const name = institution?.name || 'Estante';
    const site = institution?.acronym || name;
    const match = matchWebPage(parsed.pathname);
    // What the first screen shows until the web app draws it (shell.ts).
    const shellOf = (kind: Parameters<typeof pageShell>[0]) =>
      pageShell(
        kind,
        { name, acronym: institution?.acronym ?? null, logo: institution?.logo ?? null },
        text.shell,
      );
    const shell = shellOf(isSearchScreen(match, parsed.searchParams) ? 'home' : 'page');
    const base = (title: string, description: string): PageHead => ({
      lang: text.locale,
      title: `${title} — ${site}`,
      description,
      canonical: null,
      robots: null,
      openGraph: [],
      links: [],
      jsonLd: null,
      shell,
      body: null,
    });
    const withOpenGraph = (head: PageHead, type = 'website'): PageHead => ({
      ...head,
      openGraph: [
        ['og:type', type],
        ['og:site_name', name],
        ['og:locale', text.ogLocale],
        ['og:title', head.title],
        ['og:description', head.description],
        ...(head.canonical ? ([['og:url', head.canonical]] as [string, string][]) : []),
      ],
    });
    const notFound = () => ({
      status: 404,
      head: { ...base(text.notFound, text.home(name)), robots: 'noindex' },
    });
    // The Atom feeds (modules/feeds): the newest acquisitions (the panel's course), a search's.
    const feedLink = (title: string, href: string) => ({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${title} — ${site}`,
      href,
    });
    const acquisitionsFeed = feedLink(
      text.newAcquisitions,
      newAcquisitionsFeedHref(parsed.searchParams),
    );

    switch (match.kind) {
      case 'not-found':
        return notFound();
      case 'home': {
        const head = base(text.catalogue, text.home(name));
        return {
          status: 200,
          head: withOpenGraph({ ...head, canonical: `${origin}/`, links: [acquisitionsFeed] }),
        };
      }
      case 'search-tab': {
        const params = [...parsed.searchParams].filter(([k, v]) => k !== 'lng' && v.trim());
        const canonicalQuery = new URLSearchParams(params).toString();
        const canonical = `${origin}/${match.guia}${canonicalQuery ? `?${canonicalQuery}` : ''}`;
        if (match.guia === 'novas_aquisicoes') {
          const head = base(text.newAcquisitions, text.newAcquisitionsDescription(name));
          const links = [acquisitionsFeed];
          return { status: 200, head: withOpenGraph({ ...head, canonical, links }) };
        }
        if (params.length === 0) {
          const head = base(text.catalogue, text.home(name));
          const links = [acquisitionsFeed];
          return { status: 200, head: withOpenGraph({ ...head, canonical, links }) };
        }
        const term = parsed.searchParams.get('termo')?.trim();
        const what = term ? text.resultsFor(shorten(term, 80)) : text.results;
        const head = base(what, text.resultsDescription(what, name));
        // The authority search has no feed: it lists authorities, not titles.
        const links =
          match.guia === 'autoridades'
            ? []
            : [feedLink(what, searchFeedHref(match.guia, parsed.searchParams))];
        const answers =
          match.guia === 'autoridades' ? null : ((await firstAnswers?.(match.guia, lang)) ?? null);
        return {
          status: 200,
          head: withOpenGraph({
            ...head,
            canonical,
            links,
            ...resultsScreen(answers, parsed.searchParams, lang, shellOf),
          }),
        };
      }
      case 'title': {
        const title = await titleDetail(match.id, lang);
        if (!title) return notFound();
        const own = title.instituicao === null;
        const holdings = own ? await repository.holdings(title.cod_acervo) : [];
        const canonical = `${origin}/acervo/${title.cod_acervo}`;
        const name245 = title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo;
        const description = describeTitle(title, holdings, lang);
        const head = base(shorten(name245, 120), description);
        const coins = coinsContext(coinsOfTitle(title, origin));
        // The summary's cover; a generated one in the page itself, painted with the first
        // screen instead of after a round trip (the app's, by address, is the same image).
        const cover = title.possui_capa
          ? `/api/vinculos/imagem?cod_acervo=${title.cod_acervo}&limite=240`
          : `data:image/svg+xml,${encodeURIComponent(generatedCover(title))}`;
        return {
          status: 200,
          head: withOpenGraph(
            {
              ...head,
              canonical,
              // Network records are other institutions': theirs to have indexed.
              robots: own ? null : 'noindex',
              preload: titleModules,
              shell: shellOf({
                id: title.cod_acervo,
                type: title.desc_tipo_obra,
                color: title.cor,
                title: title.titulo,
                subtitle: title.subtitulo,
                responsibility: title.responsabilidade,
                cover: match.tab === '' ? cover : null,
              }),
              jsonLd: titleJsonLd(title, origin, holdings),
              // Until the web app renders (it shows the same): for readers without scripts.
              body:
                `<div hidden><h1>${escapeHtml(name245)}</h1><p>${escapeHtml(description)}</p>` +
                `<abbr class="unapi-id" title="${title.cod_acervo}"></abbr>` +
                `<span class="Z3988" title="${escapeHtml(coins)}"></span></div>`,
            },
            title.cod_tipo_obra === 'book' || title.cod_tipo_obra === 'ebook' ? 'book' : 'website',
          ),
        };
      }
      case 'authority': {
        const id = /^\d{1,10}$/.test(match.id) ? Number(match.id) : 0;
        if (id < 1 || id > 2_147_483_647 || !(await repository.authorityExists(id)))
          return notFound();
        const head = base(text.authority, text.home(name));
        return { status: 200, head: { ...head, canonical: `${origin}/autoridade/${id}` } };
      }
      case 'other':
        return { status: 200, head: base(text.catalogue, text.home(name)) };
    }
  }

  /**
   * A results page's first screen with its heading (a simple search that found something: the
   * app words others differently) and its calls' answers for the app.
   */
  function resultsScreen(
    answers: FirstAnswers | null,
    params: URLSearchParams,
    lang: Lang,
    shellOf: (kind: ShellResults) => string,
  ): Partial<PageHead> {
    if (!answers) return {};
    const { total } = answers.consulta.consulta;
    // The app's heading names the term (describeSearch): rows or archive choices it words itself.
    const termo = params.get('termo')?.trim() ?? '';
    const simple =
      termo !== '' &&
      [...params].every(
        ([key, value]) => !/^termo\d|^fundo$|^serie_arquivo$/.test(key) || !value.trim(),
      );
    const text = PAGE_TEXT[lang].shell;
    const formatted = new Intl.NumberFormat(lang).format(total);
    return {
      // The same escaping as JSON-LD's: nothing in it closes the script element.
      data: serializeJsonLd(answers),
      ...(simple && total > 0
        ? { shell: shellOf({ count: text.count(total, formatted), term: termo }) }
        : {}),
    };
  }

  /** robots.txt: the catalogue open to crawlers; the personal area, sign-in and the API not. */
  function robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      // Covers shown on title pages and in their JSON-LD.
      'Allow: /api/vinculos/imagem',
      'Disallow: /meupergamum',
      'Disallow: /cesta',
      'Disallow: /historico',
      'Disallow: /login',
      'Disallow: /sair',
      'Disallow: /oauth-response',
      'Disallow: /pergamum_redireciona',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return { page, robots, origin };
}
export type WebPagesService = ReturnType<typeof webPagesService>;
