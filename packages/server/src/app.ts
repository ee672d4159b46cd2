import zlib from 'node:zlib';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { basketRoutes } from './modules/basket/routes.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { linksRoutes } from './modules/links/routes.ts';
import { parametersRoutes } from './modules/parameters/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { searchEngine, type SearchEngine } from './search/search-backend.ts';
import { titlesRoutes } from './modules/titles/routes.ts';
import { authoritiesRoutes } from './modules/authorities/routes.ts';
import { commentsRoutes } from './modules/comments/routes.ts';
import { permanentBasketRoutes } from './modules/permanent-basket/routes.ts';
import { databasesRoutes } from './modules/databases/routes.ts';
import { serialsRoutes } from './modules/serials/routes.ts';
import { loanRequestRoutes } from './modules/loan-requests/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { teachingPlanRoutes } from './modules/teaching-plans/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { interestProfileRoutes } from './modules/interest-profiles/routes.ts';
import { scheduleProfileJob } from './modules/interest-profiles/job.ts';
import { acquisitionRoutes } from './modules/acquisition/routes.ts';
import { unitRoutes } from './modules/units/routes.ts';
import { privacyRepository } from './modules/privacy/repository.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { privacyService } from './modules/privacy/service.ts';
import { circulationDocumentsRoutes } from './modules/circulation-documents/routes.ts';
import { errorMessage, requestLanguage } from './lib/http-errors.ts';
import { apiNotFound, registerErrorHandling, rejectNonFiniteNumbers } from './plugins/errors.ts';
import { refuseControlCharacters } from './plugins/control-characters.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './plugins/rate-limit.ts';
import { requestCounters, type RequestCounters } from './limits/request-counters.ts';
import { DEFAULT_EMAIL_QUOTAS, type EmailQuotas } from './mail/quotas.ts';
import { BEARER_SECURITY } from '@estante/contract';
import { registerAuthentication } from './plugins/authentication.ts';
import { captchaService } from './modules/auth/captcha.ts';
import { captchaRepository } from './modules/auth/captcha-repository.ts';
import { captchaRoutes } from './modules/auth/captcha-routes.ts';
import { oauthRoutes } from './modules/auth/routes.ts';
import { authRepository } from './modules/auth/repository.ts';
import { authService } from './modules/auth/service.ts';
import { passwordHasher } from './modules/auth/passwords.ts';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './modules/auth/settings.ts';
import { accessTokens } from './modules/auth/tokens.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { redirectRoutes } from './modules/people/redirect-routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import type { OidcSettings } from './modules/oidc/settings.ts';
import { accountRoutes } from './modules/people/account-routes.ts';
import { accountRepository } from './modules/people/account-repository.ts';
import { accountService } from './modules/people/account-service.ts';
import { recoveryRoutes } from './modules/people/recovery-routes.ts';
import { recoveryRepository } from './modules/people/recovery-repository.ts';
import { recoveryService } from './modules/people/recovery-service.ts';
import { postgresCirculation } from './circulation/engine.ts';
import { scheduleDailyJob } from './circulation/daily-job.ts';
import { loansRoutes } from './modules/loans/routes.ts';
import { holdsRoutes } from './modules/holds/routes.ts';
import { deskRoutes } from './modules/desk/routes.ts';
import { oaiRoutes } from './modules/oai/routes.ts';
import type { OaiSettings } from './modules/oai/service.ts';
import { sruRoutes } from './modules/sru/routes.ts';
import { networkRoutes } from './modules/network/routes.ts';
import { scheduleHarvestJob } from './modules/network/job.ts';
import { registerWebPages } from './modules/web-pages/routes.ts';
import { feedsRoutes } from './modules/feeds/routes.ts';
import { unapiRoutes } from './modules/unapi/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    /** The search engine's life cycle: `ready()` waits for the memory index. */
    searchEngine: Pick<SearchEngine, 'ready'>;
    /** Request counters in the database (rate limits, email quotas). */
    counters: RequestCounters;
    /** Who may send email from the catalogue, and how much. */
    emailPolicy: { forVisitors: boolean; quotas: EmailQuotas };
  }
}

