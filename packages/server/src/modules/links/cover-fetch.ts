import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Raster types a stored cover may have. SVG is refused: from our origin it could run script. */
const COVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
const MAX_BYTES = 2 * 1024 * 1024;
/** Time for the whole fetch, every redirect included. */
const TIMEOUT_MS = 4000;
/** Redirects followed before giving up. */
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/** A fetched cover image. */
export interface CoverImage {
  contentType: string;
  body: Buffer;
}

/** Says whether the server may connect to an IP address (as text, v4 or v6). */
export type AddressPolicy = (address: string) => boolean;

/** How fetchCover may connect. */
export interface CoverFetchOptions {
  /**
   * Which addresses may be connected to, on every hop. Defaults to `isPublicAddress`. Tests
   * pass a policy that lets them reach their own server on 127.0.0.1; production code never
   * sets it.
   */
  addressPolicy?: AddressPolicy;
  /** Time for the whole fetch, redirects included (default 4 s). */
  timeoutMs?: number;
}

/**
 * True for a public unicast address only. Refuses loopback, private (RFC 1918), link-local
 * (169.254/16 — cloud metadata — and fe80::/10), unique-local (fc00::/7), CGNAT (100.64/10),
 * multicast, broadcast, unspecified, reserved and documentation ranges, NAT64 / 6to4 / Teredo
 * (they embed an IPv4 address), IPv4-mapped IPv6 of any refused IPv4 address, and every IPv6
 * address outside global unicast 2000::/3 (so IPv4-compatible ::a.b.c.d too).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // ::ffff:a.b.c.d becomes a.b.c.d
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6, 3);
}

/** A connection we refused to open: the host is (or resolves to) an address the policy refuses. */
class RefusedAddressError extends Error {
  readonly code = 'ECOVERADDRESS';
}

/**
 * The DNS lookup used for the connection itself: every address the name resolves to must pass
 * the policy, and the socket then connects to one of those checked addresses — so a name
 * cannot resolve to a public address for a check and to a private one for the connection.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !policy(a.address));
      if (addresses.length === 0 || refused) {
        return callback(new RefusedAddressError(`${hostname} resolves to a refused address`), '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The raster type the bytes are, from their signature (JPEG, PNG, GIF, WebP, AVIF), or null.
 * The declared content type is not trusted alone: a text body labelled image/png is refused.
 */
export function sniffImageType(body: Buffer): string | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) {
    return 'image/jpeg';
  }
  if (body.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  const gif = body.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (
    body.subarray(0, 4).toString('latin1') === 'RIFF' &&
    body.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (body.length >= 16 && body.subarray(4, 8).toString('latin1') === 'ftyp') {
    // ISO-BMFF: major brand at 8, minor version at 12, compatible brands up to the box end.
    const boxEnd = Math.min(body.readUInt32BE(0), body.length);
    const brands = [body.subarray(8, 12).toString('latin1')];
    for (let at = 16; at + 4 <= boxEnd; at += 4) {
      brands.push(body.subarray(at, at + 4).toString('latin1'));
    }
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'image/avif';
  }
  return null;
}

type Hop = { kind: 'redirect'; location: string } | { kind: 'done'; image: CoverImage | null };

/** One request, without following redirects; the body is read up to MAX_BYTES. */
async function fetchOnce(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal IP address is connected to without a lookup, so it is checked here.
  if (isIP(host) && !policy(host)) return { kind: 'done', image: null };
  const client = url.protocol === 'https:' ? https : http;
  const request = client.request({
    protocol: url.protocol,
    hostname: host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { accept: [...COVER_TYPES].join(', '), 'user-agent': 'Estante cover fetcher' },
    agent: false,
    lookup: guardedLookup(policy),
    signal,
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (REDIRECT_STATUSES.has(status) && location) {
    response.destroy();
    return { kind: 'redirect', location };
  }
  const declaredType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declaredLength = Number(response.headers['content-length'] ?? 0);
  if (
    status < 200 ||
    status > 299 ||
    !COVER_TYPES.has(declaredType) ||
    declaredLength > MAX_BYTES
  ) {
    response.destroy();
    return { kind: 'done', image: null };
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    length += (chunk as Buffer).length;
    // Checked while streaming: a missing or false content-length does not lift the cap.
    if (length > MAX_BYTES) {
      response.destroy();
      return { kind: 'done', image: null };
    }
    chunks.push(chunk as Buffer);
  }
  if (!response.complete) return { kind: 'done', image: null };
  const body = Buffer.concat(chunks);
  const contentType = sniffImageType(body);
  return { kind: 'done', image: contentType ? { contentType, body } : null };
}

/**
 * Fetches a cover stored at an http(s) address so we can serve it from our own origin (the
 * Content-Security-Policy allows images from 'self' and data: only). Redirects are followed
 * by hand (at most 3), and every hop may only connect to addresses the policy accepts
 * (public unicast by default), checked in the lookup the connection itself uses. Answers null
 * when the cover cannot be used: not http(s), a refused address, unreachable, slower than 4 s
 * in all, not a raster image (by declared type and by its bytes), or over 2 MB — the caller
 * then draws the placeholder. Never throws.
 */
export async function fetchCover(
  url: string,
  options: CoverFetchOptions = {},
): Promise<CoverImage | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const policy = options.addressPolicy ?? isPublicAddress;
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  try {
    let current = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') return null;
      const answer = await fetchOnce(current, policy, signal);
      if (answer.kind === 'done') return answer.image;
      current = new URL(answer.location, current);
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The stored cover as a path on our own origin, or null when it is not one. Only a single `/`
 * followed by something other than `/` or `\` is accepted, with no backslash (also encoded),
 * whitespace or control character anywhere, and only if it still names our host when read as
 * a URL — so `//evil.example`, `/\evil.example`, `/%5Cevil.example` or `/\t/evil.example` can
 * never become a redirect to another host.
 */
export function localCoverPath(stored: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!/^\/[^/\\]/.test(stored) || /[\\\s\u0000-\u001f\u007f]|%5c/i.test(stored)) return null;
  let parsed: URL;
  try {
    parsed = new URL(stored, 'http://localhost');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://localhost' || parsed.pathname.startsWith('//')) return null;
  return stored;
}
