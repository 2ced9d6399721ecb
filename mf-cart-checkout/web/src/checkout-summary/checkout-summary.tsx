import { formatPrice, useCulture, usePhrase, type Money } from '@storefront/platform';
import type { CheckoutSummary as Summary } from '../../../contract/checkout';
import './checkout-summary.css';

interface CheckoutSummaryProps {
  summary: Summary;
  /** Changes are on their way: the amounts are the server's last ones. */
  isUpdating?: boolean;
  /**
   * 'checkout': ends with what is left to pay after gift cards. 'order': ends with the order's total; the payments
   * (gift cards among them) are listed beside it.
   */
  variant?: 'checkout' | 'order';
}

const negative = (money: Money): Money => ({ ...money, amount: -money.amount });

/** Goods, discount, shipping, extras, gift cards, what is left to pay, and the loyalty points it earns. */
export function CheckoutSummary({ summary, isUpdating = false, variant = 'checkout' }: CheckoutSummaryProps) {
  const t = usePhrase();
  const culture = useCulture();
  const format = (money: Money) => formatPrice(money, culture);
  const hasGiftCards = variant === 'checkout' && summary.giftCards.amount > 0;
  const rows: [label: string, value: string, show: boolean, isTotal?: boolean][] = [
    [t('/Checkout/Summary/Goods'), format(summary.goods), true],
    [t('/Checkout/Summary/Discount'), format(negative(summary.orderLevelDiscount)), summary.orderLevelDiscount.amount > 0],
    [t('/Checkout/Summary/Shipping'), summary.shipping.amount === 0 ? t('/Checkout/Shipping/Free') : format(summary.shipping), true],
    [t('/Checkout/Summary/Express'), format(summary.expressHandling), summary.expressHandling.amount > 0],
    [t('/Checkout/Summary/GiftWrap'), format(summary.giftWrap), summary.giftWrap.amount > 0],
    [t('/Checkout/Summary/Total'), format(summary.total), variant === 'order' || hasGiftCards, variant === 'order'],
    [t('/Checkout/Summary/GiftCards'), format(negative(summary.giftCards)), hasGiftCards],
    [t('/Checkout/Summary/ToPay'), format(summary.toPay), variant === 'checkout', true],
  ];
  return (
    <div className="k_Summary" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      <dl className="k_Summary__list">
        {rows
          .filter(([, , show]) => show)
          .map(([label, value, , isTotal]) => (
            <div key={label} className={isTotal ? 'k_Summary__row k_Summary__row--total' : 'k_Summary__row'}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {summary.loyaltyPointsEarned > 0 && (
        <p className="k_Summary__points">{t('/Checkout/Summary/LoyaltyPoints', { points: summary.loyaltyPointsEarned })}</p>
      )}
    </div>
  );
}
