import type { TopBrand } from '../../../contract/listing-pages';
import type { Queryable } from '@storefront/platform/server';
import { searchProducts } from '../search/product-search';
import { noFilters, type ListingScope } from '../search/product-query';
import { brandUrl } from './brand-repository';
import type { Shopper } from './shopper';

/** The product search counts at most this many brands per facet: the most a top-brands list can hold. */
export const maxTopBrands = 30;

/**
 * The brands with most products in the scope, most first (then by name): the listing's own brand facet, so each count
 * is what the scope's listing shows filtered by that brand.
 */
export async function topBrands(db: Queryable, scope: ListingScope, limit: number, shopper: Shopper, today: string): Promise<TopBrand[]> {
  const { facets } = await searchProducts(
    db,
    { scope, filters: noFilters, sort: 'popularity', page: 1, pageSize: 1, facets: ['brand'] },
    shopper,
    today,
  );
  const values = (facets.find((facet) => facet.name === 'brand')?.values ?? []).slice(0, Math.min(limit, maxTopBrands));
  if (values.length === 0) return [];
  const slugs = new Map(
    (await db.query<{ code: string; slug: string }>('SELECT code, slug FROM brands WHERE code = ANY($1::text[])', [values.map((value) => value.value)])).map(
      (row) => [row.code, row.slug],
    ),
  );
  return values.map((value) => ({ code: value.value, name: value.text, url: brandUrl(slugs.get(value.value) ?? ''), productCount: value.count }));
}
