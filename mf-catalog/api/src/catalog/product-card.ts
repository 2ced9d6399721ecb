import type { ProductCard } from '@storefront/platform';
import { priceFor, type PriceRecord } from './price';
import { productImage } from './product-image';
import type { Shopper } from './shopper';
import { stockStatusOf, type StockRecord } from './stock-status';

/** A listing row: a product with its first variant's price and stock. */
export interface ProductCardRow extends PriceRecord, StockRecord {
  product_code: string;
  slug: string;
  name: string;
  brand_name: string;
  rating_tenths: number | null;
  review_count: number;
  is_new: boolean;
  variant_code: string;
  variant_count: number;
  swatches: string[];
}

export function productUrl(slug: string, variantCode: string): string {
  return `/p/${slug}/${variantCode}`;
}

export function productCardOf(row: ProductCardRow, shopper: Shopper, today: string): ProductCard {
  return {
    code: row.variant_code,
    productCode: row.product_code,
    url: productUrl(row.slug, row.variant_code),
    brandName: row.brand_name,
    name: row.name,
    image: productImage(row.variant_code, 1, `${row.brand_name} ${row.name}`),
    price: priceFor(row, shopper),
    stockStatus: stockStatusOf(row, today),
    variantCount: row.variant_count,
    swatches: [...row.swatches],
    ...(row.rating_tenths !== null ? { rating: row.rating_tenths / 10, reviewCount: row.review_count } : {}),
    isNew: row.is_new,
  };
}
