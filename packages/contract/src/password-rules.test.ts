import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRules,
  DEFAULT_PASSWORD_RULES,
  nameParts,
  type PasswordRule,
  type PasswordRules,
} from './password-rules.ts';

const NONE: PasswordRules = {
  length: { min: 1, max: 1000 },
  has_numbers: false,
  only_numbers: false,
  diff_case: false,
  special_char: false,
  diff_name: false,
  last_pw: 0,
};

describe('brokenPasswordRules (spec §5), one rule at a time', () => {
  it.each<[string, Partial<PasswordRules>, string, PasswordRule[]]>([
    // length between min and max (characters, not UTF-16 units)
    ['abcdefgh', { length: { min: 8, max: 12 } }, 'x', []],
    ['abcdefg', { length: { min: 8, max: 12 } }, 'x', ['length']],
    ['abcdefghijklm', { length: { min: 8, max: 12 } }, 'x', ['length']],
    ['ação😀😀😀😀', { length: { min: 8, max: 8 } }, 'x', []],
    // contains digits
    ['sem-digitos', { has_numbers: true }, 'x', ['has_numbers']],
    ['com-1-digito', { has_numbers: true }, 'x', []],
    // not digits only
    ['12345678', { only_numbers: true }, 'x', ['only_numbers']],
    ['1234567a', { only_numbers: true }, 'x', []],
    // upper and lower case (accented letters count)
    ['minusculas', { diff_case: true }, 'x', ['diff_case']],
    ['MAIUSCULAS', { diff_case: true }, 'x', ['diff_case']],
    ['Mistura', { diff_case: true }, 'x', []],
    ['ÉTICAé', { diff_case: true }, 'x', []],
    // special characters among @ ! # $ % & * ( ) - _
    ['semespecial', { special_char: true }, 'x', ['special_char']],
    ['com.ponto', { special_char: true }, 'x', ['special_char']],
    ['com_sublinhado', { special_char: true }, 'x', []],
    ...[...'@!#$%&*()-_'].map((c): [string, Partial<PasswordRules>, string, PasswordRule[]] => [
      `a${c}b`,
      { special_char: true },
      'x',
      [],
    ]),
    // no part of the name, whatever the case and accents
    ['souza2026!', { diff_name: true }, 'Ana Souza', ['diff_name']],
    ['SOUZA', { diff_name: true }, 'Ana Souza', ['diff_name']],
    ['xxsoniaxx', { diff_name: true }, 'Sônia Ribeiro', ['diff_name']],
    ['Anabela-1', { diff_name: true }, 'Ana Souza', ['diff_name']],
    ['da-silva', { diff_name: true }, 'João da Silva', ['diff_name']],
    ['Estante-2026', { diff_name: true }, 'Ana Souza', []],
    ['dados-99', { diff_name: true }, 'Maria dos Anjos', []],
    // rules that are off break nothing
    ['1', {}, 'Ana', []],
  ])('%j with %j (name %s) breaks %j', (password, rules, name, broken) => {
    expect(brokenPasswordRules(password, { ...NONE, ...rules }, name)).toEqual(broken);
  });
});

describe('brokenPasswordRules with the default rules', () => {
  it.each<[string, PasswordRule[]]>([
    ['Estante-2026', []],
    ['estante-2026', ['diff_case']],
    ['Estante2026', ['special_char']],
    ['12345678', ['only_numbers', 'diff_case', 'special_char']],
    ['Ab-1', ['length']],
    ['Souza-2026', ['diff_name']],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password, DEFAULT_PASSWORD_RULES, 'Ana Souza')).toEqual(broken);
  });
});

describe('nameParts', () => {
  it.each([
    ['Ana Souza', ['ana', 'souza']],
    ['João da Silva', ['joao', 'silva']],
    ['Maria dos Anjos', ['maria', 'anjos']],
    ["D'Ávila-Lê Bo", ['avila']],
    ['', []],
  ])('%s → %j', (name, parts) => expect(nameParts(name)).toEqual(parts));
});
