// Compile-time check that every locale has exactly the keys of the Portuguese one.
import type en from './en/translation.json';
import type es from './es/translation.json';
import type pt from './pt/translation.json';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type Same<A, B> = [Shape<A>] extends [Shape<B>]
  ? [Shape<B>] extends [Shape<A>]
    ? true
    : never
  : never;

export const localesMatch: [Same<typeof pt, typeof en>, Same<typeof pt, typeof es>] = [true, true];
