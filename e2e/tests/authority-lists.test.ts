import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, axeViolations, settled } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

interface AuthorityPage {
  data: {
    cod_autoridade: number;
    cabecalho: string;
    desc_tipo: string;
    remissivas_ver: string[];
    remissivas_ver_tambem: string[];
    qtd_titulos: number;
  }[];
  total: number;
  page_size: number;
}

const search = (query: Record<string, string>) =>
  apiGet<AuthorityPage>(t.baseURL, `/consulta/autoridades?${new URLSearchParams(query)}`);

async function headings(page: Page) {
  await settled(page);
  return page.getByTestId('authority').getByRole('heading', { level: 3 }).allTextContents();
}

describe('authority lists (tab autoridades)', () => {
  it('searches authorities of one kind, with see and see-also references, and opens one', async () => {
    const { page } = t;
    const found = await search({ termo: 'hist', tipo: 'assunto' });
    const first = found.data[0];
    expect(first).toBeDefined();
    await page.goto('/autoridades');
    await page.getByRole('heading', { level: 1, name: 'Pesquisa de autoridades' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Tipos de pesquisa' })
      .getByRole('link', { name: 'Autoridades' })
      .waitFor();

    await page.getByLabel('Tipo de autoridade').selectOption('assunto');
    await page.getByLabel('Termo', { exact: true }).fill('hist');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/autoridades' &&
        url.searchParams.get('termo') === 'hist' &&
        url.searchParams.get('tipo') === 'assunto',
    );
    await expect.poll(() => headings(page)).toEqual(found.data.map((a) => a.cabecalho));

    const item = page.getByTestId('authority').first();
    expect(await item.getByTestId('authority-kind').textContent()).toBe(first?.desc_tipo);
    expect(await item.getByTestId('authority-see').allTextContents()).toEqual(
      first?.remissivas_ver,
    );
    expect(await item.getByTestId('authority-see-also').allTextContents()).toEqual(
      first?.remissivas_ver_tambem,
    );
    expect(await item.getByTestId('authority-titles').textContent()).toContain(
      String(first?.qtd_titulos),
    );

    await item.getByRole('link', { name: first?.cabecalho }).click();
    await page.waitForURL((url) => url.pathname === `/autoridade/${first?.cod_autoridade}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(first?.cabecalho);
  });

  it('asks for a term before searching', async () => {
    const { page } = t;
    await page.goto('/autoridades');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Digite um termo para pesquisar.').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('pages through many authorities', async () => {
    const { page } = t;
    const one = await search({ termo: 'a', tipo: 'todos', page: '1' });
    const two = await search({ termo: 'a', tipo: 'todos', page: '2' });
    expect(one.total).toBeGreaterThan(one.page_size);
    await page.goto('/autoridades?termo=a');
    await expect.poll(() => headings(page)).toEqual(one.data.map((a) => a.cabecalho));
    await page
      .getByRole('navigation', { name: 'Páginas de autoridades' })
      .getByRole('button', { name: 'Página 2' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('pagina') === '2');
    await expect.poll(() => headings(page)).toEqual(two.data.map((a) => a.cabecalho));
    await page.goBack();
    await expect.poll(() => headings(page)).toEqual(one.data.map((a) => a.cabecalho));
  });

  for (const width of [1280, 375]) {
    it(`has no axe-core violations at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto('/autoridades?termo=silva&tipo=pessoa');
      await page.getByTestId('authority').first().waitFor();
      await settled(page);
      expect(await axeViolations(page, 'authority lists')).toEqual([]);
      await page.goto('/autoridades');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await page.getByText('Digite um termo para pesquisar.').waitFor();
      expect(await axeViolations(page, 'authority form')).toEqual([]);
    });
  }
});
