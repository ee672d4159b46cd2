import type { Page } from 'playwright-core';

/** Demo accounts (packages/server/src/demo/patrons.ts); every one has DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Estante-2026';
export const DEMO = {
  /** Ana Souza, undergraduate. */
  ana: '20260001',
  /** Carlos Eduardo Lima, professor. */
  professor: '20260002',
  /** Beatriz Nogueira Costa: two logins, so the chooser appears. */
  twoLogins: '20260003',
  /** Diego Martins Rocha, blocked after failed attempts (430). */
  blocked: '20260004',
  /** Felipe Araújo, for wrong passwords (a failure counts against the account). */
  spare: '20260005',
  /** Sônia Ribeiro, hospital staff: interest profiles and alerts (tests/alerts-profiles.test.ts). */
  sonia: '20260010',
  /** Rafael Teixeira, technical student: bibliographic requests (e2e/tests/requests.test.ts). */
  rafael: '20260009',
  /** The desk's staff member (staff role): /api/balcao calls. */
  staff: 'balcao01',
} as const;

/** The form of the Access panel on /login. */
export const loginForm = (page: Page) => page.getByTestId('login-form');

/** Fills and sends the Access panel of an open /login page. */
export async function fillLogin(
  page: Page,
  username: string,
  options: { password?: string; remember?: boolean } = {},
): Promise<void> {
  const form = loginForm(page);
  await form.waitFor();
  await form.locator('input[name="username"]').fill(username);
  await form.getByLabel(/^Senha/).fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await form.getByRole('checkbox', { name: 'Lembrar de mim' }).check();
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens /login (with a destination), signs in and waits until the page has left /login. */
export async function signIn(
  page: Page,
  username: string,
  options: { redirect?: string; remember?: boolean } = {},
): Promise<void> {
  const query = options.redirect ? `?${new URLSearchParams({ redirect: options.redirect })}` : '';
  await page.goto(`/login${query}`);
  await fillLogin(page, username, options);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The header's user menu button ("Olá, Ana"). */
export const userMenu = (page: Page) => page.getByTestId('user-menu');
