import { createServer, type IncomingMessage } from 'node:http';
import { grupoASignature } from './grupoa.ts';

/** Credentials the fake providers accept. */
export const FAKE_CREDENTIALS = { clientId: 'estante-ufe', clientSecret: 's3cr3t' };

/** A 1×1 PNG, for cover tests. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Real HTTP fakes of the provider APIs on 127.0.0.1 (random port), for tests: Pearson under
 * `/pearson` (OAuth token + SSO), Grupo A under `/grupoa` (signed sessions), and cover images
 * under `/covers`. `refuse` makes every provider call answer 503. `calls` lists method + path.
 */
export async function startFakeProviderServer(): Promise<{
  baseUrl: string;
  calls: string[];
  setRefuse(refuse: boolean): void;
  close(): Promise<void>;
}> {
  const calls: string[] = [];
  let refuse = false;
  const sessions = new Set<string>();
  let counter = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await bodyOf(request);
      calls.push(`${request.method} ${url.pathname}`);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/covers/pixel.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(PNG_PIXEL);
      }
      if (url.pathname === '/covers/evil.svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        return response.end(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
      }
      if (url.pathname.startsWith('/covers/')) return json(404, { error: 'not found' });
      if (refuse) return json(503, { error: 'maintenance' });

      if (request.method === 'POST' && url.pathname === '/pearson/oauth/token') {
        const form = new URLSearchParams(body);
        const ok =
          form.get('grant_type') === 'client_credentials' &&
          form.get('client_id') === FAKE_CREDENTIALS.clientId &&
          form.get('client_secret') === FAKE_CREDENTIALS.clientSecret;
        return ok
          ? json(200, { access_token: 'pearson-token', expires_in: 3600 })
          : json(401, { error: 'invalid_client' });
      }
      if (request.method === 'POST' && url.pathname === '/pearson/v1/sso') {
        if (request.headers.authorization !== 'Bearer pearson-token')
          return json(401, { error: 'token' });
        const { login, isbn } = JSON.parse(body) as { login: string; isbn: string | null };
        return json(200, {
          url: 'https://leitor.pearson.example/sso',
          token: `sso-${login}-${isbn}`,
        });
      }
      if (url.pathname.startsWith('/grupoa/v1/sessions')) {
        const timestamp = String(request.headers['x-timestamp'] ?? '');
        const signed =
          request.headers['x-api-key'] === FAKE_CREDENTIALS.clientId &&
          request.headers['x-signature'] ===
            grupoASignature(FAKE_CREDENTIALS.clientSecret, timestamp, body);
        if (!signed) return json(401, { error: 'signature' });
        if (request.method === 'POST' && url.pathname === '/grupoa/v1/sessions') {
          counter += 1;
          const id = `sessao-${counter}-abcdef`;
          sessions.add(id);
          return json(201, { sessionid: id, expires_in: 600 });
        }
        const id = decodeURIComponent(url.pathname.slice('/grupoa/v1/sessions/'.length));
        if (request.method === 'GET' && sessions.has(id)) {
          return json(200, { url: `https://leitor.grupoa.example/ler?sessao=${id}` });
        }
      }
      return json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    setRefuse: (value) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
