import type { FacetName, ListingFilters, SortOrder } from '../../../contract/product-listing';

/** Which products a listing starts from, before its filters. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; code: string }
  | { kind: 'brand'; code: string }
  | { kind: 'tag'; code: string }
  | { kind: 'store'; id: string }
  | { kind: 'offers' }
  | { kind: 'campaign'; code: string }
  | { kind: 'new' }
  | { kind: 'fragrance' };

/** One request to the product search: every listing (search, category, brand, tag, campaign, store…) is one. */
export interface ProductQuery {
  /** Search text; absent for plain listings. */
  text?: string;
  scope: ListingScope;
  filters: ListingFilters;
  sort: SortOrder;
  page: number;
  pageSize: number;
  /** The facets to count beside the page (none: no facet queries run). */
  facets: FacetName[];
}

export const noFilters: ListingFilters = { brand: [], tag: [], inStock: false };
