import type { Link } from '@storefront/platform';
import type { SearchPageViewModel } from '../../../contract/search';
import { parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import type { SearchListing } from '../search/product-search';
import { recordSearch } from '../search/popular-searches';
import { normaliseSearchText } from '../search/normalise-search-text';
import { searchRedirect } from '../search/search-redirect';
import { searchText } from '../search/search-texts';
import { brandPage } from './brand-page';
import { categoryPage } from './category-page';
import { listingFor } from './listing';
import { listingParams, listingUrl, type ListingParams } from './listing-params';
import { fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** The search page's own parameters (the listing's are listingParams'): the text, and which suggestion led here. */
export const searchPageQuery = z.object({
  q: z.string().max(200).default(''),
  suggestionFor: z.string().max(200).optional(),
  suggestionList: z.string().max(40).optional(),
});

/** Before anything is typed: no products, no facets (the page asks for search text). */
const emptyListing = (params: ListingParams): SearchListing => ({
  products: [],
  totalCount: 0,
  page: 1,
  pageSize: params.pageSize,
  sort: 'relevance',
  sortOptions: [],
  facets: [],
  filters: params.filters,
});

/** Brands and categories whose names start with the text, as links beside the results. */
async function matchingLinks(context: PageContext, text: string): Promise<{ brands: Link[]; categories: Link[] }> {
  if (text.length < 2) return { brands: [], categories: [] };
  const rows = await context.db.query<{ kind: 'brand' | 'category'; text: string; url: string }>(
    `SELECT kind, text, url FROM search_terms
     WHERE culture = $2 AND kind IN ('brand', 'category') AND kind <> 'product' AND (term LIKE $1 || '%' OR term LIKE '% ' || $1 || '%')
     ORDER BY weight DESC LIMIT 10`,
    [text, context.shopper.culture],
  );
  const links = (kind: 'brand' | 'category') => rows.filter((row) => row.kind === kind).slice(0, 5).map((row) => ({ name: row.text, url: row.url }));
  return { brands: links('brand'), categories: links('category') };
}

/**
 * The search page, /search?q=…: products matching q with facets and sorting. A search for exactly a brand's or
 * category's name answers that page instead (its address becomes the page's), with redirectedSearchPhrase set.
 */
export async function searchPage(context: PageContext): Promise<PageResult> {
  const { q, suggestionFor, suggestionList } = parseInput(searchPageQuery, context.query);
  const params = listingParams(context.query);
  const { culture } = context.shopper;
  const text = normaliseSearchText(q);
  const unfiltered = Object.values(params.filters).every((value) => !value || (Array.isArray(value) && value.length === 0));
  if (unfiltered && params.page === 1 && !params.sort) {
    const redirect = await searchRedirect(context.db, text, culture);
    const redirectedContext = { ...context, query: {} };
    if (redirect) {
      await recordSearch(context.db, culture, context.searcher, q, 1);
      const result = redirect.kind === 'brand' ? await brandPage(redirectedContext, redirect.slug) : await categoryPage(redirectedContext, redirect.code);
      if (result.status === 200) {
        return { ...result, page: { ...result.page, redirectedSearchPhrase: q.trim() } as typeof result.page, actualUrl: result.page.url, actualUrlWithoutQuery: true };
      }
    }
  }
  const heading = text ? searchText(culture, 'searchResultsFor', { q: q.trim() }) : searchText(culture, 'searchHeading');
  const listName = searchText(culture, 'searchListName');
  const [{ listing, trackingInformationProducts }, links] = await Promise.all([
    text
      ? listingFor(context, { kind: 'all' }, params, listName, { text: q })
      : Promise.resolve({ listing: emptyListing(params), trackingInformationProducts: [] }),
    matchingLinks(context, text),
  ]);
  // What the text finds is known only without filters (a filtered search finding nothing says nothing of the text).
  if (text && unfiltered && params.page === 1) await recordSearch(context.db, culture, context.searcher, listing.correctedQuery ?? q, listing.totalCount);
  const extra = { q: q.trim(), ...(suggestionFor ? { suggestionFor } : {}), ...(suggestionList ? { suggestionList } : {}) };
  const { correctedQuery, ...plainListing } = listing;
  const page: SearchPageViewModel = {
    ...pageBase(context, {
      componentName: 'SearchPageViewModel',
      url: listingUrl('/search', params, true, extra),
      title: heading,
      description: searchText(culture, 'searchDescription'),
      section: 'search',
      robots: 'noindex, follow',
      canonicalUrl: listingUrl('/search', params, false, { q: q.trim() }),
    }),
    componentName: 'SearchPageViewModel',
    heading,
    q: q.trim(),
    ...(suggestionFor ? { suggestionFor } : {}),
    ...(suggestionList ? { suggestionList } : {}),
    ...(correctedQuery ? { correctedQuery } : {}),
    didYouMean: correctedQuery ? [{ name: correctedQuery, url: `/search?${new URLSearchParams({ q: correctedQuery })}` }] : [],
    brands: links.brands,
    categories: links.categories,
    listing: plainListing,
    trackingInformationProducts,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [],
      links: fallbackLinks([...links.brands, ...links.categories, ...listing.products.map((card) => ({ name: `${card.brandName} ${card.name}`, url: card.url }))]),
    })),
  };
}
