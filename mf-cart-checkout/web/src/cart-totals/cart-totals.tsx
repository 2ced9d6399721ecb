import { formatPrice, useCulture, usePhrase, type Cart, type Money, type Promotion } from '@storefront/platform';
import './cart-totals.css';

interface CartTotalsProps {
  cart: Cart;
  /** Changes are on their way: the amounts are the server's last ones. */
  isUpdating: boolean;
}

const negative = (money: Money): Money => ({ ...money, amount: -money.amount });

export function CartTotals({ cart, isUpdating }: CartTotalsProps) {
  const t = usePhrase();
  const culture = useCulture();
  const format = (money: Money) => formatPrice(money, culture);
  const hasOrderDiscount = cart.orderLevelDiscount.amount > 0;
  // The promotions name the discount; a discount no promotion explains keeps the plain "Discount" row.
  const explainsDiscount = cart.promotions.some((promotion) => promotion.discount.amount > 0);
  const freeShippingLeft = cart.amountLeftToFreeShipping;
  const hasFreeShipping = cart.hasFreeShipping || (freeShippingLeft !== null && freeShippingLeft.amount <= 0);

  /** What a promotion gives: money off, or free shipping or a gift, which cost nothing. */
  const benefit = ({ kind, discount }: Promotion) => {
    if (discount.amount > 0) return format(negative(discount));
    if (kind === 'freeShipping') return t('/Cart/Promotion/FreeShipping');
    if (kind === 'giftWithPurchase') return t('/Cart/Gift');
    return t('/Cart/Promotion/Applied');
  };

  return (
    <div className="k_CartTotals" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      <dl className="k_CartTotals__list">
        <div className="k_CartTotals__row">
          <dt>{t('/Cart/Subtotal')}</dt>
          <dd>{format(cart.subTotal)}</dd>
        </div>
        {cart.promotions.map((promotion) => (
          <div key={`${promotion.kind}:${promotion.code}`} className="k_CartTotals__row k_CartTotals__row--promotion">
            <dt>{promotion.name}</dt>
            <dd>{benefit(promotion)}</dd>
          </div>
        ))}
        {hasOrderDiscount && !explainsDiscount && (
          <div className="k_CartTotals__row">
            <dt>{t('/Cart/OrderDiscount')}</dt>
            <dd>{format(negative(cart.orderLevelDiscount))}</dd>
          </div>
        )}
        {hasOrderDiscount && (
          <div className="k_CartTotals__row k_CartTotals__row--total">
            <dt>{t('/Cart/Total')}</dt>
            <dd>{format(cart.subTotalWithOrderLevelDiscount)}</dd>
          </div>
        )}
        {cart.totalSavings.amount > 0 && (
          <div className="k_CartTotals__row k_CartTotals__row--savings">
            <dt>{t('/Cart/TotalSavings')}</dt>
            <dd>{format(cart.totalSavings)}</dd>
          </div>
        )}
      </dl>
      {hasFreeShipping ? (
        <p className="k_CartTotals__shipping k_CartTotals__shipping--reached">{t('/Cart/FreeShippingReached')}</p>
      ) : (
        freeShippingLeft && (
          <p className="k_CartTotals__shipping">{t('/Cart/FreeShippingLeft', { amount: format(freeShippingLeft) })}</p>
        )
      )}
    </div>
  );
}
