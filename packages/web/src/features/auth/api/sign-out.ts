import { WEB_CLIENT_ID } from '@estante/contract';
import { postOAuth, setAccessToken, withRefreshCookie } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { clearExternalSignIn } from '../lib/external-sign-in';

let pending: Promise<void> | null = null;

/**
 * Logout (spec §4): revokes the sign-in of the refresh cookie (RFC 7009), forgets the access
 * token and clears the user from both storages and any pending external sign-in's nonce. Clears locally even when the server cannot
 * be reached. Repeated calls share one revocation, which waits for a refresh on its way (a page
 * opened at /sair renews its token while it signs out).
 */
export function signOut(): Promise<void> {
  pending ??= withRefreshCookie(() => postOAuth('/revoke', { client_id: WEB_CLIENT_ID }))
    .catch(() => undefined)
    .then(() => {
      setAccessToken(null);
      useSession.getState().signOut();
      clearExternalSignIn();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
