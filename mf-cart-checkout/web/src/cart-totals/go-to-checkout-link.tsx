import { usePhrase } from '@storefront/platform';
import './go-to-checkout-link.css';

/** Where the cart leads: the checkout page (the primary action under the totals, in the mini cart and on the cart page). */
export const checkoutUrl = '/checkout';

export function GoToCheckoutLink({ onClick }: { onClick?: () => void }) {
  const t = usePhrase();
  return (
    <a className="k_GoToCheckoutLink" href={checkoutUrl} onClick={onClick}>
      {t('/Cart/GoToCheckout')}
    </a>
  );
}
