import type { FiltersResponse, SearchResponse } from '@estante/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, launchBrowser, openPage } from '../support/browser.ts';
import { STORAGE, usePage } from '../support/use-page.ts';
import { axeViolations } from '../support/lists.ts';

const t = usePage();

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${t.baseURL}/api${path}`, { headers: { 'Accept-Language': 'pt' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
const search = (query: string) => apiGet<SearchResponse>(`/consulta?${query}`);

/** Waits until the results list shows the page the URL asks for. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /resultado/ });
const titles = (page: Page) => page.getByTestId('result').getByRole('heading').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;
const fullTitle = (record: SearchResponse['consulta']['data'][number]) =>
  record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;

const violations = (page: Page, include?: string) => axeViolations(page, 'results', include);

describe('search results', () => {
  it('searches one field when the URL names it (subject and author links)', async () => {
    const { page } = t;
    const everywhere = await search('termo=educacao');
    const bySubject = await search('termo=educacao&campo=assunto');
    expect(bySubject.consulta.total).toBeGreaterThan(0);
    expect(bySubject.consulta.total).not.toBe(everywhere.consulta.total);
    await gotoReady(page, '/pesquisa_geral?termo=educacao&campo=assunto');
    await settled(page);
    expect(await heading(page).textContent()).toBe(
      `${bySubject.consulta.total} resultados para educacao`,
    );
    expect(query(page).get('campo')).toBe('assunto');
  });

  it('searches from home and shows the results the API finds', async () => {
    const { page } = t;
    const expected = await search('termo=educacao');
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Digite um termo para pesquisar.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByLabel('Termo de pesquisa').fill('educacao');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/\/pesquisa_geral\?termo=educacao$/);
    await settled(page);
    const total = expected.consulta.total;
    expect(total).toBeGreaterThan(20);
    expect(await heading(page).textContent()).toBe(`${total} resultados para educacao`);
    expect(await page.getByTestId('result').count()).toBe(20);
    const first = expected.consulta.data[0]!;
    expect((await titles(page))[0]).toBe(fullTitle(first));
    const item = page.getByTestId('result').first();
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/acervo/${first.cod_acervo}`);
    expect(await item.locator('img').getAttribute('alt')).toBe(`Capa de ${first.titulo}`);
    expect(await item.textContent()).toContain(
      `${first.disponibilidade.disponiveis} de ${first.disponibilidade.total} exemplar`,
    );
    expect(await page.getByLabel('Termo de pesquisa').inputValue()).toBe('educacao');
    expect(t.pageErrors).toEqual([]);
  });

  it('keeps both of two filters chosen before the page renders again', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    await settled(page);
    const boxes = page.getByTestId('facet-T').getByRole('checkbox');
    const codes = await boxes.evaluateAll((inputs) =>
      inputs.slice(0, 2).map((input) => (input as HTMLInputElement).value),
    );
    expect(codes).toHaveLength(2);
    // Both clicks in one task: no render happens between them.
    await boxes.evaluateAll((inputs) => {
      for (const input of inputs.slice(0, 2)) (input as HTMLInputElement).click();
    });
    await page.waitForURL((url) => url.searchParams.getAll('filtro').length > 0);
    await expect
      .poll(() => query(page).getAll('filtro').sort())
      .toEqual(codes.map((code) => `T:${code}`).sort());
  });

  it('adds a filter, removes it with its chip, and clears all', async () => {
    const { page } = t;
    const facets = await apiGet<FiltersResponse>('/consulta/filtros?termo=educacao');
    const book = facets.filtros['T']!.find((option) => option.codigo === 'book')!;
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    const facet = page.getByTestId('facet-T');
    const hidden = facets.filtros['T']!.length - 5;
    await facet.getByRole('button', { name: `Mais ${hidden} opções de Tipo de material` }).click();
    await facet.getByRole('checkbox', { name: new RegExp(`^${book.descricao} \\(`) }).click();
    await page.waitForURL(/filtro=T%3Abook/);
    await settled(page);
    await expect.poll(() => heading(page).textContent()).toContain(`${book.total} resultados`);
    const chip = page.getByRole('button', {
      name: `Remover filtro Tipo de material: ${book.descricao}`,
    });
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('filtro'));

    await gotoReady(page, '/pesquisa_geral?termo=educacao&filtro=T:book&filtro=I:por');
    const both = await search('termo=educacao&filtro=T:book&filtro=I:por');
    expect(await heading(page).textContent()).toContain(`${both.consulta.total} resultado`);
    expect(await page.getByTestId('selected-filters').getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Limpar todos' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('filtro').length === 0);
    await settled(page);
    await expect.poll(() => page.getByTestId('selected-filters').count()).toBe(0);
    expect(t.pageErrors).toEqual([]);
  });

  it('sorts, changes the page size and paginates; back restores each state', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    const firstPage = await titles(page);

    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Título (crescente)' }).click();
    await page.waitForURL(/ordenacao=titulo&direcao=asc/);
    await settled(page);
    const sorted = await search('termo=educacao&ordenacao=titulo&direcao=asc');
    await expect.poll(() => titles(page)).toEqual(sorted.consulta.data.map(fullTitle));

    await page.getByRole('combobox', { name: 'Por página' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL(/tamanho=10/);
    await settled(page);
    await expect.poll(() => page.getByTestId('result').count()).toBe(10);

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await page.waitForURL(/pagina=2/);
    await settled(page);
    const second = await search('termo=educacao&ordenacao=titulo&direcao=asc&tamanho=10&pagina=2');
    await expect.poll(() => titles(page)).toEqual(second.consulta.data.map(fullTitle));
    expect(query(page).get('pagina')).toBe('2');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('pagina'));
    await settled(page);
    await expect.poll(() => titles(page)).toEqual(sorted.consulta.data.slice(0, 10).map(fullTitle));
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('ordenacao'));
    await settled(page);
    await expect.poll(() => titles(page)).toEqual(firstPage);
    expect(await page.getByRole('combobox', { name: 'Ordenar por' }).inputValue()).toBe(
      'Padrão da biblioteca',
    );
    expect(t.pageErrors).toEqual([]);
  });

  it('offers "did you mean" for a search that finds nothing', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educasao');
    expect(await heading(page).textContent()).toBe('Nenhum resultado para educasao');
    const suggestions = page.getByRole('navigation', { name: 'Você quis dizer:' });
    await suggestions.getByRole('link', { name: 'educação' }).click();
    await page.waitForURL(/termo=educa%C3%A7%C3%A3o/);
    await settled(page);
    const found = await search('termo=educa%C3%A7%C3%A3o');
    expect(found.consulta.total).toBeGreaterThan(0);
    await expect
      .poll(() => heading(page).textContent())
      .toContain(`${found.consulta.total} resultados`);
    expect(t.pageErrors).toEqual([]);
  });

  it('shows the API message when the search is rejected', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao&pagina=100001');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/pagina/i);
  });

  it('has no axe violations at 1280 px', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao&filtro=T:book');
    expect(await violations(page)).toEqual([]);
  });

  for (const mode of ['dark', 'contraste'] as const) {
    it(`has no axe violations at 1280 px in ${mode} mode`, async () => {
      const { page } = t;
      await page.addInitScript(
        ({ mode, storage }) => {
          localStorage.setItem(storage.colorScheme, mode === 'dark' ? 'dark' : 'light');
          localStorage.setItem(
            storage.accessibility,
            JSON.stringify({
              state: { zoom: 0, negrito: false, libras: false, cor: mode === 'dark' ? '' : mode },
              version: 0,
            }),
          );
        },
        { mode, storage: STORAGE },
      );
      await gotoReady(page, '/pesquisa_geral?termo=educacao&filtro=X:O');
      expect(await violations(page)).toEqual([]);
    });
  }
});

describe('search results on a 375 px phone', () => {
  it('puts the filters in a drawer and has no axe violations', async () => {
    const browser = await launchBrowser();
    try {
      const { context, page } = await openPage(browser, t.baseURL, { width: 375, height: 812 });
      await gotoReady(page, '/pesquisa_geral?termo=educacao');
      expect(await page.getByRole('complementary').count()).toBe(0);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtros' });
      await drawer.getByTestId('facet-T').getByRole('checkbox').first().click();
      await page.waitForURL(/filtro=T%3A/);
      await settled(page);
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
      await drawer.getByRole('button', { name: 'Fechar filtros' }).click();
      await page.getByRole('button', { name: 'Filtros (1 selecionado)' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
