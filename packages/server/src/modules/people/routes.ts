import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  AuthErrorSchema,
  PersonLoginsSchema,
  SwitchLoginBodySchema,
  SwitchUserBodySchema,
  TokenResponseSchema,
  UserDataSchema,
} from '@estante/contract';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { sendTokens } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { peopleRepository } from './repository.ts';
import { peopleService } from './service.ts';

const tags = ['pessoas'];

/** /api/pessoas — the signed-in person's data and logins (private: a patron's token). */
export const peopleRoutes: FastifyPluginAsyncTypebox<{
  auth: AuthService;
  publicUrl: string | null;
}> = async (app, { auth, publicUrl }) => {
  const service = peopleService(peopleRepository(app.db.kysely), auth);

  app.get(
    '/pessoas',
    privateRoute({
      tags,
      description: 'The signed-in user: bloqueio, user and authPermissions (spec §3).',
      response: { 200: UserDataSchema, 401: ApiErrorSchema },
    }),
    (request) => service.userData(requesterOf(request)),
  );

  app.get(
    '/pessoas/login',
    privateRoute({
      tags,
      description: "The signed-in person's logins (the chooser); atual marks the session's.",
      response: { 200: PersonLoginsSchema, 401: ApiErrorSchema },
    }),
    (request) => service.logins(requesterOf(request)),
  );

  app.put(
    '/pessoas/troca-login',
    privateRoute({
      tags,
      description:
        'Switches the session to another login (codigo, base) of the same person and answers ' +
        'new tokens (as the token call, token_transport=cookie included). The refresh tokens ' +
        'issued before stop working. Logins of other people are not found (404).',
      body: SwitchLoginBodySchema,
      response: {
        200: TokenResponseSchema,
        400: ApiErrorSchema,
        401: AuthErrorSchema,
        404: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      const issued = await service.switchLogin(requesterOf(request), request.body);
      return sendTokens(
        request,
        reply,
        issued,
        request.body.token_transport === 'cookie',
        publicUrl,
      );
    },
  );

  app.post(
    '/pessoas/meu-pergamum/troca-usuario',
    privateRoute({
      tags,
      description:
        'Exchange users: switches to another login (usuario) of the same person and answers ' +
        'new tokens (token_transport=cookie as in the token call); the tokens issued before ' +
        'stop working. A blank usuario is 422 account_data_required; logins of other people ' +
        'are not found (404).',
      body: SwitchUserBodySchema,
      response: {
        200: TokenResponseSchema,
        400: ApiErrorSchema,
        401: AuthErrorSchema,
        404: ApiErrorSchema,
        422: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      const issued = await service.switchUser(requesterOf(request), request.body.usuario);
      return sendTokens(
        request,
        reply,
        issued,
        request.body.token_transport === 'cookie',
        publicUrl,
      );
    },
  );
};
