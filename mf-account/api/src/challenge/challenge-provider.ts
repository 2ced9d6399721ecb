import type { AuthenticationChallenge } from '@storefront/platform';

/**
 * The second-stage login challenge (`needsV2Token`). The built-in one is a proof of work that needs no third-party
 * service; a real captcha provider plugs in behind the same two calls.
 */
export interface ChallengeProvider {
  issue(): Promise<AuthenticationChallenge>;
  /** True once per solved challenge: a token is refused the second time, and when expired or forged. */
  verify(token: string): Promise<boolean>;
}
