/**
 * Email rule of spec §5 (the server applies the same one): the standard address pattern,
 * case-insensitive, including bracketed IP-literal hosts.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/i;

const MAX_ADDRESS_LENGTH = 254;

/** Outcome of checking a `;`-separated address list. */
export type AddressCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; address: string };

/** Splits on `;`, trims, drops empty parts and repeats; answers the first bad address. */
export function checkAddressList(text: string): AddressCheck {
  const addresses: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    const address = part.trim();
    if (address === '') continue;
    if (address.length > MAX_ADDRESS_LENGTH || !EMAIL_PATTERN.test(address)) {
      return { ok: false, reason: 'invalid', address };
    }
    if (!seen.has(address.toLowerCase())) {
      seen.add(address.toLowerCase());
      addresses.push(address);
    }
  }
  return addresses.length === 0 ? { ok: false, reason: 'empty' } : { ok: true, addresses };
}
