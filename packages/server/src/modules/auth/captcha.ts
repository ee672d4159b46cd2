import type { FastifyBaseLogger } from 'fastify';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaSolution } from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { CaptchaRepository } from './captcha-repository.ts';

/** How often a process deletes expired answered challenges. */
const SWEEP_EVERY_MS = 3_600_000;

/** Proof-of-work cost of the captcha (docs/security.md): what a browser spends to answer. */
export interface CaptchaSettings {
  /** PBKDF2-SHA-256 iterations of one try (CAPTCHA_COST). */
  cost: number;
  /** Tries are drawn from 1..counterMax; the browser needs counterMax / 2 on average. */
  counterMax: number;
  /** Seconds a challenge can be answered and used (CAPTCHA_TTL). */
  ttlSeconds: number;
}

export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = {
  // ≈ 0.5–1 s in a browser on the reference machine, a few ms for the server to check.
  cost: 1000,
  counterMax: 3000,
  ttlSeconds: 300,
};

const ALGORITHM = 'PBKDF2/SHA-256';

/** The captcha errors of spec §8: missing, or expired / invalid / already used. */
const required = () => new HttpError(422, 'captcha_required', 'recaptcha_token');
const invalid = () => new HttpError(422, 'captcha_invalid', 'recaptcha_token');

/** The challenge and solution of a `recaptcha_token` (base64 of ALTCHA's JSON payload). */
function decode(token: string): { challenge: CaptchaChallenge; solution: CaptchaSolution } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const { challenge, solution } = payload as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null) return null;
    if (typeof solution !== 'object' || solution === null) return null;
    const { parameters, signature } = challenge as Record<string, unknown>;
    if (typeof parameters !== 'object' || parameters === null) return null;
    if (typeof signature !== 'string') return null;
    return payload as { challenge: CaptchaChallenge; solution: CaptchaSolution };
  } catch {
    return null;
  }
}

/**
 * The captcha of activity 1120: ALTCHA proof of work, self-hosted. Challenges are signed with
 * the installation's keys (kept in the database, so any process checks any challenge), expire
 * after `ttlSeconds`, and each is accepted once: its signature is stored until it expires.
 */
export function captchaService(deps: {
  repository: CaptchaRepository;
  settings: CaptchaSettings;
  log: FastifyBaseLogger;
}) {
  const { repository, settings, log } = deps;
  let keys: Promise<{ challenge: string; key: string }> | null = null;
  let lastSweep = Date.now();

  function keysOf() {
    keys ??= repository.keys().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  function sweepNow(): void {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    repository.sweep().catch((error: unknown) => log.warn({ err: error }, 'captcha sweep failed'));
  }

  return {
    /** GET /captcha/desafio: a new signed challenge, usable once until it expires. */
    async challenge(): Promise<CaptchaChallenge> {
      const { challenge, key } = await keysOf();
      // Deterministic mode: the server knows the answer's key, so checking costs one HMAC.
      const created = await createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.counterMax),
        deriveKey,
        expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
        hmacSignatureSecret: challenge,
        hmacKeySignatureSecret: key,
      });
      return created as CaptchaChallenge;
    },

    /**
     * Accepts `token` once: a solved, unexpired challenge of ours not used before.
     * @throws HttpError 422 captcha_required (no token), captcha_invalid (anything else).
     */
    async check(token: string | undefined): Promise<void> {
      if (!token?.trim()) throw required();
      const payload = decode(token.trim());
      // A challenge without an expiry would be good forever: ours always carry one.
      if (!payload?.challenge.parameters.expiresAt) throw invalid();
      const { challenge, key } = await keysOf();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: challenge,
          hmacKeySignatureSecret: key,
        });
        verified = result.verified;
      } catch {
        // A payload of the wrong shape (an unknown algorithm, odd numbers) is simply invalid.
        verified = false;
      }
      if (!verified) throw invalid();
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (!(await repository.spend(payload.challenge.signature!, expiresAt))) throw invalid();
      sweepNow();
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
