import type { ArchiveOptions, NormativeActOptions, SearchResponse } from '@estante/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage } from '../support/browser.ts';
import { waitForNetworkHarvest } from '../support/network.ts';
import { usePage } from '../support/use-page.ts';
import { axeViolations } from '../support/lists.ts';

const t = usePage();

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${t.baseURL}/api${path}`, { headers: { 'Accept-Language': 'pt' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
/** The API's answer to the search in the page's URL, on the page's tab. */
async function apiTotalOf(page: Page): Promise<number> {
  const url = new URL(page.url());
  const params = new URLSearchParams(url.search);
  params.set('guia', url.pathname.slice(1));
  const body = await apiGet<SearchResponse>(`/consulta?${params.toString()}`);
  return body.consulta.total;
}

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}
/** The count the results heading shows (`1.234 resultados …`). */
async function shownTotal(page: Page): Promise<number> {
  await settled(page);
  const heading = page.getByRole('heading', { level: 2, name: /resultado/ });
  const text = (await heading.textContent()) ?? '';
  const match = /^([\d.]+) resultados?|^Nenhum resultado/.exec(text);
  if (!match) throw new Error(`unexpected heading: ${text}`);
  return match[1] ? Number(match[1].replaceAll('.', '')) : 0;
}
const query = (page: Page) => new URL(page.url()).searchParams;
/** The visible label of a display-mode radio (the radio itself is visually hidden). */
const modeLabel = (page: Page, name: string) =>
  page.locator('fieldset').filter({ hasText: 'Exibição' }).locator('label', { hasText: name });
/** Waits until the results heading shows the API's total for the page's URL. */
async function expectApiTotal(page: Page): Promise<number> {
  const expected = await apiTotalOf(page);
  await expect.poll(() => shownTotal(page)).toBe(expected);
  return expected;
}

const violations = (page: Page) => axeViolations(page, 'search form');

describe('search forms', () => {
  it('switches display modes, keeps them in the URL and restores them on back/forward', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    const expected = await apiTotalOf(page);
    await expect.poll(() => shownTotal(page)).toBe(expected);
    const list = page.getByRole('list', { name: 'Resultados da pesquisa' });
    expect(await list.getAttribute('data-mode')).toBe('D');

    await modeLabel(page, 'Capas').click();
    await page.waitForURL(/exibicao=C/);
    await expect.poll(() => list.getAttribute('data-mode')).toBe('C');
    expect(await page.getByTestId('result').count()).toBe(20);
    expect(await page.getByTestId('result').first().locator('img').count()).toBe(1);

    await modeLabel(page, 'Lista').click();
    await page.waitForURL(/exibicao=L/);
    await expect.poll(() => list.getAttribute('data-mode')).toBe('L');
    expect(await page.getByTestId('result').first().locator('img').count()).toBe(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);

    await page.reload();
    await expect.poll(() => list.getAttribute('data-mode')).toBe('L');
    expect(await page.getByRole('radio', { name: 'Lista' }).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL(/exibicao=C/);
    await expect.poll(() => list.getAttribute('data-mode')).toBe('C');
    await page.goForward();
    await page.waitForURL(/exibicao=L/);
    await expect.poll(() => list.getAttribute('data-mode')).toBe('L');
    expect(t.pageErrors).toEqual([]);
  });

  it('searches the chosen field', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    await page.getByLabel('Pesquisar em').selectOption('autor');
    await page.getByLabel('Termo de pesquisa').fill('silva');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/campo=autor/);
    expect(query(page).get('termo')).toBe('silva');
    const byAuthor = await apiTotalOf(page);
    const everywhere = (await apiGet<SearchResponse>('/consulta?termo=silva')).consulta.total;
    expect(byAuthor).toBeGreaterThan(0);
    expect(byAuthor).not.toBe(everywhere);
    await expect.poll(() => shownTotal(page)).toBe(byAuthor);
    expect(await page.getByLabel('Pesquisar em').inputValue()).toBe('autor');
  });

  it('runs an advanced search of two rows joined by AND NOT, and back restores it', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_avancada');
    await page.getByLabel('Termo da linha 1').fill('educacao');
    await page.getByLabel('Campo da linha 2').selectOption('assunto');
    await page.getByLabel('Termo da linha 2').fill('musical');
    await page.getByLabel('Operador da linha 2').selectOption('NAO');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/termo1=/);
    const params = query(page);
    expect(params.get('termo1')).toBe('educacao');
    expect(params.get('termo2')).toBe('musical');
    expect(params.get('campo2')).toBe('assunto');
    expect(params.get('operador2')).toBe('NAO');
    const expected = await apiTotalOf(page);
    const first = (await apiGet<SearchResponse>('/consulta?guia=pesquisa_avancada&termo1=educacao'))
      .consulta.total;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(first);
    await expect.poll(() => shownTotal(page)).toBe(expected);

    // A third row, OR, then back to the two-row search.
    await page.getByRole('button', { name: 'Adicionar linha' }).click();
    await page.getByLabel('Termo da linha 3').fill('historia');
    await page.getByLabel('Operador da linha 3').selectOption('OU');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/termo3=historia/);
    await expectApiTotal(page);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('termo3'));
    await expect.poll(() => shownTotal(page)).toBe(expected);
    expect(await page.getByLabel('Termo da linha 2').inputValue()).toBe('musical');
    expect(await page.getByLabel('Operador da linha 2').inputValue()).toBe('NAO');
    expect(await page.getByTestId('advanced-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Remover linha 2' }).click();
    expect(await page.getByTestId('advanced-row').count()).toBe(1);
    expect(t.pageErrors).toEqual([]);
  });

  it('shows the archive options and searches the archive', async () => {
    const { page } = t;
    const options = await apiGet<ArchiveOptions>('/consulta/opcoes-arquivo');
    await gotoReady(page, '/arquivo');
    const overview = page.getByTestId('archive-overview');
    for (const fundo of options.fundos) {
      expect(await overview.textContent()).toContain(fundo.descricao);
    }
    await page.getByLabel('Termo de pesquisa').fill('ata');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/\/arquivo\?termo=ata/);
    const expected = await apiTotalOf(page);
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);
  });

  it('lists the records of a fonds chosen in the archive overview', async () => {
    const { page } = t;
    const options = await apiGet<ArchiveOptions>('/consulta/opcoes-arquivo');
    const fonds = options.fundos[0]!;
    await gotoReady(page, '/arquivo');
    await page.getByTestId('archive-overview').getByRole('link', { name: fonds.descricao }).click();
    await page.waitForURL(/fundo=/);
    expect(query(page).get('fundo')).toBe(fonds.codigo);
    await expect.poll(() => shownTotal(page)).toBe(fonds.total);
    await page.goBack();
    await page.getByTestId('archive-overview').waitFor();
  });

  it('opens a network record on its title page, with the institution holding it', async () => {
    const { page } = t;
    await waitForNetworkHarvest(t.baseURL);
    await gotoReady(page, '/rede_pergamum_oai?termo=historia');
    const first = page.getByTestId('result').first();
    const institution = (await first.getByTestId('institution').textContent()) ?? '';
    await first.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/acervo\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(institution).toContain(': ');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain(institution.split(': ').slice(1).join(': '));
  });

  it('searches normative acts by kind, body and year', async () => {
    const { page } = t;
    const options = await apiGet<NormativeActOptions>('/consulta/opcoes-atos-normativos');
    const lei = options.tipos.find((option) => option.codigo === 'lei')!;
    await gotoReady(page, '/atos_normativos');
    await page.getByLabel('Tipo de ato').selectOption('lei');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/tipo_ato=lei/);
    expect(query(page).get('termo')).toBeNull();
    await expect.poll(() => shownTotal(page)).toBe(lei.total);

    const body = options.orgaos[0]!;
    await page.getByLabel('Tipo de ato').selectOption('');
    await page.getByLabel('Número, assunto ou palavras').fill('educacao');
    await page.getByLabel('Órgão emissor').selectOption(body.codigo);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/filtro=A/);
    expect(query(page).getAll('filtro')).toEqual([`A:${body.codigo}`]);
    const expected = await apiTotalOf(page);
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);
  });

  it('lists new acquisitions in covers by default, by period and course', async () => {
    const { page } = t;
    await gotoReady(page, '/novas_aquisicoes');
    await expectApiTotal(page);
    const list = page.getByRole('list', { name: 'Resultados da pesquisa' });
    expect(await list.getAttribute('data-mode')).toBe('C');

    await page.getByLabel('Adquiridos nos últimos').selectOption('90');
    const course = page.getByRole('combobox', { name: 'Curso', exact: true });
    await expect.poll(() => course.locator('option').count()).toBeGreaterThan(1);
    const value = await course.locator('option').nth(1).getAttribute('value');
    await course.selectOption(value!);
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await page.waitForURL(/periodo=90/);
    expect(query(page).getAll('filtro')).toEqual([`NA_C:${value}`]);
    const expected = await apiTotalOf(page);
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);
  });

  it('shows a teaching plan bibliography chosen by course', async () => {
    const { page } = t;
    await gotoReady(page, '/plano_ensino');
    const picker = page.locator('input').and(page.getByLabel('Curso', { exact: true }));
    await picker.click();
    await picker.fill('Admin');
    const option = page.getByRole('option', { name: /^Administração/ }).first();
    await option.click();
    await page.getByRole('button', { name: 'Ver bibliografia' }).click();
    await page.waitForURL(/curso=\d+/);
    const expected = await apiTotalOf(page);
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);
    expect(await page.getByTestId('badge-bibliography').count()).toBeGreaterThan(0);
    // The chosen course is shown again on the results page.
    expect(
      await page
        .locator('input')
        .and(page.getByLabel('Curso', { exact: true }))
        .inputValue(),
    ).toMatch(/^Administração/);
  });

  it('suggests as one types and searches the chosen suggestion', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const box = page.getByLabel('Termo de pesquisa');
    await box.pressSequentially('educ', { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const suggestions = await apiGet<{ termo: string; tipo: string }[]>(
      '/consulta/autocompletar?termo=educ',
    );
    const first = ['titulo', 'autor', 'assunto']
      .map((tipo) => suggestions.find((item) => item.tipo === tipo))
      .find(Boolean)!;
    expect(await listbox.getByRole('option').count()).toBe(suggestions.length);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(/termo=/);
    expect(query(page).get('termo')).toBe(first.termo);
    expect(query(page).get('campo')).toBe(first.tipo);
    await expectApiTotal(page);
  });
});

const FORMS = [
  '/',
  '/pesquisa_avancada',
  '/arquivo',
  '/atos_normativos',
  '/plano_ensino',
  '/novas_aquisicoes',
  '/pesquisa_avancada?termo1=educacao&termo2=musical&operador2=NAO',
  '/rede_pergamum_oai?termo=historia',
  '/pesquisa_geral?termo=educacao&exibicao=C',
  '/pesquisa_geral?termo=educacao&exibicao=L',
];

describe.each([1280, 375])('search forms at %i px', (width) => {
  it.each(FORMS)('has no axe violations on %s', async (path) => {
    const { context, page } = await openPage(t.browser, t.baseURL, {
      width,
      height: width < 600 ? 812 : 900,
    });
    try {
      await gotoReady(page, path);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the autocomplete list accessible', async () => {
    const { context, page } = await openPage(t.browser, t.baseURL, {
      width,
      height: width < 600 ? 812 : 900,
    });
    try {
      await gotoReady(page, '/');
      await page.getByLabel('Termo de pesquisa').pressSequentially('educ');
      await page.getByRole('listbox').waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
