import { Router, type Response } from 'express';
import { accepts, allow, errorBody, identityOf, singleLineText } from '@storefront/platform/server';
import { z } from 'zod';
import type { AccountServices } from '../account-services';
import { isMemberId } from '../http/own-member';
import { memberApiText } from '../pages/member-api-text';
import { emailAddressOf, phoneNumberOf } from './contact-details';
import { confirmSubscription, subscribeVisitor } from './newsletter-subscribers';

const signupInput = accepts({
  body: z.object({
    acceptedEmail: z.boolean(),
    acceptedSms: z.boolean(),
    phoneNumber: singleLineText(40).optional(),
    email: z.string().max(320).optional(),
  }),
});

// The link from the mail: a token that is missing or not one of ours is an expired link, not a bad request.
const confirmInput = accepts({ query: z.object({ token: z.string().min(1).max(100).optional().catch(undefined) }).loose() });

/**
 * A refused signup: the NewsletterSignupResponse (`success: false` with the message to show) and the usual error
 * body together, so a caller reading either finds the message.
 */
function refuse(res: Response, status: number, code: string, message: string, field?: string): void {
  res.status(status).json({ success: false, message, ...errorBody(code, message, field ? { [field]: message } : undefined) });
}

/** The newsletter signup (spec 01 §5, §6) and the confirmation link of its double opt-in. */
export function newsletterRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();

  router.post('/newslettersignup/subscribe', allow.anyone, signupInput, async (_req, res) => {
    const identity = identityOf(res);
    const text = (key: string) => memberApiText(identity.culture, key);
    const signup = signupInput.body(res);
    if (identity.isStoreDevice) return refuse(res, 403, 'store_device', text('/MemberApi/Newsletter/StoreDevice'));
    if (!signup.acceptedEmail && !signup.acceptedSms) return refuse(res, 400, 'choose_option', text('/MemberApi/Newsletter/ChooseOption'));
    const phone = phoneNumberOf(signup.phoneNumber);
    // Texts need a number: a missing one is asked for, a wrong one named.
    const refuseWithoutPhone = () =>
      (signup.phoneNumber ?? '').trim() === ''
        ? refuse(res, 400, 'phone_required', text('/MemberApi/Newsletter/PhoneRequired'), 'phoneNumber')
        : refuse(res, 400, 'invalid_phone', text('/MemberApi/Newsletter/InvalidPhone'), 'phoneNumber');

    const [member] = isMemberId(identity.userId)
      ? await db.query<{ phone_number: string }>('SELECT phone_number FROM members WHERE id = $1', [identity.userId])
      : [];
    if (member) {
      // A member needs to give a number for texts only when none is stored; then it is stored.
      if (signup.acceptedSms && !member.phone_number && !phone) return refuseWithoutPhone();
      await db.query(
        `UPDATE members SET email_subscription = email_subscription OR $2, text_subscription = text_subscription OR $3,
           phone_number = CASE WHEN phone_number = '' AND $3 THEN $4 ELSE phone_number END, updated_at = now()
         WHERE id = $1`,
        [identity.userId, signup.acceptedEmail, signup.acceptedSms, phone ?? ''],
      );
      return void res.json({ success: true, message: text('/MemberApi/Newsletter/Subscribed') });
    }

    const email = emailAddressOf(signup.email);
    if (!email) return refuse(res, 400, 'invalid_email', text('/MemberApi/Newsletter/InvalidEmail'), 'email');
    if (signup.acceptedSms && !phone) return refuseWithoutPhone();
    await subscribeVisitor(
      db,
      services.outbox,
      { email, phoneNumber: signup.acceptedSms ? phone! : '', acceptedEmail: signup.acceptedEmail, acceptedSms: signup.acceptedSms, market: identity.market, culture: identity.culture },
      new Date(services.now()),
      services.publicUrl,
    );
    res.json({ success: true, message: text('/MemberApi/Newsletter/ConfirmSent') });
  });

  router.get('/newslettersignup/confirm', allow.anyone, confirmInput, async (_req, res) => {
    const { token } = confirmInput.query(res);
    const confirmed = token !== undefined && (await confirmSubscription(db, token, new Date(services.now())));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, confirmed ? '/?newsletter=confirmed' : '/?newsletter=expired');
  });

  return router;
}
