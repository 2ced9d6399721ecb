import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Team Account's newsletter signup.
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** POST /newslettersignup/subscribe. A visitor gives `email`; a member chooses e-mail and/or text. */
export const newsletterSignupRequest = z.object({
  acceptedEmail: z.boolean(),
  acceptedSms: z.boolean(),
  phoneNumber: singleLineText(40).optional(),
  email: z.string().max(320).optional(),
});

export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequest>;

export interface NewsletterSignupResponse {
  success: boolean;
  message?: string;
}
