import type { Link, PageBase, TrackingProduct } from '@storefront/platform';
import type { ProductListing } from './product-listing';

/*
 * The fragrance finder: scent families and notes to choose from, and its page.
 */

/** The picture on a scent family's tile. */
export type FragranceFamilyIcon = 'flower' | 'wave' | 'tree' | 'flame';

/** A scent family to choose in the fragrance finder, with what choosing it (or leaving it) gives. */
export interface FragranceFamilyChoice {
  code: string;
  name: string;
  /** The tile's background (#rrggbb); dark text on it is readable. */
  colour: string;
  icon: FragranceFamilyIcon;
  /** Fragrances of this family given the other choices (notes, brand, price…). */
  count: number;
  isSelected: boolean;
  /** The finder with this family added to the choice, or taken out of it. */
  url: string;
}

/**
 * The fragrance finder, /fragrance-finder: fragrances by scent family (tiles, any of those chosen), narrowed by notes
 * (all of those chosen), whom they are for, brand, price and rating, and optionally by text (q). Every choice is in
 * the URL (family=floral,fresh&note=rose&audience=unisex&q=…).
 */
export interface FragranceSearchPageViewModel extends PageBase {
  componentName: 'FragranceSearchPageViewModel';
  heading: string;
  intro: string;
  q: string;
  /** When q found nothing but a close spelling did, the listing is for this text. */
  correctedQuery?: string;
  breadcrumbs: Link[];
  /** Every family, in the finder's order. */
  families: FragranceFamilyChoice[];
  /** Notes, whom for, brand, price, rating and stock facets; the families are the tiles above. */
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}
