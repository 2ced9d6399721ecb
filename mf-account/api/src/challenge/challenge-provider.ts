import type { AuthenticationChallenge } from '../../../contract/login';
import type { Queryable } from '@storefront/platform/server';

/**
 * The second-stage challenge (`needsV2Token`). The built-in one is a proof of work that needs no third-party
 * service; a real captcha provider plugs in behind the same two calls.
 */
export interface ChallengeProvider {
  /** A fresh challenge as hard as asked (leading zero bits of the proof of work). */
  issue(difficultyBits: number): Promise<AuthenticationChallenge>;
  /**
   * True once per solved challenge at least `atLeastBits` hard: a token is refused the second time, and when easier,
   * expired or forged. Its use is recorded in `db` when given (the caller's transaction).
   */
  verify(solution: string, atLeastBits: number, db?: Queryable): Promise<boolean>;
}
