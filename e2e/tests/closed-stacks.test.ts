import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { apiGet, expectNoAxeViolations } from '../support/lists.ts';
import { DEMO, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';

// Issue 13, web: the basket's closed-stack request (POST /gravar-armazem) for a signed-in
// patron: nothing selected is refused in words, a title kept in closed stacks is requested,
// asking again is the §8 duplicate, and the request is listed in Query loan requests.
const t = usePage();

interface Storage {
  acervo_fechado: boolean;
  bibliotecas: { cod_biblioteca: number }[];
}

/** A demo title kept in closed stacks, and a library that keeps it there. */
async function closedStackTitle(baseURL: string): Promise<{ id: number; library: number }> {
  for (let id = 1; id <= 150; id++) {
    const storage = await apiGet<Storage>(baseURL, `/acervo/${id}/dados-armazem`).catch(() => null);
    const library = storage?.bibliotecas[0];
    if (storage?.acervo_fechado && library) return { id, library: library.cod_biblioteca };
  }
  throw new Error('no demo title kept in closed stacks');
}

/** SCREENSHOT_DIR set: saves the page there for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Pedido ao acervo fechado' });

async function openRequest(page: Page) {
  await page.getByRole('button', { name: 'Pedir do acervo fechado' }).click();
  await dialog(page).waitFor();
}

/** Sends the request to `library` from the open dialog. */
async function send(page: Page, library: number) {
  await dialog(page).getByTestId('closed-stacks-library').selectOption(String(library));
  await dialog(page).getByRole('button', { name: 'Enviar pedido' }).click();
  await dialog(page).getByTestId('closed-stacks-result').waitFor();
}

describe('closed-stack request from the basket', () => {
  it('is offered only when signed in', async () => {
    const { page } = t;
    const { id } = await closedStackTitle(t.baseURL);
    await gotoReady(page, `/acervo/${id}`);
    await page.getByRole('button', { name: 'Adicionar à cesta' }).first().click();
    await gotoReady(page, '/cesta');
    await page.getByTestId('basket-item').waitFor();
    expect(await page.getByRole('button', { name: 'Pedir do acervo fechado' }).count()).toBe(0);
  });

  // The demo keeps reference copies in closed stacks: the stacks send them to the desk, to be
  // read in the library (packages/server loan-requests supply()).
  it('nothing selected is refused in words; a closed-stack title is requested, asking again is the §8 duplicate; axe at 1280 and 375', async () => {
    const { page } = t;
    const { id, library } = await closedStackTitle(t.baseURL);
    await signIn(page, DEMO.ana, { redirect: `/acervo/${id}` });
    await page.getByRole('button', { name: 'Adicionar à cesta' }).first().click();
    await gotoReady(page, '/cesta');
    await page.getByTestId('basket-item').waitFor();
    await expectNoAxeViolations(page, 'basket signed in 1280');

    // Nothing selected: the dialog says what to do and offers nothing to send.
    await openRequest(page);
    await expect(dialog(page).getByTestId('closed-stacks-problem').textContent()).resolves.toBe(
      'Selecione na cesta pelo menos um título para pedir do acervo fechado.',
    );
    expect(await dialog(page).getByRole('button', { name: 'Enviar pedido' }).count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // The title selected: the dialog offers the libraries keeping it in closed stacks.
    await page.getByTestId('basket-item').getByRole('checkbox').check();
    await openRequest(page);
    await dialog(page).getByTestId('closed-stacks-form').waitFor();
    await expectNoAxeViolations(page, 'closed-stack dialog 1280');
    await shot(page, 'closed-stacks-dialog');
    const sent = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/gravar-armazem?cod_biblioteca=${library}`) &&
        response.request().method() === 'POST',
    );
    await send(page, library);
    expect((await sent).status()).toBe(200);
    await expect(dialog(page).getByTestId('closed-stacks-sent').textContent()).resolves.toContain(
      '1 título pedido ao acervo fechado: aguardando a biblioteca.',
    );
    expect(await dialog(page).getByTestId('closed-stacks-refused').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // The same title again: the server's §8 refusal of a duplicate, in words.
    await openRequest(page);
    await dialog(page).getByTestId('closed-stacks-form').waitFor();
    await send(page, library);
    const refused = dialog(page).getByTestId('closed-stacks-refused');
    await expect(refused.textContent()).resolves.toContain('1 título não foi pedido:');
    await expect(refused.textContent()).resolves.toContain(
      'Solicitação de empréstimo cancelada: limite excedido ou já existe uma solicitação idêntica.',
    );
    expect(await dialog(page).getByTestId('closed-stacks-sent').count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, 'closed-stack result 375');
    await shot(page, 'closed-stacks-result-375');
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page, 'basket signed in 375');
    await shot(page, 'closed-stacks-basket-375');
    expect(t.pageErrors).toEqual([]);
  });
});
