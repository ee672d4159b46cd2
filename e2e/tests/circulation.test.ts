import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { expectNoAxeViolations as expectNoAxe } from '../support/lists.ts';
import { DEMO, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';

// Issue 13, web: the personal area's circulation tabs and the title page's hold form, on the
// demo's circulation (docs/demo.md "Circulation"): Ana has four loans (one overdue, one
// reserved by Carlos, two renewable), a hold ready for pickup, a hold in queue (1st, Carlos
// 2nd) and an open fine of R$ 3,00.
const t = usePage();
const shots = path.join(import.meta.dirname, '..', 'screenshots');

const TABS = {
  emprestimo: 'Empréstimo',
  renovacao: 'Renovação',
  debito: 'Débito',
  afastamentos: 'Afastamentos',
  reservas: 'Reservas',
} as const;

/**
 * axe-core on the page's content or an open dialog: the header and footer around it are checked
 * by axe.test.ts, and a whole page costs seconds.
 */
const expectNoAxeViolations = (page: Page, where: string, scope = '#conteudo') =>
  expectNoAxe(page, where, scope);

/** Opens a tab from the personal-area menu (behind its button on narrow screens). */
async function openTab(page: Page, tab: keyof typeof TABS) {
  const toggle = page.getByTestId('personal-area-menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByTestId('personal-area-menu')
    .getByRole('link', { name: TABS[tab], exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === `/meupergamum/${tab}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

describe('circulation in the personal area', () => {
  it('lists, renews, shows debts, cancels a hold and places one from the title page', async () => {
    const { page } = t;
    await signIn(page, DEMO.ana, { redirect: '/meupergamum/emprestimo' });

    // Loan: four loans, the overdue one marked in words and by its row.
    const loans = page.getByTestId('loan-row');
    await loans.first().waitFor();
    expect(await loans.count()).toBe(4);
    const overdue = page.locator('[data-testid="loan-row"][data-overdue]');
    expect(await overdue.count()).toBe(1);
    expect(await overdue.getByTestId('loan-overdue').textContent()).toMatch(
      /^Atrasado há \d+ dias?$/,
    );
    await expectNoAxeViolations(page, 'loan 1280');

    // Renewal: the two renewable loans and the one reserved by someone else.
    await openTab(page, 'renovacao');
    const rows = page.getByTestId('renewal-row');
    await rows.first().waitFor();
    const renewable = page.locator('[data-testid="renewal-row"][data-renewable="true"]');
    const reserved = page.locator('[data-testid="renewal-row"][data-reason="reserved"]');
    expect(await renewable.count()).toBe(2);
    expect(await reserved.count()).toBe(1);
    const dueBefore = await renewable.getByTestId('renewal-due').allTextContents();
    for (const row of [renewable.nth(0), renewable.nth(1), reserved])
      await row.getByRole('checkbox').check();
    await page.getByTestId('renew-selected').click();
    const results = page.getByTestId('renewal-result');
    await results.first().waitFor();
    expect(await results.count()).toBe(3);
    const renewed = page.locator('[data-testid="renewal-result"][data-renewed="true"]');
    expect(await renewed.count()).toBe(2);
    for (const text of await renewed.getByTestId('renewal-result-text').allTextContents()) {
      const date = /nova devolução em (\d{2}\/\d{2}\/\d{4})/.exec(text)?.[1];
      expect(date).toBeDefined();
      expect(dueBefore).not.toContain(date);
    }
    expect(
      await page.locator('[data-testid="renewal-result"][data-renewed="false"]').textContent(),
    ).toContain('Reservado por outro usuário');
    await expectNoAxeViolations(page, 'renewal 1280');

    // Debit: the open fine in reais, and its payment slip.
    await openTab(page, 'debito');
    await expect.poll(() => page.getByTestId('debits-total').textContent()).toMatch(/^R\$\s3,00$/);
    const download = page.waitForEvent('download');
    await page.getByTestId('payment-slip').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoAxeViolations(page, 'debit 1280');

    // Requests: cancel the hold in queue after confirming; its title is held again below.
    await openTab(page, 'reservas');
    const queued = page.locator('[data-testid="hold-row"][data-status="queue"]');
    await queued.waitFor();
    expect(await page.locator('[data-testid="hold-row"][data-status="ready"]').count()).toBe(1);
    await expectNoAxeViolations(page, 'requests 1280');
    const titleHref = await queued.getByRole('link').getAttribute('href');
    await queued.getByRole('checkbox').check();
    await page.getByTestId('cancel-selected').click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar reservas' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'cancel holds 1280', '[role="dialog"]');
    await dialog.getByTestId('confirm-cancel').click();
    await page.getByTestId('holds-cancelled').waitFor();
    await queued.waitFor({ state: 'detached' });

    // Deviation: Ana has no suspension.
    await openTab(page, 'afastamentos');
    await page.getByTestId('suspensions-empty').waitFor();
    await expectNoAxeViolations(page, 'deviation 1280');

    // Title page: all its copies are on loan, so the hold goes into the queue (Carlos is 1st).
    await gotoReady(page, `${titleHref}/reserva`);
    const form = page.getByTestId('hold-form');
    await form.waitFor();
    const library = form.getByTestId('hold-library');
    if (await library.locator('option[value=""]').count()) {
      await library.selectOption({ index: 1 });
    }
    await expectNoAxeViolations(page, 'hold form 1280');
    await form.getByTestId('hold-submit').click();
    await expect
      .poll(() => page.getByTestId('hold-placed').textContent())
      .toContain('você é o 2º da fila');

    // Home sums it up: one overdue loan, the ready hold, the R$ 3,00.
    await gotoReady(page, '/meupergamum');
    const summary = page.getByTestId('circulation-summary');
    await summary.waitFor();
    expect(await summary.getByTestId('summary-overdue').textContent()).toMatch(/^1/);
    expect(await summary.getByTestId('summary-holds-ready').textContent()).toMatch(/^1/);
    expect(await summary.getByTestId('summary-debt').textContent()).toMatch(/^R\$\s3,00/);
    expect(t.pageErrors).toEqual([]);
  });

  it('has no axe violations on any circulation tab at 375 px', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.ana, { redirect: '/meupergamum' });
    await page.getByTestId('circulation-summary').waitFor();
    await expectNoAxeViolations(page, 'home 375');
    for (const tab of Object.keys(TABS) as (keyof typeof TABS)[]) {
      await openTab(page, tab);
      await expectNoAxeViolations(page, `${tab} 375`);
      if (tab === 'emprestimo')
        await page.screenshot({ path: path.join(shots, `circulation-${tab}-375.png`) });
    }
    expect(t.pageErrors).toEqual([]);
  });
});
