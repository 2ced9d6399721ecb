import { formatPrice, useCulture, usePhrase, type MemberOrderLine } from '@storefront/platform';
import { ProductSummary } from '../ui/product-summary';

/** What the order holds: each product with its quantity, price each and line total. */
export function OrderLineList({ lines }: { lines: MemberOrderLine[] }) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <ul className="a_OrderLines" aria-label={t('/MyPages/OrderDetails/Lines')}>
      {lines.map((line) => (
        <li key={line.code} className="a_OrderLines__line">
          <ProductSummary image={line.image} brandName={line.brandName} name={line.name} url={line.url}>
            <p className="a_OrderLines__quantity">
              {t('/MyPages/OrderDetails/Quantity', { quantity: line.quantity })} ·{' '}
              {t('/MyPages/OrderDetails/UnitPrice', { price: formatPrice(line.unitPrice, culture) })}
            </p>
          </ProductSummary>
          <p className="a_OrderLines__total">{formatPrice(line.total, culture)}</p>
        </li>
      ))}
    </ul>
  );
}
