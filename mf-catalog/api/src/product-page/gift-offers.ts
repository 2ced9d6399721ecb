import type { GiftWithPurchaseOffer } from '../../../contract/product-page';
import type { Queryable } from '@storefront/platform/server';
import { productUrl } from '../catalog/product-card';
import { productImage } from '../catalog/product-image';
import type { Shopper } from '../catalog/shopper';
import type { CheckoutClient, CheckoutGiftOffer } from '../checkout/checkout-client';

/**
 * The gift-with-purchase offers running in the shopper's market, as team Checkout runs them (order-level: every
 * product counts towards the minimum), with the gift's name, image and page from the catalog. A gift the catalog does
 * not know, or one sold in stores only, is left out.
 */
export async function giftOffersFor(db: Queryable, checkout: CheckoutClient, shopper: Shopper): Promise<GiftWithPurchaseOffer[]> {
  return giftOffersOf(db, await checkout.giftOffers(shopper), shopper);
}

/** Checkout's offers as the product page shows them. */
export async function giftOffersOf(db: Queryable, offers: CheckoutGiftOffer[], shopper: Shopper): Promise<GiftWithPurchaseOffer[]> {
  if (offers.length === 0) return [];
  const gifts = await db.query<{ code: string; slug: string; name: string; brand_name: string }>(
    `SELECT v.code, p.slug, p.name, b.name AS brand_name
     FROM variants v JOIN products p ON p.code = v.product_code JOIN brands b ON b.code = p.brand_code
     WHERE v.code = ANY($1::text[]) AND ($2 OR NOT p.show_in_pos_only)`,
    [offers.map((offer) => offer.giftCode), shopper.isStoreDevice ?? false],
  );
  const giftByCode = new Map(gifts.map((gift) => [gift.code, gift]));
  return offers.flatMap((offer) => {
    const gift = giftByCode.get(offer.giftCode);
    if (!gift) return [];
    return [
      {
        id: offer.id,
        name: offer.name,
        minimumOrder: offer.minimumOrder,
        gift: {
          code: gift.code,
          name: gift.name,
          brandName: gift.brand_name,
          url: productUrl(gift.slug, gift.code),
          image: productImage(gift.code, 1, `${gift.brand_name} ${gift.name}`),
        },
      },
    ];
  });
}
