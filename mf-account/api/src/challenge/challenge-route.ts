import type { Request, Response } from 'express';
import type { ChallengeProvider } from './challenge-provider';

/**
 * GET /api/authentication/challenge: a fresh challenge of the first step, for a form that was told `needsV2Token`
 * without one (a login or registration answer brings its own, as hard as the server then asks).
 */
export function challengeRoute(challenge: ChallengeProvider, difficultyBits: number) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await challenge.issue(difficultyBits));
  };
}
