import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, not importable as a value). */
const ARGON2ID = 2;
import { ARGON2_MINIMUM } from './settings.ts';

/** argon2id cost: memory in KiB and passes. */
export interface Argon2Cost {
  memoryKib: number;
  timeCost: number;
}

/**
 * Password hashing with argon2id (`@node-rs/argon2`, off the event loop). The cost comes from
 * settings and is never below OWASP's minimum (19 MiB, 2 passes).
 */
export function passwordHasher(cost: Argon2Cost) {
  if (cost.memoryKib < ARGON2_MINIMUM.memoryKib || cost.timeCost < ARGON2_MINIMUM.timeCost) {
    throw new Error(
      `argon2id cost too low: at least ${ARGON2_MINIMUM.memoryKib} KiB and ${ARGON2_MINIMUM.timeCost} passes`,
    );
  }
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.timeCost,
    parallelism: 1,
  };
  let dummy: Promise<string> | null = null;

  return {
    /** A new PHC string (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`). */
    hash: (password: string): Promise<string> => hash(password, options),

    /** Whether `password` matches `stored`; false (not an error) for a malformed hash. */
    async verify(stored: string, password: string): Promise<boolean> {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },

    /**
     * Spends the time a real check takes, for a username that does not exist, so that an
     * unknown user and a wrong password cannot be told apart by timing. Always false.
     */
    async verifyDummy(password: string): Promise<false> {
      dummy ??= hash('estante-dummy-password', options);
      await verify(await dummy, password).catch(() => false);
      return false;
    },

    /** Whether a stored hash was made with a lower cost (or another algorithm) than today's. */
    needsRehash(stored: string): boolean {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
      if (!match) return true;
      return Number(match[1]) < cost.memoryKib || Number(match[2]) < cost.timeCost;
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
