import { useId } from 'react';
import { formatPrice, ProductImage, useAppShellData, useCulture, usePhrase, type CartLine, type Money } from '@storefront/platform';
import { maxQuantityFor } from '../cart-store/quantity-rules';
import { QuantityControl } from './quantity-control';
import './cart-line-item.css';

interface CartLineItemProps {
  line: CartLine;
  hasFailed: boolean;
  onChangeQuantity: (code: string, quantity: number) => void;
  onRemove: (code: string) => void;
}

/** Services (express handling, gift wrapping) come one at a time: they can be removed, not counted up. */
const isService = (line: CartLine) => line.isExpressHandling || line.isGiftWrapProduct;

export function CartLineItem({ line, hasFailed, onChangeQuantity, onRemove }: CartLineItemProps) {
  const t = usePhrase();
  const culture = useCulture();
  const siteMax = useAppShellData()?.siteSettings.maxBuyableQuantityPerArticle;
  const nameId = useId();
  const format = (money: Money) => formatPrice(money, culture);
  const productName = [line.brandName, line.entryName, line.displayName].filter(Boolean).join(' ');
  const eachPrice = line.price.eachPrice ?? (line.quantity === 1 ? line.price.current : undefined);

  return (
    <li className="k_CartLine" data-code={line.code}>
      {/* The name link below leads to the same page; this one is for pointers only. */}
      <a className="k_CartLine__image" href={line.url} tabIndex={-1} aria-hidden="true">
        <ProductImage image={line.image} size="mini" sizes="80px" />
      </a>
      <div className="k_CartLine__details">
        <p className="k_CartLine__brand">{line.brandName}</p>
        <a id={nameId} className="k_CartLine__name" href={line.url}>
          {line.entryName}
        </a>
        {line.displayName && <p className="k_CartLine__variant">{line.displayName}</p>}
        {line.isGift ? (
          <p className="k_CartLine__gift">
            {t('/Cart/Gift')} · {t('/Cart/GiftQuantity', { quantity: line.quantity })}
          </p>
        ) : (
          eachPrice && <p className="k_CartLine__each">{t('/Cart/EachPrice', { price: format(eachPrice) })}</p>
        )}
      </div>
      {!line.isGift && (
        <div className="k_CartLine__actions">
          {!isService(line) && (
            <QuantityControl
              value={line.quantity}
              max={maxQuantityFor(line.maxQuantity, siteMax)}
              productName={productName}
              productNameId={nameId}
              hasFailed={hasFailed}
              onChange={(quantity) => onChangeQuantity(line.code, quantity)}
            />
          )}
          <p className="k_CartLine__total">{format(line.price.current)}</p>
          <button type="button" className="k_CartLine__remove" onClick={() => onRemove(line.code)}>
            {t('/Cart/Remove')}
            <span className="p_visually-hidden"> {productName}</span>
          </button>
        </div>
      )}
    </li>
  );
}
