import { DEFAULT_CAPTCHA_SETTINGS, type CaptchaSettings } from './captcha.ts';

/** Sign-in, token and lockout settings (docs/configuration.md, docs/security.md). */
export interface AuthSettings {
  /** Lifetime of an access token (ACCESS_TOKEN_TTL, seconds). */
  accessTokenSeconds: number;
  /** Refresh lifetimes of a plain sign-in: idle (unused) and absolute, in seconds. */
  session: { idleSeconds: number; absoluteSeconds: number };
  /** Refresh lifetimes with "remember me". */
  rememberMe: { idleSeconds: number; absoluteSeconds: number };
  /** Consecutive wrong passwords that block the account (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  /** Failed sign-ins per username, and per client address, in `throttleWindowSeconds`, before 429. */
  throttle: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Days a signing key signs before the next one takes over (SIGNING_KEY_ROTATION_DAYS). */
  signingKeyDays: number;
  /** argon2id cost of new password hashes (m ≥ 19 MiB, t ≥ 2). */
  argon2: { memoryKib: number; timeCost: number };
  /** The public address; an https one makes the refresh cookie Secure on every request. */
  publicUrl: string | null;
  /** Proof-of-work cost and lifetime of the captcha (activity 1120). */
  captcha: CaptchaSettings;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  accessTokenSeconds: 15 * 60,
  session: { idleSeconds: 2 * 3600, absoluteSeconds: 8 * 3600 },
  rememberMe: { idleSeconds: 14 * 86400, absoluteSeconds: 30 * 86400 },
  maxFailures: 5,
  throttle: { perAccount: 3, perAddress: 20, windowSeconds: 300 },
  signingKeyDays: 30,
  // ≈ 70 ms per hash on the reference machine (2 cores), inside the 50–150 ms aim.
  argon2: { memoryKib: 65536, timeCost: 3 },
  publicUrl: null,
  captcha: DEFAULT_CAPTCHA_SETTINGS,
};

/** The least argon2id cost accepted (OWASP's minimum for argon2id). */
export const ARGON2_MINIMUM = { memoryKib: 19456, timeCost: 2 };
