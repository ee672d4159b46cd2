/**
 * Test support: a browser's way through an OpenID provider's sign-in, over real HTTP with
 * its cookies, from the authorisation link to the answer the provider sends back.
 */

/** Cookies by name (the provider's are few and path-scoped; sending all of them is fine). */
type Jar = Map<string, string>;

function keepCookies(jar: Jar, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

async function visit(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  });
  keepCookies(jar, response);
  return response;
}

/**
 * Opens `link`, signs in on the provider's page with `login` and `password` (or presses
 * Cancel with `cancel`), and follows redirects until one leaves the provider: answers the
 * query of that address (code, state, iss — or error).
 * @throws when the provider's page refuses the password (it answers the form again).
 */
export async function providerSignIn(
  link: string,
  login: string,
  password: string,
  options: { cancel?: boolean } = {},
): Promise<URLSearchParams> {
  const jar: Jar = new Map();
  const origin = new URL(link).origin;
  let response = await visit(jar, link);
  let posted = false;
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, origin);
      if (next.origin !== origin) return next.searchParams;
      response = await visit(jar, next.href);
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action) {
      throw new Error(`provider page ${response.status}: ${page.slice(0, 300)}`);
    }
    // The form again after posting it: the provider refused the password.
    if (posted) throw new Error(`the provider refused the sign-in: ${page.slice(0, 300)}`);
    posted = true;
    const target = options.cancel ? action.replace(/\/login$/, '/abort') : action;
    response = await visit(jar, new URL(target, origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
  }
  throw new Error('too many redirects at the provider');
}
