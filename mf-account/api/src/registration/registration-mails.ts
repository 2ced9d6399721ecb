import type { Culture } from '@storefront/platform';
import { linkMail } from '../mail/link-mail';
import type { OutgoingMail } from '../mail/outbox';

/** The link that confirms a registration (`${publicUrl}/?confirmRegistration=…`), in the language registered in. */
export const confirmationMail = (to: string, link: string, culture: Culture): OutgoingMail =>
  linkMail('registration-confirmation', 'ConfirmRegistration', to, link, culture);

/** To the owner of an address someone tried to register with: log in, or choose a new password. */
export const registrationAttemptMail = (to: string, loginLink: string, culture: Culture): OutgoingMail =>
  linkMail('registration-attempt', 'RegistrationAttempt', to, loginLink, culture);
