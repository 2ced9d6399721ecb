import { translate, type Culture, type Translate } from '@storefront/platform';
import { accountPhrases } from '../texts/account';

/** The shopper's language for server messages of login, registration and passwords (phrase area `account`). */
export function accountText(culture: Culture): Translate {
  const phrases = accountPhrases[culture];
  return (key, params) => translate(phrases, key, params);
}
