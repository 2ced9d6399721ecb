import { translate, type Culture, type Translate } from '@storefront/platform';
import { phrasesFor } from '@storefront/platform/phrases';

/** The shopper's language for server messages of login, registration and passwords (phrase area `account`). */
export function accountText(culture: Culture): Translate {
  const phrases = phrasesFor(culture);
  return (key, params) => translate(phrases, key, params);
}
