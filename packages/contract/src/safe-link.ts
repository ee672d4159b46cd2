/**
 * Which catalogued addresses may become links (MARC 856 $u and other addresses from data),
 * decided alike by the server, which answers only these as links, and the web, which renders
 * anything else as text.
 */

/** The schemes a link may have: web pages and email. */
const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * True when `value` is an absolute http, https or mailto address. It is read as browsers read
 * an `href` (the WHATWG URL parser), so leading spaces and control characters, tabs or line
 * breaks inside the scheme and mixed case (`JaVa\tScRiPt:`) are judged by the scheme a browser
 * would follow. Relative addresses, `javascript:`, `data:`, `vbscript:`, `file:` and anything
 * unparsable are not links.
 */
export function isSafeLink(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    return SAFE_LINK_PROTOCOLS.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The `url` and `descricao` the API answers for a catalogued address and its label: `url` is
 * the address (trimmed) only when {@link isSafeLink}; otherwise it is null and the address,
 * as text, is the `descricao` of a link that has no label — so it is shown, never followed.
 */
export function linkOrText(
  address: string,
  label: string | null,
): { url: string | null; descricao: string | null } {
  const url = address.trim();
  return isSafeLink(url) ? { url, descricao: label } : { url: null, descricao: label ?? url };
}
