import type { Request, Response } from 'express';
import type { ChallengeProvider } from './challenge-provider';

/** GET /api/authentication/challenge: a fresh challenge for the account box to solve when `needsV2Token`. */
export function challengeRoute(challenge: ChallengeProvider) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await challenge.issue());
  };
}