export interface AppOptions {
  db: Db;
  /** Built SPA folder; when missing, only /api is served. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing email; by default messages are kept in memory (nothing leaves the process). */
  mailer?: Mailer;
  /** Search answers kept in memory (SEARCH_CACHE_ENTRIES, 1,000); 0 turns the cache off. */
  searchCacheEntries?: number;
  /** The search memory index (SEARCH_MEMORY_INDEX, on by default). */
  searchMemoryIndex?: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); by default none. */
  trustProxy?: string[] | false;
  /** Requests per minute per client (RATE_LIMIT_*); false turns rate limiting off. */
  rateLimits?: RateLimits | false;
  /** Basket email export for visitors (BASKET_EMAIL, off by default). */
  basketEmail?: boolean;
  /** Email recipients per hour (EMAIL_QUOTA_*). */
  emailQuotas?: EmailQuotas;
  /** Sign-in, token lifetimes and lockout (docs/configuration.md); defaults where left out. */
  auth?: Partial<AuthSettings>;
  /** External sign-in (OIDC_*, docs/configuration.md); absent or null: off. */
  oidc?: OidcSettings | null;
  /**
   * Circulation: the libraries' time zone (CIRCULATION_TIME_ZONE), the hour of the daily job
   * (CIRCULATION_JOB_HOUR; absent: not scheduled, as in tests) and, in tests, a clock.
   */
  circulation?: { timeZone?: string; now?: () => Date; dailyJobHour?: number };
  /** The OAI-PMH provider at /oai (docs/interop.md): page sizes, token lifetime; a clock in tests. */
  oai?: { settings?: Partial<OaiSettings>; now?: () => Date };
  /**
   * The network catalogue's harvest job (NETWORK_HARVEST_MINUTES, docs/configuration.md): every
   * institution is harvested this long after its last run, and at start when never harvested.
   * Absent or 0: not scheduled (tests).
   */
  networkHarvestMinutes?: number;
}

/** Content-Security-Policy: our own scripts only; Mantine needs inline style attributes. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/** Request logs without secrets: tokens, cookies and passwords never reach the log. */
export const defaultLogger: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.body.password',
      'req.body.senha',
    ],
    censor: '[redacted]',
  },
};

