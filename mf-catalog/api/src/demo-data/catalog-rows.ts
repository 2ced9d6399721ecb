import type { CurrencyCode, Culture } from '@storefront/platform';
import type { Silhouette, SizeUnit } from './category-tree';

/** Rows of the demo catalog, named as the table columns they are inserted into. */
export interface BrandRow {
  code: string;
  slug: string;
  name: string;
  color: string;
  description: string;
  tier: number;
}

export interface CategoryRow {
  code: string;
  parent_code: string | null;
  slug: string;
  level: number;
  sort_order: number;
  theme: string;
  description: string;
}

export interface CategoryNameRow {
  category_code: string;
  culture: Culture;
  name: string;
}

export interface ProductRow {
  code: string;
  slug: string;
  name: string;
  brand_code: string;
  category_code: string;
  product_type: string;
  silhouette: Silhouette;
  varies_by: 'COLOR' | 'SIZE';
  description: string;
  ingredients: string | null;
  highlights: string[];
  rating_tenths: number | null;
  review_count: number;
  is_new: boolean;
  popularity: number;
  launched_on: string;
  max_quantity: number;
}

export interface VariantRow {
  code: string;
  product_code: string;
  sort_order: number;
  name: string;
  shade_hex: string | null;
  size_unit: SizeUnit;
  size_milli: number;
  image_count: number;
}

export interface PriceRow {
  variant_code: string;
  currency: CurrencyCode;
  amount: number;
  previous_amount: number | null;
  member_amount: number | null;
}

export interface StockRow {
  variant_code: string;
  online_quantity: number;
  store_quantity: number;
  is_monitorable: boolean;
  purchase_available_from: string | null;
}

export interface DemoCatalog {
  brands: BrandRow[];
  categories: CategoryRow[];
  categoryNames: CategoryNameRow[];
  products: ProductRow[];
  variants: VariantRow[];
  prices: PriceRow[];
  stock: StockRow[];
}
