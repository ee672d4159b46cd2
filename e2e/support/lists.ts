import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** GET `/api{path}` of the test server and its JSON body (tests assert against the API). */
export async function apiGet<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { headers: { 'X-Idioma': '1' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Waits until nothing on the page is loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** What axe-core checks on every page: WCAG 2.2 AA and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core over the page for AXE_TAGS, gathering only violations: collecting every passing node
 * too is most of an analysis's time on a long page. Legacy mode runs axe in the page itself: the
 * default opens a blank page to merge each frame's partial results, which took 5–7 s an analysis
 * against 2 s here, and the web app has no frames to merge.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
}

/**
 * axe-core violations (AXE_TAGS) as readable lines, `label: rule targets`; `include` limits the
 * check to a part of the page.
 */
export async function axeViolations(
  page: Page,
  label: string,
  include?: string,
): Promise<string[]> {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Asserts no axe-core violations (in `include` when given) once the page has stopped loading
 * and animating (a dialog fades in: colours are measured once its transition has finished).
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  await settled(page);
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await axeViolations(page, where, include)).toEqual([]);
}

/** Numbers as the Portuguese screens show them. */
export const formatPt = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
