/**
 * Email address rule of spec §5: the standard address pattern, case-insensitive, including
 * bracketed IP-literal hosts (`ana@[192.168.0.1]`).
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/i;

/** Longest address SMTP carries (RFC 5321 path limit). */
const MAX_ADDRESS_LENGTH = 254;

/** True when `address` is one valid email address by the spec's rule. */
export function isEmailAddress(address: string): boolean {
  return address.length <= MAX_ADDRESS_LENGTH && EMAIL_PATTERN.test(address);
}

/** The outcome of reading a `;`-separated address list. */
export type AddressListResult = { ok: true; addresses: string[] } | { ok: false; invalid: string };

/**
 * Splits an address list on `;` (spec §5: several addresses separated by semicolons), trimming
 * each and dropping empty parts and repeats. Answers the first invalid address, if any, so the
 * caller can refuse the whole list before sending anything; an empty list is invalid too.
 */
export function parseAddressList(text: string): AddressListResult {
  const addresses: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    const address = part.trim();
    if (address === '') continue;
    if (!isEmailAddress(address)) return { ok: false, invalid: address };
    const key = address.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      addresses.push(address);
    }
  }
  return addresses.length === 0 ? { ok: false, invalid: text.trim() } : { ok: true, addresses };
}
