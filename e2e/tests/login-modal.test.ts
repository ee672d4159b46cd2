import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { apiGet, expectNoAxeViolations } from '../support/lists.ts';
import { DEMO, DEMO_PASSWORD, userMenu } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';

// Spec §2: login in a modal titled Access and embedded in forms, and the header's login
// button on mobile. Issue 12: the title page's comments prompt and its hold and loan-request
// tabs sign the reader in where they are.
const t = usePage();
const shots = path.join(import.meta.dirname, '..', 'screenshots');

interface Found {
  consulta: { data: { cod_acervo: number }[] };
}
interface Permissions {
  reserva: { permitido: boolean; motivo: string | null };
}

let book = 0;

beforeAll(async () => {
  const found = await apiGet<Found>(t.baseURL, '/consulta?termo=brasil&tamanho=50');
  for (const { cod_acervo: id } of found.consulta.data) {
    const copies = await apiGet<{ situacao: string; tipo_emprestimo: string }[]>(
      t.baseURL,
      `/acervo/${id}/exemplares`,
    );
    const permissions = await apiGet<Permissions>(t.baseURL, `/acervo/${id}/permissoes`);
    // Every copy out (none to borrow now), so a signed-in patron may place a hold.
    const holdable =
      copies.length > 0 &&
      copies.every((c) => c.situacao === 'on_loan' && c.tipo_emprestimo !== 'reference');
    if (holdable && permissions.reserva.motivo === 'login_required') {
      book = id;
      break;
    }
  }
  expect(book).toBeGreaterThan(0);
});

async function ready(page: Page, where: string) {
  await gotoReady(page, where);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Fills a login form (the modal's or the embedded one) and sends it. */
async function fill(form: ReturnType<Page['getByTestId']>, username: string) {
  await form.locator('input[name="username"]').fill(username);
  await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens the login modal from the comments prompt of a title page. */
async function openModal(page: Page) {
  const prompt = page.getByRole('link', { name: 'Entrar para comentar' });
  expect(await prompt.getAttribute('href')).toBe(
    `/login?redirect=${encodeURIComponent(`/acervo/${book}`)}`,
  );
  await prompt.click();
  const dialog = page.getByRole('dialog', { name: 'Acesso' });
  await dialog.getByTestId('login-form').waitFor();
  return dialog;
}

describe('login modal', () => {
  for (const width of [1280, 375]) {
    it(`signs in from the comments prompt and stays on the title (${width} px)`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: 900 });
      await ready(page, `/acervo/${book}`);
      const dialog = await openModal(page);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, `login modal ${width}`);
      await page.screenshot({ path: path.join(shots, `login-modal-${width}.png`) });

      await fill(dialog.getByTestId('login-form'), DEMO.ana);
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/acervo/${book}`);
      await expect.poll(() => userMenu(page).textContent()).toContain('Ana');
      await page.getByRole('link', { name: 'Entrar para comentar' }).waitFor({ state: 'detached' });
      // Focus goes to the comments, not to the top of the page.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('comments-heading');
      expect(t.pageErrors).toEqual([]);
    });
  }

  it('closes with Escape, signed out, and gives focus back to the prompt', async () => {
    const { page } = t;
    await ready(page, `/acervo/${book}`);
    const dialog = await openModal(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const prompt = page.getByRole('link', { name: 'Entrar para comentar' });
    await expect.poll(() => prompt.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.getByTestId('user-menu').count()).toBe(0);
  });

  it('asks which login when the person has several, then closes on the page', async () => {
    const { page } = t;
    await ready(page, `/acervo/${book}`);
    const dialog = await openModal(page);
    await fill(dialog.getByTestId('login-form'), DEMO.twoLogins);
    const chooser = page
      .getByRole('dialog', { name: 'Escolha o vínculo' })
      .getByTestId('login-chooser');
    await chooser.waitFor();
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/acervo/${book}`);
    await userMenu(page).waitFor();
  });

  it('works as a link too: a middle click or no script goes to /login and back', async () => {
    const { page } = t;
    await ready(page, `/acervo/${book}`);
    const href = await page
      .getByRole('link', { name: 'Entrar para comentar' })
      .getAttribute('href');
    await page.goto(href!);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
  });
});

describe('login embedded in the hold and loan-request tabs', () => {
  for (const width of [1280, 375]) {
    it(`signs in on the hold tab and stays there (${width} px)`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: 900 });
      await ready(page, `/acervo/${book}/reserva`);
      const panel = page.getByRole('region', { name: 'Acesso' });
      await panel.getByTestId('login-form').waitFor();
      await expectNoAxeViolations(page, `embedded login ${width}`);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `login-embedded-${width}.png`) });

      await fill(panel.getByTestId('login-form'), DEMO.ana);
      await panel.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/acervo/${book}/reserva`);
      await expect.poll(() => userMenu(page).textContent()).toContain('Ana');
      await page.getByTestId('request-allowed').waitFor();
      expect(t.pageErrors).toEqual([]);
    });
  }

  it('shows the embedded login on the loan-request tab too', async () => {
    const { page } = t;
    await ready(page, `/acervo/${book}/solicitacao-emprestimo`);
    await page.getByRole('region', { name: 'Acesso' }).getByTestId('login-form').waitFor();
  });
});

describe('header login button on mobile', () => {
  it('shows "Entrar" at 375 px when signed out', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, '/');
    const button = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
    expect(await button.isVisible()).toBe(true);
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: path.join(shots, 'login-header-375.png') });
  });
});
