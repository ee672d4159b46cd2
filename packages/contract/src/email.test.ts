import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmailAddress, MAX_EMAIL_RECIPIENTS, parseAddressList } from './email.ts';

describe('isEmailAddress (spec §5)', () => {
  it.each([
    'ana@ufe.edu.br',
    'ANA.Souza@UFE.EDU.BR',
    'joao+biblioteca@exemplo.com',
    'ana@[192.168.0.10]',
    'x_y-z@sub.dominio.org',
    'joão@exemplo.com.br',
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
    // Quoted local parts: one address to a naive pattern, several to a mail library.
    '"x",other@evil.example,"y"@example.com',
    '"ana souza"@exemplo.com',
    'ana,bob@ufe.br',
    '<bob@evil.example>ana@ufe.br',
    'Ana <ana@ufe.br>',
    'ana\u0000@ufe.br',
    'ana\r\nBcc: x@evil.example@ufe.br',
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));

  it('never accepts whitespace, quotes, commas, angle brackets, semicolons or control characters', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'b', '.', '@', '"', ',', '<', '>', ' ', ';', '\n', 'x.br'),
        }),
        (text) => !isEmailAddress(text) || (!/[\s;",<>\p{Cc}]/u.test(text) && text.includes('@')),
      ),
      { numRuns: 2000 },
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
      reason: 'invalid',
      invalid: 'bob@ufe',
    });
  });

  it('refuses a list with no address', () => {
    expect(parseAddressList(' ; ;')).toEqual({ ok: false, reason: 'empty' });
  });

  it(`accepts ${MAX_EMAIL_RECIPIENTS} addresses and refuses one more`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@ufe.br`).join(';');
    expect(parseAddressList(list(MAX_EMAIL_RECIPIENTS)).ok).toBe(true);
    expect(parseAddressList(list(MAX_EMAIL_RECIPIENTS + 1))).toEqual({
      ok: false,
      reason: 'too_many',
      count: MAX_EMAIL_RECIPIENTS + 1,
    });
    // Repeats do not count twice.
    expect(parseAddressList(`${list(MAX_EMAIL_RECIPIENTS)};P0@ufe.br`).ok).toBe(true);
  });
});
