import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { requesterOf } from '../lib/requester.ts';
import type { Patron } from './driver.ts';

/** The patron of a private route's request: always the token's, never a parameter. */
export function patronOf(request: FastifyRequest): Patron {
  const requester = requesterOf(request);
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return { personId: requester.patronId, loginId: requester.loginId };
}
