import type { ProductCard as ProductCardData } from '@storefront/platform';
import { ProductCard } from '../product-card/product-card';
import './product-grid.css';

export function ProductGrid({ products, label }: { products: ProductCardData[]; label?: string }) {
  return (
    <ul className="c_ProductGrid" aria-label={label}>
      {products.map((product) => (
        <li key={product.code} className="c_ProductGrid__item">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
