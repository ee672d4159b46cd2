import type { FastifyRequest } from 'fastify';

/** Who sends a request: the signed-in patron, if any, and the client's address. */
export interface Requester {
  /**
   * The patron of a verified access token. Patrons cannot sign in yet (the sign-in issue adds
   * the token check that sets it), so today every request is a visitor's: null.
   */
  patronId: number | null;
  /** `request.ip`: the socket's address, or X-Forwarded-For only from TRUST_PROXY proxies. */
  address: string;
}

/**
 * The requester of a request. Services take identity only from here, never from a body or
 * query parameter, so no one can act as somebody else by naming them.
 */
export function requesterOf(request: FastifyRequest): Requester {
  return { patronId: null, address: request.ip };
}

/** A stable key for quotas: the patron when signed in, else the client's address. */
export function requesterKey(requester: Requester): string {
  return requester.patronId !== null ? `patron:${requester.patronId}` : `ip:${requester.address}`;
}
