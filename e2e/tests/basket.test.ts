import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

const STORAGE_KEY = 'estante.cesta';

interface SearchAnswer {
  consulta: { data: { cod_acervo: number; titulo: string; subtitulo: string | null }[] };
}

async function firstResults(): Promise<SearchAnswer['consulta']['data']> {
  const response = await fetch(`${t.baseURL}/api/consulta?termo=educacao`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as SearchAnswer).consulta.data;
}

const fullTitle = (record: { titulo: string; subtitulo: string | null }) =>
  record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;

const headerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Área do usuário' }).getByRole('link', { name: /^Cesta/ });

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Puts titles in the basket's storage before the app starts. */
async function seedBasket(page: Page, items: { cod_acervo: number; titulo: string }[]) {
  await page.addInitScript(
    ({ key, itens }) => {
      if (!window.sessionStorage.getItem('basket-seeded')) {
        window.localStorage.setItem(key, JSON.stringify({ state: { itens }, version: 1 }));
        window.sessionStorage.setItem('basket-seeded', '1');
      }
    },
    {
      key: STORAGE_KEY,
      itens: items.map((item) => ({ ...item, autor: null, ano: null, tipo: null })),
    },
  );
}

/** `.eml` files in the outboxes of the e2e servers that mention `needle`. */
function outboxMessagesWith(needle: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith('estante-e2e-')) continue;
    const outbox = path.join(os.tmpdir(), entry, 'data', 'outbox');
    if (!fs.existsSync(outbox)) continue;
    for (const file of fs.readdirSync(outbox)) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (text.includes(needle)) found.push(file);
    }
  }
  return found;
}

