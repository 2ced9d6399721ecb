import { useId } from 'react';
import { Button, formatPrice, useCulture, usePhrase, type AddonOffer, type Money } from '@storefront/platform';
import { useCartStore } from '../use-cart';
import './addon-offer-list.css';

/** The cart's addon offers: products offered at a better price with this cart, each with an add button. */
export function AddonOfferList({ offers }: { offers: readonly AddonOffer[] }) {
  const t = usePhrase();
  const culture = useCulture();
  const store = useCartStore();
  const headingId = useId();
  const format = (money: Money) => formatPrice(money, culture);
  if (offers.length === 0) return null;

  return (
    <section className="k_AddonOffers" aria-labelledby={headingId}>
      <h2 id={headingId} className="k_AddonOffers__heading">
        {t('/Cart/AddonOffers/Heading')}
      </h2>
      <ul className="k_AddonOffers__list">
        {offers.map((offer) => {
          const isOpen = offer.amountLeft.amount <= 0;
          return (
            <li key={offer.code} className="k_AddonOffers__offer">
              <p className="k_AddonOffers__name">{offer.name}</p>
              <p className="k_AddonOffers__prices">
                <span className="k_AddonOffers__offerPrice">{format(offer.offerPrice)}</span>{' '}
                {offer.ordinaryPrice.amount > offer.offerPrice.amount && (
                  <s className="k_AddonOffers__ordinaryPrice">{t('/Cart/AddonOffers/OrdinaryPrice', { price: format(offer.ordinaryPrice) })}</s>
                )}
              </p>
              {!isOpen && <p className="k_AddonOffers__amountLeft">{t('/Cart/AddonOffers/AmountLeft', { amount: format(offer.amountLeft) })}</p>}
              <Button variant="secondary" feedback="add-to-cart" disabled={!isOpen} onClick={() => store.addItem(offer.code, 1)}>
                {t('/Cart/AddonOffers/Add')}
                <span className="p_visually-hidden"> {offer.name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
