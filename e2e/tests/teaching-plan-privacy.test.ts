import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, settled } from '../support/lists.ts';
import { DEMO, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { axeAtBothWidths, ready } from '../support/pages.ts';

// Issue 14: the Teaching plan tab (Carlos teaches plans in the demo, docs/demo.md), Saved
// items and the privacy section of Personal data (docs/privacy.md). Tiago (20260011) saves
// searches and turns the server-side history on; nobody else's data changes.
const t = usePage();
const TIAGO = '20260011';

describe('teaching plan, saved items and privacy', () => {
  it("opens on the professor's own plans with copies per title; an empty search asks for a field", async () => {
    const { page } = t;
    await signIn(page, DEMO.professor, { redirect: '/meupergamum/plano-ensino' });
    await page.waitForURL((url) => url.searchParams.get('meus') === 'true');
    const plans = page.getByTestId('teaching-plan');
    await plans.first().waitFor();
    expect(await plans.count()).toBeGreaterThan(0);
    for (const text of await plans.locator('h4').allTextContents()) {
      expect(text).toMatch(/^\S+ – .+ · .+$/);
    }
    await expect(plans.first().textContent()).resolves.toContain('Prof. Carlos Eduardo Lima');
    const rows = plans.first().getByTestId('teaching-plan-titles').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await axeAtBothWidths(page, 'teaching-plan');

    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.getByTestId('teaching-plan-submit').click();
    await page.getByRole('alert').getByText('Preencha ao menos um campo da pesquisa.').waitFor();
    expect(await page.getByTestId('teaching-plan').count()).toBe(0);
  });

  it('saves a search from the history, keeps the history on the server only when asked, downloads the data and checks the password before closing', async () => {
    const { page } = t;
    await signIn(page, TIAGO, { redirect: '/meupergamum/itens-salvos' });
    const panel = page.getByTestId('saved-items-panel');
    await panel.getByTestId('saved-searches-empty').waitFor();
    const historySwitch = page.getByRole('switch', { name: /Guardar meu histórico/ });
    if (await historySwitch.isChecked()) await historySwitch.uncheck();

    // A search logged while the history is off stays in the browser only.
    await page.goto('/pesquisa_geral?termo=educacao');
    await page.getByRole('heading', { level: 2, name: /resultado/ }).waitFor();
    // The server writes the results' heading into the HTML: wait for the app, which logs it.
    await ready(page);
    await page.goto('/historico');
    const row = page.getByTestId('history-entry').first();
    await row.getByTestId('history-save').click();
    await row.getByRole('button', { name: 'Pesquisa educacao salva' }).waitFor();

    await page.goto('/meupergamum/itens-salvos');
    const saved = page.getByTestId('saved-searches').locator('tbody tr');
    await saved.first().waitFor();
    expect(await saved.locator('a').first().textContent()).toBe('educacao');
    await historySwitch.check();
    await expect(historySwitch.isChecked()).resolves.toBe(true);
    await page.getByText('Nenhuma pesquisa guardada ainda').waitFor();

    // Now the next search is kept on the server too.
    const logged = page.waitForResponse(
      (response) =>
        response.url().endsWith('/historico-pesquisa') && response.request().method() === 'POST',
    );
    await page.goto('/pesquisa_geral?termo=brasil');
    expect((await logged).status()).toBe(204);
    await page.goto('/meupergamum/itens-salvos');
    const kept = page.getByTestId('server-history').locator('tbody tr');
    await kept.first().waitFor();
    expect(await kept.locator('a').allTextContents()).toEqual(['brasil']);
    await settled(page);
    await axeAtBothWidths(page, 'saved-items');

    // Turned off again: the kept history goes.
    await historySwitch.uncheck();
    await page.getByTestId('server-history').waitFor({ state: 'detached' });

    // Personal data: the download, then the closing dialog refuses a wrong password.
    await page.goto('/meupergamum/dados-pessoais');
    const privacy = page.getByTestId('privacy-section');
    await privacy.waitFor();
    const download = page.waitForEvent('download');
    await privacy.getByTestId('privacy-download').click();
    expect((await download).suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    await privacy.getByTestId('privacy-close-account').click();
    const dialog = page.getByRole('dialog', { name: 'Encerrar a conta' });
    await dialog.getByTestId('privacy-close-password').fill('senha-errada');
    await dialog.getByTestId('privacy-close-confirm').click();
    await dialog.getByText('A senha atual não confere.').waitFor();
    await expectNoAxeViolations(page, 'close account dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('user-menu').isVisible()).resolves.toBe(true);
  });

  it('Paper post opens the work-posting system in a new tab with a one-use token', async () => {
    const { page, context } = t;
    // The institution's repository is outside the world of the tests: answered here.
    await context.route('https://repositorio.ufe.edu.br/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Repositório</title>' }),
    );
    await signIn(page, TIAGO, { redirect: '/meupergamum/postagem-trabalho' });
    const open = page.getByTestId('paper-post-open');
    await expect(open.textContent()).resolves.toContain('Repositório Institucional da UFE');
    const popup = context.waitForEvent('page');
    await open.click();
    const tab = await popup;
    await tab.waitForURL((url) => url.hostname === 'repositorio.ufe.edu.br');
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/postagem');
    expect(url.searchParams.get('token')).toMatch(/^\S{20,}$/);
    await expectNoAxeViolations(page, 'paper post');
  });
});
