import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePage } from '../support/use-page.ts';
import { axeViolations } from '../support/lists.ts';

const t = usePage();

interface Found {
  data: { cod_autoridade: number }[];
}
interface Authority {
  cod_autoridade: number;
  cabecalho: string;
  desc_tipo: string;
  formas_variantes: string[];
  ver_tambem: { cabecalho: string; cod_autoridade: number | null }[];
  fontes: string[];
  total_titulos: number;
  pesquisa: { campo: string; termo: string };
}
interface Marc {
  campos: unknown[];
}

const TABS = [
  { name: 'Detalhes', path: '', heading: 'Detalhes da autoridade' },
  { name: 'MARC', path: '/marc', heading: 'Registro MARC' },
] as const;

let authority: Authority;
let marc: Marc;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${t.baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const found = await get<Found>('/consulta/autoridades?termo=a');
  // A heading with variant forms and titles using it, so every part of the page shows.
  for (const row of found.data) {
    const candidate = await get<Authority>(`/autoridade/${row.cod_autoridade}`);
    if (candidate.formas_variantes.length > 0 && candidate.total_titulos > 0) {
      authority = candidate;
      break;
    }
  }
  expect(authority).toBeDefined();
  marc = await get<Marc>(`/autoridade/${authority.cod_autoridade}/marc`);
});

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Seções da autoridade' });

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

async function expectTab(page: Page, tab: (typeof TABS)[number]) {
  await page.waitForURL(
    (url) => url.pathname === `/autoridade/${authority.cod_autoridade}${tab.path}`,
  );
  await page.getByRole('heading', { level: 2, name: tab.heading, exact: true }).waitFor();
  await expect
    .poll(() => tabs(page).getByRole('link', { name: tab.name }).getAttribute('aria-current'))
    .toBe('page');
}

describe('authority page', () => {
  it('shows the heading, kind, variant forms, see-also and sources of the API', async () => {
    const { page } = t;
    await page.goto(`/autoridade/${authority.cod_autoridade}`);
    await ready(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(authority.cabecalho);
    expect(await page.title()).toContain(authority.cabecalho);
    expect(await page.getByTestId('authority-kind').textContent()).toBe(authority.desc_tipo);
    expect(await page.getByTestId('authority-variant').allTextContents()).toEqual(
      authority.formas_variantes,
    );
    expect(await page.getByTestId('authority-see-also').allTextContents()).toEqual(
      authority.ver_tambem.map((related) => related.cabecalho),
    );
    for (const [index, related] of authority.ver_tambem.entries()) {
      const link = page.getByTestId('authority-see-also').nth(index).getByRole('link');
      if (related.cod_autoridade === null) expect(await link.count()).toBe(0);
      else expect(await link.getAttribute('href')).toBe(`/autoridade/${related.cod_autoridade}`);
    }
    expect(await page.getByTestId('authority-source').allTextContents()).toEqual(authority.fontes);
    expect(await page.getByTestId('authority-count').textContent()).toContain(
      String(authority.total_titulos),
    );
    expect(t.pageErrors).toEqual([]);
  });

  it('follows the titles link to the results of the search the API gives', async () => {
    const { page } = t;
    await page.goto(`/autoridade/${authority.cod_autoridade}`);
    await ready(page);
    await page.getByRole('link', { name: new RegExp(`^Ver (o|os \\d+) títulos? de `) }).click();
    await page.waitForURL((url) => url.pathname === '/pesquisa_geral');
    const params = new URL(page.url()).searchParams;
    expect(params.get('termo')).toBe(authority.pesquisa.termo);
    expect(params.get('campo')).toBe(authority.pesquisa.campo);
    await page.getByTestId('result').first().waitFor();
    expect(await page.getByTestId('result').count()).toBeGreaterThan(0);
  });

  it('opens the MARC tab with one row per field, and back returns to the details', async () => {
    const { page } = t;
    await page.goto(`/autoridade/${authority.cod_autoridade}`);
    await ready(page);
    await tabs(page).getByRole('link', { name: 'MARC' }).click();
    await expectTab(page, TABS[1]);
    await page.getByTestId('marc-field').first().waitFor();
    expect(await page.getByTestId('marc-field').count()).toBe(marc.campos.length);
    const xml = page.getByRole('link', { name: 'MARCXML' });
    expect(await xml.getAttribute('href')).toBe(
      `/api/autoridade/${authority.cod_autoridade}/marc?formato=marcxml`,
    );
    await page.goBack();
    await expectTab(page, TABS[0]);
  });

  for (const bad of ['999999999', 'abc', '12/xyz']) {
    it(`shows the not-found screen for /autoridade/${bad}`, async () => {
      const { page } = t;
      await page.goto(`/autoridade/${bad}`);
      await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    });
  }
});

describe('axe-core finds no violations on the authority tabs', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      for (const tab of TABS) {
        await page.goto(`/autoridade/${authority.cod_autoridade}${tab.path}`);
        await ready(page);
        await expectTab(page, tab);
        expect(await axeViolations(page, tab.name)).toEqual([]);
      }
    });
  }
});
