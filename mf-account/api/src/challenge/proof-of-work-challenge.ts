import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey, type Queryable } from '@storefront/platform/server';
import type { ChallengeProvider } from './challenge-provider';
import { proofOfWorkBits } from './leading-zero-bits';

export const challengeValidityMs = 5 * 60_000;
/** The purpose the challenge's signing key is derived for: never the identity secret itself. */
export const challengeKeyPurpose = 'login-challenge';

export interface ProofOfWorkOptions {
  db: Queryable;
  /** The store's identity secret: the tokens are signed with a key derived from it for challenges alone. */
  secret: string;
  now?: () => number;
}

/**
 * The built-in second-stage challenge: the browser finds a nonce whose SHA-256 with the salt starts with as many
 * zero bits as asked (2^bits hashes on average; login/challenge-difficulty.ts says how many when), which makes
 * scripted guessing cost CPU while a shopper only waits. Stateless to issue (the token is signed: salt, difficulty,
 * expiry); a solved salt is stored when used, so each solution counts once.
 */
export function createProofOfWorkChallenge({ db, secret, now = Date.now }: ProofOfWorkOptions): ChallengeProvider {
  const key = deriveKey(secret, challengeKeyPurpose);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    async issue(difficultyBits) {
      const salt = randomBytes(16).toString('base64url');
      const expiresAt = now() + challengeValidityMs;
      const payload = `${salt}.${difficultyBits}.${expiresAt}`;
      return {
        algorithm: 'SHA-256',
        salt,
        difficultyBits,
        token: `${payload}.${sign(payload)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async verify(solution, atLeastBits, tx = db) {
      const parts = solution.split('.');
      if (parts.length !== 5) return false;
      const [salt, bitsText, expiresText, signature, nonce] = parts as [string, string, string, string, string];
      const payload = `${salt}.${bitsText}.${expiresText}`;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const expiresAt = Number(expiresText);
      if (!(expiresAt > now())) return false;
      const bits = Number(bitsText);
      if (!(bits >= atLeastBits) || !/^\d{1,16}$/.test(nonce) || proofOfWorkBits(salt, nonce) < bits) return false;
      const at = new Date(now()).toISOString();
      await tx.query('DELETE FROM used_challenges WHERE expires_at < $1::timestamptz', [at]);
      const inserted = await tx.query(
        'INSERT INTO used_challenges (salt, expires_at) VALUES ($1, $2::timestamptz) ON CONFLICT (salt) DO NOTHING RETURNING salt',
        [salt, new Date(expiresAt).toISOString()],
      );
      return inserted.length === 1;
    },
  };
}
