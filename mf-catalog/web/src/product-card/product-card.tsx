import type { ProductCard as ProductCardData } from '@storefront/platform';
import { ProductImage, usePhrase } from '@storefront/platform';
import { Price } from '../price/price';
import { StockStatus } from '../stock-status/stock-status';
import './product-card.css';

/** Matches the grid: 2 columns on phones, up to 5 on wide screens (in the page's 1440 px at most). */
const cardImageSizes = '(min-width: 1440px) 270px, (min-width: 1200px) 20vw, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw';

/** `eager`: the page's first visible image (a listing's first card), loaded at once with high priority. */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const t = usePhrase();
  return (
    <article className="c_ProductCard">
      <a className="c_ProductCard__link" href={product.url}>
        <span className="c_ProductCard__image">
          <ProductImage image={product.image} size="small" smallest="tiny" sizes={cardImageSizes} eager={eager} />
        </span>
        <span className="c_ProductCard__brand">{product.brandName}</span>
        <h3 className="c_ProductCard__name">{product.name}</h3>
      </a>
      {product.isNew && <span className="c_ProductCard__badge">{t('/Catalog/ProductCard/New')}</span>}
      {product.variantCount > 1 && product.swatches.length > 0 ? (
        <p className="c_ProductCard__variants">
          <span className="c_ProductCard__swatches" aria-hidden="true">
            {product.swatches.map((color) => (
              <span key={color} className="c_ProductCard__swatch" style={{ backgroundColor: color }} />
            ))}
          </span>
          {t('/Catalog/ProductCard/Shades', { count: product.variantCount })}
        </p>
      ) : (
        product.variantCount > 1 && (
          <p className="c_ProductCard__variants">{t('/Catalog/ProductCard/Variants', { count: product.variantCount })}</p>
        )
      )}
      <Price price={product.price} size="small" />
      <StockStatus status={product.stockStatus} />
    </article>
  );
}
