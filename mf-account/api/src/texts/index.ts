import type { PhraseTable } from '@storefront/platform';
import { accountPhrases } from './account';
import { memberApiPhrases } from './member-api';
import { ordersApiPhrases } from './orders-api';

/**
 * Team Account's server texts by area: messages, mails and page titles the server writes in the member's language.
 * They stay on the server: the browser gets only what the web remote publishes.
 */
export const serverTextAreas: Record<string, PhraseTable> = {
  account: accountPhrases,
  'member-api': memberApiPhrases,
  'orders-api': ordersApiPhrases,
};
