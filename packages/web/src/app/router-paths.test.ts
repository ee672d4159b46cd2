import fs from 'node:fs';
import path from 'node:path';
import { WEB_NOT_FOUND_PATHS, WEB_ROUTE_PATHS } from '@estante/contract';
import { describe, expect, it } from 'vitest';

// The router is type-checked against the contract's list (no path outside it); this checks the
// other way: every listed page is a route, so the server never answers 200 for a page the web
// app does not have. (The router module needs a browser; its source is read instead.)
describe('the router and the contract list of pages', () => {
  it('have the same paths', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
    expect(new Set(paths)).toEqual(new Set([...WEB_ROUTE_PATHS, ...WEB_NOT_FOUND_PATHS]));
  });
});
