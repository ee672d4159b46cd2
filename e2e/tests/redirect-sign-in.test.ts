/**
 * /pergamum_redireciona (spec §2 "Redirect … screens") in Chromium: a redirect token issued to
 * a signed-in patron (GET /api/pessoas/token-redireciona) opens a session in a browser that
 * had none and lands on the path asked for; the token leaves the address bar, works once, and
 * a used one shows why. axe finds nothing on either screen.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/login.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { usePage } from '../support/use-page.ts';

/** Tiago Almeida, special user: no other e2e test signs him in. */
const LOGIN = '20260011';
const REFRESH_COOKIE = 'estante_refresh';

/** An access token of LOGIN (password grant, body transport). */
async function accessToken(baseURL: string): Promise<string> {
  const grant = await fetch(`${baseURL}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'estante-web',
      username: LOGIN,
      password: DEMO_PASSWORD,
    }).toString(),
  });
  expect(grant.status).toBe(200);
  return ((await grant.json()) as { access_token: string }).access_token;
}

/** A redirect token of LOGIN, got through the API as another screen or system would. */
async function redirectToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/pessoas/token-redireciona`, {
    headers: { authorization: `Bearer ${await accessToken(baseURL)}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const greeting = (t: ReturnType<typeof usePage>) =>
  t.page.getByTestId('personal-area-home').getByRole('heading', { level: 2 });

describe('/pergamum_redireciona', () => {
  const t = usePage();

  it('signs in with the token, lands on the path, and the token works only once', async () => {
    const { page, baseURL, context } = t;
    const token = await redirectToken(baseURL);
    const query = new URLSearchParams({ token, redirect: '/meupergamum' });
    await page.goto(`/pergamum_redireciona?${query}`);
    await page.waitForURL((url) => url.pathname === '/meupergamum');
    expect(page.url()).not.toContain(token);
    await expect(greeting(t).textContent()).resolves.toBe('Olá, Tiago!');
    const cookies = await context.cookies(`${baseURL}/api/oauth/token`);
    expect(cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    await expectNoAxeViolations(page, '/meupergamum after the redirect');
    // Nothing of the token is left to go back to.
    const history = await page.evaluate(() => window.history.length);
    expect(history).toBeLessThanOrEqual(2);

    // The same token again (another tab of a fresh browser): refused, with a way to log in.
    const other = await t.browser.newContext({ baseURL });
    try {
      const second = await other.newPage();
      await second.goto(`/pergamum_redireciona?${query}`);
      const alert = second.getByTestId('redirect-sign-in-error');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain(
        'O link de acesso é inválido, expirou ou já foi usado',
      );
      expect(new URL(second.url()).search).toBe('');
      await expect(
        second.getByRole('link', { name: 'Ir para o login' }).getAttribute('href'),
      ).resolves.toBe('/login');
      await expectNoAxeViolations(second, '/pergamum_redireciona with a used token');
    } finally {
      await other.close();
    }
  });

  it('lands on the home page when redirect names another site', async () => {
    const { page, baseURL } = t;
    const token = await redirectToken(baseURL);
    const query = new URLSearchParams({ token, redirect: '//evil.example/x' });
    await page.goto(`/pergamum_redireciona?${query}`);
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin);
    await page.getByTestId('user-menu').waitFor();
  });

  it('the demo offers the departments of its teaching plans (GET /api/pessoas/departamentos)', async () => {
    const res = await fetch(`${t.baseURL}/api/pessoas/departamentos`, {
      headers: { authorization: `Bearer ${await accessToken(t.baseURL)}` },
    });
    expect(res.status).toBe(200);
    const departments = (await res.json()) as { nome_departamento: string }[];
    expect(departments.length).toBeGreaterThan(3);
    const names = departments.map((d) => d.nome_departamento);
    expect(names.every((n) => n.startsWith('Departamento de '))).toBe(true);
  });
});
