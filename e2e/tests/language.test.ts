import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { gotoReady } from '../support/browser.ts';
import { STORAGE, usePage, WEEKDAYS_EN } from '../support/use-page.ts';

const t = usePage();

describe('language bar', () => {
  it('choosing English stores it, reloads with lng=en and translates the chrome', async () => {
    const { page, baseURL } = t;
    const events = await api.events(baseURL);
    await gotoReady(page, '/');
    const marker = await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
      return true;
    });
    expect(marker).toBe(true);

    await page
      .getByRole('navigation', { name: 'Escolha o idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('lng') === 'en');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);

    // A real reload, not a client-side re-render.
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.language)).toBe('en');
    expect(await page.title()).toContain('Catalogue search');

    await page.getByRole('banner').getByRole('region', { name: 'Accessibility' }).waitFor();
    await page.getByRole('button', { name: 'Bold' }).waitFor();
    await page.getByRole('button', { name: 'Dark mode' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Support' }).waitFor();
    expect(await footer.getByTestId('minimum-browsers').textContent()).toBe(
      'Supported browsers: Chrome 104, Firefox 110 and Edge 110 or newer.',
    );
    const english = footer
      .getByRole('navigation', { name: 'Choose the language' })
      .getByRole('link', { name: 'English' });
    expect(await english.getAttribute('aria-current')).toBe('true');

    const hours = page.getByRole('region', { name: 'Opening hours' });
    const rowHeaders = await hours
      .getByRole('table')
      .first()
      .getByRole('rowheader')
      .allTextContents();
    expect(rowHeaders.map((text) => text.replace(/Today$/, ''))).toEqual(WEEKDAYS_EN);
    await page.getByRole('combobox', { name: 'Search term' }).waitFor();

    const first = events[0];
    if (first) {
      const month = new Intl.DateTimeFormat('en', {
        month: 'long',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(first.data_inicio));
      const when = page.getByRole('region', { name: 'Events' }).getByTestId('event-when').first();
      expect(await when.textContent()).toContain(month);
    }
  });

  it('keeps the stored language on later visits without the query parameter', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.searchParams.get('lng') === 'es');
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();

    await gotoReady(page, '/');
    expect(new URL(page.url()).searchParams.has('lng')).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('region', { name: 'Horario de atención' }).waitFor();
  });

  it('falls back to Portuguese for an unsupported language', async () => {
    const { page } = t;
    await gotoReady(page, '/?lng=de');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^pt/);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    const languages = page.getByRole('navigation', { name: 'Escolha o idioma' }).getByRole('link');
    expect(await languages.allTextContents()).toEqual([
      'Português',
      'English',
      'Español',
      'Français',
      'Italiano',
    ]);
  });
});
