import Type, { type Static } from 'typebox';

/** GET /api/captcha/desafio: where the web app fetches a proof-of-work challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/desafio';

/**
 * An ALTCHA v2 proof-of-work challenge (activity 1120). The browser searches for the counter
 * whose PBKDF2 key starts with `keyPrefix`, then sends `base64(JSON {challenge, solution})` as
 * `recaptcha_token`. Each challenge is accepted once, until `expiresAt` (seconds).
 */
export const CaptchaChallengeSchema = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.Optional(Type.String()),
});
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>;

/** The answer the browser found for a challenge (ALTCHA's `Solution`). */
export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}
