import { Router } from 'express';
import { z } from 'zod';
import { accepts, allow } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { searchCustomers } from './customer-search';
import { impersonationActionsOf, recordImpersonationAction } from './impersonation-log';
import type { AdminCustomerSearchResult, ImpersonationActionList } from './impersonation-types';
import { impersonationInput, startImpersonationRoute } from './start-impersonation';

const searchInput = accepts({ query: z.object({ q: z.string().trim().min(1).max(254) }) });
const actionsInput = accepts({ query: z.object({ memberId: z.uuid() }) });
const actionRecordInput = accepts({
  body: z.object({
    impersonatorId: z.uuid(),
    memberId: z.uuid(),
    method: z.string().regex(/^[A-Z]{3,7}$/),
    path: z.string().min(1).max(2_000),
    status: z.number().int().min(100).max(599),
  }),
});

/** Administrators acting as customers, and the record of what they did meanwhile. */
export function impersonationRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();

  router.get('/api/admin/account/customers', allow.admins, searchInput, async (_req, res) => {
    const { q } = searchInput.query(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ customers: await searchCustomers(db, q) } satisfies AdminCustomerSearchResult);
  });

  router.post('/api/admin/account/customers/:memberId/impersonate', allow.admins, impersonationInput, startImpersonationRoute(services));

  router.get('/api/admin/account/impersonation-actions', allow.admins, actionsInput, async (_req, res) => {
    const { memberId } = actionsInput.query(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ actions: await impersonationActionsOf(db, memberId) } satisfies ImpersonationActionList);
  });

  // The gateway reports every state change made while impersonating.
  router.post('/internal/impersonation-actions', allow.services('gateway'), actionRecordInput, async (_req, res) => {
    await recordImpersonationAction(db, actionRecordInput.body(res));
    res.status(204).end();
  });

  return router;
}
