import type { Logger } from 'pino';
import type { Database } from '@storefront/platform/server';
import type { CheckoutClient } from '../checkout/checkout-client';

/** What every catalog router is built with (from AppOptions). */
export interface CatalogRouteOptions {
  db: Database;
  logger: Logger;
  /** 'YYYY-MM-DD' of the day: stock, prices and opening hours are judged by it. */
  today: () => string;
  now: () => number;
  /** The gateway's identity secret; keys derived from it (the search-text key) stay server-side. */
  secret: string;
  /** Team Checkout: what was bought together, and its gift-with-purchase offers (the product page's extras). */
  checkout: CheckoutClient;
}
