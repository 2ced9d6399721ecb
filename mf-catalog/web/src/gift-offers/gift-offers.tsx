import type { GiftWithPurchaseOffers } from '../../../contract/product-page';
import { formatPrice, ProductImage, useCulture, usePhrase } from '@storefront/platform';
import { useVariantSection } from '../product-page/use-variant-section';
import './gift-offers.css';

/**
 * The running gift-with-purchase offers that come with this product ("Gift with purchase over 800 kr: …"): from the
 * page when it brought them (then in the first HTML, nothing moves), else asked for once the page shows.
 */
export function GiftOffers({ variantCode, fromPage }: { variantCode: string; fromPage?: GiftWithPurchaseOffers }) {
  const t = usePhrase();
  const culture = useCulture();
  const answer = useVariantSection<GiftWithPurchaseOffers>(variantCode, 'gwp-offers', 'offers', fromPage?.variantCode === variantCode ? fromPage : undefined);
  if (!answer || answer.offers.length === 0) return null;
  return (
    <section className="c_GiftOffers" aria-label={t('/ProductPage/GiftWithPurchase/Heading')}>
      <ul className="c_GiftOffers__list">
        {answer.offers.map((offer) => (
          <li key={offer.id} className="c_GiftOffers__offer">
            <span className="c_GiftOffers__image">
              <ProductImage image={{ ...offer.gift.image, altText: '' }} size="bigThumb" />
            </span>
            <a className="c_GiftOffers__text" href={offer.gift.url}>
              {t('/ProductPage/GiftWithPurchase/Offer', {
                price: formatPrice(offer.minimumOrder, culture),
                gift: `${offer.gift.brandName} ${offer.gift.name}`,
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
