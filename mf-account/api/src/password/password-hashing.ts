import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { accountRules } from '@storefront/platform';
import type { PasswordHasher } from './password-hasher';

// The package's Algorithm is a const enum, which isolated modules cannot read: Argon2id is 2.
const argon2id = 2 as Algorithm;

export interface Argon2Cost {
  /** Memory per hash in KiB. */
  memoryCostKib: number;
  /** Passes over that memory. */
  passes: number;
}

/**
 * Argon2id with one lane. The default (config.ts) is 64 MiB and 3 passes, RFC 9106's second recommended setting
 * with parallelism 1: about 125 ms per hash on the shop's server, well above OWASP's minimum (19 MiB, 2 passes).
 * The cost is written into each hash (PHC string), so a changed setting applies to old hashes at the next login.
 */
export function createArgon2Hasher({ memoryCostKib, passes }: Argon2Cost): PasswordHasher {
  const options: Options = { algorithm: argon2id, memoryCost: memoryCostKib, timeCost: passes, parallelism: 1 };
  const refuseLong = (password: string) => {
    if (password.length > accountRules.maxPasswordLength) throw new RangeError('password too long to hash');
  };
  return {
    async hash(password) {
      refuseLong(password);
      return hash(password, options);
    },
    async verify(storedHash, password) {
      if (password.length > accountRules.maxPasswordLength) return false;
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
    needsRehash(storedHash) {
      try {
        const used = parseOptions(storedHash);
        return used.algorithm !== argon2id || used.memoryCost !== memoryCostKib || used.timeCost !== passes || used.parallelism !== 1;
      } catch {
        return true;
      }
    },
  };
}
