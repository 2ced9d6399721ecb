import type { Culture } from '@storefront/platform';
import { linkMail } from '../mail/link-mail';
import type { OutgoingMail } from '../mail/outbox';

/** The mail to the owner of an account under attack, with the link that lets their next login skip the challenge. */
export const unlockMail = (to: string, link: string, culture: Culture): OutgoingMail => linkMail('login-unlock', 'LoginUnlock', to, link, culture);
