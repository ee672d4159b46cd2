import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAPTCHA_CHALLENGE_PATH, CaptchaChallengeSchema } from '@estante/contract';
import type { CaptchaService } from './captcha.ts';

/** GET /api/captcha/desafio: the proof-of-work challenge of the captcha (activity 1120). */
export const captchaRoutes: FastifyPluginAsyncTypebox<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.get(
    CAPTCHA_CHALLENGE_PATH,
    {
      schema: {
        tags: ['oauth'],
        description:
          'A new ALTCHA v2 challenge (PBKDF2/SHA-256 proof of work, signed by this server). ' +
          'The client finds the counter whose derived key starts with keyPrefix and sends ' +
          'base64(JSON {challenge, solution: {counter, derivedKey}}) as recaptcha_token of ' +
          'the password grant or of GET /pessoas/{user}/recuperar-senha while activity 1120 ' +
          'is on. Each challenge is accepted once, until parameters.expiresAt (seconds); ' +
          'otherwise 422 captcha_invalid, and 422 captcha_required without an answer.',
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
