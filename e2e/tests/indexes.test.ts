import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, axeViolations, formatPt, settled } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

interface IndexPage {
  itens: { termo: string; chave: string; quantidade: number }[];
  anterior: string | null;
  proxima: string | null;
}
interface Consulta {
  consulta: { total: number };
}

const indexPage = (tipo: string, termo = '', direcao = 'proxima') =>
  apiGet<IndexPage>(
    t.baseURL,
    `/consulta/indice?${new URLSearchParams({ tipo, termo, direcao, quantidade: '20' })}`,
  );

async function shown(page: Page) {
  await settled(page);
  const headings = await page.getByTestId('index-heading-link').allTextContents();
  const counts = await page.getByTestId('index-heading-count').allTextContents();
  return headings.map((termo, index) => `${termo} (${counts[index]})`);
}
const expected = (data: IndexPage) =>
  data.itens.map((item) => `${item.termo} (${formatPt(item.quantidade)})`);

describe('index lists', () => {
  it('browses an index forward and back, with the headings and counts of the API', async () => {
    const { page } = t;
    const first = await indexPage('autor');
    expect(first.proxima).not.toBeNull();
    await page.goto('/indice?tipo=autor');
    await page.getByRole('heading', { level: 1, name: 'Listas de índice' }).waitFor();
    await page.getByTestId('index-heading').first().waitFor();
    expect(await shown(page)).toEqual(expected(first));
    expect(await page.getByRole('link', { name: 'Anteriores' }).count()).toBe(0);

    const second = await indexPage('autor', first.proxima ?? '');
    await page.getByRole('link', { name: 'Próximos' }).click();
    await page.waitForURL((url) => url.searchParams.get('inicio') === first.proxima);
    await expect.poll(() => shown(page)).toEqual(expected(second));

    const back = await indexPage('autor', second.anterior ?? '', 'anterior');
    expect(back.itens).toEqual(first.itens);
    await page.getByRole('link', { name: 'Anteriores' }).click();
    await page.waitForURL((url) => url.searchParams.get('direcao') === 'anterior');
    await expect.poll(() => shown(page)).toEqual(expected(back));

    // The browser's back button returns to the second page.
    await page.goBack();
    await expect.poll(() => shown(page)).toEqual(expected(second));
  });

  it('starts from a typed term and changes the kind of index', async () => {
    const { page } = t;
    await page.goto('/indice');
    await page.getByTestId('index-heading').first().waitFor();
    expect(await shown(page)).toEqual(expected(await indexPage('titulo')));

    await page.getByLabel('Índice', { exact: true }).selectOption('assunto');
    await page.waitForURL((url) => url.searchParams.get('tipo') === 'assunto');
    await expect.poll(() => shown(page)).toEqual(expected(await indexPage('assunto')));

    await page.getByLabel('Começar em').fill('Hist');
    await page.getByRole('button', { name: 'Ir' }).click();
    await page.waitForURL((url) => url.searchParams.get('inicio') === 'Hist');
    const fromHist = await indexPage('assunto', 'Hist');
    await expect.poll(() => shown(page)).toEqual(expected(fromHist));
    expect(fromHist.itens[0]?.termo.toLowerCase().startsWith('hist')).toBe(true);
  });

  it('opens the search of a heading in its own field', async () => {
    const { page } = t;
    const data = await indexPage('autor', 'silva');
    const heading = data.itens[0];
    expect(heading).toBeDefined();
    const found = await apiGet<Consulta>(
      t.baseURL,
      `/consulta?${new URLSearchParams({ termo: heading?.termo ?? '', campo: 'autor' })}`,
    );
    expect(found.consulta.total).toBeGreaterThan(0);
    await page.goto('/indice?tipo=autor&inicio=silva');
    await page.getByTestId('index-heading-link').first().click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/pesquisa_geral' &&
        url.searchParams.get('termo') === heading?.termo &&
        url.searchParams.get('campo') === 'autor',
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /resultado/ }).textContent())
      .toContain(`${formatPt(found.consulta.total)} resultado`);
  });

  for (const width of [1280, 375]) {
    it(`has no axe-core violations at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto('/indice?tipo=autor&inicio=silva');
      await page.getByTestId('index-heading').first().waitFor();
      await settled(page);
      expect(await axeViolations(page, 'index')).toEqual([]);
    });
  }
});
