import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../password/password-hasher';

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A hash of a random password made with today's cost: a login for an unknown e-mail verifies against it, so it
 * takes as long as one for a member and the answer's timing does not tell which e-mails have accounts.
 */
export function dummyHashFor(hasher: PasswordHasher): Promise<string> {
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = Promise.resolve()
      .then(() => hasher.hash(randomBytes(16).toString('base64url')))
      .catch((error: unknown) => {
        dummyHashes.delete(hasher);
        throw error;
      });
    dummyHashes.set(hasher, dummy);
  }
  return dummy;
}

/** Makes the dummy hash ahead of the first login, so that one is not slower either. */
export function prepareDummyHash(hasher: PasswordHasher): void {
  dummyHashFor(hasher).catch(() => undefined);
}
