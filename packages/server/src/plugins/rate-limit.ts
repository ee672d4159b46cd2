import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { leasedHits, type LeasedHits } from '../limits/leased-hits.ts';
import type { RequestCounters } from '../limits/request-counters.ts';

/** Groups of routes that share one budget per client. */
export type RateLimitGroup =
  'search' | 'suggest' | 'lists' | 'export' | 'statistics' | 'login' | 'recovery' | 'default';

/** Requests per minute per client of each group (RATE_LIMIT_*, docs/configuration.md). */
export type RateLimits = Record<RateLimitGroup, number>;

/**
 * Defaults generous enough for a campus behind one NAT address (a class searching at once),
 * tight enough that one client cannot run the catalogue's database hot.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  search: 300,
  suggest: 600,
  lists: 300,
  export: 30,
  statistics: 60,
  // Token calls (sign-in, refresh, public token, logout) per client address. Failed sign-ins
  // have their own, tighter budget per account and per address (docs/security.md).
  login: 120,
  // Password recovery and first names by login, per client address: each start may send an
  // email, and a code has few digits (codes also die after a few wrong tries).
  recovery: 20,
  default: 1200,
};

/**
 * The routes of each group (method and full path as Fastify registers it). Every other /api
 * route counts against `default`, and so do unAPI and the new-acquisitions feed; `/api/health`
 * is not limited (monitors poll it), nor is OAI-PMH (harvesters page through it; its flow
 * control is the protocol's own resumption tokens).
 */
export const RATE_LIMIT_ROUTES: Record<Exclude<RateLimitGroup, 'default'>, string[]> = {
  // SRU and a search's Atom feed (outside /api, app.ts) are searches too: one budget for all.
  search: [
    'GET /api/consulta',
    'GET /api/consulta/filtros',
    'GET /api/consulta/autoridades',
    'GET /sru',
    'POST /sru',
    'GET /feeds/pesquisa.atom',
  ],
  suggest: ['GET /api/consulta/sugestoes', 'GET /api/consulta/autocompletar'],
  lists: [
    'GET /api/consulta/indice',
    'GET /api/consulta/professores',
    'GET /api/consulta/cursos',
    'GET /api/consulta/disciplinas',
    'GET /api/consulta/campus',
    'GET /api/consulta/bibliotecas',
    'GET /api/consulta/produtos-target',
  ],
  export: ['POST /api/acervo/exportar-cesta'],
  statistics: ['POST /api/vinculos/estatistica-acesso'],
  login: [
    'POST /api/oauth/token',
    'POST /api/oauth/revoke',
    'GET /api/captcha/desafio',
    // External sign-in: each authorize call stores a request; validar ends a sign-in.
    'GET /api/oidc/authorize',
    'POST /api/oidc/validar',
    'PUT /api/pessoas/troca-login',
    'POST /api/pessoas/meu-pergamum/troca-usuario',
  ],
  recovery: [
    'GET /api/pessoas/:user/recuperar-senha',
    'POST /api/pessoas/:user/recuperar-senha',
    'PUT /api/pessoas/:user/recuperar-senha',
    'GET /api/pessoas/:user/nome',
    'GET /api/pessoas/duplicadas',
  ],
};

const UNLIMITED = new Set(['GET /api/health']);

const groupOf = new Map<string, RateLimitGroup>(
  Object.entries(RATE_LIMIT_ROUTES).flatMap(([group, routes]) =>
    routes.map((route) => [route, group as RateLimitGroup]),
  ),
);

/**
 * The counters as a store of `@fastify/rate-limit`: one counter per client and group, counted
 * in leases (limits/leased-hits.ts) rather than one database statement per request.
 */
function counterStore(counters: RequestCounters, hits: LeasedHits) {
  return class CounterStore {
    // The plugin constructs the store with its options, which the counters do not need.
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:default:',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, state?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      hits.hit(this.prefix + key, timeWindow, max).then(
        (state) => done(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => done(error),
      );
    }

    read(
      key: string,
      done: (error: Error | null, state?: { current: number; ttl: number }) => void,
    ) {
      counters.read(this.prefix + key).then(
        (state) => done(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => done(error),
      );
    }

    // At run time the plugin passes the route's merged rate-limit options (typed as the route).
    child(routeOptions: object) {
      const group = (routeOptions as { groupId?: string }).groupId ?? 'default';
      return new CounterStore(undefined, `rl:${group}:`);
    }
  };
}

/**
 * Rate limits per client for every /api route of `scope`: `429 too_many_requests` with
 * `Retry-After` once a group's budget for the minute is spent. Clients are told apart by
 * `request.ip`, which only honours X-Forwarded-For from the proxies in TRUST_PROXY. Counters
 * live in the database, so several API processes count together (each taking 2% of a limit at
 * a time: never more than the limit in all, a client refused at most that share early per other
 * process); if the database cannot count, the request goes on (it would fail on its own queries
 * anyway).
 */
export async function registerRateLimits(
  scope: FastifyInstance,
  counters: RequestCounters,
  limits: RateLimits,
): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered next), which reads `config.rateLimit`.
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods[0] === 'HEAD' ? 'GET' : methods[0];
    const name = `${method} ${route.url}`;
    if (UNLIMITED.has(name)) {
      route.config = { ...route.config, rateLimit: false } as typeof route.config;
      return;
    }
    const group = groupOf.get(name) ?? 'default';
    route.config = {
      ...route.config,
      rateLimit: { max: limits[group], timeWindow: 60_000, groupId: group },
    } as typeof route.config;
  });
  await scope.register(rateLimit, {
    global: false,
    store: counterStore(counters, leasedHits(counters)),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests'),
  });
}
