import type { ProductCard as ProductCardData } from '@storefront/platform';
import { ProductCard } from '../product-card/product-card';
import './product-grid.css';

interface ProductGridProps {
  products: ProductCardData[];
  label?: string;
  /** The grid is the first thing on its page with images: its first card's image loads at once, with high priority. */
  eagerFirst?: boolean;
}

export function ProductGrid({ products, label, eagerFirst = false }: ProductGridProps) {
  return (
    <ul className="c_ProductGrid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.code} className="c_ProductGrid__item">
          <ProductCard product={product} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
