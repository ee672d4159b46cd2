import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { oidcSettings } from './settings.ts';

const PUBLIC = 'https://catalogo.ufe.edu.br';

describe('OIDC_* settings', () => {
  it('are off without OIDC_ISSUER', () => {
    expect(oidcSettings({}, PUBLIC)).toBeNull();
  });

  it('default the redirect to PUBLIC_URL/oauth-response, the scope to openid, the base to oidc', () => {
    const settings = oidcSettings(
      { OIDC_ISSUER: 'https://sso.ufe.edu.br/realms/ufe', OIDC_CLIENT_ID: 'estante' },
      PUBLIC,
    );
    expect(settings).toMatchObject({
      clientId: 'estante',
      clientSecret: null,
      redirectUri: 'https://catalogo.ufe.edu.br/oauth-response',
      scope: 'openid',
      loginBase: 'oidc',
      logoutUrl: null,
      requestSeconds: 600,
    });
    expect(settings?.issuer.href).toBe('https://sso.ufe.edu.br/realms/ufe');
  });

  it.each([
    [{ OIDC_ISSUER: 'http://sso.ufe.edu.br', OIDC_CLIENT_ID: 'e' }, /OIDC_ISSUER must be an https/],
    [{ OIDC_ISSUER: 'sso.ufe.edu.br', OIDC_CLIENT_ID: 'e' }, /OIDC_ISSUER must be an absolute/],
    [{ OIDC_ISSUER: 'https://sso.ufe.edu.br' }, /OIDC_CLIENT_ID is required/],
    [
      { OIDC_ISSUER: 'https://sso.ufe.edu.br', OIDC_CLIENT_ID: 'e', OIDC_SCOPE: 'email' },
      /OIDC_SCOPE must include openid/,
    ],
    [
      { OIDC_ISSUER: 'https://sso.ufe.edu.br', OIDC_CLIENT_ID: 'e', OIDC_REQUEST_MINUTES: '0' },
      /OIDC_REQUEST_MINUTES/,
    ],
    [
      {
        OIDC_ISSUER: 'https://sso.ufe.edu.br',
        OIDC_CLIENT_ID: 'e',
        OIDC_LOGOUT_URL: 'javascript:alert(1)',
      },
      /OIDC_LOGOUT_URL must be an https/,
    ],
  ])('refuse a bad configuration with a clear message (%o)', (env, message) => {
    expect(() => oidcSettings(env, PUBLIC)).toThrow(message);
  });

  it('accept plain http on this machine only (the demo provider, tests)', () => {
    const settings = oidcSettings(
      { OIDC_ISSUER: 'http://localhost:3001', OIDC_CLIENT_ID: 'estante' },
      'http://localhost:3000',
    );
    expect(settings?.redirectUri).toBe('http://localhost:3000/oauth-response');
  });

  it('DEMO_OIDC turns the demo provider on, on PORT + 1 unless DEMO_OIDC_PORT says', () => {
    expect(loadConfig({ PORT: '4000' }).demoOidc).toBeNull();
    expect(loadConfig({ PORT: '4000', DEMO_OIDC: 'on' }).demoOidc).toEqual({ port: 4001 });
    expect(loadConfig({ DEMO_OIDC: 'on', DEMO_OIDC_PORT: '0' }).demoOidc).toEqual({ port: 0 });
    expect(() => loadConfig({ DEMO_OIDC: 'maybe' })).toThrow(/DEMO_OIDC must be on or off/);
  });
});
