import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { institutionOverridesOf, type InstitutionOverrides } from './institution-overrides.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './plugins/rate-limit.ts';
import { DEFAULT_EMAIL_QUOTAS, type EmailQuotas } from './mail/quotas.ts';
import { oidcSettings, type OidcSettings } from './modules/oidc/settings.ts';
import {
  ARGON2_MINIMUM,
  DEFAULT_AUTH_SETTINGS,
  type AuthSettings,
} from './modules/auth/settings.ts';

/** Repository root, so relative defaults work whatever the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** Embedded database folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  publicUrl: string;
  /** `auto` = generate the demo collection only into an empty embedded database. */
  demoData: 'auto' | 'on' | 'off';
  /** Built SPA served on `/`; absent folder = API only. */
  webDist: string;
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Search answers kept in memory per process; 0 turns the search cache off. */
  searchCacheEntries: number;
  /** Keep the search memory index (SEARCH_MEMORY_INDEX, on by default). */
  searchMemoryIndex: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false: none, the socket decides. */
  trustProxy: string[] | false;
  /** Requests per minute per client and route group (RATE_LIMIT_*); false: no limits. */
  rateLimits: RateLimits | false;
  /** Basket export by email (BASKET_EMAIL, off until patrons sign in) and its quotas. */
  basketEmail: boolean;
  emailQuotas: EmailQuotas;
  /** Largest size of DATA_DIR/outbox (OUTBOX_MAX_MB) before email is refused. */
  outboxMaxBytes: number;
  /** PostgreSQL statement timeout of request queries (STATEMENT_TIMEOUT_MS; 0 = none). */
  statementTimeoutMs: number;
  /** Sign-in: token lifetimes, lockout, throttling, signing keys, password hashing. */
  auth: AuthSettings;
  /** External sign-in (OIDC_*); null: off. */
  oidc: OidcSettings | null;
  /** Circulation: the libraries' time zone and the hour (0–23, local) of the daily job. */
  circulation: { timeZone: string; dailyJobHour: number };
  /** DEMO_OIDC: the demo OpenID provider in this process, on DEMO_OIDC_PORT (PORT + 1). */
  demoOidc: { port: number } | null;
  /** INSTITUTION_CODE and CAPTCHA, written into the institution settings at start. */
  institution: InstitutionOverrides;
  /** NETWORK_HARVEST_MINUTES: harvest each network institution this often (0: never). */
  networkHarvestMinutes: number;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: 'on' | 'off'): boolean {
  const value = (env[name] ?? fallback).toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(value)) {
    throw new Error(`${name} must be on or off, got "${env[name]}"`);
  }
  return ['on', 'true', '1'].includes(value);
}

/** An IANA time zone name, checked by Intl. */
function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    throw new Error(
      `CIRCULATION_TIME_ZONE must be an IANA time zone (America/Sao_Paulo), got "${name}"`,
    );
  }
  return name;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${env[name]}"`);
  }
  return value;
}

/** TRUST_PROXY: comma-separated addresses or CIDR ranges of the proxies in front of us. */
function trustedProxies(text: string | undefined): string[] | false {
  const list = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)) {
      throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${entry}"`);
    }
  }
  return list.length > 0 ? list : false;
}

/** RATE_LIMIT (on/off) and RATE_LIMIT_<GROUP> requests per minute. */
function rateLimits(env: NodeJS.ProcessEnv): RateLimits | false {
  if (!onOff(env, 'RATE_LIMIT', 'on')) return false;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const group of Object.keys(limits) as (keyof RateLimits)[]) {
    limits[group] = wholeNumber(env, `RATE_LIMIT_${group.toUpperCase()}`, limits[group], 1);
  }
  return limits;
}

/**
 * ACCESS_TOKEN_TTL, SESSION_*, REMEMBER_ME_*, LOGIN_*, SIGNING_KEY_ROTATION_DAYS, ARGON2_*,
 * CAPTCHA_*.
 */
