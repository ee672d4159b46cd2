import Type, { type Static } from 'typebox';
import { TokenResponseSchema } from './auth.ts';

/** The web route the OpenID provider sends the browser back to (spec §2). */
export const OIDC_RESPONSE_PATH = '/oauth-response';

/**
 * GET /api/oidc/authorize (spec §7 Authentication): the username typed in the login form
 * (`login`, sent to the provider as `login_hint`) and the page to return to after sign-in
 * (`redirect`, a path of this site; anything else becomes `/`).
 */
export const OidcAuthorizeQuerySchema = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 256 }),
  redirect: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type OidcAuthorizeQuery = Static<typeof OidcAuthorizeQuerySchema>;

/**
 * The authorisation request: `nonce` is the handle of this sign-in attempt, which the browser
 * keeps (session storage) and hands back to POST /api/oidc/validar; `link` is the provider's
 * authorisation address to open.
 */
export const OidcAuthorizeResponseSchema = Type.Object({
  nonce: Type.String(),
  link: Type.String(),
});
export type OidcAuthorizeResponse = Static<typeof OidcAuthorizeResponseSchema>;

/**
 * POST /api/oidc/validar: the `nonce` of the authorisation request and the provider's answer
 * as it reached `/oauth-response` — `code` and `state`, `iss` when the provider sends it
 * (RFC 9207), or `error` (and `error_description`) when the provider refused.
 */
export const OidcValidateBodySchema = Type.Object({
  nonce: Type.String({ minLength: 1, maxLength: 256 }),
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 1024 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  /** As in the token call: `cookie` puts the refresh token in the refresh cookie. */
  token_transport: Type.Optional(Type.Union([Type.Literal('cookie'), Type.Literal('body')])),
  /** Ours: "remember me", as in the password grant. */
  remember_me: Type.Optional(Type.Boolean()),
});
export type OidcValidateBody = Static<typeof OidcValidateBodySchema>;

/** The tokens of the sign-in, as the password grant's, and where to go next. */
export const OidcValidateResponseSchema = Type.Object({
  ...TokenResponseSchema.properties,
  /** The `redirect` of the authorisation request (a path of this site). */
  redirect: Type.String(),
});
export type OidcValidateResponse = Static<typeof OidcValidateResponseSchema>;
