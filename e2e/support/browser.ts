import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell: the same build,
 * without the browser's own interface that `chromium --headless` still runs; Playwright's
 * default for headless). Measured on the 2-core machine, one e2e shard alone: 750 s and 389 s
 * of CPU with /usr/bin/chromium, 520 s and 253 s with the shell. Lighthouse (bench/) keeps the
 * whole browser, as its scores are a browser's.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** Throws one clear line, no stack trace, when Debian's Chromium is not installed. */
export function requireChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const error = new Error(
    'Chromium not found: run `apt-get install -y chromium-headless-shell` as root',
  );
  error.stack = error.message;
  throw error;
}

/** Debian's Chromium, headless; nothing here may download a browser. */
export async function launchBrowser(): Promise<Browser> {
  requireChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  userAgent?: string;
}

/** A page in a fresh context (empty storage) pointed at the test server. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    timezoneId: 'America/Sao_Paulo',
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Opens a path and waits until the chrome and the home sections have their data. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').getByRole('button', { name: /.+/ }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Computed style property of the first element matching a selector. */
export function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}
