import { useEffect, useId } from 'react';
import { usePhrase } from '@storefront/platform';
import { CartAnnouncer } from '../cart-announcer/cart-announcer';
import { CartEmpty } from '../cart-empty/cart-empty';
import { useJustEmptied } from '../cart-empty/use-just-emptied';
import { CartLineList } from '../cart-lines/cart-line-list';
import { CartTotals } from '../cart-totals/cart-totals';
import { GoToCheckoutLink } from '../cart-totals/go-to-checkout-link';
import { CouponCodeForm } from '../coupon/coupon-code-form';
import { AddonOfferList } from './addon-offer-list';
import { useCart, useCartStore } from '../use-cart';
import type { CartPageViewModel } from '../../../contract/cart-update';
import '../focus.css';
import './cart-page.css';

/** /cart: starts from the page's cart, then follows the cart store like the mini cart does. */
export default function CartPage({ page }: { page: CartPageViewModel }) {
  const t = usePhrase();
  const store = useCartStore();
  const summaryId = useId();
  // Before useCart connects, so a store that has no cart yet takes the page's instead of fetching one.
  useEffect(() => {
    if (!store.getState().cart) store.receiveCart(page.cart);
  }, [store, page.cart]);
  const state = useCart();
  const cart = state.cart ?? page.cart;
  const isEmpty = cart.items.length === 0;
  const justEmptied = useJustEmptied(isEmpty);

  return (
    <div className="k_CartPage">
      <h1 className="k_CartPage__heading">{t('/Cart/Page/Heading')}</h1>
      {isEmpty ? (
        <CartEmpty takeFocus={justEmptied} />
      ) : (
        <div className="k_CartPage__layout">
          <div className="k_CartPage__main">
            <CartLineList cart={cart} failure={state.failure} />
            <AddonOfferList offers={cart.addonOffers} />
          </div>
          <section className="k_CartPage__summary" aria-labelledby={summaryId}>
            <h2 id={summaryId} className="k_CartPage__summaryHeading">
              {t('/Cart/Summary')}
            </h2>
            <CartTotals cart={cart} isUpdating={state.loading} />
            <div className="k_CartPage__checkout">
              <GoToCheckoutLink />
            </div>
            <CouponCodeForm cart={cart} />
          </section>
        </div>
      )}
      <CartAnnouncer />
    </div>
  );
}
