import type { PhraseTable } from '@storefront/platform';
import { cartPhrases } from './cart';
import { checkoutPhrases } from './checkout';

/**
 * Team Checkout's browser texts by area. The build publishes them as texts.json beside federation.json
 * (platform/build/emit-texts-json-plugin.js) and the gateway merges them into the phrases every page carries, so no
 * bundle holds them: only tests import this.
 */
export const textAreas: Record<string, PhraseTable> = {
  cart: cartPhrases,
  checkout: checkoutPhrases,
};
