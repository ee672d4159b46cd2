import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, settled } from '../support/lists.ts';
import { DEMO, signIn, userMenu } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { axeAtBothWidths } from '../support/pages.ts';

const unreadBadge = (page: Page) => userMenu(page).getByTestId('unread-alerts');
const unreadCount = async (page: Page) =>
  Number((await unreadBadge(page).locator('[aria-hidden]').textContent()) ?? 'NaN');

describe('interest profiles and alerts (Sônia, demo 20260010)', () => {
  const t = usePage();

  it('adds a subject found by search to the interest profile; Check titles lists matching titles with links; Areas of interest shows the demo area; axe at 1280 and 375', async () => {
    const { page } = t;
    await signIn(page, DEMO.sonia, { redirect: '/meupergamum/perfil-interesse' });
    const panel = page.getByTestId('interest-profile-panel');
    await panel.waitFor();
    await settled(page);
    // The demo profile (subject Saúde pública) is listed; a short term is refused in words.
    await expect(panel.getByTestId('profile-terms').textContent()).resolves.toContain(
      'Saúde pública',
    );
    await panel.getByTestId('profile-term').fill('me');
    await panel.getByRole('button', { name: 'Pesquisar' }).first().click();
    await panel.getByText('Digite ao menos 3 caracteres.').waitFor();
    await panel.getByTestId('profile-term').fill('medicina');
    await panel.getByRole('button', { name: 'Pesquisar' }).first().click();
    await panel.getByRole('button', { name: 'Incluir Medicina', exact: true }).click();
    await expect(page.getByTestId('profile-done').textContent()).resolves.toBe(
      'Incluído no seu perfil: Medicina.',
    );
    await panel.getByTestId('profile-terms').getByText('Medicina', { exact: true }).waitFor();
    await axeAtBothWidths(page, 'interest-profile');

    await page.goto('/meupergamum/verificar-titulos');
    const titles = page.getByTestId('check-titles-panel');
    await titles.getByTestId('check-title-row').first().waitFor();
    const first = titles.getByTestId('check-title-row').first();
    await expect(first.getByRole('link').getAttribute('href')).resolves.toMatch(/^\/acervo\/\d+$/);
    await expect(first.textContent()).resolves.toMatch(/Assunto: |Área: |Tipo de obra: /);
    await axeAtBothWidths(page, 'check-titles');

    // Areas of interest: the demo's Enfermagem is ticked, with its validity.
    await page.goto('/meupergamum/areas-interesse');
    const areas = page.getByTestId('areas-panel');
    await expect(
      areas.getByRole('checkbox', { name: /^Enfermagem \(até / }).isChecked(),
    ).resolves.toBe(true);
    await axeAtBothWidths(page, 'areas-of-interest');
  });

  it('reads an alert and deletes another after confirming; the user menu’s unread count follows; axe at 1280 and 375', async () => {
    const { page } = t;
    await signIn(page, DEMO.sonia, { redirect: '/meupergamum/alertas' });
    const panel = page.getByTestId('alerts-panel');
    await panel.getByTestId('alert-item').first().waitFor();
    await unreadBadge(page).waitFor();
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(0);
    await axeAtBothWidths(page, 'alerts');

    // Both dates are required (spec §5).
    await panel.getByTestId('range-start').fill('');
    await panel.getByRole('button', { name: 'Pesquisar' }).click();
    await panel.getByText('Informe as duas datas.').waitFor();
    await page.reload();
    await panel.getByTestId('alert-item').first().waitFor();

    const unread = panel.locator('[data-testid="alert-item"][data-read="false"]').first();
    await unread.getByTestId('alert-mark-read').click();
    await expect.poll(() => unreadCount(page).catch(() => 0)).toBe(before - 1);

    const items = panel.getByTestId('alert-item');
    const count = await items.count();
    const message = await items.first().getByTestId('alert-message').textContent();
    await items.first().getByTestId('alert-delete').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toContain(message!);
    await expectNoAxeViolations(page, 'delete alert dialog');
    await dialog.getByTestId('confirm-delete-alert').click();
    await page.getByTestId('alert-deleted').waitFor();
    await expect.poll(() => items.count()).toBe(count - 1);
  });
});
