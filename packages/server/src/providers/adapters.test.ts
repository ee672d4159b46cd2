import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupoAAdapter } from './grupoa.ts';
import { pearsonAdapter } from './pearson.ts';
import { FAKE_CREDENTIALS, startFakeProviderServer } from './test-provider-server.ts';
import { ProviderRefusedError, type ProviderConfig } from './types.ts';

let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(() => fake.close());

const request = {
  userId: 'ana',
  titleId: 7,
  url: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/1',
  isbn: '9788543004792',
};
const config = (
  code: ProviderConfig['code'],
  path: string,
  secret = FAKE_CREDENTIALS.clientSecret,
): ProviderConfig => ({
  code,
  name: code,
  linkHost: 'example',
  apiUrl: `${fake.baseUrl}/${path}/`,
  clientId: FAKE_CREDENTIALS.clientId,
  clientSecret: secret,
});

describe('pearsonAdapter', () => {
  it('gets a client-credentials token, then an SSO ticket for the reader', async () => {
    fake.calls.length = 0;
    const access = await pearsonAdapter.open(config('pearson', 'pearson'), request);
    expect(access).toEqual({
      kind: 'data',
      data: {
        url: 'https://leitor.pearson.example/sso',
        token: 'sso-ana-9788543004792',
        login: 'ana',
        isbn: '9788543004792',
      },
    });
    expect(fake.calls).toEqual(['POST /pearson/oauth/token', 'POST /pearson/v1/sso']);
  });

  it('refuses with ProviderRefusedError on bad credentials, an outage or no server', async () => {
    await expect(
      pearsonAdapter.open(config('pearson', 'pearson', 'wrong'), request),
    ).rejects.toThrow(ProviderRefusedError);
    fake.setRefuse(true);
    await expect(pearsonAdapter.open(config('pearson', 'pearson'), request)).rejects.toThrow(
      /HTTP 503/,
    );
    fake.setRefuse(false);
    await expect(
      pearsonAdapter.open(
        { ...config('pearson', 'pearson'), apiUrl: 'http://127.0.0.1:1/' },
        request,
      ),
    ).rejects.toThrow(ProviderRefusedError);
  });
});

describe('grupoAAdapter', () => {
  it('opens a signed session and resolves it to the reader URL', async () => {
    const access = await grupoAAdapter.open(config('grupoa', 'grupoa'), request);
    expect(access.kind).toBe('session');
    if (access.kind !== 'session') return;
    expect(access.sessionId).toMatch(/^sessao-\d+-abcdef$/);
    expect(access.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const url = await grupoAAdapter.resolveSession!(config('grupoa', 'grupoa'), access.sessionId);
    expect(url).toBe(`https://leitor.grupoa.example/ler?sessao=${access.sessionId}`);
  });

  it('refuses a wrong signature and an unknown session', async () => {
    await expect(grupoAAdapter.open(config('grupoa', 'grupoa', 'wrong'), request)).rejects.toThrow(
      /HTTP 401/,
    );
    await expect(
      grupoAAdapter.resolveSession!(config('grupoa', 'grupoa'), 'nao-existe-123'),
    ).rejects.toThrow(/HTTP 404/);
  });
});
