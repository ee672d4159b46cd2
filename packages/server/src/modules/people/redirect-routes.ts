import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  AuthErrorSchema,
  DepartmentSchema,
  HandOffSchema,
  PersonalAreaRedirectSchema,
  REDIRECT_SIGN_IN_PATH,
  REDIRECT_TOKEN_SECONDS,
  REFRESH_COOKIE,
  RedirectBaseBodySchema,
  RedirectExchangeBodySchema,
  RedirectTokenSchema,
  RenewedUserSchema,
  TokenResponseSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { sendTokens } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import { parametersRepository } from '../parameters/repository.ts';
import { parametersService } from '../parameters/service.ts';
import { redirectRepository } from './redirect-repository.ts';
import { redirectService } from './redirect-service.ts';
import { peopleRepository } from './repository.ts';
import { peopleService } from './service.ts';

const tags = ['pessoas'];

/**
 * /api/pessoas redirects and hand-offs (spec §7 People): redirect tokens and their exchange,
 * the personal area of the chosen base, the renewal of the user data, App Layers, work
 * posting and the departments of teaching plans. All private but the exchange, which is how a
 * browser without a session gets one.
 */
export const redirectRoutes: FastifyPluginAsyncTypebox<{
  auth: AuthService;
  tokens: AccessTokens;
  accessTokenSeconds: number;
  publicUrl: string | null;
}> = async (app, { auth, tokens, accessTokenSeconds, publicUrl }) => {
  const parameters = parametersService(parametersRepository(app.db.kysely));
  const redirect = redirectService({
    repository: redirectRepository(app.db.kysely),
    people: peopleService(peopleRepository(app.db.kysely), auth),
    auth,
    tokens,
    accessTokenSeconds,
    appLayers: () => parameters.appLayers(),
    log: app.log,
  });
  app.get(
    '/pessoas/token-redireciona',
    privateRoute({
      tags,
      description:
        `A redirect token of the signed-in patron: random, single-use, valid ` +
        `${REDIRECT_TOKEN_SECONDS} s, stored hashed. Open ${REDIRECT_SIGN_IN_PATH}?token=…&` +
        'redirect=/path (or POST it here) to sign the same login in elsewhere.',
      response: { 200: RedirectTokenSchema, 401: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.redirectToken(requesterOf(request));
    },
  );

  app.post(
    '/pessoas/token-redireciona',
    {
      schema: {
        tags,
        description:
          'Exchanges a redirect token (GET /api/pessoas/token-redireciona) for a sign-in of ' +
          'its login, with the tokens of a password grant of the web client; ' +
          `token_transport=cookie puts the refresh token in the ${REFRESH_COOKIE} cookie. ` +
          'Each token works once. 401 redirect_token_invalid: unknown, expired or used; 430 ' +
          'ACESSO_BLOQUEADO: the account is blocked.',
        body: RedirectExchangeBodySchema,
        response: {
          200: TokenResponseSchema,
          400: ApiErrorSchema,
          401: AuthErrorSchema,
          430: AuthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const issued = await redirect.exchange(request.body.token, request.body.remember_me === true);
      return sendTokens(
        request,
        reply,
        issued,
        request.body.token_transport === 'cookie',
        publicUrl,
      );
    },
  );

  app.get(
    '/pessoas/departamentos',
    privateRoute({
      tags,
      description:
        'The departments the teaching-plan search offers (`departamento` of ' +
        '/acervo/meu-pergamum/plano-ensino/…): those with at least one teaching plan, by name.',
      response: { 200: Type.Array(DepartmentSchema), 401: ApiErrorSchema },
    }),
    (request) => redirect.departments(requesterOf(request)),
  );

  app.get(
    '/pessoas/meu-pergamum/redirect',
    privateRoute({
      tags,
      description:
        "Where the patron's personal area opens: the chosen base (PUT redirect-base), else " +
        "the session login's; `url` is /meupergamum, or the external base's personal area " +
        '(with a redirect token, `externo` true) when the institution configured one.',
      response: { 200: PersonalAreaRedirectSchema, 401: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.personalArea(requesterOf(request));
    },
  );

  app.put(
    '/pessoas/meu-pergamum/redirect-base',
    privateRoute({
      tags,
      description:
        "Chooses the base whose personal area opens: one of the bases of the person's own " +
        'logins (else 404); blank is 422 account_data_required. Answers the new redirect.',
      body: RedirectBaseBodySchema,
      response: {
        200: PersonalAreaRedirectSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        404: ApiErrorSchema,
        422: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.chooseBase(requesterOf(request), request.body.base);
    },
  );

  app.get(
    '/pessoas/renovar',
    privateRoute({
      tags,
      description:
        'Renews the session: the answer of GET /api/pessoas read again, with a new access ' +
        'token of the same sign-in (after a base or login change). 401 invalid_grant when the ' +
        'sign-in has ended.',
      response: { 200: RenewedUserSchema, 401: AuthErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.renew(requesterOf(request));
    },
  );

  app.get(
    '/pessoas/autenticar/app-layers',
    privateRoute({
      tags,
      description:
        'The App Layers address (GET /api/parametros/app-layers) with a redirect token in ' +
        '`token`, for the app to sign the patron in. 404 redirect_not_configured when off.',
      response: { 200: HandOffSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.appLayers(requesterOf(request));
    },
  );

  app.post(
    '/pessoas/postagem-trabalho/redirect',
    privateRoute({
      tags,
      description:
        'The work-posting (paper post) system address with a redirect token in `token`. 404 ' +
        'redirect_not_configured when the institution has not configured it.',
      response: { 200: HandOffSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirect.workPosting(requesterOf(request));
    },
  );
};