function authSettings(env: NodeJS.ProcessEnv, publicUrl: string): AuthSettings {
  const d = DEFAULT_AUTH_SETTINGS;
  const accessTokenSeconds = wholeNumber(env, 'ACCESS_TOKEN_TTL', d.accessTokenSeconds, 60);
  const session = {
    idleSeconds: wholeNumber(env, 'SESSION_IDLE_MINUTES', d.session.idleSeconds / 60, 1) * 60,
    absoluteSeconds:
      wholeNumber(env, 'SESSION_MAX_HOURS', d.session.absoluteSeconds / 3600, 1) * 3600,
  };
  const rememberMe = {
    idleSeconds:
      wholeNumber(env, 'REMEMBER_ME_IDLE_DAYS', d.rememberMe.idleSeconds / 86400, 1) * 86400,
    absoluteSeconds:
      wholeNumber(env, 'REMEMBER_ME_MAX_DAYS', d.rememberMe.absoluteSeconds / 86400, 1) * 86400,
  };
  return {
    accessTokenSeconds,
    session,
    rememberMe,
    maxFailures: wholeNumber(env, 'LOGIN_MAX_FAILURES', d.maxFailures, 1),
    throttle: {
      perAccount: wholeNumber(env, 'LOGIN_THROTTLE_ACCOUNT', d.throttle.perAccount, 1),
      perAddress: wholeNumber(env, 'LOGIN_THROTTLE_ADDRESS', d.throttle.perAddress, 1),
      windowSeconds: wholeNumber(env, 'LOGIN_THROTTLE_WINDOW', d.throttle.windowSeconds, 1),
    },
    signingKeyDays: wholeNumber(env, 'SIGNING_KEY_ROTATION_DAYS', d.signingKeyDays, 1),
    argon2: {
      memoryKib: wholeNumber(
        env,
        'ARGON2_MEMORY_KIB',
        d.argon2.memoryKib,
        ARGON2_MINIMUM.memoryKib,
      ),
      timeCost: wholeNumber(env, 'ARGON2_TIME_COST', d.argon2.timeCost, ARGON2_MINIMUM.timeCost),
    },
    publicUrl,
    captcha: {
      cost: wholeNumber(env, 'CAPTCHA_COST', d.captcha.cost, 1),
      counterMax: wholeNumber(env, 'CAPTCHA_COUNTER_MAX', d.captcha.counterMax, 1),
      ttlSeconds: wholeNumber(env, 'CAPTCHA_TTL', d.captcha.ttlSeconds, 10),
    },
  };
}

/** Reads the environment (documented in docs/configuration.md) into a typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const demo = (env.DEMO_DATA ?? 'auto').toLowerCase();
  if (!['auto', 'on', 'off', 'true', 'false', '1', '0'].includes(demo)) {
    throw new Error(`DEMO_DATA must be auto, on or off, got "${env.DEMO_DATA}"`);
  }
  const dataDir = env.DATA_DIR ?? './data';
  const searchCacheEntries = Number(env.SEARCH_CACHE_ENTRIES ?? 1000);
  if (!Number.isInteger(searchCacheEntries) || searchCacheEntries < 0) {
    throw new Error(
      `SEARCH_CACHE_ENTRIES must be a whole number ≥ 0, got "${env.SEARCH_CACHE_ENTRIES}"`,
    );
  }
  const memoryIndex = (env.SEARCH_MEMORY_INDEX ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(memoryIndex)) {
    throw new Error(`SEARCH_MEMORY_INDEX must be on or off, got "${env.SEARCH_MEMORY_INDEX}"`);
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    publicUrl,
    demoData: ['on', 'true', '1'].includes(demo)
      ? 'on'
      : ['off', 'false', '0'].includes(demo)
        ? 'off'
        : 'auto',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Estante <biblioteca@localhost>',
    searchCacheEntries,
    searchMemoryIndex: ['on', 'true', '1'].includes(memoryIndex),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimits: rateLimits(env),
    basketEmail: onOff(env, 'BASKET_EMAIL', 'off'),
    emailQuotas: {
      perClientPerHour: wholeNumber(
        env,
        'EMAIL_QUOTA_CLIENT',
        DEFAULT_EMAIL_QUOTAS.perClientPerHour,
        1,
      ),
      perHour: wholeNumber(env, 'EMAIL_QUOTA_TOTAL', DEFAULT_EMAIL_QUOTAS.perHour, 1),
    },
    outboxMaxBytes: wholeNumber(env, 'OUTBOX_MAX_MB', 100, 1) * 1024 * 1024,
    statementTimeoutMs: wholeNumber(env, 'STATEMENT_TIMEOUT_MS', 10_000),
    auth: authSettings(env, publicUrl),
    oidc: oidcSettings(env, publicUrl),
    circulation: {
      timeZone: timeZone(env.CIRCULATION_TIME_ZONE ?? 'America/Sao_Paulo'),
      dailyJobHour: Math.min(wholeNumber(env, 'CIRCULATION_JOB_HOUR', 6), 23),
    },
    demoOidc: onOff(env, 'DEMO_OIDC', 'off')
      ? { port: wholeNumber(env, 'DEMO_OIDC_PORT', port + 1) }
      : null,
    institution: institutionOverridesOf(env),
    networkHarvestMinutes: wholeNumber(env, 'NETWORK_HARVEST_MINUTES', 1440),
  };
}
