import type { VariantViewModel } from '@storefront/platform';
import { usePhrase } from '@storefront/platform';
import { FragranceLine } from './fragrance-line';
import './product-details.css';

export function ProductDetails({ product }: { product: VariantViewModel['product'] }) {
  const t = usePhrase();
  return (
    <div className="c_ProductDetails">
      {product.description && (
        <section aria-labelledby="c_ProductDetails__description">
          <h2 id="c_ProductDetails__description" className="c_ProductDetails__heading">
            {t('/Catalog/Product/Description')}
          </h2>
          <p className="c_ProductDetails__text">{product.description}</p>
        </section>
      )}
      {product.highlights.length > 0 && (
        <section aria-labelledby="c_ProductDetails__highlights">
          <h2 id="c_ProductDetails__highlights" className="c_ProductDetails__heading">
            {t('/Catalog/Product/Highlights')}
          </h2>
          <ul className="c_ProductDetails__highlights">
            {product.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
      )}
      {product.fragrance && <FragranceLine fragrance={product.fragrance} />}
      {product.ingredients && (
        <details className="c_ProductDetails__ingredients">
          <summary className="c_ProductDetails__summary">{t('/Catalog/Product/Ingredients')}</summary>
          <p className="c_ProductDetails__text">{product.ingredients}</p>
        </details>
      )}
    </div>
  );
}
