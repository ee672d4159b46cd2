/** Paths a sign-in never returns to: they would sign in or out again. */
const LOOPS = ['/login', '/sair'];

/**
 * The destination after sign-in: only a path of this site (one leading `/`, not `//` or `/\`,
 * which browsers read as another host), else `/`.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  // Tabs and newlines are dropped by URL parsers ("/\t/evil"); other controls have no place.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    if (LOOPS.includes(url.pathname)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** `/login?redirect=…` for a destination of this site. */
export function loginPath(destination: string): string {
  const target = safeRedirect(destination);
  return target === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: target })}`;
}
