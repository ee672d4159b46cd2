import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ChangePasswordBodySchema,
  PasswordRulesErrorSchema,
  PersonalDataSchema,
  PersonalDataUpdateSchema,
  SignedInEmailSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import type { AccountService } from './account-service.ts';

const tags = ['pessoas'];

/** The signed-in patron's own account: personal data, password, email (private routes). */
export const accountRoutes: FastifyPluginAsyncTypebox<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.get(
    '/pessoas/meu-pergamum/dados-pessoais',
    privateRoute({
      tags,
      description: "The signed-in patron's personal data (spec §3).",
      response: { 200: PersonalDataSchema, 401: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return account.personalData(requesterOf(request));
    },
  );

  app.put(
    '/pessoas/meu-pergamum/dados-pessoais',
    privateRoute({
      tags,
      description:
        "Changes the signed-in patron's own personal data: the fields given (null or an empty " +
        'text clears one); answers the record. 422 naming the field: invalid_email_address, ' +
        'invalid_phone (digits, hyphen, parentheses, space; at most 16), invalid_cpf (11 ' +
        'digits, digits only, check digits), invalid_date (YYYY-MM-DD, from 1900 to today).',
      body: PersonalDataUpdateSchema,
      response: {
        200: PersonalDataSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        422: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const today = new Date().toISOString().slice(0, 10);
      return account.updatePersonalData(
        requesterOf(request),
        request.body,
        today,
        requestLanguage(request.headers),
      );
    },
  );

  app.put(
    '/pessoas/meu-pergamum/senha',
    privateRoute({
      tags,
      description:
        'Changes the password: senhaAtual must be right (422 current_password_incorrect; ' +
        'wrong ones are throttled, 429), senhaNova (trimmed) must follow the rules (422 ' +
        'password_rules with broken and rules). The patron’s other sign-ins end.',
      body: ChangePasswordBodySchema,
      response: {
        200: Type.Object({}),
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        422: PasswordRulesErrorSchema,
        429: ApiErrorSchema,
      },
    }),
    async (request) => {
      await account.changePassword(requesterOf(request), request.body);
      return {};
    },
  );

  app.get(
    '/pessoas/email-pessoa-logada',
    privateRoute({
      tags,
      description: "The signed-in patron's email address (null when the library has none).",
      response: { 200: SignedInEmailSchema, 401: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return account.email(requesterOf(request));
    },
  );
};
