import type { Image, Money, ProductCard, VariantViewModel } from '@storefront/platform';

/*
 * What the product page loads after the page itself (the page's own view model is the platform's: other teams read it).
 */

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

/**
 * The product page's view model as the catalog sends it: the platform's, which other teams read, and the parts only
 * this team's page reads. `giftOffers` is there when Checkout's offers were known as the page was made (the page
 * does not wait for Checkout), so the section is in the first HTML; without it the page asks for them.
 */
export interface CatalogVariantPage extends VariantViewModel {
  giftOffers?: GiftWithPurchaseOffers;
}

/** A product video, played through a privacy-friendly embed only once the shopper asks for it. */
export interface ProductVideo {
  id: string;
  provider: 'youtube';
  title: string;
  durationSeconds: number;
  /** Our own poster image (the image endpoint), so nothing is fetched from the provider before a click. */
  poster: Image;
  /** The embed address: no-cookie domain, autoplay muted. */
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
