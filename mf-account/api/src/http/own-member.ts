import type { Response } from 'express';
import { identityOf, ResponseError } from '@storefront/platform/server';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a user id can be a member's (members.id is a uuid): anything else is nobody we know. */
export const isMemberId = (value: string | null | undefined): value is string => typeof value === 'string' && uuidShape.test(value);

export const loginRequired = (message = 'Log in to see this page.') => new ResponseError(401, 'login_required', message);

/** The logged-in member's id (behind `allow.members`). */
export function memberIdOf(res: Response): string {
  const userId = identityOf(res).userId;
  if (!userId) throw loginRequired();
  return userId;
}

/** The logged-in member's id behind `allow.members`; an id that cannot be a member's is a 401 like no id at all. */
export function ownMemberId(res: Response): string {
  const id = memberIdOf(res);
  if (!isMemberId(id)) throw loginRequired();
  return id;
}
