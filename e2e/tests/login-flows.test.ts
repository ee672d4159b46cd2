/**
 * Sign-in flows (spec §1, §4, §5, §6, §9): the "Direct to" destination and the optional French
 * and Italian on the shared test server; those that depend on the institution's settings each
 * against a server of its own started with that profile: the captcha of activity 1120
 * (CAPTCHA=on), institution 571's duplicate-person step and institution 87's category picker
 * (INSTITUTION_CODE).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { DEMO, DEMO_PASSWORD, fillLogin, loginForm } from '../support/login.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

afterAll(async () => {
  await browser?.close();
});

/** The shared e2e server (global setup). */
const shared = { baseURL: inject('baseURL') } as RunningServer;

/** A fresh page of `server` at `width`. */
async function pageOf(server: Pick<RunningServer, 'baseURL'>, width = 1280): Promise<Page> {
  const { context, page } = await openPage(browser, server.baseURL, { width });
  opened.push(context);
  return page;
}

/** SCREENSHOT_DIR set: saves the page there for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const captcha = (page: Page) => page.getByTestId('captcha');
const captchaBox = (page: Page) => captcha(page).getByRole('checkbox', { name: 'Não sou um robô' });

/** Ticks the captcha and waits until the browser has solved its proof of work. */
async function solveCaptcha(page: Page): Promise<void> {
  await captchaBox(page).check();
  await captcha(page).and(page.locator('[data-state="verified"]')).waitFor({ timeout: 30_000 });
}

describe('"Direct to" after the login chooser', () => {
  const destination = (page: Page) => page.getByTestId('destination');

  it('asks where to go when the person came to /login on their own, and goes there', async () => {
    const page = await pageOf(shared);
    await page.goto('/login');
    await fillLogin(page, DEMO.twoLogins);
    const chooser = page.getByTestId('login-chooser');
    await chooser.waitFor();
    await expect(destination(page).locator('label').allTextContents()).resolves.toEqual([
      'Catálogo (pesquisa)',
      'Meu Pergamum (área pessoal)',
    ]);
    await expect(destination(page).getByRole('radio', { checked: true }).count()).resolves.toBe(0);

    // Spec §5: the destination is required when the person may choose.
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await destination(page).getByText('Escolha para onde deseja ir.').waitFor();
    expect(page.url()).toContain('/login');
    await expectNoAxeViolations(page, 'chooser with destination 1280');
    await shot(page, 'chooser-destination-1280');

    await destination(page).getByRole('radio', { name: 'Meu Pergamum (área pessoal)' }).check();
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum');
  });

  it('goes to the catalogue when chosen, with no axe violations at 375 px', async () => {
    const page = await pageOf(shared, 375);
    await page.goto('/login');
    await fillLogin(page, DEMO.twoLogins);
    await destination(page).waitFor();
    await expectNoAxeViolations(page, 'chooser with destination 375');
    await shot(page, 'chooser-destination-375');
    await destination(page).getByRole('radio', { name: 'Catálogo (pesquisa)' }).check();
    await page.getByTestId('login-chooser').getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu').waitFor();
  });

  it('is not asked when a page sent the person to /login', async () => {
    const page = await pageOf(shared);
    await page.goto('/login?redirect=%2Fmeupergamum%2Fdados-pessoais');
    await fillLogin(page, DEMO.twoLogins);
    const chooser = page.getByTestId('login-chooser');
    await chooser.waitFor();
    await expect(destination(page).count()).resolves.toBe(0);
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum/dados-pessoais');
  });
});

