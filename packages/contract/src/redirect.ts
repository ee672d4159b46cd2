import Type, { type Static } from 'typebox';
import { UserDataSchema } from './auth.ts';

/** The web route that exchanges a redirect token for a session (spec §2). */
export const REDIRECT_SIGN_IN_PATH = '/pergamum_redireciona';

/** Seconds a redirect token lives (GET /api/pessoas/token-redireciona). */
export const REDIRECT_TOKEN_SECONDS = 60;

/**
 * GET /api/pessoas/token-redireciona — a single-use token that opens a sign-in of the same
 * patron elsewhere (another tab, screen or system), via POST /api/pessoas/token-redireciona
 * or the web route /pergamum_redireciona?token=…&redirect=/path.
 */
export const RedirectTokenSchema = Type.Object({
  token: Type.String(),
  /** When the token stops working (ISO 8601). */
  tte: Type.String(),
  /** Seconds it lives. */
  expires_in: Type.Integer(),
});
export type RedirectToken = Static<typeof RedirectTokenSchema>;

/** POST /api/pessoas/token-redireciona — the token, exchanged once for a sign-in. */
export const RedirectExchangeBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
  /** As in the token call: `cookie` puts the refresh token in the HttpOnly refresh cookie. */
  token_transport: Type.Optional(Type.Union([Type.Literal('cookie'), Type.Literal('body')])),
  remember_me: Type.Optional(Type.Boolean()),
});
export type RedirectExchangeBody = Static<typeof RedirectExchangeBodySchema>;

/** GET /api/pessoas/departamentos — one department the teaching-plan search offers. */
export const DepartmentSchema = Type.Object({
  cod_departamento: Type.Integer(),
  nome_departamento: Type.String(),
});
export type Department = Static<typeof DepartmentSchema>;

/**
 * GET /api/pessoas/meu-pergamum/redirect — where the patron's personal area opens: `base` (the
 * chosen base, else the session login's), `url` (a path of this site, or the external base's
 * address carrying a redirect token) and `externo` (whether it leaves this site).
 */
export const PersonalAreaRedirectSchema = Type.Object({
  base: Type.String(),
  url: Type.String(),
  externo: Type.Boolean(),
});
export type PersonalAreaRedirect = Static<typeof PersonalAreaRedirectSchema>;

/** PUT /api/pessoas/meu-pergamum/redirect-base — one of the patron's own login bases. */
export const RedirectBaseBodySchema = Type.Object({
  base: Type.String({ maxLength: 64 }),
});

/** GET /api/pessoas/renovar — GET /pessoas refreshed, with a new access token of the session. */
export const RenewedUserSchema = Type.Object({
  ...UserDataSchema.properties,
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});
export type RenewedUser = Static<typeof RenewedUserSchema>;

/** A hand-off to another system (App Layers, work posting): its address with a redirect token. */
export const HandOffSchema = Type.Object({ url: Type.String() });
export type HandOff = Static<typeof HandOffSchema>;
