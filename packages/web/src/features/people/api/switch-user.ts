import type { SwitchUserBody, TokenResponse } from '@estante/contract';
import { apiCall, setAccessToken } from '../../../lib/api-client';

/**
 * POST /api/pessoas/meu-pergamum/troca-usuario (Exchange users): the session moves to another
 * login of the same person; the new refresh token goes to the HttpOnly cookie.
 */
export async function switchUser(usuario: string): Promise<void> {
  const body: SwitchUserBody = { usuario: usuario.trim(), token_transport: 'cookie' };
  const tokens = await apiCall<TokenResponse>('/pessoas/meu-pergamum/troca-usuario', {
    method: 'POST',
    body,
  });
  setAccessToken(tokens.access_token);
}
