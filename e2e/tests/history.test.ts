import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, axeViolations, formatPt, settled } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

interface Consulta {
  consulta: { total: number };
}

const HISTORY_KEY = 'estante.historico';

/** Opens a results URL and waits until the history has logged that many searches. */
async function searchAndLog(page: Page, url: string, expected: number) {
  await page.goto(url);
  await page.waitForFunction(
    ({ key, expected }) => {
      const raw = localStorage.getItem(key);
      return raw !== null && JSON.parse(raw).state.entries.length === expected;
    },
    { key: HISTORY_KEY, expected },
    { polling: 100 },
  );
}

async function openHistory(page: Page) {
  await page.goto('/historico');
  await page.getByRole('heading', { level: 1, name: 'Histórico de pesquisas' }).waitFor();
  await settled(page);
}

const terms = (page: Page) => page.getByTestId('history-term').allTextContents();

describe('search history', () => {
  it('logs each search with the count the API gives, newest first', async () => {
    const { page, baseURL } = t;
    const educacao = await apiGet<Consulta>(baseURL, '/consulta?termo=educacao');
    const brasil = await apiGet<Consulta>(baseURL, '/consulta?termo=brasil&campo=assunto');
    await searchAndLog(page, '/pesquisa_geral?termo=educacao', 1);
    await searchAndLog(page, '/pesquisa_geral?termo=brasil&campo=assunto', 2);
    // The same search again right away is not logged twice.
    await page.reload();
    await page.waitForTimeout(500);
    await page.goto('/');
    await openHistory(page);

    expect(await terms(page)).toEqual(['brasil', 'educacao']);
    expect(await page.getByTestId('history-count').allTextContents()).toEqual([
      formatPt(brasil.consulta.total),
      formatPt(educacao.consulta.total),
    ]);
    const first = page.getByTestId('history-entry').first();
    await first.getByText('em assunto').waitFor();
    await first.getByText('Pesquisa geral').waitFor();
    await page
      .getByRole('table', { name: 'Pesquisas realizadas, da mais recente para a mais antiga' })
      .waitFor();
  });

  it('re-runs a search: the logged URL opens again', async () => {
    const { page } = t;
    await searchAndLog(page, '/pesquisa_geral?termo=brasil&campo=assunto', 1);
    await searchAndLog(page, '/pesquisa_geral?termo=educacao', 2);
    await openHistory(page);
    await page.getByRole('link', { name: 'Refazer a pesquisa “brasil”' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/pesquisa_geral' && url.search === '?termo=brasil&campo=assunto',
    );
    await page.getByRole('heading', { level: 2, name: /resultado/ }).waitFor();
  });

  it('is one link away from a results page', async () => {
    const { page } = t;
    await searchAndLog(page, '/pesquisa_geral?termo=educacao', 1);
    await page.getByRole('link', { name: 'Histórico de pesquisas' }).click();
    await page.waitForURL((url) => url.pathname === '/historico');
    await settled(page);
    // The address changes before the history page has drawn its list.
    await expect.poll(() => terms(page)).toEqual(['educacao']);
  });

  it('logs authority searches too, with the kind searched and the headings found', async () => {
    const { page, baseURL } = t;
    const found = await apiGet<{ total: number }>(
      baseURL,
      '/consulta/autoridades?termo=hist&tipo=assunto',
    );
    const kinds = await apiGet<{ codigo: string; descricao: string }[]>(
      baseURL,
      '/consulta/opcoes-autoridades',
    );
    const subject = kinds.find((kind) => kind.codigo === 'assunto');
    expect(found.total).toBeGreaterThan(0);
    await searchAndLog(page, '/autoridades?termo=hist&tipo=assunto', 1);
    await openHistory(page);
    expect(await terms(page)).toEqual(['hist']);
    const entry = page.getByTestId('history-entry').first();
    await entry.getByText(`em ${subject?.descricao}`).waitFor();
    await entry.getByText('Autoridades').waitFor();
    expect(await page.getByTestId('history-count').allTextContents()).toEqual([
      formatPt(found.total),
    ]);
    await page.getByRole('link', { name: 'Refazer a pesquisa “hist”' }).click();
    await page.waitForURL((url) => url.pathname === '/autoridades' && url.search.includes('hist'));
  });

  it('deletes one entry, then clears everything after confirmation', async () => {
    const { page } = t;
    await searchAndLog(page, '/pesquisa_geral?termo=educacao', 1);
    await searchAndLog(page, '/pesquisa_geral?termo=historia', 2);
    await searchAndLog(page, '/pesquisa_geral?termo=brasil', 3);
    await openHistory(page);
    expect(await terms(page)).toEqual(['brasil', 'historia', 'educacao']);

    await page.getByRole('button', { name: 'Excluir a pesquisa “historia” do histórico' }).click();
    await expect.poll(() => terms(page)).toEqual(['brasil', 'educacao']);

    await page.getByRole('button', { name: 'Limpar histórico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Limpar o histórico?' });
    // Cancelling keeps the entries.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await terms(page)).toEqual(['brasil', 'educacao']);

    await page.getByRole('button', { name: 'Limpar histórico' }).click();
    await dialog.getByRole('button', { name: 'Limpar tudo' }).click();
    await page.getByTestId('history-empty').waitFor();
    await page.reload();
    await page.getByTestId('history-empty').waitFor();
  });

  it('shows a term with markup as text', async () => {
    const { page } = t;
    const term = '<script>window.__pwned = 1</script><b>negrito</b>';
    await searchAndLog(page, `/pesquisa_geral?${new URLSearchParams({ termo: term })}`, 1);
    await openHistory(page);
    expect(await terms(page)).toEqual([term]);
    expect(await page.getByTestId('history-entry').locator('script, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  for (const width of [1280, 375]) {
    it(`has no axe-core violations at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await openHistory(page);
      expect(await axeViolations(page, 'empty history')).toEqual([]);
      await searchAndLog(page, '/pesquisa_geral?termo=educacao', 1);
      await searchAndLog(page, '/pesquisa_geral?termo=brasil&campo=assunto', 2);
      await openHistory(page);
      expect(await axeViolations(page, 'history')).toEqual([]);
      await page.getByRole('button', { name: 'Limpar histórico' }).click();
      await page.getByRole('dialog', { name: 'Limpar o histórico?' }).waitFor();
      // Let the opening transition end: half-faded text would fail the contrast check.
      await page.waitForTimeout(600);
      expect(await axeViolations(page, 'confirm dialog')).toEqual([]);
    });
  }
});
