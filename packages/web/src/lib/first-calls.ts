import type { QueryClient } from '@tanstack/react-query';
import { featuresQueryOptions } from '../features/parameters/api/get-features';
import { institutionQueryOptions } from '../features/parameters/api/get-institution';
import { searchPageCalls, takeFirstAnswers } from '../features/search/api/search-page-calls';
import { titleQueryOptions } from '../features/titles/api/get-title';
import { i18n } from './i18n';

/** How long a render waits for its calls at most (a slow server: then as before). */
const CALLS_WAIT_MS = 1500;

/**
 * Resolves when all the given calls have answered (or failed: a failure is the component's to
 * show), or after `ms`. Rendering a part once its calls are in the cache draws it once, with
 * its data: answered after the render, each call would re-render its part synchronously
 * (TanStack Query's answers reach React through `useSyncExternalStore`, which React never
 * renders in slices) — 100–250 ms long tasks on a phone (issue 11 §8).
 */
export function callsSettled(calls: Promise<unknown>[], ms = CALLS_WAIT_MS): Promise<void> {
  return Promise.race([
    Promise.allSettled(calls).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

/** A title page's record and code, none for another page. */
function titlePageCalls(client: QueryClient, pathname: string): Promise<unknown>[] {
  const id = /^\/acervo\/(\d{1,10})(?:\/|$)/.exec(pathname)?.[1];
  // The page's code too (the server's HTML preloads its files): drawn in the first render
  // instead of a placeholder first and the page again once its code has arrived.
  return id
    ? [client.prefetchQuery(titleQueryOptions(id)), import('../app/routes/title-route')]
    : [];
}

/**
 * The calls the header and the search screens show at once (institution, search tabs), asked
 * while the app's code starts, and those of the results or title page when it is the one
 * opened, asked once the language is known (their answers are in it), all awaited before the
 * first render. A results page's answers the server wrote into the page are used instead of
 * asked (no round trip before the first render).
 */
export const firstCalls = (client: QueryClient, language: Promise<unknown>) =>
  callsSettled([
    client.prefetchQuery(institutionQueryOptions()),
    client.prefetchQuery(featuresQueryOptions()),
    language.then(() =>
      callsSettled([
        ...searchPageCalls(
          client,
          window.location.pathname,
          window.location.search,
          takeFirstAnswers(),
          i18n.resolvedLanguage,
        ),
        ...titlePageCalls(client, window.location.pathname),
      ]),
    ),
  ]);
