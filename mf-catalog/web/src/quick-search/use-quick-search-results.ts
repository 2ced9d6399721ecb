import { useEffect, useMemo, useState } from 'react';
import { catchError, distinctUntilChanged, from, map, Observable, of, Subject, switchMap } from 'rxjs';
import type { AutocompleteResult, QuickSearchProduct, SearchCompletion, SearchSuggestionsResult, TopSearchesResult } from '../../../contract/search';
import { http, socialSearchMinLength, type SocialAutocompleteResult } from '@storefront/platform';
import type { SearchCategory } from './quick-search-state';

/** A text the list offers to search or go to. */
export type QuickSearchSuggestion = Pick<SearchCompletion, 'text' | 'url'>;

export interface QuickSearchResults {
  popular: SearchCompletion[];
  /** Suggestions below the letter threshold, completions from it on; a social search's profiles and hashtags. */
  suggestions: QuickSearchSuggestion[];
  products: QuickSearchProduct[];
  totalCount: number;
  /** The search page lists at least totalCount products (the server stops counting there). */
  totalCountIsLowerBound: boolean;
  /** The text these results are for. */
  forText: string;
  /** The category these results are for. */
  forCategory: SearchCategory;
}

type Found = Omit<QuickSearchResults, 'popular'>;

const empty: QuickSearchResults = { popular: [], suggestions: [], products: [], totalCount: 0, totalCountIsLowerBound: false, forText: '', forCategory: 'product' };
/** A pause in typing before a product search is asked; social autocomplete waits longer. */
const debounceMs: Record<SearchCategory, number> = { product: 150, social: 500 };

/**
 * `value` once `ms` have passed, unless unsubscribed before: behind a switchMap, a debounce whose pause can differ
 * from one value to the next (the shared RxJS has debounceTime, of one pause).
 */
const after = <T>(ms: number, value: T) =>
  new Observable<T>((subscriber) => {
    const timer = setTimeout(() => {
      subscriber.next(value);
      subscriber.complete();
    }, ms);
    return () => clearTimeout(timer);
  });

const get = <T>(url: string) => from(http.get<T>(url, { reportNetworkError: false })).pipe(map((response) => response.data));

function productResults(value: string, threshold: number) {
  const none = { suggestions: [], products: [], totalCount: 0, totalCountIsLowerBound: false, forText: value, forCategory: 'product' } satisfies Found;
  if (value.length >= threshold) {
    return get<AutocompleteResult>(`/search/autocomplete?${new URLSearchParams({ q: value })}`).pipe(
      map((result): Found => ({ ...none, suggestions: result.completions, products: result.products, totalCount: result.totalCount, totalCountIsLowerBound: result.totalCountIsLowerBound })),
    );
  }
  if (!value) return of(none);
  return get<SearchSuggestionsResult>(`/searchsuggestions?${new URLSearchParams({ q: value })}`).pipe(map((result): Found => ({ ...none, suggestions: result.suggestions })));
}

/** Team Social's profiles and hashtags for the text (its social autocomplete). */
function socialResults(value: string) {
  const none = { suggestions: [], products: [], totalCount: 0, totalCountIsLowerBound: false, forText: value, forCategory: 'social' } satisfies Found;
  if (value.length < socialSearchMinLength) return of(none);
  return get<SocialAutocompleteResult>(`/search/socialautocomplete?${new URLSearchParams({ q: value })}`).pipe(
    map((result): Found => ({ ...none, suggestions: result.completions.map(({ text, url }) => ({ text, url })) })),
  );
}

/**
 * The lists for the typed text in the chosen category. Products: autocomplete from `threshold` letters, search
 * suggestions below it, popular searches once. Social: team Social's autocomplete from 2 characters, after a longer
 * pause, and no popular searches. Requests wait for a pause in typing; an answer for older text is dropped
 * (switchMap); a failed request shows nothing rather than an error in the header.
 */
export function useQuickSearchResults(text: string, isOpen: boolean, threshold: number, category: SearchCategory): QuickSearchResults {
  const [results, setResults] = useState<QuickSearchResults>(empty);
  const asked = useMemo(() => new Subject<{ text: string; category: SearchCategory }>(), []);
  const [popular, setPopular] = useState<SearchCompletion[] | null>(null);

  useEffect(() => {
    if (!isOpen || category !== 'product' || popular !== null) return;
    const subscription = get<TopSearchesResult>('/api/search/top-searches')
      .pipe(catchError(() => of({ searches: [] })))
      .subscribe((result) => setPopular(result.searches));
    return () => subscription.unsubscribe();
  }, [isOpen, category, popular]);

  useEffect(() => {
    const subscription = asked
      .pipe(
        map((ask) => ({ ...ask, text: ask.text.trim() })),
        distinctUntilChanged((a, b) => a.text === b.text && a.category === b.category),
        switchMap((ask) =>
          after(debounceMs[ask.category], ask).pipe(switchMap(() => (ask.category === 'social' ? socialResults(ask.text) : productResults(ask.text, threshold)))),
        ),
        catchError((_error, caught) => caught),
      )
      .subscribe((next) => setResults((previous) => ({ ...previous, ...next })));
    return () => subscription.unsubscribe();
  }, [asked, threshold]);

  useEffect(() => {
    if (isOpen) asked.next({ text, category });
  }, [asked, text, category, isOpen]);

  return { ...results, popular: category === 'product' ? (popular ?? []) : [] };
}
