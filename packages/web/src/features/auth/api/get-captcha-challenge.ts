import { CAPTCHA_CHALLENGE_PATH, type CaptchaChallenge } from '@estante/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /captcha/desafio: a fresh proof-of-work challenge (used once, never cached). */
export const getCaptchaChallenge = (signal?: AbortSignal) =>
  apiGet<CaptchaChallenge>(CAPTCHA_CHALLENGE_PATH, { signal });
