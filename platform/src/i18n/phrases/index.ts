import type { Culture } from '../../app-shell/types';
import { cultures, type PhraseTable } from '../phrase-table';
import { commonPhrases } from './common';
import { shellPhrases } from './shell';
import { catalogPhrases } from './catalog';
import { cartPhrases } from './cart';
import { checkoutPhrases } from './checkout';

/** Every area's phrases; each area file is owned by the team whose UI uses it. */
export const phraseTables: Record<string, PhraseTable> = {
  common: commonPhrases,
  shell: shellPhrases,
  catalog: catalogPhrases,
  cart: cartPhrases,
  checkout: checkoutPhrases,
};

/** All phrases of one language, as sent in app shell data (`languagePhrases`). */
export function phrasesFor(culture: Culture): Record<string, string> {
  return Object.assign({}, ...Object.values(phraseTables).map((table) => table[culture]));
}

export { cultures };
