import { useId } from 'react';
import type { ProductVariesBy, VariantOption } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import { stockStatusKind } from '../stock-status/stock-status-kind';
import './variant-selector.css';

interface VariantSelectorProps {
  variants: VariantOption[];
  variesBy: ProductVariesBy;
}

/** Each variant is its own page, so choosing one is following a link. */
export function VariantSelector({ variants, variesBy }: VariantSelectorProps) {
  const t = usePhrase();
  const labelId = useId();
  if (variants.length < 2) return null;
  const selected = variants.find((variant) => variant.isSelected);
  const isShade = variesBy === 'COLOR';
  const nameOf = (variant: VariantOption) => (isShade ? variant.name : variant.size || variant.name);

  return (
    <div className="c_VariantSelector">
      <p id={labelId} className="c_VariantSelector__label">
        {t(isShade ? '/Catalog/Product/Shade' : '/Catalog/Product/Size', { name: selected ? nameOf(selected) : '' })}
      </p>
      <ul className={`c_VariantSelector__list c_VariantSelector__list--${isShade ? 'swatches' : 'chips'}`} aria-labelledby={labelId}>
        {variants.map((variant) => {
          const isOutOfStock = !['in-stock', 'in-store-only'].includes(stockStatusKind(variant.stockStatus));
          const name = isOutOfStock ? `${nameOf(variant)}, ${t('/Catalog/Stock/OutOfStock')}` : nameOf(variant);
          const className = [
            isShade ? 'c_VariantSelector__swatch' : 'c_VariantSelector__chip',
            isOutOfStock && 'c_VariantSelector--outOfStock',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={variant.code}>
              <a
                className={className}
                href={variant.url}
                aria-current={variant.isSelected ? 'page' : undefined}
                aria-label={isShade ? name : undefined}
                title={isShade ? variant.name : undefined}
                style={isShade && variant.color ? { backgroundColor: variant.color } : undefined}
              >
                {isShade ? null : name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
