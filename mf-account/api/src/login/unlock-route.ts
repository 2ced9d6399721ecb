import type { Request, Response } from 'express';
import { unlockLoginRequest, type MailLinkResponse } from '../../../contract/login';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from './account-text';
import { openUnlockLink } from './login-unlocks';
import { setUnlockCookie } from './unlock-cookie';

export const unlockInput = accepts({ body: unlockLoginRequest });

/**
 * POST /api/authentication/unlock-login: the account box opens the link of an unlock mail (`/?unlockLogin=…`). The
 * link works once; the browser that opened it gets a cookie that lets its next login with the right password skip
 * the challenge, whatever the attacker does meanwhile.
 */
export function unlockLoginRoute(services: AccountServices) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const text = accountText(identityOf(res).culture);
    const browserToken = await openUnlockLink(services, unlockInput.body(res).token, services.now());
    if (!browserToken) return void res.json({ success: false, message: text('/AccountApi/Unlock/LinkExpired') } satisfies MailLinkResponse);
    setUnlockCookie(req, res, browserToken);
    res.json({ success: true, message: text('/AccountApi/Unlock/Done') } satisfies MailLinkResponse);
  };
}
