import { Router, type Response } from 'express';
import { accepts, allow, errorBody, identityOf } from '@storefront/platform/server';
import { z } from 'zod';
import { newsletterSignupRequest } from '../../../contract/newsletter';
import type { AccountServices } from '../account-services';
import { isMemberId } from '../http/own-member';
import { memberApiText } from '../pages/member-api-text';
import { emailAddressOf, phoneNumberOf } from './contact-details';
import { confirmSubscription, memberPhoneNumber, subscribeMember, subscribeVisitor } from './newsletter-subscribers';

const signupInput = accepts({ body: newsletterSignupRequest });

// The link from the mail: a token that is missing or not one of ours is an expired link, not a bad request.
const confirmInput = accepts({ query: z.object({ token: z.string().min(1).max(100).optional().catch(undefined) }).loose() });

/**
 * A refused signup: the NewsletterSignupResponse (`success: false` with the message to show) and the usual error
 * body together, so a caller reading either finds the message.
 */
function refuse(res: Response, status: number, code: string, message: string, field?: string): void {
  res.status(status).json({ success: false, message, ...errorBody(code, message, field ? { [field]: message } : undefined) });
}

/** The newsletter signup (not on store devices) and the confirmation link of its double opt-in. */
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

    const memberId = isMemberId(identity.userId) ? identity.userId : null;
    const storedPhone = memberId ? await memberPhoneNumber(db, memberId) : null;
    if (memberId && storedPhone !== null) {
      // A member needs to give a number for texts only when none is stored; then it is stored.
      if (signup.acceptedSms && !storedPhone && !phone) return refuseWithoutPhone();
      await subscribeMember(db, memberId, { acceptedEmail: signup.acceptedEmail, acceptedSms: signup.acceptedSms, phoneNumber: phone ?? '' });
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
