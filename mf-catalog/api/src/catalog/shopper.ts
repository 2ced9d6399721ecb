import { currencyFor, type CurrencyCode, type Culture, type MarketCode } from '@storefront/platform';
import type { Identity } from '@storefront/platform/server';

/** Who a page or listing is for: the market's currency, the language, and whether member prices apply. */
export interface Shopper {
  market: MarketCode;
  culture: Culture;
  currency: CurrencyCode;
  /** Logged-in shoppers are club members and pay the member price where there is one. */
  isMember: boolean;
  /** A store's device (kiosk, till): it also sees products sold in stores only (showInPosOnly). Absent: a web shopper. */
  isStoreDevice?: boolean;
}

export function shopperFor(identity: Identity): Shopper {
  return {
    market: identity.market,
    culture: identity.culture,
    currency: currencyFor(identity.market),
    isMember: identity.userId !== null,
    isStoreDevice: identity.isStoreDevice,
  };
}
