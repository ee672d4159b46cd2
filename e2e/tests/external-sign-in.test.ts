/**
 * External sign-in (spec §2 /oauth-response, §4, §8) in Chromium, the whole round trip through
 * the demo OpenID provider (DEMO_OIDC=on) over real HTTP: its login page, back to
 * /oauth-response, into the personal area; and the §8 external sign-in errors on the page.
 *
 * It starts from the login form itself: a username with an at-sign, no password.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { DEMO_PASSWORD } from '../support/login.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** The provider account of Ana Souza (the person of 20260001). */
const ANA_SSO = 'ana.souza@demo.estante';
/** Session-storage key of the pending external sign-in (features/auth/lib/external-sign-in.ts). */
const PENDING_KEY = 'estante.oidc';

let browser: Browser;
let server: RunningServer;
/** The catalogue's own address: PUBLIC_URL's host (localhost), where the provider returns. */
let siteURL: string;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  // Port 0: the demo provider takes any free port; PUBLIC_URL stays http://localhost:PORT.
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ DEMO_OIDC: 'on', DEMO_OIDC_PORT: '0' }),
  ]);
  siteURL = server.baseURL.replace('127.0.0.1', 'localhost');
}, 240_000);

afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const { context, page } = await openPage(browser, siteURL, { width });
  opened.push(context);
  return page;
}

/**
 * The login form with a username with an at-sign (usaOIDC on): no password asked, the browser
 * goes to the provider's login page.
 */
async function startExternalSignIn(page: Page, login: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name="username"]').fill(login);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
}

const providerLogin = (page: Page) => page.getByRole('heading', { level: 1 });
const alertText = (page: Page) => page.getByTestId('external-sign-in-error').textContent();

describe('external sign-in (OIDC)', () => {
  it('the institution reports single sign-on on (usaOIDC)', async () => {
    const response = await fetch(`${siteURL}/api/parametros/instituicao`);
    await expect(response.json()).resolves.toMatchObject({ usaOIDC: true });
  });

  it("signs Ana in through the provider's login page and lands in the personal area", async () => {
    const page = await newPage();
    await startExternalSignIn(page, ANA_SSO, '/meupergamum');
    await expect(providerLogin(page).textContent()).resolves.toBe(
      'Provedor de identidade da instituição',
    );
    // The username typed in the catalogue comes along as the login hint.
    await expect(page.getByLabel('Usuário').inputValue()).resolves.toBe(ANA_SSO);
    await expectNoAxeViolations(page, 'provider login page');

    // A wrong password stays at the provider.
    await page.getByLabel('Senha').fill('not-her-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Usuário ou senha incorretos.' }).waitFor();

    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.origin === siteURL && url.pathname === '/meupergamum');
    await expect(
      page.getByTestId('personal-area-home').getByRole('heading', { level: 2 }).textContent(),
    ).resolves.toBe('Olá, Ana!');
    // Same session as a password login: the refresh cookie, no token in Web Storage, and the
    // nonce is gone.
    const cookies = await page.context().cookies(`${siteURL}/api/oauth/token`);
    expect(cookies.find((c) => c.name === 'estante_refresh')).toMatchObject({
      httpOnly: true,
      path: '/api/oauth',
    });
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    expect(stored).not.toMatch(/access_token|refresh_token|eyJ/);
    expect(stored).not.toContain(PENDING_KEY);
    // A reload keeps the sign-in (renewed from the cookie).
    await page.reload();
    await page.getByTestId('personal-area-home').waitFor();
    // Logout ends the catalogue's session, then opens the provider's logout (link_logout_OIDC).
    await page.goto('/sair');
    await page.waitForURL((url) => url.origin !== siteURL && url.pathname === '/session/end');
    const left = await page.context().cookies(`${siteURL}/api/oauth/token`);
    expect(left.find((c) => c.name === 'estante_refresh')).toBeUndefined();
  });

  it('shows the token validation error for an answer without a kept nonce, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(width);
      await page.goto('/oauth-response?code=forged&state=forged');
      await expect(alertText(page)).resolves.toBe(
        'Erro na validação do token do login externo. Tente entrar novamente.',
      );
      await expect(page.getByRole('link', { name: 'Voltar para o login' }).count()).resolves.toBe(
        1,
      );
      await expectNoAxeViolations(page, `/oauth-response error at ${width} px`);
    }
  });

  it('shows the wrong-state error when the answer is not for this browser’s request', async () => {
    const page = await newPage();
    await startExternalSignIn(page, ANA_SSO, '/');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    // The provider's answer reaches the server with another state (as a forged answer would).
    await page.route('**/api/oidc/validar', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, state: 'tampered' }) });
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth-response');
    await expect(alertText(page)).resolves.toBe(
      'Erro na validação do token do login externo. Tente entrar novamente.',
    );
  });

  it('shows "user not found" for a provider account the library does not know', async () => {
    const page = await newPage();
    await startExternalSignIn(page, 'visitante@demo.estante', '/');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth-response');
    await expect(alertText(page)).resolves.toBe(
      'Usuário não encontrado. Use as mesmas credenciais cadastradas na biblioteca.',
    );
  });

  it('shows "permission denied" when the sign-in is cancelled at the provider', async () => {
    const page = await newPage();
    await startExternalSignIn(page, ANA_SSO, '/');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth-response');
    await expect(alertText(page)).resolves.toBe('Permissão negada pelo provedor de login.');
  });
});
