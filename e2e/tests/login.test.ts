/**
 * Sign-in in the browser (spec §2, §4, §8): login → personal area → logout, the §8 messages,
 * the multi-login chooser, "remember me" across a browser restart, one token renewal for
 * parallel 401s, redirects that only stay on this site, and axe-core on the new screens.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, fillLogin, loginForm, signIn, userMenu } from '../support/login.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { STORAGE, usePage } from '../support/use-page.ts';

const t = usePage();

const REFRESH_COOKIE = 'estante_refresh';

/** Another context of the test's browser (closed by the caller), optionally with stored state. */
async function newContext(
  options: {
    width?: number;
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await t.browser.newContext({
    baseURL: t.baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Everything the page keeps in Web Storage, as one string. */
const webStorageText = (page: Page) =>
  page.evaluate(() => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]));

const greeting = (page: Page) =>
  page.getByTestId('personal-area-home').getByRole('heading', { level: 2 });

/** Token requests of a page that renew with the refresh cookie. */
function countRefreshes(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/oauth/token' &&
      (request.postData() ?? '').includes('grant_type=refresh_token')
    ) {
      counter.count += 1;
    }
  });
  return counter;
}

describe('login', () => {
  it('goes from a protected page to login, into the personal area and out again', async () => {
    const { page, context } = t;
    await page.goto('/meupergamum');
    await page.waitForURL('**/login?redirect=%2Fmeupergamum');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Entrar');
    // The institution's own label for the user field and its welcome message.
    await loginForm(page)
      .getByLabel(/^CPF ou matrícula/)
      .waitFor();
    await expect(page.getByTestId('login-welcome').textContent()).resolves.toContain(
      'Bem-vindo ao catálogo',
    );

    // Spec §5: the fields are required, with the spec's message for the username.
    await loginForm(page).getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Informe seus dados de acesso.').waitFor();

    await fillLogin(page, DEMO.ana);
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    await expect(greeting(page).textContent()).resolves.toBe('Olá, Ana!');
    const menu = page.getByRole('navigation', { name: 'Menu da área pessoal' });
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
      'Início',
      'Empréstimo',
      'Renovação',
      'Débito',
      'Afastamentos',
      'Nada consta',
      'Reservas',
      'Consultar solicitações de empréstimo',
      'Obter token',
      'Alertas',
      'Perfil de interesse',
      'Áreas de interesse',
      'Verificar títulos',
      'Cesta permanente',
      'Itens salvos',
      'Comutação bibliográfica',
      'Empréstimo entre bibliotecas',
      'Levantamento bibliográfico',
      'Ficha catalográfica',
      'Pesquisa especializada',
      'Aquisição',
      'Consultar sugestões',
      'Pedidos de compra',
      'Estatísticas de aquisição',
      'Totais de títulos',
      'Comentários',
      'Plano de ensino',
      'Bases de dados',
      'Postagem de trabalhos',
      'Dados pessoais',
      'Trocar usuário',
      'Alterar senha',
    ]);
    await expect(userMenu(page).textContent()).resolves.toContain('Olá, Ana');

    // Only non-secret data in Web Storage, in session storage without "remember me".
    const stored = await page.evaluate(
      (key) => [window.sessionStorage.getItem(key), window.localStorage.getItem(key)],
      STORAGE.session,
    );
    expect(JSON.parse(stored[0] ?? 'null')).toEqual({
      login: DEMO.ana,
      cod_pessoa: expect.any(Number),
      nome: 'Ana Souza',
    });
    expect(stored[1]).toBeNull();
    expect(await webStorageText(page)).not.toMatch(/eyJ|refresh|token/i);
    const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/oauth' });
    expect(cookie?.expires).toBe(-1); // a session cookie without "remember me"

    // A reload keeps the sign-in: the access token comes back from the refresh cookie.
    await page.reload();
    await expect(greeting(page).textContent()).resolves.toBe('Olá, Ana!');

    await userMenu(page).click();
    const revoke = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/oauth/revoke',
    );
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await revoke;
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor();
    expect(await webStorageText(page)).not.toContain(STORAGE.session);
    expect((await context.cookies()).some((c) => c.name === REFRESH_COOKIE)).toBe(false);
    await page.goto('/meupergamum');
    await page.waitForURL('**/login?redirect=%2Fmeupergamum');
    expect(t.pageErrors).toEqual([]);
  });

  it('shows the spec §8 message for a wrong password and for a blocked account', async () => {
    const { page } = t;
    await page.goto('/login');
    await fillLogin(page, DEMO.spare, { password: 'not-the-password' });
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('O login ou a senha estão incorretos.');
    expect(new URL(page.url()).pathname).toBe('/login');

    await alert.getByRole('button', { name: 'Fechar' }).click();
    await alert.waitFor({ state: 'detached' });
    await fillLogin(page, DEMO.blocked);
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'Senha bloqueada por excesso de tentativas',
    );
    await expect(
      page.evaluate((key) => window.sessionStorage.getItem(key), STORAGE.session),
    ).resolves.toBeNull();
  });

  it('offers the chooser to a person with two logins and switches to the one chosen', async () => {
    const { page } = t;
    await page.goto('/login?redirect=%2Fmeupergamum');
    await fillLogin(page, DEMO.twoLogins);
    const chooser = page.getByTestId('login-chooser');
    await chooser.waitFor();
    await expect(
      page.getByRole('heading', { name: 'Escolha o vínculo' }).isVisible(),
    ).resolves.toBe(true);
    const options = chooser.getByRole('radio');
    await expect(options.count()).resolves.toBe(2);
    await expect(options.nth(0).getAttribute('aria-checked')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'chooser 1280');

    const switched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/pessoas/troca-login',
    );
    await options.nth(1).click();
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    expect((await switched).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    await expect(greeting(page).textContent()).resolves.toBe('Olá, Beatriz!');
    await expect(page.getByTestId('current-login').textContent()).resolves.toContain('20240003');
    await expect(
      page.evaluate(
        (key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}').login,
        STORAGE.session,
      ),
    ).resolves.toBe('20240003');
  });

  it('"remember me" survives a browser restart and a plain login does not', async () => {
    await signIn(t.page, DEMO.professor, { remember: true, redirect: '/meupergamum' });
    await expect(greeting(t.page).textContent()).resolves.toBe('Olá, Carlos!');
    const remembered = await t.context.storageState();
    const cookie = remembered.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
    const local = remembered.origins.flatMap((origin) => origin.localStorage);
    expect(local.find((entry) => entry.name === STORAGE.session)?.value).toContain(DEMO.professor);
    expect(JSON.stringify(local)).not.toMatch(/eyJ/);

    const restarted = await newContext({ storageState: remembered });
    try {
      await restarted.page.goto('/meupergamum');
      await expect(greeting(restarted.page).textContent()).resolves.toBe('Olá, Carlos!');
    } finally {
      await restarted.context.close();
    }

    const plain = await newContext();
    try {
      await signIn(plain.page, DEMO.ana, { redirect: '/meupergamum' });
      await expect(greeting(plain.page).textContent()).resolves.toBe('Olá, Ana!');
      const state = await plain.context.storageState();
      const again = await newContext({ storageState: state });
      try {
        await again.page.goto('/meupergamum');
        await again.page.waitForURL('**/login?redirect=%2Fmeupergamum');
        await again.page.getByRole('link', { name: 'Entrar' }).first().waitFor();
      } finally {
        await again.context.close();
      }
    } finally {
      await plain.context.close();
    }
  });

  it('renews the token once for two parallel 401s and repeats both calls', async () => {
    const { page } = t;
    const signedIn = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/oauth/token' &&
        response.request().postData()?.includes('grant_type=password') === true,
    );
    await signIn(page, DEMO.ana);
    const { access_token: first } = (await (await signedIn).json()) as { access_token: string };
    await userMenu(page).waitFor();
    // The home page's own calls, asked again for the signed-in user, are done first (the load
    // state dates from /login, so the home's parts drawn after its first paint are waited for).
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);

    // From now on the first access token is refused by the server, as an expired one is.
    const refused: string[] = [];
    await page.route('**/api/**', async (route) => {
      const headers = route.request().headers();
      if (headers.authorization !== `Bearer ${first}`) return route.continue();
      refused.push(new URL(route.request().url()).pathname);
      return route.continue({ headers: { ...headers, authorization: `Bearer ${first}x` } });
    });
    const refreshes = countRefreshes(page);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
    });

    // The personal area asks for the user and the logins at the same time.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Meu Pergamum' }).click();
    await expect(greeting(page).textContent()).resolves.toBe('Olá, Ana!');
    await page.getByTestId('current-login').getByText('Graduação em Letras').waitFor();
    expect([...refused].sort()).toEqual(['/api/pessoas', '/api/pessoas/login']);
    expect([...unauthorized].sort()).toEqual(['/api/pessoas', '/api/pessoas/login']);
    expect(refreshes.count).toBe(1);
    expect(t.pageErrors).toEqual([]);
  });

  it('says the session expired and signs out when the renewal is refused', async () => {
    const { page, context } = t;
    await signIn(page, DEMO.ana);
    await userMenu(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    // The sign-in ends on the server's side: every token is refused and the cookie is gone.
    await page.route('**/api/**', (route) => {
      const headers = route.request().headers();
      return headers.authorization
        ? route.continue({ headers: { ...headers, authorization: 'Bearer expired' } })
        : route.continue();
    });
    await context.clearCookies({ name: REFRESH_COOKIE });
    const refreshes = countRefreshes(page);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Meu Pergamum' }).click();
    await page.getByTestId('session-expired').getByText('Sua sessão expirou').waitFor();
    await page.waitForURL('**/login?redirect=%2Fmeupergamum');
    expect(refreshes.count).toBe(1);
    await expect(
      page.evaluate((key) => window.sessionStorage.getItem(key), STORAGE.session),
    ).resolves.toBeNull();
    await loginForm(page).waitFor();
  });

  // A plain click opens the login modal (login-modal.test.ts); the prompt's address, for a
  // middle click, a new tab or a page without scripts, goes through /login and back.
  it('returns to the title page after "sign in to comment" opened as a link', async () => {
    const { page } = t;
    const search = (await (await fetch(`${t.baseURL}/api/consulta?termo=educacao`)).json()) as {
      consulta: { data: { cod_acervo: number }[] };
    };
    const id = search.consulta.data[0]?.cod_acervo;
    expect(id).toBeDefined();
    await page.goto(`/acervo/${id}`);
    const href = await page
      .getByRole('link', { name: 'Entrar para comentar' })
      .getAttribute('href');
    await page.goto(href!);
    await page.waitForURL(`**/login?redirect=%2Facervo%2F${id}`);
    await fillLogin(page, DEMO.ana);
    await page.waitForURL((url) => url.pathname === `/acervo/${id}`);
    await userMenu(page).waitFor();
    await page.getByTestId('comments').waitFor();
    await expect(page.getByRole('link', { name: 'Entrar para comentar' }).count()).resolves.toBe(0);
  });

  it('follows only redirects to this site', async () => {
    for (const redirect of [
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'https://evil.example/x',
    ]) {
      const { context, page } = await newContext();
      try {
        await page.goto(`/login?${new URLSearchParams({ redirect })}`);
        await fillLogin(page, DEMO.ana);
        await page.waitForURL((url) => url.pathname !== '/login');
        const url = new URL(page.url());
        expect(`${redirect} → ${url.origin}${url.pathname}`).toBe(`${redirect} → ${t.baseURL}/`);
        await userMenu(page).waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('has no axe-core violations on /login and /meupergamum at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await newContext({ width });
      try {
        await page.goto('/login?redirect=%2Fmeupergamum');
        await loginForm(page).waitFor();
        await expectNoAxeViolations(page, `/login ${width}`);
        await fillLogin(page, `nao-existe-${width}`, { password: 'wrong-again' });
        await page.getByTestId('login-error').waitFor();
        await expectNoAxeViolations(page, `/login error ${width}`);
        await fillLogin(page, DEMO.ana);
        await page.waitForURL((url) => url.pathname === '/meupergamum');
        await greeting(page).waitFor();
        await expectNoAxeViolations(page, `/meupergamum ${width}`);
        const toggle = page.getByTestId('personal-area-menu-toggle');
        const menu = page.getByTestId('personal-area-menu');
        if (width < 992) {
          await expect(menu.isVisible()).resolves.toBe(false);
          await toggle.click();
          await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
          await menu.getByRole('link', { name: 'Início' }).waitFor();
          await expectNoAxeViolations(page, `/meupergamum menu ${width}`);
        } else {
          await expect(toggle.isVisible()).resolves.toBe(false);
          await expect(menu.isVisible()).resolves.toBe(true);
        }
      } finally {
        await context.close();
      }
    }
  });
});
