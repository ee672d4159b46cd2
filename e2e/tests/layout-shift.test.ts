import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/use-page.ts';

/**
 * Nothing moves when a page's data arrives (issue 11 §8: the title page measured a cumulative
 * layout shift of 0.75). Without timing: the page's data call is held until its loading state
 * is on screen, then released; the layout shifts Chromium reports over the whole load are
 * summed (a stricter figure than Lighthouse's CLS, which takes the worst 5-second window).
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const t = usePage();

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    estanteShifts?: Shift[];
  }
}

/** Records every layout shift of the page from its first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.estanteShifts = shifts;
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the calls matching `pattern` until `release()`; `held` resolves at the first one. */
async function holdCalls(page: Page, pattern: RegExp) {
  const waiting: Route[] = [];
  let released = false;
  let markHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route(pattern, async (route) => {
    if (released) return route.continue();
    waiting.push(route);
    markHeld();
  });
  return {
    held,
    release: async () => {
      released = true;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

/** Two animation frames: whatever the page shows now has been painted. */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Waits until the page has its data, its images and no loading state; sums the shifts. */
async function settledShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  // Images on screen have loaded (lazy ones further down load when scrolled to).
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || image.getBoundingClientRect().top > window.innerHeight,
    ),
  );
  await painted(page);
  const shifts = await page.evaluate(() => window.estanteShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Opens `path` with its data call held until its loading state is painted. */
async function loadWithHeldData(page: Page, path: string, data: RegExp) {
  await recordShifts(page);
  const calls = await holdCalls(page, data);
  await page.goto(path, { waitUntil: 'commit' });
  await calls.held;
  // The page chrome (header, footer, search tabs) has its data; the page shows its loading state.
  await page.locator('footer').getByRole('button', { name: /.+/ }).first().waitFor();
  await painted(page);
  await calls.release();
  return settledShifts(page);
}

async function firstResult(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/consulta?termo=historia`);
  const body = (await response.json()) as { consulta: { data: { cod_acervo: number }[] } };
  return body.consulta.data[0]!.cod_acervo;
}

describe('layout shift while data arrives', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`title page (${name}): the summary appears where its placeholder was`, async () => {
      const { page, baseURL } = t;
      await page.setViewportSize(viewport);
      const id = await firstResult(baseURL);
      const { total, shifts } = await loadWithHeldData(
        page,
        `/acervo/${id}`,
        new RegExp(`/api/acervo/${id}(\\?|$)`),
      );
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
      expect(t.pageErrors).toEqual([]);
    });

    it(`results (${name}): the list and filters appear where their placeholders were`, async () => {
      const { page } = t;
      await page.setViewportSize(viewport);
      // The server writes the answers of the page's calls into it for an address the app
      // writes itself (web-pages/first-answers.ts); `pagina=1` first is not one, so the app
      // asks them and they can be held.
      const { total, shifts } = await loadWithHeldData(
        page,
        '/pesquisa_geral?pagina=1&termo=historia',
        /\/api\/consulta(\/filtros)?\?/,
      );
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
      // With the answers in the page: its first screen, then the app's, without a shift.
      await recordShifts(page);
      await page.goto('/pesquisa_geral?termo=historia', { waitUntil: 'commit' });
      const inPage = await settledShifts(page);
      expect(inPage.total, JSON.stringify(inPage.shifts)).toBeLessThan(0.1);
      expect(t.pageErrors).toEqual([]);
    });
  }
});
