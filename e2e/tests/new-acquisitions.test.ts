import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { apiGet, axeViolations, formatPt, settled } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

interface Consulta {
  consulta: {
    total: number;
    data: { cod_acervo: number; titulo: string; subtitulo: string | null }[];
  };
}
interface Filters {
  filtros: Record<string, { codigo: string; descricao: string; total: number }[]>;
}

const latest = (...filtros: string[]) => {
  const params = new URLSearchParams({ guia: 'novas_aquisicoes', exibicao: 'C', tamanho: '10' });
  for (const filtro of filtros) params.append('filtro', filtro);
  return apiGet<Consulta>(t.baseURL, `/consulta?${params}`);
};
const titleOf = (record: Consulta['consulta']['data'][number]) =>
  record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;

const panel = (page: Page) => page.getByRole('region', { name: 'Novas aquisições' });
async function shownTitles(page: Page) {
  await settled(page);
  return panel(page).getByTestId('new-acquisition-title').allTextContents();
}

describe('new acquisitions panel on the home page', () => {
  it('shows the latest titles of the API with covers, each linking to its title', async () => {
    const { page } = t;
    const expected = await latest();
    expect(expected.consulta.data.length).toBeGreaterThan(0);
    await gotoReady(page, '/');
    await expect.poll(() => shownTitles(page)).toEqual(expected.consulta.data.map(titleOf));
    expect(await panel(page).getByTestId('new-acquisitions-total').textContent()).toContain(
      formatPt(expected.consulta.total),
    );
    const covers = panel(page).getByTestId('new-acquisition').locator('img');
    expect(await covers.count()).toBe(expected.consulta.data.length);
    expect(await covers.first().getAttribute('src')).toContain(
      `cod_acervo=${expected.consulta.data[0]?.cod_acervo}`,
    );
    await expect
      .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await panel(page)
      .getByRole('link', { name: titleOf(expected.consulta.data[0]!) })
      .click();
    await page.waitForURL(
      (url) => url.pathname === `/acervo/${expected.consulta.data[0]?.cod_acervo}`,
    );
  });

  it('filters by course (NA_C) and by area (NA_A), and "see all" keeps the choice', async () => {
    const { page } = t;
    const { filtros } = await apiGet<Filters>(t.baseURL, '/consulta/filtros?guia=novas_aquisicoes');
    const all = await latest();
    const course = filtros.C?.find((option) => option.total < all.consulta.total);
    const area = filtros.K?.find((option) => option.total < all.consulta.total);
    expect(course).toBeDefined();
    expect(area).toBeDefined();
    const byCourse = await latest(`NA_C:${course?.codigo}`);
    const byBoth = await latest(`NA_C:${course?.codigo}`, `NA_A:${area?.codigo}`);
    expect(byCourse.consulta.data.map(titleOf)).not.toEqual(all.consulta.data.map(titleOf));

    await gotoReady(page, '/');
    await expect.poll(() => shownTitles(page)).toEqual(all.consulta.data.map(titleOf));
    await panel(page)
      .getByLabel('Curso')
      .selectOption(course?.codigo ?? '');
    await page.waitForURL((url) =>
      url.searchParams.getAll('filtro').includes(`NA_C:${course?.codigo}`),
    );
    await expect.poll(() => shownTitles(page)).toEqual(byCourse.consulta.data.map(titleOf));

    await panel(page)
      .getByLabel('Área do conhecimento')
      .selectOption(area?.codigo ?? '');
    // The titles may not change (the area can keep the course's latest ones): wait for the address.
    await page.waitForURL((url) =>
      url.searchParams.getAll('filtro').includes(`NA_A:${area?.codigo}`),
    );
    await expect.poll(() => shownTitles(page)).toEqual(byBoth.consulta.data.map(titleOf));

    if (byBoth.consulta.total > 0) {
      const seeAll = panel(page).getByTestId('new-acquisitions-see-all');
      const href = async () => new URL((await seeAll.getAttribute('href')) ?? '', t.baseURL);
      // The address changes before React renders the new choice: wait for the link to follow.
      await expect
        .poll(async () => (await href()).searchParams.getAll('filtro'))
        .toEqual([`NA_C:${course?.codigo}`, `NA_A:${area?.codigo}`]);
      expect((await href()).pathname).toBe('/novas_aquisicoes');
    }

    // Back to every course.
    await panel(page).getByLabel('Curso').selectOption('');
    await panel(page).getByLabel('Área do conhecimento').selectOption('');
    await page.waitForURL((url) => url.searchParams.getAll('filtro').length === 0);
    await expect.poll(() => shownTitles(page)).toEqual(all.consulta.data.map(titleOf));
  });

  for (const width of [1280, 375]) {
    it(`has no axe-core violations on the home page with the panel at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await gotoReady(page, '/');
      await panel(page).getByTestId('new-acquisition').first().waitFor();
      await settled(page);
      expect(await axeViolations(page, 'home')).toEqual([]);
    });
  }
});
