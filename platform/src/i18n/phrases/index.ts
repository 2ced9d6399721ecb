import type { Culture } from '../../app-shell/types';
import { cultures, type PhraseTable } from '../phrase-table';
import { commonPhrases } from './common';
import { shellPhrases } from './shell';
import { catalogPhrases } from './catalog';
import { cartPhrases } from './cart';
import { checkoutPhrases } from './checkout';
import { accountPhrases } from './account';
import { memberApiPhrases } from './member-api';
import { memberPhrases } from './member';
import { myPagesPhrases } from './my-pages';
import { ordersApiPhrases } from './orders-api';
import { accountBoxPhrases } from './account-box';
import { searchPhrases } from './search';
import { quickSearchPhrases } from './quick-search';
import { storePhrases } from './stores';
import { listingPhrases } from './listings';
import { fragrancePhrases } from './fragrance';
import { productPagePhrases } from './product-page';

/** Every area's phrases; each area file is owned by the team whose UI uses it. */
export const phraseTables: Record<string, PhraseTable> = {
  common: commonPhrases,
  shell: shellPhrases,
  catalog: catalogPhrases,
  cart: cartPhrases,
  checkout: checkoutPhrases,
  account: accountPhrases,
  'member-api': memberApiPhrases,
  member: memberPhrases,
  'my-pages': myPagesPhrases,
  'orders-api': ordersApiPhrases,
  'account-box': accountBoxPhrases,
  search: searchPhrases,
  'quick-search': quickSearchPhrases,
  stores: storePhrases,
  listings: listingPhrases,
  fragrance: fragrancePhrases,
  'product-page': productPagePhrases,
};

/** All phrases of one language, as sent in app shell data (`languagePhrases`). */
const merged = new Map<Culture, Readonly<Record<string, string>>>();

/** Every phrase of a culture, merged once per culture and frozen: the same object for every caller. */
export function phrasesFor(culture: Culture): Readonly<Record<string, string>> {
  let phrases = merged.get(culture);
  if (!phrases) {
    phrases = Object.freeze(Object.assign({}, ...Object.values(phraseTables).map((table) => table[culture])) as Record<string, string>);
    merged.set(culture, phrases);
  }
  return phrases;
}

export { cultures };
