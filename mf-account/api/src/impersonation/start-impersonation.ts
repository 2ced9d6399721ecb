import type { Request, Response } from 'express';
import { z } from 'zod';
import type { LogoutResponse } from '../../../contract/login';
import { accepts, identityOf, notFound, ResponseError } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { announceSessionChange } from '../sessions/session-change';
import { sessionTokenOf } from '../sessions/session-cookie';
import { findSession } from '../sessions/session-store';
import { recordImpersonationAction } from './impersonation-log';

export const impersonationInput = accepts({ params: z.object({ memberId: z.uuid() }) });

/**
 * POST /api/admin/account/customers/{memberId}/impersonate (behind `allow.admins`): the administrator's own session
 * (its cookie, not only the signed identity) now acts as the customer. Never as another administrator, never two deep.
 */
export function startImpersonationRoute(services: AccountServices) {
  const { db } = services;
  return async (req: Request, res: Response) => {
    const { memberId } = impersonationInput.params(res);
    const identity = identityOf(res);
    if (identity.impersonatorId) throw new ResponseError(409, 'already_impersonating', 'Stop acting as the current customer first.');
    const token = sessionTokenOf(req);
    const session = token ? await findSession(db, token, services.now()) : null;
    if (!session || session.memberId !== identity.userId || session.impersonatedMemberId || !session.roles.includes('admin')) {
      throw new ResponseError(403, 'forbidden', 'Only an administrator’s own session can act as a customer.');
    }
    const [target] = await db.query<{ id: string; roles: string[] }>('SELECT id, roles FROM members WHERE id = $1', [memberId]);
    if (!target) throw notFound('No such customer.');
    if (target.roles.includes('admin')) throw new ResponseError(403, 'forbidden', 'Administrators cannot act as other administrators.');
    const updated = await db.query('UPDATE sessions SET impersonated_member_id = $2 WHERE id = $1 AND impersonated_member_id IS NULL RETURNING id', [
      session.id,
      memberId,
    ]);
    if (updated.length === 0) throw new ResponseError(409, 'already_impersonating', 'Stop acting as the current customer first.');
    await recordImpersonationAction(db, { impersonatorId: session.memberId, memberId, method: 'POST', path: req.originalUrl, status: 200 });
    services.logger.info({ impersonatorId: session.memberId, memberId }, 'impersonation started');
    announceSessionChange(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, redirectUrl: '/my-pages' } satisfies LogoutResponse);
  };
}
