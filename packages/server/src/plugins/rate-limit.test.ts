import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { Db } from '../db/database.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { createInstitution } from '../test-support/factories.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ROUTES, type RateLimits } from './rate-limit.ts';

let db: Db;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely);
});
afterEach(async () => {
  await db.kysely.deleteFrom('request_counter').execute();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

/** Two requests of each group, then the third is over. */
const TIGHT: RateLimits = {
  search: 2,
  suggest: 2,
  lists: 2,
  export: 2,
  statistics: 2,
  login: 2,
  recovery: 2,
  default: 2,
};

async function appWith(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, rateLimits: TIGHT, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

/** A request of each group a client can send without any data in the catalogue. */
const SAMPLE: Record<keyof RateLimits, { method: 'GET' | 'POST'; url: string; payload?: object }> =
  {
    search: { method: 'GET', url: '/api/consulta?termo=historia' },
    suggest: { method: 'GET', url: '/api/consulta/sugestoes?termo=historia' },
    lists: { method: 'GET', url: '/api/consulta/cursos?search_text=direito' },
    export: {
      method: 'POST',
      url: '/api/acervo/exportar-cesta',
      payload: { tipo: 'ris', acervos: [1] },
    },
    statistics: {
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: { cod_acervo: 1, seq_paragrafo: 1 },
    },
    login: {
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'estante-publico' },
    },
    recovery: { method: 'GET', url: '/api/pessoas/nao-existe/nome' },
    default: { method: 'GET', url: '/api/parametros/instituicao' },
  };

describe('rate limits per client', () => {
  it.each(Object.keys(SAMPLE) as (keyof RateLimits)[])(
    '%s: the third request of a minute is a 429 in the error format, with Retry-After',
    async (group) => {
      const app = await appWith();
      const request = { ...SAMPLE[group], remoteAddress: '192.0.2.1' };
      for (let i = 0; i < 2; i++) {
        expect((await app.inject(request)).statusCode).not.toBe(429);
      }
      const over = await app.inject({ ...request, headers: { 'x-idioma': '5' } });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        status: 429,
        key: 'too_many_requests',
        message: 'Too many requests. Please wait a moment.',
      });
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await app.inject({ ...request, remoteAddress: '192.0.2.2' })).statusCode).not.toBe(
        429,
      );
    },
  );

  it('groups count apart: a spent search budget leaves the title pages open', async () => {
    const app = await appWith();
    const client = { remoteAddress: '192.0.2.3' };
    for (let i = 0; i < 3; i++) await app.inject({ ...SAMPLE.search, ...client });
    expect((await app.inject({ ...SAMPLE.search, ...client })).statusCode).toBe(429);
    expect((await app.inject({ ...SAMPLE.default, ...client })).statusCode).toBe(200);
  });

  it('routes of one group share one budget (results and their filters)', async () => {
    const app = await appWith();
    const client = { remoteAddress: '192.0.2.4' };
    await app.inject({ method: 'GET', url: '/api/consulta?termo=a1', ...client });
    await app.inject({ method: 'GET', url: '/api/consulta/filtros?termo=a1', ...client });
    const third = await app.inject({ method: 'GET', url: '/api/consulta?termo=a2', ...client });
    expect(third.statusCode).toBe(429);
  });

  it('several API processes over one database count together', async () => {
    const first = await appWith();
    const second = await appWith();
    const request = { ...SAMPLE.search, remoteAddress: '192.0.2.5' };
    expect((await first.inject(request)).statusCode).toBe(200);
    expect((await second.inject(request)).statusCode).toBe(200);
    expect((await first.inject(request)).statusCode).toBe(429);
    expect((await second.inject(request)).statusCode).toBe(429);
  });

  it('processes take 2% of a limit at a time, and together never let more than the limit through', async () => {
    const limits = { ...TIGHT, default: 100 }; // leases of 100 / 50 = 2 counts
    const first = await appWith({ rateLimits: limits });
    const second = await appWith({ rateLimits: limits });
    const request = { ...SAMPLE.default, remoteAddress: '192.0.2.9' };
    expect((await first.inject(request)).statusCode).toBe(200);
    const counted = () =>
      db.kysely
        .selectFrom('request_counter')
        .select('hits')
        .where('key', 'like', 'rl:default:192.0.2.9%')
        .executeTakeFirstOrThrow();
    // One statement counted two requests' worth; the next costs none.
    expect((await counted()).hits).toBe(2);
    expect((await first.inject(request)).statusCode).toBe(200);
    expect((await counted()).hits).toBe(2);
    // Unevenly shared between the two: at most the limit, and short of it by no more than the
    // other process's unused lease (1).
    let allowed = 2;
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      const status = (await (i % 3 === 0 ? second : first).inject(request)).statusCode;
      statuses.push(status);
      if (status === 200) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(100);
    expect(allowed).toBeGreaterThanOrEqual(99);
    expect(statuses.slice(-10)).toEqual(Array<number>(10).fill(429));
  });

  it('the health check is never limited', async () => {
    const app = await appWith();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ url: '/api/health', remoteAddress: '192.0.2.6' });
      expect(res.statusCode).not.toBe(429);
    }
  });

  it("counts SRU and a search's feed as searches, outside /api too", async () => {
    const app = await appWith();
    const client = { remoteAddress: '192.0.2.7' };
    const sru = '/sru?version=1.2&operation=searchRetrieve&query=historia';
    expect((await app.inject({ url: sru, ...client })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/feeds/pesquisa.atom?termo=historia', ...client })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: sru, ...client })).statusCode).toBe(429);
    expect((await app.inject({ ...SAMPLE.search, ...client })).statusCode).toBe(429);
  });

  it('every grouped route exists, so a renamed route cannot silently fall out of its group', async () => {
    const app = await appWith();
    for (const route of Object.values(RATE_LIMIT_ROUTES).flat()) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      expect(app.hasRoute({ method, url }), route).toBe(true);
    }
    expect(DEFAULT_RATE_LIMITS.export).toBeLessThan(DEFAULT_RATE_LIMITS.search);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored by default: a client cannot pick the address it is counted under', async () => {
    const app = await appWith();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        ...SAMPLE.search,
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('is believed from a proxy listed in TRUST_PROXY, and only from it', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (client: string) =>
      app.inject({
        ...SAMPLE.search,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': client },
      });
    expect((await viaProxy('198.51.100.10')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.10')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.10')).statusCode).toBe(429);
    // Behind the same proxy, another patron has their own budget.
    expect((await viaProxy('198.51.100.11')).statusCode).toBe(200);
    // Not from the proxy: the header is ignored.
    const direct = (i: number) =>
      app.inject({
        ...SAMPLE.search,
        remoteAddress: '192.0.2.8',
        headers: { 'x-forwarded-for': `198.51.100.${20 + i}` },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await direct(i)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
