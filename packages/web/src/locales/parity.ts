// Compile-time checks of the translation files against the Portuguese one: the spec's languages
// (en, es) have exactly its keys; the optional ones (fr, it: login, recovery and footer, spec
// §1) may have fewer, the rest falling back to Portuguese, but every key they have must exist
// in Portuguese with the same shape (a text where it has a text).
import type en from './en/translation.json';
import type es from './es/translation.json';
import type fr from './fr/translation.json';
import type it from './it/translation.json';
import type pt from './pt/translation.json';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type Same<A, B> = [Shape<A>] extends [Shape<B>]
  ? [Shape<B>] extends [Shape<A>]
    ? true
    : never
  : never;

/** `true` when every key of `A` exists in `B`, texts as texts and groups as groups. */
type Within<A, B> = [Exclude<keyof A, keyof B>] extends [never]
  ? [
      {
        [K in keyof A & keyof B]: A[K] extends string
          ? B[K] extends string
            ? true
            : false
          : B[K] extends string
            ? false
            : Within<A[K], B[K]>;
      }[keyof A & keyof B],
    ] extends [true]
    ? true
    : false
  : false;

export const localesMatch: [Same<typeof pt, typeof en>, Same<typeof pt, typeof es>] = [true, true];

export const optionalLocalesWithin: [Within<typeof fr, typeof pt>, Within<typeof it, typeof pt>] = [
  true,
  true,
];
