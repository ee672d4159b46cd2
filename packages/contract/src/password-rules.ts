import Type, { type Static } from 'typebox';

/** The special characters the spec's rule counts (spec §5): @ ! # $ % & * ( ) - _ */
export const PASSWORD_SPECIAL_CHARACTERS = '@!#$%&*()-_';

/**
 * The new-password rules (spec §3 Password recovery `rules`, §5). Each applies only when set:
 * a `false` flag or a `last_pw` of 0 turns that rule off.
 */
export const PasswordRulesSchema = Type.Object({
  /** Length bounds, in characters, of the trimmed password. */
  length: Type.Object({ min: Type.Integer({ minimum: 1 }), max: Type.Integer({ minimum: 1 }) }),
  /** Contains at least one digit. */
  has_numbers: Type.Boolean(),
  /** Is not made of digits only. */
  only_numbers: Type.Boolean(),
  /** Has upper- and lower-case letters. */
  diff_case: Type.Boolean(),
  /** Has one of PASSWORD_SPECIAL_CHARACTERS. */
  special_char: Type.Boolean(),
  /** Does not contain a part (three letters or more) of the user's name. */
  diff_name: Type.Boolean(),
  /** Differs from the last N passwords (the current one included); 0: not checked. */
  last_pw: Type.Integer({ minimum: 0 }),
});
export type PasswordRules = Static<typeof PasswordRulesSchema>;

/** A rule a password can break; `last_pw` is checked by the server alone (it needs the hashes). */
export type PasswordRule =
  | 'length'
  | 'has_numbers'
  | 'only_numbers'
  | 'diff_case'
  | 'special_char'
  | 'diff_name'
  | 'last_pw';

/** The rules when the institution sets none (setting `password_rules` overrides any of them). */
export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: true,
  diff_case: true,
  special_char: true,
  diff_name: true,
  last_pw: 3,
};

/** Lower case without accents, so "Sônia" and "SONIA" compare equal. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Parts of a name too common to be forbidden ("da Silva" keeps "silva"). */
const NAME_PARTICLES = new Set(['das', 'dos', 'del', 'van', 'von']);

/** The parts of a name a password may not contain: words of three letters or more. */
export function nameParts(name: string): string[] {
  return fold(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3 && !NAME_PARTICLES.has(part));
}

/**
 * The rules `password` breaks (spec §5), in the rules' order, apart from `last_pw`. The caller
 * trims the password first (the spec trims it before sending). Length counts characters, not
 * UTF-16 units. Pure: the web's live checklist and the server use the same function.
 */
export function brokenPasswordRules(
  password: string,
  rules: PasswordRules,
  personName: string,
): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password].length;
  if (length < rules.length.min || length > rules.length.max) broken.push('length');
  if (rules.has_numbers && !/[0-9]/.test(password)) broken.push('has_numbers');
  if (rules.only_numbers && /^[0-9]+$/.test(password)) broken.push('only_numbers');
  if (rules.diff_case && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) {
    broken.push('diff_case');
  }
  if (rules.special_char && ![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) {
    broken.push('special_char');
  }
  if (rules.diff_name) {
    const folded = fold(password);
    if (nameParts(personName).some((part) => folded.includes(part))) broken.push('diff_name');
  }
  return broken;
}
