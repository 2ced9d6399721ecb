import type { ProductCard } from '@storefront/platform';

/*
 * A listing of products as every listing page shows it: the page of products, its sort order and its facets.
 */

/** 'relevance' is offered only where there is search text. */
export type SortOrder = 'relevance' | 'popularity' | 'price-asc' | 'price-desc' | 'rating' | 'news' | 'name';

/** One choice within a facet, with the number of products it would show given the other facets' selections. */
export interface FacetValue {
  /** What goes into the URL parameter, e.g. a brand code, a tag code, '200-500' (price, major units), '4' (rating). */
  value: string;
  text: string;
  count: number;
  isSelected: boolean;
}

export type FacetName = 'brand' | 'category' | 'price' | 'tag' | 'rating' | 'inStock' | 'family' | 'note' | 'audience';

/** Whom a fragrance is for, as its category path or the feed's unisex highlight says. */
export type FragranceAudience = 'women' | 'men' | 'unisex';

/**
 * A filter beside a listing. `multi`: several values at once (comma-joined in the URL, e.g. brand=a,b); `single`: one
 * value (category, price, rating); `toggle`: on or off (inStock=1).
 */
export interface Facet {
  name: FacetName;
  text: string;
  kind: 'multi' | 'single' | 'toggle';
  values: FacetValue[];
}

/** The filters a listing was asked for, as read from its URL (the facets' parameters). */
export interface ListingFilters {
  brand: string[];
  /** A category code ('makeup/lips'); only products at or below it. */
  category?: string;
  /** 'min-max' in major units of the shopper's currency; either side may be empty ('-200', '500-'). */
  price?: string;
  tag: string[];
  /** Lowest average rating, 1..5. */
  rating?: number;
  inStock: boolean;
  /** Fragrance finder: scent family codes (any of them), note codes (all of them), whom it is for. */
  family?: string[];
  note?: string[];
  audience?: FragranceAudience;
}

export interface ProductListing {
  products: ProductCard[];
  totalCount: number;
  page: number;
  pageSize: number;
  sort: SortOrder;
  sortOptions: { value: SortOrder; text: string }[];
  /** Filters beside the list; empty where a page offers none. */
  facets: Facet[];
  filters: ListingFilters;
}
