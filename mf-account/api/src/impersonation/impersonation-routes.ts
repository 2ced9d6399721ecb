import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { parseInput } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { requireAdmin } from '../sessions/require-member';
import { searchCustomers } from './customer-search';
import { impersonationActionsOf, recordImpersonationAction } from './impersonation-log';
import type { AdminCustomerSearchResult, ImpersonationActionList } from './impersonation-types';
import { startImpersonationRoute } from './start-impersonation';

const searchQuery = z.object({ q: z.string().trim().min(1).max(254) });
const actionsQuery = z.object({ memberId: z.uuid() });
const actionRecord = z.object({
  impersonatorId: z.uuid(),
  memberId: z.uuid(),
  method: z.string().regex(/^[A-Z]{3,7}$/),
  path: z.string().min(1).max(2_000),
  status: z.number().int().min(100).max(599),
});

/** Administrators acting as customers (spec 01 §6), and the record of what they did meanwhile. */
export function impersonationRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();

  router.get('/api/admin/account/customers', requireAdmin, async (req: Request, res: Response) => {
    const { q } = parseInput(searchQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ customers: await searchCustomers(db, q) } satisfies AdminCustomerSearchResult);
  });

  router.post('/api/admin/account/customers/:memberId/impersonate', requireAdmin, startImpersonationRoute(services));

  router.get('/api/admin/account/impersonation-actions', requireAdmin, async (req: Request, res: Response) => {
    const { memberId } = parseInput(actionsQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ actions: await impersonationActionsOf(db, memberId) } satisfies ImpersonationActionList);
  });

  // The gateway reports every state change made while impersonating; not reachable from browsers.
  router.post('/internal/impersonation-actions', async (req: Request, res: Response) => {
    await recordImpersonationAction(db, parseInput(actionRecord, req.body, 'body'));
    res.status(204).end();
  });

  return router;
}
