import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, openPage, type PageOptions } from './browser.ts';

export interface PageFixture {
  baseURL: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page during the current test. */
  pageErrors: Error[];
}

/** One browser per test file, a fresh context (empty storage) per test. */
export function usePage(options: PageOptions = {}): PageFixture {
  const fixture = { baseURL: inject('baseURL'), pageErrors: [] as Error[] } as PageFixture;
  beforeAll(async () => {
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  beforeEach(async () => {
    const { context, page } = await openPage(fixture.browser, fixture.baseURL, options);
    fixture.context = context;
    fixture.page = page;
    fixture.pageErrors = [];
    page.on('pageerror', (error) => fixture.pageErrors.push(error));
  });
  afterEach(async () => {
    await fixture.context?.close();
  });
  return fixture;
}

/** Storage keys of the web app (mirrors packages/web/src/lib/storage-keys.ts). */
export const STORAGE = {
  language: 'estante.idioma',
  accessibility: 'estante.acessibilidade',
  colorScheme: 'estante.tema',
  session: 'estante.sessao',
} as const;

export const WEEKDAYS_PT = [
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
  'Domingo',
];

export const WEEKDAYS_EN = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
