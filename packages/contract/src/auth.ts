import Type, { type Static } from 'typebox';
import { ApiErrorSchema } from './errors.ts';
import { ActivitySchema } from './parameters.ts';

/** The public catalogue client (client credentials: catalogue data only). */
export const PUBLIC_CLIENT_ID = 'estante-publico';
/** The first-party web app (password and refresh grants, no secret: a browser cannot keep one). */
export const WEB_CLIENT_ID = 'estante-web';
/** Token and revoke endpoints; the refresh cookie is scoped to this path. */
export const OAUTH_PATH = '/api/oauth';
/** The HttpOnly cookie that carries the web app's refresh token (`token_transport=cookie`). */
export const REFRESH_COOKIE = 'estante_refresh';
/** The OpenAPI security scheme of private routes (a patron's bearer token). */
export const BEARER_SECURITY = 'bearerAuth';

/** Credential kinds of an access token: a patron's, or the public client's (spec §6). */
export const TOKEN_KINDS = ['patron', 'public'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * POST /api/oauth/token (RFC 6749), form-encoded or JSON. Which fields a grant needs:
 * `client_credentials`: client_id (estante-publico); `password`: username, password, client_id
 * (estante-web), `recaptcha_token` when activity 1120 is on; `refresh_token`: refresh_token
 * (or the refresh cookie). Missing username or password is a 422 with the spec's message,
 * not a validation error, so those fields are optional here.
 */
export const TokenRequestSchema = Type.Object({
  grant_type: Type.String({ maxLength: 64 }),
  client_id: Type.Optional(Type.String({ maxLength: 128 })),
  client_secret: Type.Optional(Type.String({ maxLength: 256 })),
  username: Type.Optional(Type.String({ maxLength: 256 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 512 })),
  scope: Type.Optional(Type.String({ maxLength: 256 })),
  /** The captcha answer, required when activity 1120 is on. */
  recaptcha_token: Type.Optional(Type.String({ maxLength: 8192 })),
  /**
   * Institution 571: the base (`codigo` of GET /pessoas/duplicadas) of the person record the
   * patron chose when the login exists in several; without it the `local` base is used.
   */
  base: Type.Optional(Type.String({ maxLength: 64 })),
  /** Ours: "remember me" — longer refresh lifetimes and, with the cookie, a persistent cookie. */
  remember_me: Type.Optional(Type.Boolean()),
  /**
   * Ours: `cookie` (the web app) puts the refresh token in an HttpOnly cookie instead of the
   * body, and reads it back from there on refresh; `body` (default) as the spec.
   */
  token_transport: Type.Optional(Type.Union([Type.Literal('cookie'), Type.Literal('body')])),
});
export type TokenRequest = Static<typeof TokenRequestSchema>;

/** The token answer (RFC 6749 §5.1). `refresh_token` only for patron grants in body transport. */
export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds the access token lives. */
  expires_in: Type.Integer(),
  refresh_token: Type.Optional(Type.String()),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

/** POST /api/oauth/revoke (RFC 7009): the refresh token, in the body or the refresh cookie. */
export const RevokeRequestSchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 4096 })),
  token_type_hint: Type.Optional(Type.String({ maxLength: 64 })),
  client_id: Type.Optional(Type.String({ maxLength: 128 })),
  client_secret: Type.Optional(Type.String({ maxLength: 256 })),
});
export type RevokeRequest = Static<typeof RevokeRequestSchema>;

/**
 * A failed sign-in or token call: the API error plus the RFC 6749 `error` code, and
 * `bloqueio: true` when the account is blocked (430 ACESSO_BLOQUEADO, spec §8).
 */
export const AuthErrorSchema = Type.Object({
  ...ApiErrorSchema.properties,
  error: Type.Optional(Type.String()),
  bloqueio: Type.Optional(Type.Boolean()),
});
export type AuthError = Static<typeof AuthErrorSchema>;

/** The signed-in user (spec §3 User). */
export const SignedInUserSchema = Type.Object({
  nome_pessoa: Type.String(),
  login: Type.String(),
  cod_pessoa: Type.Integer(),
});
export type SignedInUser = Static<typeof SignedInUserSchema>;

/** GET /api/pessoas — the user-data response (spec §3): bloqueio, user, authPermissions. */
export const UserDataSchema = Type.Object({
  bloqueio: Type.Boolean(),
  user: SignedInUserSchema,
  /** The activities of the patron category of the signed-in login. */
  authPermissions: Type.Array(ActivitySchema),
});
export type UserData = Static<typeof UserDataSchema>;

/** One login of the signed-in person (GET /api/pessoas/login, the chooser). */
export const PersonLoginSchema = Type.Object({
  /** The login as typed at sign-in: what PUT /pessoas/troca-login takes as `codigo`. */
  codigo: Type.String(),
  base: Type.String(),
  /** The enrolment: its description, else the patron category's name. */
  descricao: Type.String(),
  categoria: Type.String(),
  /** The login the current session is signed in with. */
  atual: Type.Boolean(),
});
export type PersonLogin = Static<typeof PersonLoginSchema>;
export const PersonLoginsSchema = Type.Array(PersonLoginSchema);

/** PUT /api/pessoas/troca-login — switch the session to another login of the same person. */
export const SwitchLoginBodySchema = Type.Object({
  codigo: Type.String({ minLength: 1, maxLength: 256 }),
  base: Type.String({ minLength: 1, maxLength: 64 }),
  /** As in the token call: `cookie` puts the new refresh token in the refresh cookie. */
  token_transport: Type.Optional(Type.Union([Type.Literal('cookie'), Type.Literal('body')])),
});
export type SwitchLoginBody = Static<typeof SwitchLoginBodySchema>;
