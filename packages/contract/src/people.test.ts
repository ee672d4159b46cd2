import { describe, expect, it } from 'vitest';
import { cleanPhone, isValidCpf } from './people.ts';

describe('isValidCpf (tax number, digits only)', () => {
  it.each(['52998224725', '11144477735', '00000000191'])('accepts %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each([
    ['wrong first check digit', '52998224735'],
    ['wrong second check digit', '52998224724'],
    ['all the same digit', '11111111111'],
    ['punctuation', '529.982.247-25'],
    ['too short', '5299822472'],
    ['too long', '529982247250'],
    ['letters', '5299822472a'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('cleanPhone (spec §5)', () => {
  it.each([
    ['(48) 3721-0000', '(48) 3721-0000'],
    ['+55 48 3721-0000', '55 48 3721-0000'],
    ['48.3721.0000', '4837210000'],
    ['(48) 3721-0000 ramal 12', '(48) 3721-0000  '],
    ['abc', ''],
  ])('%j → %j', (typed, cleaned) => expect(cleanPhone(typed)).toBe(cleaned));
});
