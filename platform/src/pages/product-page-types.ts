import type { CurrencyCode, Money } from '../money/types';
import type { Image, ProductCard } from './catalog-types';

/**
 * Point-of-sale product flags (spec 01 §3). A product with `showInPosOnly` is shown to store devices only; a
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

/**
 * GET /api/catalog/variants/{code}/recommendations: products like this one (same category, similar price, shared
 * tags and brand) and, once orders exist, products bought in the same orders. `boughtTogether` is absent when team
 * Checkout has no such orders or does not answer.
 */
export interface ProductRecommendations {
  variantCode: string;
  similar: ProductCard[];
  boughtTogether?: ProductCard[];
}

/** A gift-with-purchase promotion as the product page shows it: spend `minimumOrder`, get `gift`. */
export interface GiftWithPurchaseOffer {
  id: string;
  name: string;
  minimumOrder: Money;
  gift: { code: string; name: string; brandName: string; url: string; image: Image };
}

/** GET /api/catalog/variants/{code}/gwp-offers: the running gift-with-purchase offers that apply to the product. */
export interface GiftWithPurchaseOffers {
  variantCode: string;
  offers: GiftWithPurchaseOffer[];
}

/** A product video, played through a privacy-friendly embed only once the shopper asks for it. */
export interface ProductVideo {
  id: string;
  provider: 'youtube';
  title: string;
  durationSeconds: number;
  /** Our own poster image (the image endpoint), so nothing is fetched from the provider before a click. */
  poster: Image;
  /** The embed address: no-cookie domain, autoplay muted (spec 01 §4.8). */
  embedUrl: string;
}

/** GET /api/catalog/variants/{code}/videos */
export interface ProductVideos {
  variantCode: string;
  videos: ProductVideo[];
}

/** GET /api/catalog/variants/{code}/competitor-lowest-prices: the lowest prices seen at other shops, in the shopper's currency. */
export interface CompetitorLowestPrices {
  variantCode: string;
  prices: { competitor: string; price: Money; seenOn: string }[];
}
