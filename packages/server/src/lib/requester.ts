import type { FastifyRequest } from 'fastify';

/** Who sends a request: the signed-in patron, if any, and the client's address. */
export interface Requester {
  /** The patron (cod_pessoa) of a verified access token; null for visitors and public tokens. */
  patronId: number | null;
  /**
   * `visitor` (no token), `public` (the public client's token: catalogue data only) or
   * `patron` (a patron's token).
   */
  kind: 'visitor' | 'public' | 'patron';
  /** The login the patron signed in with (the one a provider knows them by); else null. */
  login: string | null;
  /** The `person_login` row of that login; else null. */
  loginId: number | null;
  /** The sign-in (refresh-token family) the token belongs to; else null. */
  sessionId: string | null;
  /** The OAuth client the token was issued to; null without a token. */
  clientId: string | null;
  /** `request.ip`: the socket's address, or X-Forwarded-For only from TRUST_PROXY proxies. */
  address: string;
}

/** The identity a verified token gives, set by the authentication hook (plugins/authentication.ts). */
export type TokenIdentity = Omit<Requester, 'address'>;

export const VISITOR: TokenIdentity = {
  patronId: null,
  kind: 'visitor',
  login: null,
  loginId: null,
  sessionId: null,
  clientId: null,
};

const identities = new WeakMap<FastifyRequest, TokenIdentity>();

/** Records the verified identity of a request (only the authentication hook calls this). */
export function setIdentity(request: FastifyRequest, identity: TokenIdentity): void {
  identities.set(request, identity);
}

/**
 * The requester of a request. Services take identity only from here, never from a body or
 * query parameter, so no one can act as somebody else by naming them. The bearer token was
 * verified before the route ran (an invalid one never gets this far: 401 `invalid_token`).
 */
export function requesterOf(request: FastifyRequest): Requester {
  return { ...(identities.get(request) ?? VISITOR), address: request.ip };
}

/** A stable key for quotas: the patron when signed in, else the client's address. */
export function requesterKey(requester: Requester): string {
  return requester.patronId !== null ? `patron:${requester.patronId}` : `ip:${requester.address}`;
}
