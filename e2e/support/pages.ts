import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './lists.ts';
import { DEMO, DEMO_PASSWORD } from './login.ts';

/** The page's main heading is there and nothing is loading any more. */
export async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** SCREENSHOT_DIR set: saves the page there for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** axe-core at desktop (1280) and phone (375) widths, a screenshot of each; back at 1280. */
export async function axeAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${name} ${width}`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A call of the desk by API, as staff make it (balcao01's password grant); throws unless ok. */
export async function asStaff<T>(
  baseURL: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const grant = await fetch(`${baseURL}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'estante-web',
      username: DEMO.staff,
      password: DEMO_PASSWORD,
    }).toString(),
  });
  const { access_token } = (await grant.json()) as { access_token: string };
  const response = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${access_token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
