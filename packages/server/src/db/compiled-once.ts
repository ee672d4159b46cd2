import { CompiledQuery } from 'kysely';

/** The marker value argument `i` is compiled with: an integer no request sends. */
const marker = (i: number) => -2_147_480_000 - i;

/**
 * A statement Kysely builds and compiles once, on first use, with marker values for its
 * arguments; each later run only puts the arguments in its parameters. For hot statements
 * whose text never varies with the arguments (the PREPARED ones): building and compiling was
 * ~10% of the server's time on the pending-loans list. `compile` must use each argument only
 * as a bound value (never to choose SQL, nor in SQL that tells types apart before binding).
 */
export function compiledOnce<A extends (number | string)[]>(
  compile: (...args: A) => CompiledQuery,
): (...args: A) => CompiledQuery {
  let compiled: CompiledQuery | undefined;
  // For each parameter, the argument it holds (-1: a constant of the statement).
  let slots: number[] = [];
  return (...args) => {
    if (!compiled) {
      const markers = args.map((_, i) => marker(i));
      compiled = compile(...(markers as A));
      slots = compiled.parameters.map((value) => markers.indexOf(value as number));
      for (let i = 0; i < args.length; i++) {
        if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} is not a parameter`);
      }
    }
    const parameters = compiled.parameters.map((value, i) =>
      slots[i]! >= 0 ? args[slots[i]!] : value,
    );
    return CompiledQuery.raw(compiled.sql, parameters);
  };
}
