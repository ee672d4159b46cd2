import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { gotoReady } from '../support/browser.ts';
import { usePage, WEEKDAYS_PT } from '../support/use-page.ts';

const t = usePage();

describe('home screen in Portuguese', () => {
  it('renders the page chrome from the institution settings', async () => {
    const { page, baseURL } = t;
    const institution = await api.institution(baseURL);
    await gotoReady(page, '/');

    expect(await page.locator('html').getAttribute('lang')).toMatch(/^pt/);
    expect(await page.title()).toContain('Pesquisa no acervo');

    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: institution.nome });
    expect(await home.getAttribute('href')).toBe('/');
    if (institution.logo) {
      expect(await home.locator('img').getAttribute('src')).toBe(institution.logo);
    }
    const signIn = banner.getByRole('link', { name: 'Entrar' });
    expect(await signIn.getAttribute('href')).toBe('/login');
    await banner.getByRole('region', { name: 'Acessibilidade' }).waitFor();

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Suporte' }).waitFor();
    const year = new Date().getFullYear();
    expect(await footer.textContent()).toContain(`© ${year} ${institution.nome}`);
    expect(await footer.getByTestId('minimum-browsers').textContent()).toBe(
      'Navegadores suportados: Chrome 104, Firefox 110 e Edge 110 ou versões mais recentes.',
    );
    const languages = footer
      .getByRole('navigation', { name: 'Escolha o idioma' })
      .getByRole('link');
    expect(await languages.allTextContents()).toEqual([
      'Português',
      'English',
      'Español',
      'Français',
      'Italiano',
    ]);
    expect(await languages.first().getAttribute('aria-current')).toBe('true');
    expect(t.pageErrors).toEqual([]);
  });

  it('shows the opening hours of every library from Monday to Sunday', async () => {
    const { page, baseURL } = t;
    const desks = await api.serviceDesks(baseURL);
    expect(desks.length).toBeGreaterThan(0);
    await gotoReady(page, '/');

    const section = page.getByRole('region', { name: 'Horário de atendimento' });
    expect(await section.getByRole('article').count()).toBe(desks.length);
    let closedDays = 0;
    for (const desk of desks) {
      const table = section
        .getByRole('article', { name: desk.desc_biblioteca, exact: true })
        .getByRole('table');
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Dia da semana',
        'Horário',
      ]);
      const rowHeaders = await table.getByRole('rowheader').allTextContents();
      expect(rowHeaders.map((text) => text.replace(/Hoje$/, ''))).toEqual(WEEKDAYS_PT);
      const cells = await table.locator('tbody td').allTextContents();
      const expected = [1, 2, 3, 4, 5, 6, 7].map((day) => {
        const slots = desk.horarios.filter((slot) => slot.dia_semana === day);
        if (slots.length === 0) closedDays += 1;
        return slots.length === 0
          ? 'Fechado'
          : slots.map((slot) => `${slot.abertura} às ${slot.fechamento}`).join('');
      });
      expect(cells).toEqual(expected);
    }
    // The demo data has closed days (Sundays at least), so "Fechado" is exercised.
    expect(closedDays).toBeGreaterThan(0);
  });

  it('lists the upcoming events soonest first with dates in Portuguese', async () => {
    const { page, baseURL } = t;
    const events = await api.events(baseURL);
    expect(events.length).toBeGreaterThan(0);
    await gotoReady(page, '/');

    const items = page.getByRole('region', { name: 'Eventos' }).getByTestId('event');
    const shown = Math.min(events.length, 6);
    expect(await items.count()).toBe(shown);
    expect(await items.getByRole('heading').allTextContents()).toEqual(
      events.slice(0, shown).map((event) => event.titulo),
    );
    for (const [index, event] of events.slice(0, shown).entries()) {
      const time = items.nth(index).getByTestId('event-when');
      expect(await time.getAttribute('datetime')).toBe(event.data_inicio);
      const month = new Intl.DateTimeFormat('pt-BR', {
        month: 'long',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(event.data_inicio));
      expect(await time.textContent()).toContain(` de ${month} de `);
    }
  });

  it('offers the configured search tabs, one route each', async () => {
    const { page, baseURL } = t;
    const { guias } = await api.features(baseURL);
    const tabs = [...guias].sort((a, b) => a.ordem - b.ordem);
    expect(tabs.length).toBeGreaterThan(1);
    await gotoReady(page, '/');

    const nav = page.getByRole('navigation', { name: 'Tipos de pesquisa' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(tabs.length);
    for (const [index, tab] of tabs.entries()) {
      expect(await links.nth(index).getAttribute('href')).toBe(`/${tab.chave}`);
    }
    expect(await links.first().getAttribute('aria-current')).toBe('page');

    const second = tabs[1]!;
    await links.nth(1).click();
    await page.waitForURL(`**/${second.chave}`);
    await expect
      .poll(() => nav.locator('[aria-current="page"]').getAttribute('href'))
      .toBe(`/${second.chave}`);
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('has a labelled search box (a combobox: it suggests) that requires a term and does not fail on submit', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const search = page.getByRole('search');
    const input = search.getByRole('combobox', { name: 'Termo de pesquisa' });

    await search.getByRole('button', { name: 'Pesquisar' }).click();
    await search.getByText('Digite um termo para pesquisar.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.fill('Machado de Assis');
    await input.press('Enter');
    expect(await search.getByText('Digite um termo para pesquisar.').count()).toBe(0);
    expect(t.pageErrors).toEqual([]);
  });

  it('shows an error state when the API fails, and recovers on retry', async () => {
    const { page } = t;
    let fail = true;
    await page.route('**/api/parametros/atendimento', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'boom', key: 'unexpected_error', status: 500 }),
          })
        : route.continue(),
    );
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Horário de atendimento' });
    await section.getByTestId('opening-hours-loading').waitFor();
    const alert = section.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(
      'Não foi possível carregar os horários de atendimento.',
    );

    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await section.getByRole('table').first().waitFor();
    expect(await section.getByRole('alert').count()).toBe(0);
  });
});
