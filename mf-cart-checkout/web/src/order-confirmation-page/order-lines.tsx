import { formatPrice, ProductImage, useCulture, usePhrase, type CartLine } from '@storefront/platform';

/** What was bought; a gift line shows only its quantity. */
export function OrderLines({ lines }: { lines: CartLine[] }) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <ul className="k_OrderLines" aria-label={t('/Checkout/Confirmation/Lines')}>
      {lines.map((line) => (
        <li key={`${line.code}${line.isGift ? ':gift' : ''}`} className="k_OrderLines__line">
          <ProductImage image={line.image} size="thumb" sizes="60px" />
          <div className="k_OrderLines__details">
            <p className="k_OrderLines__brand">{line.brandName}</p>
            <p className="k_OrderLines__name">
              {line.entryName}
              {line.displayName && <span className="k_OrderLines__variant"> {line.displayName}</span>}
            </p>
            {line.isGift ? (
              <p className="k_OrderLines__quantity">
                {t('/Cart/Gift')} · {t('/Cart/GiftQuantity', { quantity: line.quantity })}
              </p>
            ) : (
              <p className="k_OrderLines__quantity">{t('/Checkout/Confirmation/Quantity', { quantity: line.quantity })}</p>
            )}
          </div>
          {!line.isGift && <p className="k_OrderLines__price">{formatPrice(line.price.current, culture)}</p>}
        </li>
      ))}
    </ul>
  );
}
