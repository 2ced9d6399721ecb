import type { Response } from 'express';
import { identityOf } from '@storefront/platform/server';
import { accountText } from './account-text';

/**
 * Store devices are shared by everyone in a shop: nobody logs in or registers on them. Answers 403 with
 * the message both as the error body and as the form's `message`, and returns true when it did.
 */
export function refusedOnStoreDevice(res: Response, answer: Record<string, unknown>): boolean {
  const identity = identityOf(res);
  if (!identity.isStoreDevice) return false;
  const message = accountText(identity.culture)('/AccountApi/StoreDevice/LoginDisabled');
  res.status(403).json({ ...answer, message, error: { code: 'login_disabled', message } });
  return true;
}
