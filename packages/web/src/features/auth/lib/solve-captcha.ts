import type { CaptchaChallenge } from '@estante/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { getCaptchaChallenge } from '../api/get-captcha-challenge';

/**
 * Solves an ALTCHA challenge in this browser (WebCrypto PBKDF2, so the page stays responsive
 * between tries) and answers the `recaptcha_token` the server expects: base64 of
 * `{challenge, solution}`. Null when aborted or out of time.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  controller: AbortController,
): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * A new answer without asking the person again (a resend after they already answered once):
 * the proof of work is the protection, the checkbox only says when it runs.
 */
export async function freshCaptchaToken(): Promise<string | null> {
  const controller = new AbortController();
  return solveCaptcha(await getCaptchaChallenge(controller.signal), controller);
}
