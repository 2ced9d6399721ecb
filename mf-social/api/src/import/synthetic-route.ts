import { Router } from 'express';
import { accepts, allow, ResponseError, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { generateSyntheticSocial } from '../demo-data/synthetic-social';

export const syntheticSocialPath = '/internal/synthetic-social';

/** The most either may be: a chain's worth of members, and ten posts each. */
export const syntheticLimits = { profiles: 100_000, posts: 1_000_000 } as const;

const syntheticInput = accepts({
  body: z.object({
    profiles: z.number().int().min(1).max(syntheticLimits.profiles),
    posts: z.number().int().min(0).max(syntheticLimits.posts),
  }),
});

/**
 * POST /internal/synthetic-social `{ profiles, posts }`: synthetic members, follows, posts, comments and helpful marks
 * for scale figures (`npm run social:import -- --synthetic`), the operator's identity only; never through the gateway.
 */
export function syntheticSocialRoute(db: Database, events: { reviewsChanged(): void }): Router {
  const router = Router();
  router.post(syntheticSocialPath, allow.services('operator'), syntheticInput, async (_req, res) => {
    const started = performance.now();
    const answer = await generateSyntheticSocial(db, syntheticInput.body(res));
    if (answer === 'noProducts') throw new ResponseError(409, 'no_products', 'Synthetic posts are about products Social has reviews of: seed or import reviews first.');
    events.reviewsChanged();
    res.json({ ...answer, seconds: Math.round((performance.now() - started) / 100) / 10 });
  });
  return router;
}
