/**
 * Sign-in flows that depend on the institution's settings (spec §4, §5, §6, §9), each against a
 * server of its own started with that profile: the captcha of activity 1120 (CAPTCHA=on).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { DEMO, DEMO_PASSWORD, loginForm } from '../support/login.ts';
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

/** A fresh page of `server` at `width`. */
async function pageOf(server: RunningServer, width = 1280): Promise<Page> {
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
  });
});
