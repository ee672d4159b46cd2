/**
 * Issue 11, item 4: titles in their original script (MARC 880). The demo has a Hebrew, an
 * Arabic, a Russian and a Japanese title catalogued romanized with their 880 fields; the title
 * page and the results show the original script beside the romanized form, marked with its
 * language and direction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SearchResponse, TitleDetail } from '@estante/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, openPage } from '../support/browser.ts';
import { apiGet, expectNoAxeViolations, settled } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

const HEBREW_TITLE = 'שירים ופזמונות לילדים';
let hebrewId = 0;
let russianId = 0;

beforeAll(async () => {
  const hebrew = await apiGet<SearchResponse>(
    t.baseURL,
    `/consulta?termo=${encodeURIComponent('ביאליק')}`,
  );
  expect(hebrew.consulta.data.map((r) => r.titulo)).toEqual(['Shirim u-fizmonot li-yeladim']);
  hebrewId = hebrew.consulta.data[0]!.cod_acervo;
  const russian = await apiGet<SearchResponse>(
    t.baseURL,
    `/consulta?termo=${encodeURIComponent('Война и мир')}`,
  );
  russianId = russian.consulta.data[0]!.cod_acervo;
  const detail = await apiGet<TitleDetail>(t.baseURL, `/acervo/${russianId}`);
  expect(detail.titulo).toBe('Voĭna i mir');
});

/** The original-script texts under a locator, with their lang and dir. */
async function originals(page: Page, scope: string) {
  return page.locator(`${scope} [data-original-script]`).evaluateAll((elements) =>
    elements.map((e) => ({
      text: e.textContent,
      lang: e.getAttribute('lang'),
      dir: e.getAttribute('dir'),
    })),
  );
}

async function screenshot(page: Page, name: string) {
  const dir = path.join(import.meta.dirname, '../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe('original script', () => {
  it('title page: the Hebrew title right to left under the romanized one, and the author', async () => {
    const { page } = t;
    await gotoReady(page, `/acervo/${hebrewId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Shirim u-fizmonot li-yeladim',
    );
    expect(await originals(page, '[data-testid="original-title"]')).toEqual([
      { text: HEBREW_TITLE, lang: 'he', dir: 'rtl' },
    ]);
    // In the details: the author and the publication in Hebrew too.
    const details = await originals(page, 'dl');
    expect(details).toContainEqual({
      text: 'ביאליק, חיים נחמן, 1873-1934',
      lang: 'he',
      dir: 'rtl',
    });
    expect(details).toContainEqual({ text: 'תל-אביב : דביר, 1958', lang: 'he', dir: 'rtl' });
    // Right to left: the title's first word is at its right end.
    const box = await page.locator('[data-testid="original-title"] [dir="rtl"]').boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    await expectNoAxeViolations(page, 'title page in Hebrew');
    await screenshot(page, 'original-script-title-1280');
  });

  it('title page at 375 px: the Hebrew title fits the screen', async () => {
    const { context, page } = await openPage(t.browser, t.baseURL, { width: 375, height: 800 });
    try {
      await gotoReady(page, `/acervo/${hebrewId}`);
      await settled(page);
      const title = page.locator('[data-testid="original-title"] [dir="rtl"]');
      expect(await title.textContent()).toBe(HEBREW_TITLE);
      const box = await title.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await expectNoAxeViolations(page, 'title page in Hebrew at 375 px');
      await screenshot(page, 'original-script-title-375');
    } finally {
      await context.close();
    }
  });

  it('results: `שירים` finds the Hebrew title, shown right to left beside the romanized one', async () => {
    const { page } = t;
    await gotoReady(page, `/pesquisa_geral?termo=${encodeURIComponent('שירים')}`);
    await settled(page);
    const result = page.getByTestId('result');
    expect(await result.count()).toBe(1);
    expect(await result.getByRole('heading').textContent()).toBe('Shirim u-fizmonot li-yeladim');
    expect(await originals(page, '[data-testid="result"] [data-testid="original-title"]')).toEqual([
      { text: HEBREW_TITLE, lang: 'he', dir: 'rtl' },
    ]);
    await expectNoAxeViolations(page, 'results in Hebrew');
    await screenshot(page, 'original-script-results-1280');
  });

  it('results: a Russian title in Cyrillic, marked as Russian, direction left to the browser', async () => {
    const { page } = t;
    await gotoReady(page, `/pesquisa_geral?termo=${encodeURIComponent('война')}`);
    await settled(page);
    expect(await originals(page, '[data-testid="result"] [data-testid="original-title"]')).toEqual([
      { text: 'Война и мир: роман в четырех томах', lang: 'ru', dir: 'auto' },
    ]);
  });
});
