import type { Response } from 'express';
import { httpHeaders } from '@storefront/platform';

/**
 * Says in the answer that what a session cookie stands for has changed (a session begun, ended, turned into or out of
 * an impersonation, or every session of a member ended): the gateway then forgets the sessions it knew.
 */
export function announceSessionChange(res: Response): void {
  res.setHeader(httpHeaders.sessionChanged, '1');
}
