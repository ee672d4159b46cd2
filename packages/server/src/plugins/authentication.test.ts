import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_SECURITY } from '@estante/contract';
import { buildTestApp } from '../test-support/app.ts';
import { bearer, publicToken } from '../test-support/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(() => close());

interface Operation {
  security?: Record<string, string[]>[];
}

/** Every operation of the OpenAPI document marked private (a bearer security requirement). */
async function privateOperations(): Promise<{ method: string; url: string }[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { securitySchemes?: Record<string, unknown> };
  };
  expect(doc.components?.securitySchemes?.[BEARER_SECURITY]).toMatchObject({
    type: 'http',
    scheme: 'bearer',
  });
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security?.some((requirement) => BEARER_SECURITY in requirement))
      .map(([method, _op]) => ({
        method: method.toUpperCase(),
        // Path parameters get a plausible value: the check must not depend on them.
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
  );
}

describe('private routes (spec §6 credential levels)', () => {
  it('the OpenAPI document marks the personal-area routes private', async () => {
    const routes = await privateOperations();
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/pessoas' },
        { method: 'GET', url: '/api/pessoas/login' },
        { method: 'PUT', url: '/api/pessoas/troca-login' },
      ]),
    );
    // The catalogue stays open.
    expect(routes.map((r) => r.url)).not.toContain('/api/consulta');
  });

  it('every private route answers 401 without a token and 401 with the public token', async () => {
    const routes = await privateOperations();
    const token = await publicToken(app);
    for (const route of routes) {
      const method = route.method as 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await app.inject({ method, url: route.url, payload });
      expect([route, anonymous.statusCode]).toEqual([route, 401]);
      expect(anonymous.json()).toMatchObject({ status: 401, key: 'login_required' });
      const withPublic = await app.inject({
        method,
        url: route.url,
        payload,
        headers: bearer(token),
      });
      expect([route, withPublic.statusCode]).toEqual([route, 401]);
    }
  });
});
