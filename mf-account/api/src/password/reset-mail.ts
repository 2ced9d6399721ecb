import type { Culture } from '@storefront/platform';
import { linkMail } from '../mail/link-mail';
import type { OutgoingMail } from '../mail/outbox';

/** The mail with the reset link (`${publicUrl}/forgot-password?token=…`), in the language the shopper asked in. */
export const resetPasswordMail = (to: string, link: string, culture: Culture): OutgoingMail =>
  linkMail('reset-password', 'ResetPassword', to, link, culture);
