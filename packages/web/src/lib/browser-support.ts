import { MINIMUM_BROWSERS } from '@estante/contract';

export type SupportedBrowser = keyof typeof MINIMUM_BROWSERS;

export interface DetectedBrowser {
  name: SupportedBrowser;
  /** Display name, e.g. "Chrome". */
  label: string;
  version: number;
}

const LABELS: Record<SupportedBrowser, string> = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  edge: 'Edge',
};

/**
 * Finds Chrome, Firefox or Edge and its major version in a user-agent string. Edge is tested
 * first because its user agent also names Chrome; Chromium-based browsers report as Chrome.
 * Returns null for other browsers (we do not warn about what we cannot judge).
 */
export function detectBrowser(userAgent: string): DetectedBrowser | null {
  const patterns: [SupportedBrowser, RegExp][] = [
    ['edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
    ['firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['chrome', /\b(?:Chrome|Chromium|CriOS)\/(\d+)/],
  ];
  for (const [name, pattern] of patterns) {
    const major = pattern.exec(userAgent)?.[1];
    if (major) return { name, label: LABELS[name], version: Number(major) };
  }
  return null;
}

/** The detected browser when it is older than the spec's minimum (spec §9), otherwise null. */
export function outdatedBrowser(userAgent: string): DetectedBrowser | null {
  const browser = detectBrowser(userAgent);
  return browser && browser.version < MINIMUM_BROWSERS[browser.name] ? browser : null;
}
