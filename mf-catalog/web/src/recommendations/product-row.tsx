import { useId } from 'react';
import type { ProductCard as ProductCardData } from '@storefront/platform';
import { ProductCard } from '../product-card/product-card';
import './product-row.css';

/** A titled row of product cards that scrolls sideways on small screens. */
export function ProductRow({ heading, products }: { heading: string; products: ProductCardData[] }) {
  const headingId = useId();
  return (
    <section className="c_ProductRow" aria-labelledby={headingId}>
      <h2 id={headingId} className="c_ProductRow__heading">
        {heading}
      </h2>
      <ul className="c_ProductRow__list">
        {products.map((product) => (
          <li key={product.code} className="c_ProductRow__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
