import type { Request, Response } from 'express';
import { reachedOverHttps } from '@storefront/platform/server';
import { onBehalfOfCookie } from '../../../contract/social-profile';

/**
 * Sets the cookie SocialOnBehalfOf to the profile (null: the member themself, and the cookie goes). Script may read
 * it (the member's choice of profile is made in the page too); it grants nothing: the server checks every request.
 */
export function setOnBehalfOf(req: Request, res: Response, profileId: string | null): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: reachedOverHttps(req), httpOnly: false };
  if (profileId) res.cookie(onBehalfOfCookie, profileId, options);
  else res.clearCookie(onBehalfOfCookie, options);
}
