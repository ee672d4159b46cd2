import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthErrorSchema,
  OIDC_RESPONSE_PATH,
  OidcAuthorizeQuerySchema,
  OidcAuthorizeResponseSchema,
  OidcValidateBodySchema,
  OidcValidateResponseSchema,
  REFRESH_COOKIE,
} from '@estante/contract';
import { sendTokens } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { providerClient } from './provider-client.ts';
import { oidcRepository } from './repository.ts';
import { oidcErrors, oidcService } from './service.ts';
import type { OidcSettings } from './settings.ts';

const tags = ['oidc'];

/**
 * GET /api/oidc/authorize and POST /api/oidc/validar (spec §7 Authentication): external
 * sign-in through the OpenID provider of docs/configuration.md. Public: they come before any
 * sign-in. Registered also when external sign-in is off, then answering 404 oidc_disabled.
 */
export const oidcRoutes: FastifyPluginAsyncTypebox<{
  settings: OidcSettings | null;
  auth: AuthService;
  publicUrl: string | null;
}> = async (app, { settings, auth, publicUrl }) => {
  const service = settings
    ? oidcService({
        settings,
        provider: providerClient(settings),
        repository: oidcRepository(app.db.kysely),
        auth,
        log: app.log,
      })
    : null;
  const enabled = () => {
    if (!service) throw oidcErrors.disabled();
    return service;
  };

  app.get(
    '/oidc/authorize',
    {
      schema: {
        tags,
        description:
          'Starts an external sign-in: `login` (the username typed, given to the provider as ' +
          'login_hint) and `redirect` (a path of this site to return to after sign-in). Answers ' +
          '`nonce`, the handle of this attempt to keep and send to POST /api/oidc/validar, and ' +
          '`link`, the provider address to open. The provider returns the browser to ' +
          `${OIDC_RESPONSE_PATH}. 502 oidc_error: the provider cannot be reached.`,
        querystring: OidcAuthorizeQuerySchema,
        response: { 200: OidcAuthorizeResponseSchema, 404: AuthErrorSchema, 502: AuthErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return enabled().authorize(request.query.login, request.query.redirect);
    },
  );

  app.post(
    '/oidc/validar',
    {
      schema: {
        tags,
        description:
          'Ends an external sign-in: `nonce` from GET /api/oidc/authorize with the query of ' +
          `the provider's answer at ${OIDC_RESPONSE_PATH} (code, state, iss; or error). Answers ` +
          'the tokens of a password grant and `redirect`; token_transport=cookie puts the ' +
          `refresh token in the ${REFRESH_COOKIE} cookie. Each nonce works once. 401 ` +
          'oidc_token_invalid (nonce or state wrong, used or expired; answer not valid), 403 ' +
          'oidc_access_denied (the provider refused), 404 oidc_user_not_found (no login of ' +
          'that provider account), 502 oidc_error (provider down), 430 ACESSO_BLOQUEADO.',
        body: OidcValidateBodySchema,
        response: {
          200: OidcValidateResponseSchema,
          401: AuthErrorSchema,
          403: AuthErrorSchema,
          404: AuthErrorSchema,
          430: AuthErrorSchema,
          502: AuthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { issued, redirect } = await enabled().validate(request.body);
      const cookie = request.body.token_transport === 'cookie';
      return { ...sendTokens(request, reply, issued, cookie, publicUrl), redirect };
    },
  );
};
