/**
 * Journeys done with the keyboard alone, as a patron who cannot use a mouse does them:
 * home → search → filter → result → title → basket → export. Each step counts the key presses
 * it takes and checks where focus lands after a change of page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

/** What has focus: tag, role, text, href and the input's label, for predicates and messages. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim().slice(0, 80),
      href: element?.getAttribute('href') ?? '',
      label:
        element?.getAttribute('aria-label') ??
        (element as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ??
        '',
      id: element?.id ?? '',
      inResults: Boolean(element?.closest('#resultados')),
      inFilters: Boolean(element?.closest('aside')),
      type: element?.getAttribute('type') ?? '',
    };
  });
}

type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses Tab until `wanted` holds for the focused element; answers how many presses it took. */
async function tabUntil(page: Page, wanted: (f: Focused) => boolean, max = 80): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return presses;
  }
  throw new Error(
    `not reached in ${max} Tab presses; focus on ${JSON.stringify(await focused(page))}`,
  );
}

const settled = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);

/** Searches from home with the keyboard; answers the presses from page load to the results. */
async function searchFromHome(page: Page, term: string): Promise<number> {
  await gotoReady(page, '/');
  const toBox = await tabUntil(
    page,
    (f) => f.tag === 'input' && f.label.startsWith('Termo de pesquisa'),
  );
  await page.keyboard.type(term);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/pesquisa_geral\\?termo=${term}$`));
  await page.locator('#resultados li').first().waitFor();
  await settled(page);
  return toBox + term.length + 1;
}

describe('keyboard journeys', () => {
  it('a new page puts focus on its main heading', async () => {
    const { page } = t;
    await searchFromHome(page, 'educacao');
    const onArrival = await focused(page);
    expect(onArrival.tag).toBe('h1');
    expect(onArrival.text).toContain('educacao');
  });

  it('from the results page heading to the first result takes a few presses, not every filter', async () => {
    const { page } = t;
    await searchFromHome(page, 'educacao');
    // Tab to the skip link, follow it, and the next Tab is the first result.
    const toSkip = await tabUntil(page, (f) => f.href === '#resultados');
    await page.keyboard.press('Enter');
    expect(await tabUntil(page, (f) => f.inResults && f.tag === 'a', 1)).toBe(1);
    const withSkip = toSkip + 2;
    expect(withSkip).toBeLessThanOrEqual(4);

    // Without the skip link every filter comes first: that is what it saves.
    await searchFromHome(page, 'educacao');
    const withoutSkip = await tabUntil(page, (f) => f.inResults && f.tag === 'a', 200);
    console.info(`first result: ${withSkip} presses with the skip link, ${withoutSkip} without`);
    expect(withoutSkip).toBeGreaterThan(withSkip);
  });

  it('home → search → filter → result → title → basket → export', async () => {
    const { page } = t;
    const presses: Record<string, number> = {};
    presses.search = await searchFromHome(page, 'educacao');

    // A filter: the first option of the first facet, ticked with Space.
    presses.filter = await tabUntil(page, (f) => f.inFilters && f.type === 'checkbox');
    // The filtered page's answer, not only the new URL: on a loaded machine the URL changed
    // before its call started, nothing was busy yet, and the old list, focused below, was
    // replaced under the focus (CI failed here twice).
    const filteredPage = page.waitForResponse(
      (response) => /\/api\/consulta\?/.test(response.url()) && /[?&]filtro=/.test(response.url()),
    );
    await page.keyboard.press('Space');
    await page.waitForURL(/filtro/);
    await filteredPage;
    await settled(page);
    expect((await focused(page)).type).toBe('checkbox');

    // Back to the results by the skip link (before the filters), then the first result.
    let back = 0;
    while ((await focused(page)).href !== '#resultados') {
      await page.keyboard.press('Shift+Tab');
      back += 1;
      if (back > 80) throw new Error('skip link not reached going back');
    }
    await page.keyboard.press('Enter');
    presses.result = back + 1 + (await tabUntil(page, (f) => f.inResults && f.tag === 'a', 1));
    const href = (await focused(page)).href;
    expect(href).toMatch(/^\/acervo\/\d+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${href}$`));

    // The title page: focus on its heading, then the basket toggle.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    presses.addToBasket = await tabUntil(page, (f) => f.text === 'Adicionar à cesta');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Na cesta — remover' }).waitFor();

    // The basket, by the header link: Shift+Tab back up to it.
    let up = 0;
    while (!/^\/cesta/.test((await focused(page)).href)) {
      await page.keyboard.press('Shift+Tab');
      up += 1;
      if (up > 80) throw new Error('basket link not reached');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cesta$/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    presses.basket = up + 1;

    // Export: the first export action opens its dialog, focus inside it.
    presses.export = await tabUntil(page, (f) => /Exportar/i.test(f.text));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    console.info('keyboard journey, key presses per step:', presses);
    expect(t.pageErrors).toEqual([]);
  });
});
