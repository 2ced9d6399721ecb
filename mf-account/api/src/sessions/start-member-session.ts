import type { Request, Response } from 'express';
import { identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { setSessionCookie, sessionTokenOf } from './session-cookie';
import { createSession, deleteSession } from './session-store';

/**
 * Logs the member in on this browser: a new session replaces the one its cookie named (no session fixation), the
 * cookie is set, and the visitor's cart joins the member's. The cart merge never fails the login.
 */
export async function startMemberSession(services: AccountServices, req: Request, res: Response, memberId: string): Promise<void> {
  const previous = sessionTokenOf(req);
  if (previous) await deleteSession(services.db, previous);
  const { token } = await createSession(services.db, memberId, services.now());
  setSessionCookie(req, res, token);
  const { visitorId, market, culture, isStoreDevice } = identityOf(res);
  try {
    await services.carts.merge({ userId: memberId, visitorId, market, culture, isStoreDevice });
  } catch (error) {
    services.logger.warn({ err: (error as Error).message }, 'cart merge after login failed');
  }
}
