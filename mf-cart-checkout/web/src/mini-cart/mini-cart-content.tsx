import { Button, usePhrase } from '@storefront/platform';
import { CartEmpty } from '../cart-empty/cart-empty';
import { useJustEmptied } from '../cart-empty/use-just-emptied';
import { CartLineList } from '../cart-lines/cart-line-list';
import type { CartState } from '../cart-store/cart-store';
import { CartTotals } from '../cart-totals/cart-totals';
import { GoToCheckoutLink } from '../cart-totals/go-to-checkout-link';
import { useCartStore } from '../use-cart';
import './mini-cart-content.css';

export interface MiniCartContentProps {
  state: CartState;
  /** A link was followed: the drawer closes while the shell shows the next page. */
  onNavigate: () => void;
}

export function MiniCartContent({ state: { cart, loading, failure }, onNavigate }: MiniCartContentProps) {
  const t = usePhrase();
  const store = useCartStore();
  const isEmpty = cart !== null && cart.items.length === 0;
  const justEmptied = useJustEmptied(isEmpty);

  if (!cart) {
    if (failure?.kind === 'load' && !loading) {
      return (
        <div className="k_MiniCartContent__problem" role="alert">
          <p>{t('/Cart/LoadFailed')}</p>
          <Button variant="secondary" onClick={() => store.load()}>
            {t('/Common/Retry')}
          </Button>
        </div>
      );
    }
    return <p className="k_MiniCartContent__loading">{t('/Common/Loading')}</p>;
  }

  if (isEmpty) return <CartEmpty takeFocus={justEmptied} onContinue={onNavigate} />;

  return (
    <div className="k_MiniCartContent">
      <CartLineList cart={cart} failure={failure} />
      <CartTotals cart={cart} isUpdating={loading} />
      <GoToCheckoutLink onClick={onNavigate} />
      <a className="k_MiniCartContent__goToCart" href="/basket" onClick={onNavigate}>
        {t('/Cart/GoToCart')}
      </a>
    </div>
  );
}
