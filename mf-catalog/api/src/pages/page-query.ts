import { pageRequestParams } from '@storefront/platform';
import { z } from 'zod';
import { finderQueryShape } from '../fragrance/fragrance-params';
import { storeQueryShape } from '../stores/store-query';
import { listingQueryShape } from './listing-params';
import { searchPageQuery } from './search-page';

/** Every parameter a catalog page reads: the search page's, the listings', the fragrance finder's and the store list's. */
const pageParameters = [
  ...new Set([
    ...Object.keys(searchPageQuery.shape),
    ...Object.keys(listingQueryShape),
    ...Object.keys(finderQueryShape),
    ...Object.keys(storeQueryShape),
    pageRequestParams.fallback,
  ]),
];

/**
 * The query of a page URL. Each parameter a catalog page reads is one text (`?q=a&q=b` is a 400), which the page
 * then checks by its own rules (listingParams, finderChoice, the store list's and search page's): a page that does not
 * read a parameter does not judge it. Others (a campaign link's `utm_source`, the shell's `_lid`) pass as they are.
 */
export const pageQuery = z
  .object(Object.fromEntries(pageParameters.map((name) => [name, z.string().optional()])))
  .catchall(z.union([z.string(), z.array(z.string())]));
