import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage } from '../support/browser.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage({ width: 375, height: 812 });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('on a 375 px phone', () => {
  it('has no horizontal overflow and collapses the accessibility bar', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const toggle = page.getByRole('button', { name: 'Opções de acessibilidade' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('radiogroup', { name: 'Zoom' }).isVisible()).toBe(false);

    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('radiogroup', { name: 'Zoom' }).waitFor();
    expect(await page.getByRole('button', { name: 'Modo escuro' }).isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
  });

  it('has no horizontal overflow on the not-found screen', async () => {
    const { page } = t;
    await gotoReady(page, '/nao-existe');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('on a 1280 px desktop', () => {
  it('shows the accessibility options without a toggle', async () => {
    const { context, page } = await openPage(t.browser, t.baseURL, { width: 1280 });
    try {
      await gotoReady(page, '/');
      expect(await page.getByRole('button', { name: 'Opções de acessibilidade' }).isVisible()).toBe(
        false,
      );
      expect(await page.getByRole('radiogroup', { name: 'Zoom' }).isVisible()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe('minimum browsers notice', () => {
  const cases = [
    [
      'Chrome 100',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.75 Safari/537.36',
      'Chrome 100',
    ],
    [
      'Edge 109',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.78',
      'Edge 109',
    ],
    [
      'Firefox 109',
      'Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/109.0',
      'Firefox 109',
    ],
  ] as const;

  for (const [label, userAgent, shown] of cases) {
    it(`warns on ${label}`, async () => {
      const { context, page } = await openPage(t.browser, t.baseURL, { userAgent });
      try {
        await gotoReady(page, '/');
        const notice = page.getByTestId('browser-notice');
        await notice.waitFor();
        const text = await notice.textContent();
        expect(text).toContain('Seu navegador está desatualizado');
        expect(text).toContain(shown);
      } finally {
        await context.close();
      }
    });
  }

  it('does not warn on supported browsers', async () => {
    const { context, page } = await openPage(t.browser, t.baseURL, {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36 Edg/110.0.1587.41',
    });
    try {
      await gotoReady(page, '/');
      expect(await page.getByTestId('browser-notice').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
