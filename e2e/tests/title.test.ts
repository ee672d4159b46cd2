import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePage } from '../support/use-page.ts';
import { axeViolations } from '../support/lists.ts';

const t = usePage();

interface Found {
  consulta: { data: { cod_acervo: number }[] };
}
interface Detail {
  titulo: string;
}
interface Copy {
  cod_biblioteca: number;
}
interface Marc {
  campos: unknown[];
}

const TABS = [
  { name: 'Resumo', path: '', heading: 'Detalhes do título' },
  { name: 'Referência', path: '/referencia', heading: 'Referência bibliográfica' },
  { name: 'MARC', path: '/marc', heading: 'Registro MARC' },
  { name: 'Exemplares', path: '/exemplares', heading: 'Exemplares' },
  { name: 'Dublin Core', path: '/dublin-core', heading: 'Dublin Core' },
] as const;

let id = 0;
let detail: Detail;
let copies: Copy[];
let marc: Marc;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${t.baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const found = await get<Found>('/consulta?termo=brasil');
  // A title with copies in more than one library, so the filter has something to do.
  for (const row of found.consulta.data) {
    const list = await get<Copy[]>(`/acervo/${row.cod_acervo}/exemplares`);
    if (id === 0 || new Set(list.map((copy) => copy.cod_biblioteca)).size > 1) {
      id = row.cod_acervo;
      copies = list;
      if (new Set(list.map((copy) => copy.cod_biblioteca)).size > 1) break;
    }
  }
  expect(id).toBeGreaterThan(0);
  detail = await get<Detail>(`/acervo/${id}`);
  marc = await get<Marc>(`/acervo/${id}/marc`);
});

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Seções do título' });

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

async function expectTab(page: Page, tab: (typeof TABS)[number]) {
  await page.waitForURL((url) => url.pathname === `/acervo/${id}${tab.path}`);
  await page.getByRole('heading', { level: 2, name: tab.heading, exact: true }).waitFor();
  await expect
    .poll(() => tabs(page).getByRole('link', { name: tab.name }).getAttribute('aria-current'))
    .toBe('page');
}

describe('title page', () => {
  it('shows the summary with the title, cover and subject links', async () => {
    const { page } = t;
    await page.goto(`/acervo/${id}`);
    await ready(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(detail.titulo);
    expect(await page.title()).toContain(detail.titulo);
    const cover = page.getByRole('img', { name: `Capa de ${detail.titulo}` });
    expect(await cover.getAttribute('src')).toBe(
      `/api/vinculos/imagem?cod_acervo=${id}&limite=240`,
    );
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    const subject = page.locator('dd a[href^="/pesquisa_geral"]').first();
    expect(await subject.getAttribute('href')).toMatch(/termo=.+&campo=assunto/);
    expect(t.pageErrors).toEqual([]);
  });

  it('visits every tab by clicking, and back returns to the previous tab', async () => {
    const { page } = t;
    await page.goto(`/acervo/${id}`);
    await ready(page);
    for (const tab of TABS.slice(1)) {
      await tabs(page).getByRole('link', { name: tab.name }).click();
      await expectTab(page, tab);
    }
    for (const tab of TABS.slice(0, -1).reverse()) {
      await page.goBack();
      await expectTab(page, tab);
    }
    await page.goForward();
    await expectTab(page, TABS[1]);
  });

  it('opens every tab by deep link', async () => {
    const { page } = t;
    for (const tab of TABS) {
      await page.goto(`/acervo/${id}${tab.path}`);
      await ready(page);
      await expectTab(page, tab);
    }
  });

  it('lists every MARC field and links the downloads', async () => {
    const { page } = t;
    await page.goto(`/acervo/${id}/marc`);
    await ready(page);
    expect(await page.getByTestId('marc-field').count()).toBe(marc.campos.length);
    for (const [name, format] of [
      ['ISO 2709', 'iso2709'],
      ['MARCXML', 'marcxml'],
      ['MARC-in-JSON', 'json'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(
        `/api/acervo/${id}/marc?formato=${format}`,
      );
    }
  });

  it('sorts the copies and filters them by library, keeping both in the address', async () => {
    const { page } = t;
    await page.goto(`/acervo/${id}/exemplares`);
    await ready(page);
    const table = page.getByRole('table', { name: `Exemplares de ${detail.titulo}` });
    expect(await table.getByTestId('copy-row').count()).toBe(copies.length);
    const header = table.getByRole('columnheader', { name: 'Localização' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.url()).toContain('ordem=location');
    expect(page.url()).toContain('direcao=desc');

    const select = page.getByLabel('Filtrar por biblioteca');
    const first = copies[0]!.cod_biblioteca;
    await select.selectOption(String(first));
    await expect
      .poll(() => table.getByTestId('copy-row').count())
      .toBe(copies.filter((copy) => copy.cod_biblioteca === first).length);
    await expect.poll(() => page.url()).toContain(`biblioteca=${first}`);
  });

  it('copies a reference and confirms it', async () => {
    const { page, context } = t;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/acervo/${id}/referencia`);
    await ready(page);
    await page.getByRole('radio', { name: 'APA' }).click();
    await page.waitForURL((url) => url.searchParams.get('estilo') === 'apa');
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    const apa = await get<{ texto: string }>(`/acervo/${id}/referencia?estilo=apa`);
    expect(await page.getByTestId('reference-text').textContent()).toBe(apa.texto);
    await page.getByRole('button', { name: 'Copiar referência' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Referência copiada para a área de transferência.' })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apa.texto);
  });

  for (const path of ['/acervo/999999999', '/acervo/abc', '/acervo/999999999/marc']) {
    it(`shows the not-found screen for ${path}`, async () => {
      const { page } = t;
      await page.goto(path);
      await page.getByTestId('not-found').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    });
  }
});

describe('axe-core finds no violations on the title tabs', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      for (const tab of TABS) {
        await page.goto(`/acervo/${id}${tab.path}`);
        await ready(page);
        await expectTab(page, tab);
        expect(await axeViolations(page, tab.name)).toEqual([]);
      }
    });
  }
});
