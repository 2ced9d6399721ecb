import { translate, type Culture, type Translate } from '@storefront/platform';
import { phrasesFor } from '@storefront/platform/phrases';

const byCulture = new Map<Culture, Record<string, string>>();

/** The member's language for the texts of my pages, orders, returns and the club (phrase area `orders-api`). */
export function ordersApiText(culture: Culture): Translate {
  let phrases = byCulture.get(culture);
  if (!phrases) byCulture.set(culture, (phrases = phrasesFor(culture)));
  return (key, params) => translate(phrases, key, params);
}
