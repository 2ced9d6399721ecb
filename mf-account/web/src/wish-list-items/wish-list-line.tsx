import { formatPrice, ProductImage, useCulture, usePhrase, type WishListItem } from '@storefront/platform';
import { nameOf } from './wish-list-item-name';

interface WishListLineProps {
  item: WishListItem;
  isPending: boolean;
  onRemove: (item: WishListItem) => void;
  onNavigate?: () => void;
  removeButtonRef: (element: HTMLButtonElement | null) => void;
}

/** One saved product: image, brand, name, variation, price, the market note and a remove button. */
export function WishListLine({ item, isPending, onRemove, onNavigate, removeButtonRef }: WishListLineProps) {
  const t = usePhrase();
  const culture = useCulture();
  const name = nameOf(item);
  return (
    <li className={`a_WishListLine${item.notAvailableInMarket ? ' a_WishListLine--unavailable' : ''}`} aria-busy={isPending || undefined}>
      {/* The name links to the product; the image link repeats it, so it is left out of the tab order and the tree. */}
      <a className="a_WishListLine__image" href={item.url} tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
        {item.image ? <ProductImage image={item.image} size="bigThumb" /> : <span className="a_WishListLine__noImage" />}
      </a>
      <div className="a_WishListLine__details">
        {item.brandName && <span className="a_WishListLine__brand">{item.brandName}</span>}
        <a className="a_WishListLine__name" href={item.url} onClick={onNavigate}>
          {name}
        </a>
        {item.variationDescription && <span className="a_WishListLine__variation">{item.variationDescription}</span>}
        {item.price && <span className="a_WishListLine__price">{formatPrice(item.price.current, culture)}</span>}
        {item.notAvailableInMarket && <span className="a_WishListLine__unavailable">{t('/Member/WishList/NotAvailableInMarket')}</span>}
      </div>
      <button
        ref={removeButtonRef}
        type="button"
        className="a_WishListLine__remove"
        aria-label={t('/Member/WishList/Remove', { name })}
        onClick={() => onRemove(item)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
