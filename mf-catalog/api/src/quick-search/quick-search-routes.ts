import { Router, type Response } from 'express';
import type { AutocompleteResult, EncryptedSearchText, SearchCompletion, SearchSuggestionsResult, TopSearchesResult } from '../../../contract/search';
import { accepts, allow, identityOf, searchTextCipher } from '@storefront/platform/server';
import { z } from 'zod';
import { shopperFor } from '../catalog/shopper';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { normaliseSearchText } from '../search/normalise-search-text';
import { topSearches } from '../search/popular-searches';
import { quickSearchProducts } from './quick-search-products';
import { completingTerms, popularPhraseRefresher, type TermRow } from './search-terms';

const maxQueryLength = 100;
const completionCount = 8;
/** Six products, and the others counted up to 1 000 ("1 000+"): counting every match read every match. */
const productLimits = { products: 6, countedUpTo: 1000 };
const textInput = accepts({ query: z.object({ q: z.string().max(maxQueryLength).default('') }) });
const phraseInput = accepts({ query: z.object({ searchPhrase: z.string().trim().min(1).max(maxQueryLength) }) });

/** Completions in the shopper's language, stay fresh for a minute in the browser. */
const cacheBriefly = (res: Response) => res.setHeader('Cache-Control', 'private, max-age=60');

/** The quick search's calls: autocomplete, suggestions, popular searches and the encrypted search text. */
export function quickSearchRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  const cipher = searchTextCipher(options.secret);
  const refreshPhrases = popularPhraseRefresher(db, options.now, options.logger);
  const completion = (row: TermRow): SearchCompletion => ({
    text: row.text,
    encryptedText: cipher.encrypt(row.text),
    kind: row.kind,
    ...(row.url && row.kind !== 'phrase' ? { url: row.url } : {}),
  });
  const searchUrl = (q: string) => `/search?${new URLSearchParams({ q })}`;

  /** One completion per text: a brand or category page beats a phrase that reads the same. */
  const distinct = (rows: TermRow[]): TermRow[] => {
    const byText = new Map<string, TermRow>();
    for (const row of rows) {
      const key = row.text.toLowerCase();
      const kept = byText.get(key);
      if (!kept || (!kept.url && row.url)) byText.set(key, row);
    }
    return rows.filter((row) => byText.get(row.text.toLowerCase()) === row);
  };

  router.get('/search/autocomplete', allow.anyone, textInput, async (_req, res) => {
    const { q } = textInput.query(res);
    const shopper = shopperFor(identityOf(res));
    const text = normaliseSearchText(q);
    await refreshPhrases();
    const [terms, hits] = await Promise.all([
      text ? completingTerms(db, text, shopper.culture, completionCount, ['phrase', 'brand', 'category', 'product']) : Promise.resolve([]),
      text ? quickSearchProducts(db, q, shopper, options.today(), productLimits) : Promise.resolve(null),
    ]);
    const body: AutocompleteResult = {
      q,
      completions: distinct(terms).map(completion),
      products: (hits?.products ?? []).map((card) => ({
        code: card.code,
        url: card.url,
        brandName: card.brandName,
        name: card.name,
        image: card.image,
        price: card.price,
      })),
      totalCount: hits?.totalCount ?? 0,
      totalCountIsLowerBound: hits?.totalCountIsLowerBound ?? false,
      searchUrl: searchUrl(q.trim()),
    };
    cacheBriefly(res);
    res.json(body);
  });

  const popular = async (culture: string): Promise<SearchCompletion[]> =>
    (await topSearches(db, culture, completionCount)).map((text) => completion({ kind: 'phrase', text, url: null }));
  const suggestions = async (q: string, culture: string): Promise<SearchCompletion[]> => {
    const text = normaliseSearchText(q);
    await refreshPhrases();
    if (!text) return popular(culture);
    return distinct(await completingTerms(db, text, culture, completionCount, ['phrase', 'brand'])).map(completion);
  };

  router.get(['/searchsuggestions', '/api/search/suggestions'], allow.anyone, textInput, async (_req, res) => {
    const { q } = textInput.query(res);
    const body: SearchSuggestionsResult = { q, suggestions: await suggestions(q, identityOf(res).culture) };
    cacheBriefly(res);
    res.json(body);
  });

  router.get('/api/search/top-searches', allow.anyone, async (_req, res) => {
    const body: TopSearchesResult = { searches: await popular(identityOf(res).culture) };
    cacheBriefly(res);
    res.json(body);
  });

  router.get('/encryptsearchtext', allow.anyone, phraseInput, (_req, res) => {
    const { searchPhrase } = phraseInput.query(res);
    const body: EncryptedSearchText = { searchPhrase, encryptedText: cipher.encrypt(searchPhrase) };
    res.json(body);
  });
  return router;
}
