import type { Link, MarketCode, PageBase, TrackingProduct } from '@storefront/platform';
import type { ProductListing } from './product-listing';

/*
 * The stores: their list, pages and shelves, and a product's stock in them.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** One day of a store's week: 'HH:MM' local times, or closed. */
export interface OpeningHoursDay {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  name: string;
  opens?: string;
  closes?: string;
  isToday: boolean;
}

export interface StoreSummary {
  id: string;
  name: string;
  url: string;
  market: MarketCode;
  address: { street: string; postalCode: string; city: string };
  location: GeoPoint;
  /** Kilometres from the position the list was asked for. */
  distanceKm?: number;
  isOpenNow: boolean;
  /** Today's hours as shown: '10:00–20:00', or closed. */
  todayText: string;
}

export interface StoreDetails extends StoreSummary {
  phone: string;
  timeZone: string;
  services: string[];
  openingHours: OpeningHoursDay[];
}

/**
 * What the store list was asked for (locationQuery): the browser's position (when the shopper allowed it,
 * allowGetLocation) or a text (city, postal code, street). Null: the market's stores by name.
 */
export type LocationQuery = { kind: 'position'; lat: number; lon: number } | { kind: 'text'; text: string } | null;

/** /stores, /stores?q=…, /stores?lat=…&lon=… */
export interface StoreListPageViewModel extends PageBase {
  componentName: 'StoreListPageViewModel';
  heading: string;
  locationQuery: LocationQuery;
  stores: StoreSummary[];
}

/** /stores/{id} */
export interface StorePageViewModel extends PageBase {
  componentName: 'StorePageViewModel';
  store: StoreDetails;
  breadcrumbs: Link[];
  productsUrl: string;
}

/** /stores/{id}/products: what the store has on its shelves. */
export interface StoreProductsListPageViewModel extends PageBase {
  componentName: 'StoreProductsListPageViewModel';
  store: StoreSummary;
  breadcrumbs: Link[];
  listing: ProductListing;
  trackingInformationProducts: TrackingProduct[];
}

export type StoreStockLevel = 'in-stock' | 'few-left' | 'out-of-stock';

/** GET /api/catalog/variants/{code}/store-stock-info?lat=&lon= : the variant in the shopper's market's stores. */
export interface StoreStockInfo {
  variantCode: string;
  stores: { store: StoreSummary; level: StoreStockLevel; quantity: number }[];
}
