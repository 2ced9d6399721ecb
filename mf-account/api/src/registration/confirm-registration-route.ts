import type { Request, Response } from 'express';
import type { MailLinkResponse } from '../../../contract/login';
import { confirmRegistrationRequest } from '../../../contract/registration';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { refusedOnStoreDevice } from '../login/refuse-store-device';
import { startMemberSession } from '../sessions/start-member-session';
import { confirmRegistration } from './registration-confirmations';

export const confirmRegistrationInput = accepts({ body: confirmRegistrationRequest });

/**
 * POST /api/authentication/confirm-registration: the account box opens the link of a confirmation mail
 * (`/?confirmRegistration=…`). The address is confirmed, the new member welcomed and logged in on this browser.
 */
export function confirmRegistrationRoute(services: AccountServices) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (refusedOnStoreDevice(res, { success: false } satisfies MailLinkResponse)) return;
    const text = accountText(identityOf(res).culture);
    const member = await confirmRegistration(services, confirmRegistrationInput.body(res).token, services.now());
    if (!member) return void res.json({ success: false, message: text('/AccountApi/Registration/LinkExpired') } satisfies MailLinkResponse);
    services.logger.info({ memberId: member.id }, 'member registered');
    await startMemberSession(services, req, res, member.id);
    res.json({ success: true, message: text('/AccountApi/Registration/Confirmed') } satisfies MailLinkResponse);
  };
}
