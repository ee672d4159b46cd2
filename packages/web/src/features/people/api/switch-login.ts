import type { PersonLogin, SwitchLoginBody, TokenResponse } from '@estante/contract';
import { apiCall, setAccessToken } from '../../../lib/api-client';

/**
 * PUT /api/pessoas/troca-login: the session moves to another login of the same person; the
 * new refresh token goes to the HttpOnly cookie and the access token to memory.
 */
export async function switchLogin(login: Pick<PersonLogin, 'codigo' | 'base'>): Promise<void> {
  const body: SwitchLoginBody = {
    codigo: login.codigo,
    base: login.base,
    token_transport: 'cookie',
  };
  const tokens = await apiCall<TokenResponse>('/pessoas/troca-login', { method: 'PUT', body });
  setAccessToken(tokens.access_token);
}