describe('basket', () => {
  it('adds from results and the title page, lists, removes, exports and clears', async () => {
    const { page } = t;
    const records = (await firstResults()).slice(0, 2);
    expect(records).toHaveLength(2);
    const [first, second] = records as [(typeof records)[0], (typeof records)[0]];

    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, vazia');
    for (const record of records) {
      const button = page.getByRole('button', { name: `Adicionar à cesta: ${fullTitle(record)}` });
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: `Na cesta — remover: ${fullTitle(record)}` })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
    }
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, 2 itens');
    expect(await page.getByTestId('basket-count').textContent()).toBe('2');

    // The title page knows the title is in the basket.
    await page.goto(`/acervo/${first.cod_acervo}`);
    await ready(page);
    const toggle = page.getByRole('button', { name: `Na cesta — remover: ${fullTitle(first)}` });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // The basket lists both, with links to their pages and covers.
    await headerLink(page).click();
    await page.waitForURL((url) => url.pathname === '/cesta');
    await ready(page);
    // The tab title follows the page once it has drawn (after the address changes).
    await expect.poll(() => page.title()).toContain('Cesta de títulos');
    const items = page.getByTestId('basket-item');
    await expect.poll(() => items.count()).toBe(2);
    const link = page.getByRole('link', { name: fullTitle(first), exact: true });
    expect(await link.getAttribute('href')).toBe(`/acervo/${first.cod_acervo}`);
    expect(
      await page.getByRole('img', { name: `Capa de ${fullTitle(first)}` }).getAttribute('src'),
    ).toContain(`cod_acervo=${first.cod_acervo}`);
    await expectNoAxeViolations(page, 'basket with items 1280');

    // Remove the first one.
    await page.getByRole('button', { name: `Remover ${fullTitle(first)} da cesta` }).click();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByText(`“${fullTitle(first)}” foi removido da cesta.`).waitFor();
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, 1 item');

    // Export as RIS, downloaded.
    await page.getByRole('button', { name: 'Exportar todos (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar títulos' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'export dialog 1280');
    await dialog.getByRole('radio', { name: 'RIS (Zotero, Mendeley, EndNote)' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ris$/);
    const file = await download.path();
    const ris = fs.readFileSync(file, 'utf8');
    expect(ris.startsWith('TY  -')).toBe(true);
    expect(ris).toContain(second.titulo);
    await dialog.getByTestId('export-success').waitFor();

    // CSV shows its columns.
    await dialog.getByRole('radio', { name: 'Planilha (CSV)' }).check();
    await dialog.getByRole('group', { name: 'Colunas da planilha' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Título', exact: true }).isChecked()).toBe(
      true,
    );
    await dialog.getByRole('radio', { name: 'RIS (Zotero, Mendeley, EndNote)' }).check();

    // Email to two addresses.
    const stamp = Date.now();
    const ana = `ana.${stamp}@example.org`;
    const bruno = `bruno.${stamp}@example.com`;
    await dialog.getByRole('radio', { name: 'Enviar por e-mail' }).check();
    const emails = dialog.getByRole('textbox', { name: 'Endereços de e-mail' });
    await emails.fill('nao-e-email');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await dialog.getByText('Endereço de e-mail inválido: nao-e-email').waitFor();
    expect(await emails.getAttribute('aria-invalid')).toBe('true');

    await emails.fill(`${ana}; ${bruno}`);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    const success = dialog.getByTestId('export-success');
    await success.getByText(`E-mail enviado para 2 endereços: ${ana}; ${bruno}.`).waitFor();
    await success.getByText(/^1 título exportado no arquivo .+\.ris\.$/).waitFor();
    await expect.poll(() => outboxMessagesWith(ana).length).toBe(1);

    // Client and server apply the same rule, so to show the server's 422 (naming the bad
    // address, nothing sent) the request is altered on its way to the real server.
    await page.route('**/api/acervo/exportar-cesta', async (route) => {
      const body = route.request().postDataJSON() as { opcoesEmail?: { emails: string } };
      expect(body.opcoesEmail?.emails).toBe(`${ana};carla@exemplo.com.br`);
      const response = await route.fetch({
        postData: JSON.stringify({
          ...body,
          opcoesEmail: { emails: `${ana};carla@exemplo` },
        }),
      });
      await route.fulfill({ response });
    });
    await emails.fill(`${ana}; carla@exemplo.com.br`);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await dialog
      .getByTestId('export-error')
      .getByText('O endereço de e-mail carla@exemplo é inválido. Nada foi enviado.')
      .waitFor();
    await page.unroute('**/api/acervo/exportar-cesta');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // Clear all, after confirming.
    await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Esvaziar a cesta?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await items.count()).toBe(1);
    await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
    await confirm.getByRole('button', { name: 'Esvaziar', exact: true }).click();
    await page.getByTestId('basket-empty').waitFor();
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, vazia');
    expect(await page.getByRole('link', { name: 'Ir para a pesquisa' }).getAttribute('href')).toBe(
      '/',
    );
    expect(t.pageErrors).toEqual([]);
  });

  it('adds a whole page at once and keeps the basket across reloads', async () => {
    const { page } = t;
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    const results = page.getByTestId('result');
    const count = await results.count();
    expect(count).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Adicionar todos desta página à cesta' }).click();
    await page.getByText(`${count} títulos adicionados à cesta.`).waitFor();
    await expect
      .poll(() => headerLink(page).getAttribute('aria-label'))
      .toBe(`Cesta, ${count} itens`);
    await page.getByRole('button', { name: 'Adicionar todos desta página à cesta' }).click();
    await page.getByText('Todos os títulos desta página já estão na cesta.').waitFor();

    await page.reload();
    await ready(page);
    await expect
      .poll(() => headerLink(page).getAttribute('aria-label'))
      .toBe(`Cesta, ${count} itens`);
    await page.goto('/cesta');
    await ready(page);
    await expect.poll(() => page.getByTestId('basket-item').count()).toBe(count);

    // Export only the selected ones.
    const boxes = page.getByTestId('basket-item').getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Exportar selecionados (2)' }).click();
    await page
      .getByRole('dialog', { name: 'Exportar títulos' })
      .getByText('2 títulos serão exportados.')
      .waitFor();
  });

  it('has no axe violations on /cesta, empty, with items and with the dialog, at 1280 and 375 px', async () => {
    const { page } = t;
    const records = (await firstResults()).slice(0, 3);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await gotoReady(page, '/cesta');
      await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
      await page.reload();
      await page.getByTestId('basket-empty').waitFor();
      await expectNoAxeViolations(page, `empty ${width}`);
      expect(await headerLink(page).isVisible()).toBe(true);

      await page.evaluate(
        ({ key, itens }) =>
          window.localStorage.setItem(key, JSON.stringify({ state: { itens }, version: 1 })),
        {
          key: STORAGE_KEY,
          itens: records.map((r) => ({
            cod_acervo: r.cod_acervo,
            titulo: fullTitle(r),
            autor: null,
            ano: null,
            tipo: null,
          })),
        },
      );
      await page.reload();
      await ready(page);
      await expect.poll(() => page.getByTestId('basket-item').count()).toBe(records.length);
      await expectNoAxeViolations(page, `items ${width}`);
      await page.getByRole('button', { name: `Exportar todos (${records.length})` }).click();
      const dialog = page.getByRole('dialog', { name: 'Exportar títulos' });
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: 'Planilha (CSV)' }).check();
      await dialog.getByRole('radio', { name: 'Enviar por e-mail' }).check();
      await expectNoAxeViolations(page, `dialog ${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('refuses titles past the limit of 500 and reports an export of removed titles', async () => {
    const { page } = t;
    const full = Array.from({ length: 500 }, (_, index) => ({
      cod_acervo: 900_000_000 + index,
      titulo: `Título antigo ${index + 1}`,
    }));
    await seedBasket(page, full);
    await gotoReady(page, '/pesquisa_geral?termo=educacao');
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, 500 itens');
    const toggle = page.getByTestId('basket-toggle').first();
    await toggle.click();
    await page
      .getByText(
        'A cesta está cheia: ela guarda até 500 títulos. Remova alguns para adicionar outros.',
      )
      .waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const count = await page.getByTestId('result').count();
    await page.getByRole('button', { name: 'Adicionar todos desta página à cesta' }).click();
    await page
      .getByText(`${count} títulos não couberam: a cesta guarda até 500 títulos.`)
      .waitFor();
    await expect.poll(() => headerLink(page).getAttribute('aria-label')).toBe('Cesta, 500 itens');

    // None of them is a title any more: the server's 422 is shown in the dialog.
    await page.goto('/cesta');
    await ready(page);
    await page.getByRole('navigation', { name: 'Páginas da cesta' }).waitFor();
    await page.getByRole('button', { name: 'Exportar todos (500)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar títulos' });
    await dialog.getByRole('button', { name: 'Baixar', exact: true }).click();
    await dialog
      .getByTestId('export-error')
      .getByText('Nenhum destes títulos está mais no catálogo.')
      .waitFor();
  });

  it('drops bad stored data and shows titles no longer in the catalogue', async () => {
    const { page } = t;
    await seedBasket(page, [
      { cod_acervo: 999999999, titulo: 'Título removido' },
      { cod_acervo: 999999999, titulo: 'Repetido' },
    ]);
    await gotoReady(page, '/cesta');
    await expect.poll(() => page.getByTestId('basket-item').count()).toBe(1);
    await page.getByText('Este título não está mais no catálogo.').waitFor();
    await page.getByRole('link', { name: 'Título removido' }).waitFor();
    await page.getByTestId('cover-fallback').waitFor();
  });

  it('offers only the download when the library has not enabled email export', async () => {
    const { page } = t;
    const [first] = await firstResults();
    await seedBasket(page, [{ cod_acervo: first!.cod_acervo, titulo: first!.titulo }]);
    // The real answer, with email export off as a library without BASKET_EMAIL has it.
    await page.route('**/api/parametros/funcionalidades', async (route) => {
      const response = await route.fetch();
      const features = (await response.json()) as Record<string, unknown>;
      expect(features.cesta_email).toBe(true);
      await route.fulfill({ response, json: { ...features, cesta_email: false } });
    });
    await gotoReady(page, '/cesta');
    await page.getByRole('button', { name: 'Exportar todos (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar títulos' });
    await dialog.getByRole('radio', { name: 'RIS (Zotero, Mendeley, EndNote)' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Enviar por e-mail' }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Endereços de e-mail' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Baixar', exact: true }).waitFor();
  });
});
