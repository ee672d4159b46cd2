import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import { buildTestApp } from './test-support/app.ts';
import { bearer, createPatron, tokensOf } from './test-support/auth.ts';

/**
 * Every GET route of the OpenAPI document, called with hostile values in each path and query
 * parameter: out-of-range numbers, negative numbers, text, SQL and control characters. Bad input
 * must answer in the error format (4xx) or normally — never a 500.
 */
const HOSTILE = [
  '99999999999',
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  'abc',
  "1' OR '1'='1",
  'a & | ! :*',
  '%00',
  '\u0007\u0000x',
];

let app: FastifyInstance;
let close: () => Promise<void>;
let paths: {
  path: string;
  params: string[];
  query: string[];
  headers: Record<string, string>;
}[] = [];

beforeAll(async () => {
  let db: Db;
  ({ app, db, close } = await buildTestApp());
  // Private routes answer 401 before looking at their input: they are probed as a patron.
  const { logins } = await createPatron(db.kysely);
  const { access_token } = await tokensOf(app, logins[0]!, 'Senha-Teste-1');
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      { get?: { parameters?: { in: string; name: string }[]; security?: unknown[] } }
    >;
  };
  paths = Object.entries(doc.paths)
    .filter(([, item]) => item.get)
    .map(([path, item]) => ({
      path,
      params: (item.get?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      headers: item.get?.security ? bearer(access_token) : {},
    }));
});
afterAll(() => close());

describe('hostile parameters on every GET route', () => {
  it('finds the routes to probe', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('never answers 500', async () => {
    const failures: string[] = [];
    for (const route of paths) {
      for (const value of HOSTILE) {
        const encoded = encodeURIComponent(value);
        let url = route.path;
        for (const name of route.params) url = url.replace(`{${name}}`, encoded);
        if (url.includes('{')) continue;
        const urls = [url, ...route.query.map((q) => `${url}?${q}=${encoded}`)];
        if (route.params.length === 0 && route.query.length === 0) continue;
        for (const target of urls) {
          const res = await app.inject({ url: target, headers: route.headers });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${target}`);
          else if (res.statusCode >= 400) {
            const body = res.json() as { key?: string; status?: number };
            if (!body.key || body.status !== res.statusCode)
              failures.push(`bad error body ${target}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('control characters in any parameter', () => {
  it('are a 400 naming the parameter, on every GET route', async () => {
    const failures: string[] = [];
    for (const route of paths) {
      for (const name of [...route.params, ...route.query]) {
        let url = route.path;
        for (const param of route.params) {
          url = url.replace(`{${param}}`, param === name ? 'x%00y' : '1');
        }
        if (route.query.includes(name)) url += `?${name}=x%01y`;
        const res = await app.inject({ url, headers: route.headers });
        const body = res.json() as { key?: string; field?: string };
        if (res.statusCode !== 400 || body.key !== 'validation_error' || body.field !== name) {
          failures.push(`${res.statusCode} ${body.field ?? ''} ${url}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('in a JSON body too, naming the field; tabs and line breaks stay allowed', async () => {
    const post = (mensagem: string) =>
      app.inject({
        method: 'POST',
        url: '/api/acervo/exportar-cesta',
        payload: { tipo: 'ris', acervos: [1], opcoesEmail: { emails: 'a@b.br', mensagem } },
      });
    const bad = await post('linha\u0000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      key: 'validation_error',
      field: 'body.opcoesEmail.mensagem',
    });
    // Past the check (email export is off here): line breaks and tabs are text.
    expect((await post('linha 1\r\nlinha\t2')).json()).toMatchObject({
      key: 'email_export_disabled',
    });
  });
});
