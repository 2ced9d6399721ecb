import type { AuthenticationChallenge } from '../../../contract/login';
import { proofOfWorkBits } from './leading-zero-bits';

/** Finds a nonce for `challenge` (tests and tools; the browser has its own solver): the `recaptchaV2Token` to send. */
export function solveChallenge(challenge: Pick<AuthenticationChallenge, 'salt' | 'difficultyBits' | 'token'>): string {
  for (let nonce = 0; ; nonce++) {
    if (proofOfWorkBits(challenge.salt, String(nonce)) >= challenge.difficultyBits) return `${challenge.token}.${nonce}`;
  }
}
