import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Estante</title>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
  ({ app, close } = await buildTestApp({ webDist }));
});
afterAll(async () => {
  await close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('API base', () => {
  it('reports health with a real database query', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded',
      titles: 0,
    });
  });

  it('answers unknown API paths with a JSON 404 in the error format, translated', async () => {
    const res = await app.inject({ url: '/api/nao-existe', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: 404, key: 'not_found', message: 'Resource not found.' });
    const pt = await app.inject({ url: '/api/nao-existe', headers: { idioma: '1' } });
    expect(pt.json().message).toBe('Recurso não encontrado.');
    const es = await app.inject({ url: '/api/nao-existe', headers: { 'x-idioma': '3' } });
    expect(es.json().message).toBe('Recurso no encontrado.');
  });

  it('serves the OpenAPI document with the parameter routes', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/parametros/instituicao',
        '/api/parametros/atendimento/{id}',
      ]),
    );
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    // Errors and refusals carry them too.
    for (const url of ['/api/nao-existe', '/api/emprestimo/titulos-pendentes']) {
      const refused = await app.inject({ url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-security-policy']).toBe(csp);
      expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const br = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('console.log(1);');
    const gz = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['cache-control']).toContain('immutable');
  });

  it('serves the SPA for client routes and unknown paths (404), not for /api', async () => {
    // The page heads and statuses are modules/web-pages's tests.
    for (const [url, status] of [
      ['/', 200],
      ['/pesquisa_geral', 200],
      ['/acervo/12', 404],
      ['/qualquer/coisa', 404],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    }
    const api = await app.inject({ url: '/api/acervo/x/y/z' });
    expect(api.statusCode).toBe(404);
    expect(api.json().key).toBe('not_found');
  });

  it('answers malformed URLs and very long path parameters in the error format', async () => {
    const bad = await app.inject({ url: '/api/parametros/atendimento/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, key: 'validation_error', field: 'url' });
    const long = await app.inject({ url: `/api/parametros/atendimento/${'9'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ key: 'validation_error', field: 'id' });
  });
});
