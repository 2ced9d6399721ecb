import { usePhrase } from '@storefront/platform';
import { CartLineItem } from '../cart-lines/cart-line-item';
import { CheckoutSection } from '../checkout-form/checkout-section';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';

const ignore = () => undefined;

/** The products being bought; quantity changes go with the checkout's updates. */
export function CheckoutLines() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { cart } = useCheckout();
  return (
    <CheckoutSection title={t('/Checkout/Lines/Heading')} className="k_CheckoutLines">
      <ul className="k_CheckoutLines__list">
        {cart.items.map((line) => (
          <CartLineItem
            key={`${line.code}${line.isGift ? ':gift' : ''}`}
            line={line}
            hasFailed={false}
            onChangeQuantity={(code, quantity) => store.changeQuantity(code, quantity).catch(ignore)}
            onRemove={(code) => store.changeQuantity(code, 0).catch(ignore)}
          />
        ))}
      </ul>
    </CheckoutSection>
  );
}
