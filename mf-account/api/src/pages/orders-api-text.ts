import { translate, type Culture, type Translate } from '@storefront/platform';
import { ordersApiPhrases } from '../texts/orders-api';

/** The member's language for the texts of my pages, orders, returns and the club (phrase area `orders-api`). */
export function ordersApiText(culture: Culture): Translate {
  const phrases = ordersApiPhrases[culture];
  return (key, params) => translate(phrases, key, params);
}
