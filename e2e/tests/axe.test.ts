import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { STORAGE, usePage } from '../support/use-page.ts';
import { axeBuilder } from '../support/lists.ts';

const t = usePage();

type Mode = 'light' | 'dark' | 'contrast';

async function setMode(page: Page, mode: Mode) {
  await page.addInitScript(
    ({ mode, storage }) => {
      localStorage.setItem(storage.colorScheme, mode === 'dark' ? 'dark' : 'light');
      localStorage.setItem(
        storage.accessibility,
        JSON.stringify({
          state: {
            zoom: 0,
            negrito: false,
            libras: false,
            cor: mode === 'contrast' ? 'contraste' : '',
          },
          version: 0,
        }),
      );
    },
    { mode, storage: STORAGE },
  );
}

async function violations(page: Page) {
  // The fuller report (help and failure summary) of the page-wide check; only violations gathered.
  const results = await axeBuilder(page).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `  ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

describe('axe-core finds no violations', () => {
  for (const mode of ['light', 'dark', 'contrast'] as const) {
    it(`on home in ${mode} mode`, async () => {
      const { page } = t;
      await setMode(page, mode);
      await gotoReady(page, '/');
      await page.getByRole('region', { name: 'Eventos' }).getByTestId('event').first().waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`on not-found in ${mode} mode`, async () => {
      const { page } = t;
      await setMode(page, mode);
      await gotoReady(page, '/pagina-inexistente');
      await page.getByTestId('not-found').waitFor();
      expect(await violations(page)).toEqual([]);
    });
  }

  it('on home with Libras and bold on', async () => {
    const { page } = t;
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({ state: { zoom: 40, negrito: true, libras: true, cor: '' }, version: 0 }),
      );
    }, STORAGE.accessibility);
    await gotoReady(page, '/');
    await page.getByTestId('libras-panel').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('with the Support modal open', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
