import type { Image, Link, PageBase, Price, TrackingProduct } from '@storefront/platform';
import type { ProductListing } from './product-listing';

/*
 * Search: the quick search's completions and products, the search page, and the search history.
 */

/**
 * A text the quick search offers: a phrase shoppers searched, a brand, a category or a product name. `url` is where
 * picking it goes when that is not the search page (a brand or category page, a product page).
 */
export interface SearchCompletion {
  text: string;
  /** The text encrypted by the server (GET /encryptsearchtext), for search-history entries and tracking. */
  encryptedText: string;
  kind: 'phrase' | 'brand' | 'category' | 'product';
  url?: string;
}

/** A product hit shown under the quick search's completions. */
export interface QuickSearchProduct {
  code: string;
  url: string;
  brandName: string;
  name: string;
  image: Image;
  price: Price;
}

/** GET /search/autocomplete?q= (text of at least autocompleteLetterThreshold letters). */
export interface AutocompleteResult {
  q: string;
  /** Completions of the typed text, best first; the first is the inline completion when it starts with the text. */
  completions: SearchCompletion[];
  products: QuickSearchProduct[];
  /** Products the search page would list for q; when totalCountIsLowerBound, at least this many (counting stops there). */
  totalCount: number;
  totalCountIsLowerBound: boolean;
  /** The search page for q. */
  searchUrl: string;
}

/** GET /searchsuggestions?q= and /api/search/suggestions?q= (text shorter than the threshold, or empty). */
export interface SearchSuggestionsResult {
  q: string;
  suggestions: SearchCompletion[];
}

/** GET /api/search/top-searches: the most searched phrases of the last 30 days in the shopper's language. */
export interface TopSearchesResult {
  searches: SearchCompletion[];
}

/** GET /encryptsearchtext?searchPhrase= */
export interface EncryptedSearchText {
  searchPhrase: string;
  encryptedText: string;
}

/** Search history entry, kept in the browser. */
export interface SearchHistoryEntry {
  text: string;
  encryptedText: string;
  ticket?: string;
}

/**
 * The search page, /search?q=… (or ?eq=<encrypted text>). When q names a brand or a category the page served is that
 * brand's or category's page instead, with its redirectedSearchPhrase set.
 */
export interface SearchPageViewModel extends PageBase {
  componentName: 'SearchPageViewModel';
  heading: string;
  q: string;
  /** Tracking parameters added to the address when a suggestion was picked, echoed back. */
  suggestionFor?: string;
  suggestionList?: string;
  /** When q found nothing but a close spelling did, the listing is for this text. */
  correctedQuery?: string;
  /** Other spellings worth trying, each a link to its search. */
  didYouMean: Link[];
  /** Brands and categories whose names match q. */
  brands: Link[];
  categories: Link[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}
