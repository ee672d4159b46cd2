import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { gotoReady } from '../support/browser.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

describe('support modal', () => {
  it('opens with Enter, closes with Escape and returns focus to the Support button', async () => {
    const { page, baseURL } = t;
    const institution = await api.institution(baseURL);
    await gotoReady(page, '/');
    const support = page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' });

    await support.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Suporte' });
    await dialog.waitFor();
    const expected = institution.msg_suporte_consulta?.trim()
      ? institution.msg_suporte_consulta
      : 'Em caso de dúvidas sobre o catálogo, procure o balcão de atendimento da sua biblioteca.';
    expect(await dialog.getByTestId('support-message').textContent()).toBe(expected);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => support.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it('opens with Space and closes with its close button', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const support = page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' });
    await support.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Suporte' });
    await dialog.waitFor();

    const close = dialog.getByRole('button', { name: 'Fechar' }).first();
    await close.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => support.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it('shows the support message as text, never as HTML', async () => {
    const { page, baseURL } = t;
    const institution = await api.institution(baseURL);
    const message = 'Fale com <b>a biblioteca</b>\nRamal <img src=x onerror=alert(1)> 1234';
    await page.route('**/api/parametros/instituicao', (route) =>
      route.fulfill({ json: { ...institution, msg_suporte_consulta: message } }),
    );
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
    const text = page.getByRole('dialog', { name: 'Suporte' }).getByTestId('support-message');
    expect(await text.textContent()).toBe(message);
    expect(await text.locator('b, img').count()).toBe(0);
  });
});
