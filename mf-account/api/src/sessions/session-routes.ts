import { Router } from 'express';
import { z } from 'zod';
import type { LogoutResponse } from '../../../contract/login';
import { accepts, allow, notFound } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { announceSessionChange } from './session-change';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';
import { deleteSession, findSession, resolveSession, stopImpersonating } from './session-store';

const resolveInput = accepts({ body: z.object({ token: z.string().min(1).max(200) }) });

/** Sessions: the gateway's lookup of the cookie, logging out, and an administrator going back to being themselves. */
export function sessionRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();

  // The gateway asks who a browser's session cookie stands for.
  router.post('/internal/sessions/resolve', allow.services('gateway'), resolveInput, async (_req, res) => {
    const { token } = resolveInput.body(res);
    const session = await resolveSession(db, token, services.now());
    if (!session) throw notFound('No such session, or it is over.');
    res.setHeader('Cache-Control', 'no-store');
    res.json(session);
  });

  // The browser's own cookie says which session ends: anyone may end theirs.
  router.post('/dologout', allow.anyone, async (req, res) => {
    const token = sessionTokenOf(req);
    if (token) await deleteSession(db, token);
    clearSessionCookie(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, redirectUrl: '/' } satisfies LogoutResponse);
  });

  router.post('/dologout/stopimpersonation', allow.anyone, async (req, res) => {
    const token = sessionTokenOf(req);
    const session = token ? await findSession(db, token, services.now()) : null;
    if (session?.impersonatedMemberId) {
      await stopImpersonating(db, session.id);
      services.logger.info({ impersonatorId: session.memberId, memberId: session.impersonatedMemberId }, 'impersonation stopped');
      announceSessionChange(res);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, redirectUrl: '/' } satisfies LogoutResponse);
  });

  return router;
}
