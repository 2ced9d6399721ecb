import type { PageBase } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { Shopper } from '../catalog/shopper';
import type { CheckoutClient } from '../checkout/checkout-client';
import type { Searcher } from '../search/popular-searches';

export interface PageContext {
  db: Queryable;
  shopper: Shopper;
  /** Who is asking, as popular searches count a search (keyed hashes); null for a call that records no search. */
  searcher: Searcher | null;
  /** The page path without a trailing slash, e.g. '/c/makeup'; '/' for the start page. */
  path: string;
  /** The query parameters of the page request (`pageQuery`), each page checking those it reads. */
  query: Record<string, unknown>;
  /** The gateway asked for the no-JavaScript fallback (`_fallback=1`). */
  includeFallback: boolean;
  /** 'YYYY-MM-DD', the day stock and launch dates are judged by. */
  today: string;
  /** Milliseconds since the epoch: whether a store is open now. */
  now: number;
  /** Team Checkout, for what it already told (the product page's gift offers): a page never waits for it. */
  checkout: CheckoutClient;
}

export interface PageResult {
  /** 410: a page that existed for a while and is gone for good (an ended campaign), still with its view model. */
  status: 200 | 404 | 410;
  page: PageBase;
  /** The page's own URL when the request used another one (sent as x-actual-url, with the request's query). */
  actualUrl?: string;
  /** The actual URL is complete: the request's query belongs to another page (a search sent to a brand's page). */
  actualUrlWithoutQuery?: boolean;
}
