import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  DuplicatesQuerySchema,
  DuplicatesSchema,
  PasswordRulesErrorSchema,
  PersonFirstNameSchema,
  PersonUserParamsSchema,
  RecoveryCodeBodySchema,
  RecoveryPasswordBodySchema,
  RecoveryRulesSchema,
  RecoveryStartQuerySchema,
  RecoveryStartSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import type { RecoveryService } from './recovery-service.ts';

const tags = ['pessoas'];

/**
 * Password recovery (spec §4, three steps) and the first name of a login: public routes, in
 * the `recovery` rate-limit group. Unknown users get answers shaped like known ones.
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox<{ recovery: RecoveryService }> = async (
  app,
  { recovery },
) => {
  app.get(
    '/pessoas/:user/recuperar-senha',
    {
      schema: {
        tags,
        description:
          'Step 1: sends a recovery code to the email of login {user} and answers emails ' +
          '(masked), name (first name), length (digits of the code) and tte (its expiry). An ' +
          'unknown user gets the same shape with made-up values, and nothing is sent. ' +
          'recaptcha_token carries the captcha answer when activity 1120 is on.',
        params: PersonUserParamsSchema,
        querystring: RecoveryStartQuerySchema,
        response: { 200: RecoveryStartSchema, 400: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return recovery.start(
        request.params.user,
        request.query.recaptcha_token,
        requestLanguage(request.headers),
      );
    },
  );

  app.post(
    '/pessoas/:user/recuperar-senha',
    {
      schema: {
        tags,
        description:
          'Step 2: checks the code; answers the new-password rules. 422 recovery_code_invalid ' +
          'for a wrong, expired or used code (each wrong one spends an attempt; the last kills ' +
          'the code) and for an unknown user: ask for a new code.',
        params: PersonUserParamsSchema,
        body: RecoveryCodeBodySchema,
        response: { 200: RecoveryRulesSchema, 400: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    (request) => recovery.check(request.params.user, request.body.code),
  );

  app.put(
    '/pessoas/:user/recuperar-senha',
    {
      schema: {
        tags,
        description:
          'Step 3: with the code, sets the new password (trimmed; 422 password_rules with ' +
          'broken and rules, the code stays usable), clears the lockout (bloqueio), ends every ' +
          'sign-in of the person and uses the code up.',
        params: PersonUserParamsSchema,
        body: RecoveryPasswordBodySchema,
        response: { 200: Type.Object({}), 400: ApiErrorSchema, 422: PasswordRulesErrorSchema },
      },
    },
    async (request) => {
      await recovery.reset(request.params.user, request.body.code, request.body.password);
      return {};
    },
  );

  app.get(
    '/pessoas/:user/nome',
    {
      schema: {
        tags,
        description:
          'The first name of login {user} (a greeting before the password). An unknown user ' +
          'gets a made-up first name, the one its recovery answer shows, so neither call ' +
          'tells which logins exist.',
        params: PersonUserParamsSchema,
        response: { 200: PersonFirstNameSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { nome: await recovery.firstName(request.params.user) };
    },
  );

  app.get(
    '/pessoas/duplicadas',
    {
      schema: {
        tags,
        description:
          "Institution 571's first login step: when the login usuario names several person " +
          'records, result true and pessoas (codigo: the base, to send as base with the ' +
          'password grant; nome: the enrolment, never the name). Otherwise result false and ' +
          'no list, whether the login exists or not.',
        querystring: DuplicatesQuerySchema,
        response: { 200: DuplicatesSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return recovery.duplicates(request.query.usuario);
    },
  );
};
