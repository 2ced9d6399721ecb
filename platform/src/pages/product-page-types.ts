import type { CurrencyCode, Money } from '../money/types';

/**
 * Point-of-sale product flags. A product with `showInPosOnly` is shown to store devices only; a
 * `virtual` product is no physical article (a service, a gift card); `originatesFromPos` was created in a store's till.
 */
export interface PosFlags {
  originatesFromPos: boolean;
  showInPosOnly: boolean;
  virtual: boolean;
}

/** One day of a price history: the price that applied that day. */
export interface PriceHistoryDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  price: Money;
}

/**
 * GET /api/catalog/variants/{code}/price-history: the variant's daily price over the last 30 days in the shopper's
 * currency (the member price for members), oldest first, ending today; days before the catalog knew a price are left out.
 */
export interface PriceHistory {
  variantCode: string;
  currency: CurrencyCode;
  /** True when the days are member prices (a logged-in member). */
  isMemberPrice: boolean;
  days: PriceHistoryDay[];
  /** The lowest price of the days; absent without history. */
  lowest?: Money;
  /** The highest price of the days; absent without history. */
  highest?: Money;
}