describe('French and Italian on the login and the footer (spec §1)', () => {
  const languageBar = (page: Page) =>
    page.getByRole('navigation', {
      name: /^(Escolha o idioma|Choisir la langue|Scegli la lingua)$/,
    });

  it('offers them in the language bar while their files are shipped', async () => {
    const page = await pageOf(shared);
    await page.goto('/login');
    await loginForm(page).waitFor();
    await expect(languageBar(page).getByRole('link').allTextContents()).resolves.toEqual([
      'Português',
      'English',
      'Español',
      'Français',
      'Italiano',
    ]);
  });

  it('shows the login, recovery and footer in French', async () => {
    for (const width of [1280, 375]) {
      const page = await pageOf(shared, width);
      await page.goto('/login');
      await languageBar(page).getByRole('link', { name: 'Français' }).click();
      await page.waitForURL((url) => url.searchParams.get('lng') === 'fr');
      await loginForm(page).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Se connecter',
      );
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
      await page.getByRole('heading', { name: 'Accès' }).waitFor();
      await loginForm(page)
        .getByLabel(/^Mot de passe/)
        .waitFor();
      await page.getByRole('navigation', { name: 'Choisir la langue' }).waitFor();
      await expectNoAxeViolations(page, `login fr ${width}`);
      await shot(page, `login-fr-${width}`);
      await page.getByRole('button', { name: 'Mot de passe oublié' }).click();
      await page.getByRole('heading', { name: 'Récupérer le mot de passe' }).waitFor();
      await page
        .getByTestId('recovery-user')
        .getByRole('button', { name: 'Envoyer le code' })
        .click();
      await page.getByText('Saisissez votre identifiant.', { exact: true }).waitFor();
      await expectNoAxeViolations(page, `recovery fr ${width}`);
    }
  });

  it('shows the login in Italian', async () => {
    const page = await pageOf(shared);
    await page.goto('/login?lng=it');
    await loginForm(page).getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Inserisci le tue credenziali.').waitFor();
    await page.getByRole('navigation', { name: 'Scegli la lingua' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it');
  });
});

describe('captcha (activity 1120 on)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'on' });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('is required, solved in the browser, and signs in with the answer', async () => {
    const page = await pageOf(server);
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/oauth/token') {
        tokenCalls.push(request.postData() ?? '');
      }
    });
    await page.goto('/login?redirect=%2Fmeupergamum');
    const form = loginForm(page);
    await form.locator('input[name="username"]').fill(DEMO.ana);
    await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);

    // Spec §5: without the captcha the form does not go to the server.
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(captcha(page).getByRole('status').textContent()).resolves.toBe(
      'Confirme que você não é um robô.',
    );
    await expect(captchaBox(page).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(tokenCalls.filter((body) => body.includes('grant_type=password'))).toEqual([]);
    await expectNoAxeViolations(page, 'login with captcha required 1280');

    await solveCaptcha(page);
    await expect(captcha(page).getByRole('status').textContent()).resolves.toBe('Verificado');
    await expect(captcha(page).getAttribute('data-size')).resolves.toBe('normal');
    await expectNoAxeViolations(page, 'login with captcha 1280');
    await shot(page, 'login-captcha-1280');

    await form.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    const grant = tokenCalls.find((body) => body.includes('grant_type=password')) ?? '';
    expect(new URLSearchParams(grant).get('recaptcha_token')).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  });

  it('a failed sign-in spends the answer: the captcha starts again', async () => {
    const page = await pageOf(server);
    await page.goto('/login');
    const form = loginForm(page);
    await form.locator('input[name="username"]').fill(DEMO.spare);
    await form.getByLabel(/^Senha/).fill('Senha-Errada-1');
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain(
      'O login ou a senha estão incorretos.',
    );
    await expect(captcha(page).getAttribute('data-state')).resolves.toBe('idle');
    await expect(captchaBox(page).isChecked()).resolves.toBe(false);
  });

  it('is compact under 576 px, with no axe violations', async () => {
    const page = await pageOf(server, 375);
    await page.goto('/login');
    await captcha(page).waitFor();
    await expect(captcha(page).getAttribute('data-size')).resolves.toBe('compact');
    await solveCaptcha(page);
    const box = await captcha(page).boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, 'login with captcha 375');
    await shot(page, 'login-captcha-375');
  });

  it('password recovery asks for it too, then sends the code', async () => {
    const page = await pageOf(server);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const form = page.getByTestId('recovery-user');
    await form.locator('input[name="username"]').fill('20260010');
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(captcha(page).getByRole('status').textContent()).resolves.toBe(
      'Confirme que você não é um robô.',
    );
    await solveCaptcha(page);
    await expectNoAxeViolations(page, 'recovery with captcha 1280');
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByTestId('recovery-code').waitFor();
    await expect(page.getByTestId('recovery-sent').textContent()).resolves.toContain('Sônia');

    // A wrong code offers a resend; the resend solves a new challenge on its own (the first
    // answer is spent) and the server sends another code.
    const starts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.endsWith('/recuperar-senha')) {
        starts.push(url.searchParams.get('recaptcha_token') ?? '');
      }
    });
    await page.getByTestId('recovery-code').locator('input[name="code"]').fill('000000');
    await page.getByTestId('recovery-resend').click();
    await page.getByTestId('recovery-resent').waitFor({ timeout: 30_000 });
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  });
});

