/**
 * A small OpenID provider on this machine (npm oidc-provider over real HTTP): the demo's
 * "institution identity provider" when DEMO_OIDC is on, and the provider of the tests. Its
 * accounts are its own (the demo's are in DEMO_PROVIDER_ACCOUNTS), as an institution's
 * directory would be; Estante only learns the subject (`sub`) of whoever signed in there.
 * Kept in memory: a restart forgets its sessions, which is what a demo wants.
 */
import http from 'node:http';
import { timingSafeEqual, createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { memoryStore } from './memory-store.ts';

/** An account of the provider: the subject is its key in `accounts`. */
export interface LocalProviderAccount {
  password: string;
  name: string;
  email: string;
}

export interface LocalProviderOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Host to listen on and name in the issuer (default 127.0.0.1). */
  host?: string;
  clientId: string;
  /** Where the client may be sent back to (its /oauth-response address). */
  redirectUris: string[];
  /** Accounts by subject (compared without case). */
  accounts: Record<string, LocalProviderAccount>;
}

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0}' +
  'main{max-width:24rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;' +
  'box-shadow:0 1px 4px rgba(0,0,0,.2)}label{display:block;margin-top:1rem;font-weight:600}' +
  'input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;' +
  'border:1px solid #5c6670;border-radius:4px}.actions{display:flex;gap:.5rem;margin-top:1.5rem}' +
  'button{padding:.5rem 1rem;font-size:1rem;border-radius:4px;border:1px solid #0b4f8a;' +
  'background:#0b4f8a;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0b4f8a}' +
  '.error{color:#a4161a;font-weight:600}';

function page(title: string, body: string): string {
  return (
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

/** The provider's sign-in page (Portuguese, as the demo institution's). */
function loginPage(uid: string, login: string, error: string | null): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Provedor de identidade da instituição',
    `<p>Entre com a sua conta institucional para acessar o catálogo.</p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${action}/login">` +
      `<label for="login">Usuário</label>` +
      `<input id="login" name="login" type="text" autocomplete="username" required value="${escapeHtml(login)}">` +
      `<label for="password">Senha</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<div class="actions"><button type="submit">Entrar</button>` +
      `<button type="submit" class="secondary" formaction="${action}/abort" formnovalidate>Cancelar</button></div>` +
      `</form>`,
  );
}

/** A form body (application/x-www-form-urlencoded), at most 8 kB. */
async function formBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 8192) throw new Error('form too large');
  }
  return new URLSearchParams(text);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Starts the provider: discovery at `{issuer}/.well-known/openid-configuration`, one client
 * (public, PKCE required, authorisation code only) and a sign-in page checking `accounts`.
 */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const host = options.host ?? '127.0.0.1';
  let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const accounts = new Map(
    Object.entries(options.accounts).map(([subject, account]) => [
      subject.toLowerCase(),
      { subject, ...account },
    ]),
  );
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    adapter: memoryStore(),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'demo', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id.toLowerCase());
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          name: account.name,
          email: account.email,
          email_verified: true,
        }),
      };
    },
    // The only client is the catalogue itself: nothing to consent to.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Erro no provedor de identidade',
        Object.entries(out)
          .map(
            ([key, value]) =>
              `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
          )
          .join(''),
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  async function interaction(request: http.IncomingMessage, response: http.ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const action = new URL(request.url ?? '/', issuer).pathname.split('/')[3];
    if (request.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(details.uid, hint, null));
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
      return;
    }
    const form = await formBody(request);
    const login = form.get('login')?.trim() ?? '';
    const account = accounts.get(login.toLowerCase());
    const passwordOk =
      account !== undefined &&
      timingSafeEqual(digest(form.get('password') ?? ''), digest(account.password));
    if (!account || !passwordOk) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(details.uid, login, 'Usuário ou senha incorretos.'));
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  handle = (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      interaction(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('Sign-in request expired or invalid. Start again from the catalogue.');
      });
      return;
    }
    void oidc(request, response);
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
