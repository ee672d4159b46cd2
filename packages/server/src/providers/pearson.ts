import { endpoint, providerJson, requiredString } from './http.ts';
import type { ProviderAdapter } from './types.ts';

/**
 * Biblioteca Virtual Pearson. Two calls: an OAuth 2 client-credentials token
 * (`POST {api}/oauth/token`), then a single-sign-on ticket for the reader and the book
 * (`POST {api}/v1/sso` with the bearer token) answering `{ url, token }`. The web stores the
 * data and opens `/pearson`, which posts `token` and `login` to `url` (the provider's reader).
 */
export const pearsonAdapter: ProviderAdapter = {
  async open(config, request) {
    const tokenUrl = endpoint(config.apiUrl, 'oauth/token');
    const token = await providerJson(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    const accessToken = requiredString(token, 'access_token', tokenUrl);
    const ssoUrl = endpoint(config.apiUrl, 'v1/sso');
    const sso = await providerJson(ssoUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ login: request.userId, isbn: request.isbn, url: request.url }),
    });
    return {
      kind: 'data',
      data: {
        url: requiredString(sso, 'url', ssoUrl),
        token: requiredString(sso, 'token', ssoUrl),
        login: request.userId,
        ...(request.isbn ? { isbn: request.isbn } : {}),
      },
    };
  },
};
