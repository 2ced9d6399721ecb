import { formatPrice, usePhrase, type Cart, type Money } from '@storefront/platform';
import { useCulture } from '../use-culture';
import './cart-totals.css';

interface CartTotalsProps {
  cart: Cart;
  /** Changes are on their way: the amounts are the server's last ones. */
  isUpdating: boolean;
}

export function CartTotals({ cart, isUpdating }: CartTotalsProps) {
  const t = usePhrase();
  const culture = useCulture();
  const format = (money: Money) => formatPrice(money, culture);
  const hasOrderDiscount = cart.orderLevelDiscount.amount > 0;
  const freeShippingLeft = cart.amountLeftToFreeShipping;

  return (
    <div className="k_CartTotals" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      <dl className="k_CartTotals__list">
        <div className="k_CartTotals__row">
          <dt>{t('/Cart/Subtotal')}</dt>
          <dd>{format(cart.subTotal)}</dd>
        </div>
        {hasOrderDiscount && (
          <>
            <div className="k_CartTotals__row">
              <dt>{t('/Cart/OrderDiscount')}</dt>
              <dd>{format({ ...cart.orderLevelDiscount, amount: -cart.orderLevelDiscount.amount })}</dd>
            </div>
            <div className="k_CartTotals__row k_CartTotals__row--total">
              <dt>{t('/Cart/Total')}</dt>
              <dd>{format(cart.subTotalWithOrderLevelDiscount)}</dd>
            </div>
          </>
        )}
        {cart.totalSavings.amount > 0 && (
          <div className="k_CartTotals__row k_CartTotals__row--savings">
            <dt>{t('/Cart/TotalSavings')}</dt>
            <dd>{format(cart.totalSavings)}</dd>
          </div>
        )}
      </dl>
      {freeShippingLeft && (
        <p className="k_CartTotals__shipping">
          {freeShippingLeft.amount > 0
            ? t('/Cart/FreeShippingLeft', { amount: format(freeShippingLeft) })
            : t('/Cart/FreeShippingReached')}
        </p>
      )}
    </div>
  );
}