/** Builds the Fastify app: /api (routes, docs, errors) and, when built, the SPA on /. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For names the client only when it comes from a proxy we know; believed from
    // anyone, any client could pick the address its rate limit is counted under.
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    // Long path parameters reach validation (and our 404/400) instead of Fastify's bare 414.
    routerOptions: { maxParamLength: 2048 },
    // Malformed URLs (bad percent-encoding…) answer in our error format too.
    frameworkErrors: (error, request, reply) => {
      const lang = requestLanguage(request.headers);
      void (reply as FastifyReply).status(400).send({
        status: 400,
        key: 'validation_error',
        message: `${errorMessage('validation_error', lang, 'url')} (${error.message})`,
        field: 'url',
      });
    },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('counters', requestCounters(options.db.kysely));
  app.decorate('emailPolicy', {
    forVisitors: options.basketEmail ?? false,
    quotas: options.emailQuotas ?? DEFAULT_EMAIL_QUOTAS,
  });
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: null,
        mailFrom: 'Estante <biblioteca@localhost>',
        dataDir: 'memory://',
      }),
  );
  const search = searchEngine(options.db.kysely, {
    cacheEntries: options.searchCacheEntries ?? 1000,
    memoryIndex: options.searchMemoryIndex ?? true,
    buildDb: options.db.background,
    onError: (error) => app.log.error({ err: error }, 'search memory index build failed'),
  });
  app.decorate('searchEngine', { ready: search.ready });
  // A build in progress stops between statements, before the database closes.
  app.addHook('onClose', () => search.close());
  registerErrorHandling(app);
  rejectNonFiniteNumbers(app);
  refuseControlCharacters(app);

  registerSecurityHeaders(app, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  // Brotli's default quality (11) is meant for files compressed once; for answers made per
  // request, quality 4 compresses about as well as gzip at a fraction of 11's CPU time. Answers
  // up to 64 kB (a page of results, its facets: ~30 kB) are compressed in one call: at that
  // size a compression stream's setup and thread hand-over cost more than the compression
  // (measured: 1 ms → 0.2 ms per search answer). gzip and deflate at level 1 (nginx's default
  // level): on a 5–10 kB answer half of level 6's CPU time for ~8% more bytes.
  await app.register(compress, {
    encodings: ['br', 'gzip', 'deflate'],
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 1 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Estante API',
        version: '0.1.0',
        description: 'Online catalogue and patron self-service area. Wire names follow the spec.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [BEARER_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A patron's access token from POST /api/oauth/token (password grant).",
          },
        },
      },
    },
  });

  const authSettings: AuthSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.auth };
  const tokens = accessTokens(options.db.kysely, authSettings);
  const hasher = passwordHasher(authSettings.argon2);
  const captcha = captchaService({
    repository: captchaRepository(options.db.kysely),
    settings: authSettings.captcha,
    log: app.log,
  });
  const auth = authService({
    repository: authRepository(options.db.kysely),
    tokens,
    hasher,
    counters: app.counters,
    settings: authSettings,
    captcha,
    log: app.log,
  });
  const accounts = accountRepository(options.db.kysely);
  const account = accountService({
    repository: accounts,
    hasher,
    counters: app.counters,
    settings: authSettings,
    mailer: app.mailer,
    log: app.log,
  });
  const recovery = recoveryService({
    repository: recoveryRepository(options.db.kysely),
    accountRepository: accounts,
    account,
    counters: app.counters,
    mailer: app.mailer,
    captcha,
    log: app.log,
  });

  const circulation = postgresCirculation({
    db: options.db.kysely,
    mailer: app.mailer,
    timeZone: options.circulation?.timeZone,
    now: options.circulation?.now,
    log: app.log,
  });
  const dailyJobHour = options.circulation?.dailyJobHour;
  if (dailyJobHour !== undefined) {
    let stop = () => undefined as void;
    app.addHook('onReady', async () => {
      stop = scheduleDailyJob({
        db: options.db.kysely,
        circulation,
        mailer: app.mailer,
        timeZone: options.circulation?.timeZone ?? 'America/Sao_Paulo',
        hour: dailyJobHour,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => stop());
    // The interest-profile job (matching new titles, digests) runs where the daily job does.
    let stopProfiles = () => undefined as void;
    app.addHook('onReady', async () => {
      stopProfiles = scheduleProfileJob({
        db: options.db.kysely,
        mailer: app.mailer,
        timeZone: options.circulation?.timeZone ?? 'America/Sao_Paulo',
        publicUrl: authSettings.publicUrl,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => stopProfiles());
  }

  const harvestMinutes = options.networkHarvestMinutes ?? 0;
  if (harvestMinutes > 0) {
    let stopHarvest = () => undefined as void;
    // Once listening: institutions harvested from our own /oai (the demo's) need its address.
    app.addHook('onListen', async () => {
      const address = app.server.address();
      let selfUrl: string | null = null;
      if (typeof address === 'object' && address) {
        const any = address.address === '0.0.0.0' || address.address === '::';
        const host = any
          ? '127.0.0.1'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address;
        selfUrl = `http://${host}:${address.port}`;
      }
      stopHarvest = scheduleHarvestJob({
        db: options.db.kysely,
        intervalMinutes: harvestMinutes,
        selfUrl: () => selfUrl,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => stopHarvest());
  }

  await app.register(
    async (api) => {
      const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
      if (limits) await registerRateLimits(api, app.counters, limits);
      await api.register(cookie);
      registerAuthentication(api, tokens);
      await api.register(oauthRoutes, { service: auth, publicUrl: authSettings.publicUrl });
      await api.register(captchaRoutes, { captcha });
      await api.register(oidcRoutes, {
        settings: options.oidc ?? null,
        auth,
        publicUrl: authSettings.publicUrl,
      });
      await api.register(peopleRoutes, { auth, publicUrl: authSettings.publicUrl });
      await api.register(accountRoutes, { account });
      await api.register(recoveryRoutes, { recovery });
      await api.register(redirectRoutes, {
        auth,
        tokens,
        accessTokenSeconds: authSettings.accessTokenSeconds,
        publicUrl: authSettings.publicUrl,
      });
      await api.register(healthRoutes);
      await api.register(parametersRoutes, {
        externalSignIn: options.oidc ? { logoutUrl: options.oidc.logoutUrl } : null,
      });
      await api.register(discoveryRoutes);
      await api.register(searchRoutes, { backend: search.backend });
      await api.register(basketRoutes);
      await api.register(linksRoutes);
      await api.register(titlesRoutes, { today: circulation.today });
      await api.register(authoritiesRoutes);
      await api.register(serialsRoutes);
      await api.register(commentsRoutes);
      await api.register(permanentBasketRoutes);
      await api.register(databasesRoutes);
      await api.register(loansRoutes, { circulation });
      await api.register(holdsRoutes, { circulation });
      await api.register(deskRoutes, { circulation });
      await api.register(loanRequestRoutes);
      await api.register(requestRoutes, { today: circulation.today });
      await api.register(teachingPlanRoutes);
      await api.register(alertRoutes, {
        timeZone: options.circulation?.timeZone ?? 'America/Sao_Paulo',
        now: options.circulation?.now,
      });
      await api.register(interestProfileRoutes, {
        today: circulation.today,
        timeZone: options.circulation?.timeZone ?? 'America/Sao_Paulo',
      });
      await api.register(unitRoutes);
      await api.register(acquisitionRoutes);
      await api.register(networkRoutes);
      await api.register(circulationDocumentsRoutes, {
        publicUrl: authSettings.publicUrl,
        circulation,
      });
      await api.register(privacyRoutes, {
        privacy: privacyService({
          repository: privacyRepository(options.db.kysely),
          circulation,
          checkCurrentPassword: account.checkCurrentPassword,
        }),
      });
      api.get('/docs/json', { schema: { hide: true } }, () => app.swagger());
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(apiNotFound(request.headers)),
      );
    },
    { prefix: '/api' },
  );
  await app.register(oaiRoutes, {
    settings: {
      publicUrl: authSettings.publicUrl ?? 'http://localhost:3000',
      ...options.oai?.settings,
    },
    now: options.oai?.now,
  });
  // SRU, the feeds and unAPI: outside /api where clients and pages expect them, with the same
  // rate limits per client (SRU and a search's feed count as searches).
  await app.register(async (scope) => {
    const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
    if (limits) await registerRateLimits(scope, app.counters, limits);
    // SRU 1.2/2.0 at /sru (docs/interop.md): CQL searches of our own collection.
    await scope.register(sruRoutes, {
      backend: search.backend,
      settings: { publicUrl: authSettings.publicUrl ?? 'http://localhost:3000' },
    });
    // The Atom feeds (new acquisitions, a search's) and unAPI.
    await scope.register(feedsRoutes, {
      publicUrl: authSettings.publicUrl ?? 'http://localhost:3000',
      backend: search.backend,
    });
    await scope.register(unapiRoutes);
  });
  // robots.txt, the sitemap and the web app's pages with their head (modules/web-pages).
  await registerWebPages(app, {
    publicUrl: authSettings.publicUrl ?? 'http://localhost:3000',
    webDist: options.webDist,
    today: circulation.today,
  });

  return app;
}
