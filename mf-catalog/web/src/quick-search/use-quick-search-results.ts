import { useEffect, useMemo, useState } from 'react';
import { debounceTime, distinctUntilChanged, from, of, Subject, switchMap, catchError, map } from 'rxjs';
import type { AutocompleteResult, QuickSearchProduct, SearchCompletion, SearchSuggestionsResult, TopSearchesResult } from '../../../contract/search';
import { http } from '@storefront/platform';

export interface QuickSearchResults {
  popular: SearchCompletion[];
  /** Suggestions below the letter threshold, completions from it on. */
  suggestions: SearchCompletion[];
  products: QuickSearchProduct[];
  totalCount: number;
  /** The search page lists at least totalCount products (the server stops counting there). */
  totalCountIsLowerBound: boolean;
  /** The text these results are for. */
  forText: string;
}

const empty: QuickSearchResults = { popular: [], suggestions: [], products: [], totalCount: 0, totalCountIsLowerBound: false, forText: '' };
const debounceMs = 150;

const get = <T>(url: string) => from(http.get<T>(url, { reportNetworkError: false })).pipe(map((response) => response.data));

/**
 * The lists for the typed text: product autocomplete from `threshold` letters, search suggestions below
 * it, popular searches once. Requests wait for a pause in typing; an answer for older text is dropped (switchMap); a
 * failed request shows nothing rather than an error in the header.
 */
export function useQuickSearchResults(text: string, isOpen: boolean, threshold: number): QuickSearchResults {
  const [results, setResults] = useState<QuickSearchResults>(empty);
  const texts = useMemo(() => new Subject<string>(), []);
  const [popular, setPopular] = useState<SearchCompletion[] | null>(null);

  useEffect(() => {
    if (!isOpen || popular !== null) return;
    const subscription = get<TopSearchesResult>('/api/search/top-searches')
      .pipe(catchError(() => of({ searches: [] })))
      .subscribe((result) => setPopular(result.searches));
    return () => subscription.unsubscribe();
  }, [isOpen, popular]);

  useEffect(() => {
    const subscription = texts
      .pipe(
        map((value) => value.trim()),
        distinctUntilChanged(),
        debounceTime(debounceMs),
        switchMap((value) => {
          if (value.length >= threshold) {
            return get<AutocompleteResult>(`/search/autocomplete?${new URLSearchParams({ q: value })}`).pipe(
              map((result) => ({
                suggestions: result.completions,
                products: result.products,
                totalCount: result.totalCount,
                totalCountIsLowerBound: result.totalCountIsLowerBound,
                forText: value,
              })),
            );
          }
          if (!value) return of({ suggestions: [], products: [], totalCount: 0, totalCountIsLowerBound: false, forText: value });
          return get<SearchSuggestionsResult>(`/searchsuggestions?${new URLSearchParams({ q: value })}`).pipe(
            map((result) => ({ suggestions: result.suggestions, products: [], totalCount: 0, totalCountIsLowerBound: false, forText: value })),
          );
        }),
        catchError((_error, caught) => caught),
      )
      .subscribe((next) => setResults((previous) => ({ ...previous, ...next })));
    return () => subscription.unsubscribe();
  }, [texts, threshold]);

  useEffect(() => {
    if (isOpen) texts.next(text);
  }, [texts, text, isOpen]);

  return { ...results, popular: popular ?? [] };
}
