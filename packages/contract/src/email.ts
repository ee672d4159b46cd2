/**
 * Email addresses as patrons type them (spec §5: several addresses separated by semicolons),
 * checked alike by the web and the server.
 *
 * The local part is the plain dot-atom form only: no quoted local parts, so no quotes, commas,
 * angle brackets, spaces or control characters anywhere before the at-sign. A quoted local part
 * such as `"x",other@evil.example,"y"@example.com` reads as one address here but as several to
 * a mail library's address parser, which would send to addresses the patron never saw checked.
 * The domain is a host name or a bracketed IPv4 literal.
 */
const EMAIL_PATTERN =
  /^[^<>()[\]\\.,;:\s@"\p{Cc}]+(\.[^<>()[\]\\.,;:\s@"\p{Cc}]+)*@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/iu;

/** Longest address SMTP carries (RFC 5321 path limit). */
export const MAX_EMAIL_ADDRESS_LENGTH = 254;

/** Most addresses one message may go to (basket export and other emails patrons send). */
export const MAX_EMAIL_RECIPIENTS = 5;

/** True when `address` is one valid email address. */
export function isEmailAddress(address: string): boolean {
  return address.length <= MAX_EMAIL_ADDRESS_LENGTH && EMAIL_PATTERN.test(address);
}

/** The outcome of reading a `;`-separated address list. */
export type AddressListResult =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; invalid: string }
  | { ok: false; reason: 'too_many'; count: number };

/**
 * Splits an address list on `;`, trimming each and dropping empty parts and repeats
 * (case-insensitively). Answers the first invalid address, if any, so the caller can refuse the
 * whole list before sending anything; an empty list and one of more than MAX_EMAIL_RECIPIENTS
 * addresses are refused too.
 */
export function parseAddressList(text: string): AddressListResult {
  const addresses: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    const address = part.trim();
    if (address === '') continue;
    if (!isEmailAddress(address)) return { ok: false, reason: 'invalid', invalid: address };
    const key = address.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      addresses.push(address);
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'empty' };
  if (addresses.length > MAX_EMAIL_RECIPIENTS) {
    return { ok: false, reason: 'too_many', count: addresses.length };
  }
  return { ok: true, addresses };
}
