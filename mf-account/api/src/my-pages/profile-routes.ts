import { Router, type Response } from 'express';
import {
  changeEmailRequest,
  deleteAccountRequest,
  profileUpdateRequest,
  subscriptionsUpdateRequest,
  type ProfileChangeResponse,
} from '../../../contract/member-profile';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { sendPrivate } from '../pages/member-page';
import { ordersApiText } from '../pages/orders-api-text';
import { memberIdOf } from '../http/own-member';
import { clearSessionCookie } from '../sessions/session-cookie';
import { changeEmail, deleteAccount } from './account-changes';
import { findMember, findProfile, updateMember } from './member-profile';
import { isPhoneNumber, profileFieldErrors } from './profile-rules';

// Shapes only (a string where a string belongs, one line of it, nothing huge); the rules answer with field messages.
const profileUpdateInput = accepts({ body: profileUpdateRequest });
const subscriptionsInput = accepts({ body: subscriptionsUpdateRequest });
const changeEmailInput = accepts({ body: changeEmailRequest });
const deleteAccountInput = accepts({ body: deleteAccountRequest });

const refused = (fieldErrors: Record<string, string>, message: string): ProfileChangeResponse => ({ success: false, message, fieldErrors });

/** The member's profile and subscriptions, and the two changes that need the password: /api/my/profile… */
export function profileRoutes(services: AccountServices): Router {
  const router = Router();
  router.use('/api/my/profile', allow.members);
  const who = (res: Response) => ({ memberId: memberIdOf(res), culture: identityOf(res).culture, impersonatorId: identityOf(res).impersonatorId ?? null });

  router.get('/api/my/profile', async (_req, res) => {
    sendPrivate(res, await findProfile(services.db, memberIdOf(res)));
  });

  router.post('/api/my/profile/update', profileUpdateInput, async (_req, res) => {
    const changes = profileUpdateInput.body(res);
    const { memberId, culture } = who(res);
    const t = ordersApiText(culture);
    const answer = await services.db.transaction(async (tx): Promise<ProfileChangeResponse> => {
      const { profile } = await findMember(tx, memberId, true);
      const errors = profileFieldErrors(changes, { textSubscription: profile.textSubscription, now: services.now(), culture });
      if (Object.keys(errors).length > 0) return refused(errors, t('/OrdersApi/Profile/FixFields'));
      await updateMember(tx, memberId, {
        ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
        ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
        ...(changes.birthDate !== undefined ? { birth_date: changes.birthDate || null } : {}),
      });
      return { success: true, message: t('/OrdersApi/Profile/Saved'), profile: await findProfile(tx, memberId) };
    });
    sendPrivate(res, answer);
  });

  router.post('/api/my/profile/subscriptions', subscriptionsInput, async (_req, res) => {
    const input = subscriptionsInput.body(res);
    const { memberId, culture } = who(res);
    const t = ordersApiText(culture);
    const answer = await services.db.transaction(async (tx): Promise<ProfileChangeResponse> => {
      const { profile } = await findMember(tx, memberId, true);
      const phone = input.phoneNumber || profile.phoneNumber;
      if (input.phoneNumber && !isPhoneNumber(input.phoneNumber)) return refused({ phoneNumber: t('/OrdersApi/Profile/InvalidPhone') }, t('/OrdersApi/Profile/FixFields'));
      // Texts need a phone number, the one stored or one given now.
      if (input.textSubscription && !phone) return refused({ phoneNumber: t('/OrdersApi/Profile/SmsNeedsPhone') }, t('/OrdersApi/Profile/SmsNeedsPhone'));
      await updateMember(tx, memberId, {
        email_subscription: input.emailSubscription,
        text_subscription: input.textSubscription,
        ...(input.phoneNumber ? { phone_number: input.phoneNumber } : {}),
      });
      return { success: true, message: t('/OrdersApi/Profile/SubscriptionsSaved'), profile: await findProfile(tx, memberId) };
    });
    sendPrivate(res, answer);
  });

  router.post('/api/my/profile/change-email', changeEmailInput, async (_req, res) => {
    sendPrivate(res, await changeEmail(services, who(res), changeEmailInput.body(res)));
  });

  router.post('/api/my/profile/delete-account', deleteAccountInput, async (req, res) => {
    const { response, deleted } = await deleteAccount(services, who(res), deleteAccountInput.body(res));
    // The session went with the member row; the browser forgets its cookie too.
    if (deleted) clearSessionCookie(req, res);
    sendPrivate(res, response);
  });
  return router;
}
