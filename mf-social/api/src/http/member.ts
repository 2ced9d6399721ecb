import type { Response } from 'express';
import { identityOf, ResponseError } from '@storefront/platform/server';

/** The logged-in member's id, behind `allow.members` (which refuses visitors first). */
export function memberIdOf(res: Response): string {
  const { userId } = identityOf(res);
  if (!userId) throw new ResponseError(401, 'login_required', 'Log in first.');
  return userId;
}