describe('institution 571: the person record first (INSTITUTION_CODE=571)', () => {
  let server: RunningServer;
  const personChoice = (page: Page) => page.getByTestId('person-choice');

  beforeAll(async () => {
    server = await startServer({ INSTITUTION_CODE: '571' });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('asks for the login alone, then which record, then the password', async () => {
    const page = await pageOf(server);
    await page.goto('/login?redirect=%2Fmeupergamum');
    const form = loginForm(page);
    await expect(form.locator('input[name="password"]').count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Continuar' }).click();
    await form.getByText('Informe seus dados de acesso.').waitFor();

    await form.locator('input[name="username"]').fill('20260014');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await personChoice(page).waitFor();
    await expect(personChoice(page).locator('label').allTextContents()).resolves.toEqual([
      'Graduação em Direito (local)',
      'Hospital Universitário (hospital)',
    ]);
    await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    // Spec §5: the record is required when there are several.
    await form.getByRole('button', { name: 'Entrar' }).click();
    await personChoice(page).getByText('Escolha o cadastro.').waitFor();
    await expectNoAxeViolations(page, '571 person choice 1280');
    await shot(page, 'login-571-1280');

    const grant = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/oauth/token' &&
        (request.postData() ?? '').includes('grant_type=password'),
    );
    await personChoice(page)
      .getByRole('radio', { name: 'Hospital Universitário (hospital)' })
      .check();
    await form.getByRole('button', { name: 'Entrar' }).click();
    expect(new URLSearchParams((await grant).postData() ?? '').get('base')).toBe('hospital');
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    await page.getByTestId('current-login').getByText('Hospital Universitário').waitFor();
  });

  it('goes straight to the password for a login of one record; no axe violations at 375', async () => {
    const page = await pageOf(server, 375);
    await page.goto('/login?redirect=%2Fmeupergamum');
    const form = loginForm(page);
    await form.locator('input[name="username"]').fill(DEMO.ana);
    await form.getByRole('button', { name: 'Continuar' }).click();
    await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await expect(personChoice(page).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, '571 password step 375');
    await shot(page, 'login-571-375');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum');
  });
});

describe('institution 87: the patron category (INSTITUTION_CODE=87)', () => {
  let server: RunningServer;
  const category = (page: Page) => loginForm(page).getByRole('combobox', { name: /^Categoria/ });

  beforeAll(async () => {
    server = await startServer({ INSTITUTION_CODE: '87' });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('requires a category and signs in with its code appended to the username', async () => {
    const page = await pageOf(server);
    await page.goto('/login?redirect=%2Fmeupergamum');
    const form = loginForm(page);
    await form.locator('input[name="username"]').fill(DEMO.ana);
    await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await form.getByText('Escolha a sua categoria.').waitFor();
    await expectNoAxeViolations(page, '87 category required 1280');
    await shot(page, 'login-87-1280');

    // Ana is an undergraduate: as a professor (04) her login does not exist.
    await category(page).selectOption({ label: 'Docente (04)' });
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain(
      'O login ou a senha estão incorretos.',
    );

    const grant = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/oauth/token' &&
        (request.postData() ?? '').includes('grant_type=password'),
    );
    await category(page).selectOption({ label: 'Graduação / especial (01)' });
    await form.getByRole('button', { name: 'Entrar' }).click();
    expect(new URLSearchParams((await grant).postData() ?? '').get('username')).toBe('2026000101');
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    await expect(
      page.getByTestId('personal-area-home').getByRole('heading', { level: 2 }).textContent(),
    ).resolves.toBe('Olá, Ana!');
  });

  it('lists the categories of spec §6 with their codes; no axe violations at 375', async () => {
    const page = await pageOf(server, 375);
    await page.goto('/login');
    await category(page).waitFor();
    await expect(category(page).locator('option').allTextContents()).resolves.toEqual([
      'Selecione a sua categoria',
      'Graduação / especial (01)',
      'Graduação digital (19)',
      'Pós-graduação / especial (03)',
      'Educar-se (06)',
      'Idiomas e outros cursos (07)',
      'Ensino técnico (21)',
      'Doutorado (09)',
      'Servidor (05)',
      'Servidor do hospital (12)',
      'Mestrado (08)',
      'Docente (04)',
      'Usuário especial (10)',
    ]);
    await expectNoAxeViolations(page, '87 login 375');
    await shot(page, 'login-87-375');
  });
});
