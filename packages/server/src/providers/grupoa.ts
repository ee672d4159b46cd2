import { createHmac } from 'node:crypto';
import { endpoint, providerJson, requiredString } from './http.ts';
import { ProviderRefusedError, type ProviderAdapter, type ProviderConfig } from './types.ts';

/** Grupo A asks for the request signed with the shared secret: HMAC-SHA256 of `timestamp.body`. */
export function grupoASignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function signedHeaders(config: ProviderConfig, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'x-api-key': config.clientId,
    'x-timestamp': timestamp,
    'x-signature': grupoASignature(config.clientSecret, timestamp, body),
    accept: 'application/json',
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
}

/** Sessions without a stated lifetime last this long. */
const DEFAULT_SESSION_SECONDS = 900;

/**
 * Grupo A (Minha Biblioteca). Opening creates a reading session (`POST {api}/v1/sessions`,
 * signed), answered as our `/grupoa?sessionid=…` page; that page posts the session id to
 * `/vinculos/grupoa`, which asks the provider for the reader URL (`GET {api}/v1/sessions/{id}`).
 */
export const grupoAAdapter: ProviderAdapter = {
  async open(config, request) {
    const url = endpoint(config.apiUrl, 'v1/sessions');
    const body = JSON.stringify({ user: request.userId, isbn: request.isbn, url: request.url });
    const answer = await providerJson(url, {
      method: 'POST',
      headers: signedHeaders(config, body),
      body,
    });
    const sessionId = requiredString(answer, 'sessionid', url);
    if (!/^[A-Za-z0-9_-]{8,200}$/.test(sessionId)) {
      throw new ProviderRefusedError(`${url}: unusable session id`);
    }
    const seconds =
      typeof answer.expires_in === 'number' && answer.expires_in > 0
        ? answer.expires_in
        : DEFAULT_SESSION_SECONDS;
    return { kind: 'session', sessionId, expiresAt: new Date(Date.now() + seconds * 1000) };
  },

  async resolveSession(config, sessionId) {
    const url = endpoint(config.apiUrl, `v1/sessions/${encodeURIComponent(sessionId)}`);
    const answer = await providerJson(url, { method: 'GET', headers: signedHeaders(config, '') });
    const reader = requiredString(answer, 'url', url);
    if (!/^https?:\/\//i.test(reader))
      throw new ProviderRefusedError(`${url}: the reader URL is not http(s)`);
    return reader;
  },
};
