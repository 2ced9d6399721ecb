import { formatPrice, useCulture, usePhrase, type MemberOrder, type Money } from '@storefront/platform';
import { FactList, type Fact } from '../ui/fact-list';

/** A discount is a reduction whichever sign the order source gives it. */
const reduction = (discount: Money): Money => ({ ...discount, amount: -Math.abs(discount.amount) });

/** Subtotal, discount, shipping, total and the VAT the total includes. */
export function OrderTotals({ order }: { order: MemberOrder }) {
  const t = usePhrase();
  const culture = useCulture();
  const rows: Fact[] = [
    { term: t('/MyPages/Totals/Subtotal'), value: formatPrice(order.subTotal, culture) },
    ...(order.discount.amount !== 0
      ? [{ term: t('/MyPages/Totals/Discount'), value: formatPrice(reduction(order.discount), culture) }]
      : []),
    { term: t('/MyPages/Totals/Shipping'), value: formatPrice(order.shipping, culture) },
    { term: t('/MyPages/Totals/Total'), value: formatPrice(order.total, culture), className: 'a_Totals__total' },
    { term: t('/MyPages/Totals/VatIncluded'), value: formatPrice(order.vat, culture), className: 'a_Totals__vat' },
  ];
  return <FactList className="a_Totals" facts={rows} />;
}
