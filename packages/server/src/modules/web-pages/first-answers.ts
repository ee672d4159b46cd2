/**
 * The answers of a results page's first calls, asked by the server while it writes the page
 * (issue 11 §8): the results, filters and sort options the web app would ask for as soon as it
 * starts. They go into the HTML as JSON (the app's first render needs no round trip) and the
 * results' heading into the first screen (shell.ts): on a phone the heading is the largest
 * thing the page paints, and it waited for the app's code and then for the search.
 *
 * The calls go through the API itself (`inject`), as the client whose page it is: the same
 * validation, the same search service and the same rate-limit group as `/api/consulta` (a
 * results page's HTML counts as the searches its app no longer makes). A refused or bad search
 * just leaves the page without answers: the app asks again and shows the error.
 */
import type { FastifyInstance } from 'fastify';
import { API_LANGUAGE_CODES, type SearchResponse } from '@estante/contract';
import type { Lang } from '../../lib/http-errors.ts';

/** What the page's app reads (web lib/first-calls.ts), for this page and language only. */
export interface FirstAnswers {
  /** The page's address (path and query) the answers are for. */
  page: string;
  lang: Lang;
  consulta: SearchResponse;
  filtros: unknown;
  ordenacao: unknown;
}

/** The page's parameters that only show results (the facets do not depend on them). */
const PAGING = new Set(['ordenacao', 'direcao', 'pagina', 'tamanho', 'exibicao']);

/**
 * Asks the page's calls as the client at `ip` would; null when the search is not answered (bad
 * parameters, the rate limit, an error), without the filters or sort options when those fail.
 */
export async function askFirstAnswers(
  app: FastifyInstance,
  ip: string,
  page: string,
  guia: string,
  lang: Lang,
): Promise<FirstAnswers | null> {
  const url = new URL(page, 'http://localhost');
  const criteria = [...url.searchParams].filter(([key]) => key !== 'lng' && key !== 'guia');
  const query = (keep: (key: string) => boolean) =>
    new URLSearchParams([['guia', guia], ...criteria.filter(([key]) => keep(key))]).toString();
  const ask = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      remoteAddress: ip,
      headers: { 'accept-language': lang, 'x-idioma': String(API_LANGUAGE_CODES[lang]) },
    });
    return res.statusCode === 200 ? (res.json() as unknown) : null;
  };
  const [consulta, filtros, ordenacao] = await Promise.all([
    ask(`/consulta?${query(() => true)}`),
    ask(`/consulta/filtros?${query((key) => !PAGING.has(key))}`),
    ask('/consulta/ordenacao'),
  ]);
  if (!consulta) return null;
  return { page, lang, consulta: consulta as SearchResponse, filtros, ordenacao };
}
