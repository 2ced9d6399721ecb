import type { ProductCard, SortOrder } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { productCardOf, type ProductCardRow } from './product-card';
import type { Shopper } from './shopper';

export type ListingFilter =
  | { kind: 'category'; code: string }
  | { kind: 'brand'; code: string }
  | { kind: 'offers' }
  | { kind: 'new' }
  | { kind: 'all' };

export interface ListingRequest {
  filter: ListingFilter;
  sort: SortOrder;
  page: number;
  pageSize: number;
}

export const sortOrders = ['popularity', 'price-asc', 'price-desc', 'news', 'name'] as const satisfies readonly SortOrder[];

function orderBy(sort: SortOrder, shopper: Shopper): string {
  const price = shopper.isMember ? 'coalesce(pr.member_amount, pr.amount)' : 'pr.amount';
  switch (sort) {
    case 'price-asc':
      return `${price} ASC, p.code`;
    case 'price-desc':
      return `${price} DESC, p.code`;
    case 'news':
      return 'p.launched_on DESC, p.code';
    case 'name':
      return 'lower(p.name) COLLATE "C", p.code';
    default:
      return 'p.popularity DESC, p.code';
  }
}

function where(filter: ListingFilter, params: unknown[]): string {
  switch (filter.kind) {
    case 'category':
      params.push(filter.code);
      return `(p.category_code = $${params.length} OR p.category_code LIKE $${params.length} || '/%')`;
    case 'brand':
      params.push(filter.code);
      return `p.brand_code = $${params.length}`;
    case 'offers':
      return '(pr.previous_amount IS NOT NULL OR pr.member_amount IS NOT NULL)';
    case 'new':
      return 'p.is_new';
    default:
      return 'true';
  }
}

/** The first variant's price, joined only when the filter or the sort needs it. */
function priceJoin(params: unknown[], currency: string): string {
  params.push(currency);
  return `JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
          JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $${params.length}`;
}

/**
 * One page of product cards and the number of products that match. The page's products are chosen on the products
 * table (with prices only when needed) before their details are joined, so a page costs a few index lookups.
 */
export async function fetchListing(
  db: Queryable,
  request: ListingRequest,
  shopper: Shopper,
  today: string,
): Promise<{ products: ProductCard[]; totalCount: number }> {
  const params: unknown[] = [];
  const needsPrice = request.filter.kind === 'offers' || request.sort.startsWith('price');
  const joins = needsPrice ? priceJoin(params, shopper.currency) : '';
  const condition = where(request.filter, params);
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products p ${joins} WHERE ${condition}`,
    params,
  );
  const totalCount = counted?.count ?? 0;
  if (totalCount === 0 || (request.page - 1) * request.pageSize >= totalCount) return { products: [], totalCount };
  params.push(shopper.currency);
  const rows = await db.query<ProductCardRow>(
    `WITH page AS (
       SELECT p.code, row_number() OVER (ORDER BY ${orderBy(request.sort, shopper)}) AS position
       FROM products p ${joins}
       WHERE ${condition}
       ORDER BY position
       LIMIT ${request.pageSize} OFFSET ${(request.page - 1) * request.pageSize}
     )
     SELECT p.code AS product_code, p.slug, p.name, p.rating_tenths, p.review_count, p.is_new, b.name AS brand_name,
            v.code AS variant_code, v.size_unit, v.size_milli,
            pr.amount, pr.previous_amount, pr.member_amount,
            s.online_quantity, s.store_quantity, s.is_monitorable,
            s.purchase_available_from::text AS purchase_available_from,
            (SELECT count(*)::int FROM variants c WHERE c.product_code = p.code) AS variant_count,
            ARRAY(SELECT w.shade_hex FROM variants w
                  WHERE w.product_code = p.code AND w.shade_hex IS NOT NULL ORDER BY w.sort_order LIMIT 6) AS swatches
     FROM page
     JOIN products p ON p.code = page.code
     JOIN brands b ON b.code = p.brand_code
     JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
     JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $${params.length}
     JOIN variant_stock s ON s.variant_code = v.code
     ORDER BY page.position`,
    params,
  );
  return { products: rows.map((row) => productCardOf(row, shopper, today)), totalCount };
}
