import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthErrorSchema,
  OAUTH_PATH,
  REFRESH_COOKIE,
  RevokeRequestSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import type { AuthService, IssuedTokens } from './service.ts';

const tags = ['oauth'];

/** Client credentials of an `Authorization: Basic` header, if the request has one. */
function basicCredentials(request: FastifyRequest): { clientId: string; secret: string } | null {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  // RFC 6749 §2.3.1: both parts are form-urlencoded.
  const part = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    return { clientId: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** Cookie attributes of the refresh cookie: HttpOnly, SameSite=Strict, the token path only. */
export function refreshCookieOptions(request: FastifyRequest, publicUrl: string | null) {
  const https = request.protocol === 'https' || (publicUrl?.startsWith('https:') ?? false);
  return { path: OAUTH_PATH, httpOnly: true, sameSite: 'strict' as const, secure: https };
}

/**
 * Answers issued tokens: with the cookie transport the refresh token goes into the refresh
 * cookie (persistent, with Max-Age, only with "remember me") and not into the body.
 */
export function sendTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedTokens,
  cookie: boolean,
  publicUrl: string | null,
) {
  void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  if (!cookie || !issued.refresh) return issued.response;
  const { refresh_token: _inCookie, ...body } = issued.response;
  const maxAge = Math.max(0, Math.floor((issued.refresh.expiresAt.getTime() - Date.now()) / 1000));
  void reply.setCookie(REFRESH_COOKIE, issued.refresh.token, {
    ...refreshCookieOptions(request, publicUrl),
    ...(issued.refresh.rememberMe ? { maxAge } : {}),
  });
  return body;
}

const errors = {
  400: AuthErrorSchema,
  401: AuthErrorSchema,
  422: AuthErrorSchema,
  429: AuthErrorSchema,
  430: AuthErrorSchema,
};

/** /api/oauth/token and /api/oauth/revoke (RFC 6749, RFC 7009), form-encoded or JSON. */
export const oauthRoutes: FastifyPluginAsyncTypebox<{
  service: AuthService;
  publicUrl: string | null;
}> = async (app, { service, publicUrl }) => {
  // Form bodies only here: elsewhere a cross-site form post stays an unsupported media type.
  await app.register(formbody, { bodyLimit: 16_384 });

  app.post(
    '/oauth/token',
    {
      schema: {
        tags,
        description:
          'OAuth 2 token endpoint. grant_type client_credentials (client_id estante-publico): ' +
          'a public token. password (username, password, client_id estante-web, ' +
          'recaptcha_token when activity 1120 is on, remember_me): a patron token and a ' +
          'refresh token. refresh_token: the next pair; every refresh token works once, and ' +
          'using one twice ends the sign-in. token_transport=cookie puts the refresh token in ' +
          `the HttpOnly cookie ${REFRESH_COOKIE} (Path ${OAUTH_PATH}) instead of the body. ` +
          '430 ACESSO_BLOQUEADO with bloqueio true: the account is blocked.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const cookieToken = request.cookies[REFRESH_COOKIE] ?? null;
      const fromCookie =
        body.grant_type === 'refresh_token' && !body.refresh_token && cookieToken !== null;
      const cookie = body.token_transport === 'cookie' || fromCookie;
      try {
        const issued = await service.grant(body, {
          address: request.ip,
          cookieToken: body.refresh_token ? null : cookieToken,
          basic: basicCredentials(request),
          // Only a language the request states (the web app always does) replaces the kept one.
          lang:
            request.headers['x-idioma'] || request.headers['accept-language']
              ? requestLanguage(request.headers)
              : undefined,
        });
        return sendTokens(request, reply, issued, cookie, publicUrl);
      } catch (error) {
        // A refresh cookie that no longer works is removed, so the browser stops sending it.
        if (fromCookie)
          void reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(request, publicUrl));
        throw error;
      }
    },
  );

  app.post(
    '/oauth/revoke',
    {
      schema: {
        tags,
        description:
          'RFC 7009 logout: ends the sign-in of the refresh token given as `token` (or in the ' +
          'refresh cookie), with every token rotated from it. Always 200, also for unknown ' +
          'tokens; the refresh cookie is cleared.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: RevokeRequestSchema,
        response: { 200: Type.Object({}), 400: AuthErrorSchema },
      },
      // A logout with only the cookie may come without a body.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const body = request.body;
      const token = body.token ?? request.cookies[REFRESH_COOKIE] ?? null;
      await service.revoke(token, body.client_id ?? basicCredentials(request)?.clientId ?? null);
      void reply
        .header('cache-control', 'no-store')
        .clearCookie(REFRESH_COOKIE, refreshCookieOptions(request, publicUrl));
      return {};
    },
  );
};
