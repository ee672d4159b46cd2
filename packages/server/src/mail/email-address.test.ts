import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmailAddress, parseAddressList } from './email-address.ts';

describe('isEmailAddress (spec §5)', () => {
  it.each([
    'ana@ufe.edu.br',
    'ANA.Souza@UFE.EDU.BR',
    'joao+biblioteca@exemplo.com',
    '"ana souza"@exemplo.com',
    'ana@[192.168.0.10]',
    'x_y-z@sub.dominio.org',
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    '',
    'ana',
    'ana@',
    '@ufe.br',
    'ana@ufe',
    'ana@ufe.b',
    'ana souza@ufe.br',
    'ana@@ufe.br',
    'ana@ufe..br',
    '.ana@ufe.br',
    'ana.@ufe.br',
    'ana@[192.168.0]',
    'ana@ufe.br;bob@ufe.br',
    `${'a'.repeat(250)}@ufe.br`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));

  it('never accepts a string with whitespace, a semicolon or no at-sign outside quotes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (!isEmailAddress(text) || text.startsWith('"')) return true;
        return !/[\s;]/.test(text) && text.includes('@');
      }),
    );
  });
});

describe('parseAddressList', () => {
  it('splits on semicolons, trims, drops empty parts and repeats (case-insensitively)', () => {
    expect(parseAddressList(' ana@ufe.br ; bob@ufe.br;;ANA@ufe.br; ')).toEqual({
      ok: true,
      addresses: ['ana@ufe.br', 'bob@ufe.br'],
    });
  });

  it('names the first bad address', () => {
    expect(parseAddressList('ana@ufe.br; bob@ufe; carla')).toEqual({
      ok: false,
      invalid: 'bob@ufe',
    });
  });

  it('refuses a list with no address', () => {
    expect(parseAddressList(' ; ;')).toEqual({ ok: false, invalid: '; ;' });
  });
});
