import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { computed, gotoReady } from '../support/browser.ts';
import { STORAGE, usePage } from '../support/use-page.ts';

const t = usePage();

const bar = (page: Page) => page.getByRole('region', { name: 'Acessibilidade' });

async function reload(page: Page) {
  await page.reload();
  await page.getByRole('link', { name: 'Entrar' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

async function storedSettings(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE.accessibility);
  return raw ? (JSON.parse(raw) as { state: unknown }).state : null;
}

/** Relative luminance of a CSS rgb() colour, 0 (black) … 1 (white). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('accessibility bar', () => {
  it('starts from the spec defaults', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const zoom = bar(page).getByRole('radiogroup', { name: 'Zoom' });
    expect(await zoom.getByRole('radio', { name: '0%', exact: true }).isChecked()).toBe(true);
    const colours = bar(page).getByRole('radiogroup', { name: 'Cores' });
    expect(await colours.getByRole('radio', { name: 'Normal', exact: true }).isChecked()).toBe(
      true,
    );
    for (const name of ['Negrito', 'Libras', 'Modo escuro']) {
      expect(await bar(page).getByRole('button', { name }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    expect(await computed(page, 'html', 'font-size')).toBe('16px');
    expect(await computed(page, 'html', 'filter')).toBe('none');
  });

  it('zoom scales the root font size, works with the keyboard and persists', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const zoom = bar(page).getByRole('radiogroup', { name: 'Zoom' });
    const headingBefore = parseFloat(await computed(page, 'h1', 'font-size'));

    await zoom.getByText('40%', { exact: true }).click();
    expect(await zoom.getByRole('radio', { name: '40%', exact: true }).isChecked()).toBe(true);
    expect(await computed(page, 'html', 'font-size')).toBe('22.4px');
    expect(parseFloat(await computed(page, 'h1', 'font-size'))).toBeCloseTo(headingBefore * 1.4, 0);

    await zoom.getByRole('radio', { name: '40%', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await zoom.getByRole('radio', { name: '60%', exact: true }).isChecked()).toBe(true);
    expect(await computed(page, 'html', 'font-size')).toBe('25.6px');
    expect(await storedSettings(page)).toMatchObject({ zoom: 60 });

    await reload(page);
    expect(await computed(page, 'html', 'font-size')).toBe('25.6px');
    expect(
      await bar(page)
        .getByRole('radiogroup', { name: 'Zoom' })
        .getByRole('radio', { name: '60%', exact: true })
        .isChecked(),
    ).toBe(true);

    await bar(page)
      .getByRole('radiogroup', { name: 'Zoom' })
      .getByText('100%', { exact: true })
      .click();
    expect(await computed(page, 'html', 'font-size')).toBe('32px');
  });

  it('inverted and greyscale colours filter the page and persist', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const colours = bar(page).getByRole('radiogroup', { name: 'Cores' });

    await colours.getByText('Invertidas').click();
    expect(await colours.getByRole('radio', { name: 'Invertidas', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await computed(page, 'html', 'filter')).toBe('invert(1) hue-rotate(180deg)');
    await reload(page);
    expect(await computed(page, 'html', 'filter')).toBe('invert(1) hue-rotate(180deg)');

    await bar(page)
      .getByRole('radiogroup', { name: 'Cores' })
      .getByText('Cinza', { exact: true })
      .click();
    expect(await computed(page, 'html', 'filter')).toBe('grayscale(1)');
    expect(await storedSettings(page)).toMatchObject({ cor: 'cinza' });
    await reload(page);
    expect(await computed(page, 'html', 'filter')).toBe('grayscale(1)');

    await bar(page).getByRole('radiogroup', { name: 'Cores' }).getByText('Normal').click();
    expect(await computed(page, 'html', 'filter')).toBe('none');
  });

  it('high contrast turns the page black with white text and yellow links, and persists', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const colours = bar(page).getByRole('radiogroup', { name: 'Cores' });
    expect(await computed(page, 'body', 'background-color')).not.toBe('rgb(0, 0, 0)');

    await colours.getByRole('radio', { name: 'Normal', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(
      await colours.getByRole('radio', { name: 'Alto contraste', exact: true }).isChecked(),
    ).toBe(true);
    const check = async () => {
      expect(await computed(page, 'body', 'background-color')).toBe('rgb(0, 0, 0)');
      expect(await computed(page, 'body', 'color')).toBe('rgb(255, 255, 255)');
      expect(await computed(page, 'main h1', 'color')).toBe('rgb(255, 255, 255)');
      expect(await computed(page, 'main nav a:not([aria-current])', 'color')).toBe(
        'rgb(255, 255, 0)',
      );
      expect(await computed(page, 'header a[href="/login"]', 'background-color')).toBe(
        'rgb(255, 255, 0)',
      );
    };
    await check();
    await reload(page);
    await check();
  });

  it('bold text toggles with the keyboard and persists', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const bold = bar(page).getByRole('button', { name: 'Negrito' });
    const paragraph = 'footer [data-testid="minimum-browsers"]';
    expect(await computed(page, paragraph, 'font-weight')).toBe('400');

    await bold.focus();
    await page.keyboard.press('Space');
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    expect(await computed(page, paragraph, 'font-weight')).toBe('700');
    expect(await computed(page, 'main td', 'font-weight')).toBe('700');

    await reload(page);
    expect(
      await bar(page).getByRole('button', { name: 'Negrito' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await computed(page, paragraph, 'font-weight')).toBe('700');

    await bar(page).getByRole('button', { name: 'Negrito' }).press('Enter');
    expect(await computed(page, paragraph, 'font-weight')).toBe('400');
  });

  it('Libras shows an explanatory panel, persists and can be turned off', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const panel = page.getByRole('complementary', { name: 'Tradução para Libras ativada' });
    expect(await panel.count()).toBe(0);

    const libras = bar(page).getByRole('button', { name: 'Libras' });
    await libras.press('Enter');
    expect(await libras.getAttribute('aria-pressed')).toBe('true');
    await panel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain('VLibras');

    await reload(page);
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Desativar Libras' }).click();
    expect(await panel.count()).toBe(0);
    expect(
      await bar(page).getByRole('button', { name: 'Libras' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('dark mode darkens the page and persists', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const lightBackground = luminance(await computed(page, 'body', 'background-color'));
    expect(lightBackground).toBeGreaterThan(0.8);

    const dark = bar(page).getByRole('button', { name: 'Modo escuro' });
    await dark.click();
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(luminance(await computed(page, 'body', 'background-color'))).toBeLessThan(0.05);
    expect(luminance(await computed(page, 'main h1 ~ p, main p', 'color'))).toBeGreaterThan(0.5);

    await reload(page);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(luminance(await computed(page, 'body', 'background-color'))).toBeLessThan(0.05);
    expect(
      await bar(page).getByRole('button', { name: 'Modo escuro' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
