import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin } from '../support/login.ts';
import { messagesTo } from '../support/mail.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

/**
 * Lucía Fernández: no loans, debits or suspensions in the demo (docs/demo.md), so she may have
 * the no-debts declaration; issuing it removes her from the unit (in this run's database only).
 */
const LOGIN = '20260012';

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** SCREENSHOT_DIR set: saves the page there for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe('circulation documents', () => {
  const t = usePage();

  it('Get token: code, QR and countdown; asking again replaces it; no-debts: check, confirm, PDF, email; axe at 1280 and 375', async () => {
    const { page } = t;
    await page.goto(`/login?${new URLSearchParams({ redirect: '/meupergamum/token' })}`);
    await fillLogin(page, LOGIN);
    await page.waitForURL((url) => url.pathname === '/meupergamum/token');
    await ready(page);

    await page.getByRole('button', { name: 'Obter token' }).click();
    const code = page.getByTestId('loan-token-code');
    await code.waitFor();
    const first = (await code.textContent()) ?? '';
    expect(first).toMatch(/^[0-9]{6}$/);
    const qr = page.getByRole('img', { name: `Código QR do token de empréstimo ${first}` });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const countdown = page.getByTestId('loan-token-countdown');
    expect(await countdown.textContent()).toMatch(/^Expira em (10:00|9:[0-5][0-9])$/);
    const before = await countdown.textContent();
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="loan-token-countdown"]')?.textContent !== text,
      before,
    );
    await page.getByRole('button', { name: 'Solicitar novamente' }).click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="loan-token-code"]')?.textContent !== old,
      first,
    );
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `get token ${width}`);
      await shot(page, `token-${width}`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/meupergamum/nada-consta');
    await ready(page);
    await page.getByTestId('no-debts-clear').waitFor();
    await page.getByRole('button', { name: 'Emitir declaração' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir a declaração de nada consta?' });
    await expect(dialog.textContent()).resolves.toContain('desligado(a) da unidade de informação');
    await expectNoAxeViolations(page, 'no-debts confirmation');
    await shot(page, 'no-debts-confirm');
    await dialog.getByRole('button', { name: 'Emitir e desligar-me' }).click();

    const issued = page.getByTestId('no-debts-issued');
    await issued.waitFor();
    const codeText = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      (await issued.textContent()) ?? '',
    )?.[1];
    expect(codeText).toBeDefined();
    const download = page.getByTestId('no-debts-download');
    expect(await download.getAttribute('download')).toBe(`nada-consta-${codeText}.pdf`);
    expect(await download.getAttribute('href')).toMatch(/^blob:/);
    await page.getByTestId('no-debts-departed').waitFor();

    const emails = page.getByLabel('Endereços de e-mail');
    await emails.fill('rh@empresa.com.br, outra');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText('Endereço de e-mail inválido: rh@empresa.com.br, outra').count(),
    ).resolves.toBe(1);
    await emails.fill('rh@empresa.com.br; secretaria@empresa.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByText('Declaração enviada para rh@empresa.com.br; secretaria@empresa.com.br.')
      .waitFor();
    expect(messagesTo('rh@empresa.com.br').at(-1)).toContain(`nada-consta-${codeText}.pdf`);

    // The public verification of the code.
    const verified = await page.evaluate(
      (c) => fetch(`/api/nada-consta/verificar/${c}`).then((r) => r.json()),
      codeText,
    );
    expect(verified).toMatchObject({ valido: true, codigo: codeText, nome: 'Lucía Fernández' });

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `no-debts issued ${width}`);
      await shot(page, `no-debts-${width}`);
    }
    expect(t.pageErrors).toEqual([]);
  });
});
