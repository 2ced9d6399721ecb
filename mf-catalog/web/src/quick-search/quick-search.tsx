import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  bus,
  formatNumber,
  http,
  ProductImage,
  socialSearchMinLength,
  useAppShellData,
  useBreakpoint,
  useCulture,
  usePhrase,
  type Breakpoint,
} from '@storefront/platform';
import type { EncryptedSearchText } from '../../../contract/search';
import { Price } from '../price/price';
import { addToHistory, historyToShow, readHistory } from './search-history';
import { initialQuickSearchState, inlineCompletion, quickSearchReducer, type QuickSearchOption, type SearchCategory } from './quick-search-state';
import { useQuickSearchResults } from './use-quick-search-results';
import '../focus.css';
import './quick-search.css';

const mobileBreakpoints: ReadonlySet<Breakpoint> = new Set(['Init', 'Micro', 'Tiny']);
/** On mobile the list stays 150 ms after the input loses focus, so a tap on a result still lands. */
const closeAfterBlurMs = 150;
const groupLabels = { previous: '/QuickSearch/Previous', popular: '/QuickSearch/Popular', suggestions: '/QuickSearch/Suggestions', products: '/QuickSearch/Products' } as const;
const categories: readonly SearchCategory[] = ['product', 'social'];

function searchUrl(text: string, suggestion?: { for: string; list: string }): string {
  const params = new URLSearchParams({ q: text });
  if (suggestion) {
    params.set('suggestionFor', suggestion.for);
    params.set('suggestionList', suggestion.list);
  }
  return `/search?${params}`;
}

/** Team Social's search page: the text goes in its address encrypted (GET /encryptsearchtext). */
const socialSearchUrl = (encryptedText: string) => `/social/search?${new URLSearchParams({ q: encryptedText })}`;

/** The text as GET /encryptsearchtext encrypts it, for the history and for Social's search page. */
const encrypted = (text: string, options?: { reportNetworkError: false }) =>
  http.get<EncryptedSearchText>(`/encryptsearchtext?${new URLSearchParams({ searchPhrase: text })}`, options).then((response) => response.data.encryptedText);

/**
 * Slot 'header:quick-search': a combobox with the shopper's previous searches, popular searches,
 * suggestions or completions, and product hits. While social is on, a choice before it searches team Social's posts
 * and profiles instead: its completions are profiles and hashtags, and a search opens Social's search page.
 * Keyboard: Down/Up move (capped at the last; up from the first goes back to the typed text), Enter goes, Escape
 * closes, Right at the end takes the inline completion. On small screens it opens as a full-screen layer.
 */
export default function QuickSearch() {
  const t = usePhrase();
  const culture = useCulture();
  const id = useId();
  const listId = `${id}-list`;
  const appShellData = useAppShellData();
  const threshold = appShellData?.siteSettings.autocompleteLetterThreshold ?? 3;
  const isMobile = mobileBreakpoints.has(useBreakpoint());
  const [state, dispatch] = useReducer(quickSearchReducer, initialQuickSearchState);
  const [history, setHistory] = useState(() => readHistory());
  const category: SearchCategory = appShellData?.isSocialEnabled ? state.searchCategory : 'product';
  const results = useQuickSearchResults(state.originalSearchTerm, state.isOpen, threshold, category);
  const current = results.forText === state.originalSearchTerm.trim() && results.forCategory === category;
  // Each category keeps its own previous searches.
  useEffect(() => setHistory(readHistory(category)), [category]);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const options = useMemo<QuickSearchOption[]>(() => {
    const typed = state.originalSearchTerm;
    const list: QuickSearchOption[] = historyToShow(history, typed).map((entry, index) => ({ id: `${id}-h${index}`, group: 'previous', text: entry.text }));
    if (category === 'product' && typed.trim().length < threshold) {
      results.popular
        .filter((entry) => entry.text.toLowerCase() !== typed.trim().toLowerCase())
        .slice(0, 5)
        .forEach((entry, index) => list.push({ id: `${id}-p${index}`, group: 'popular', text: entry.text }));
    }
    if (current) {
      results.suggestions.forEach((entry, index) => list.push({ id: `${id}-s${index}`, group: 'suggestions', text: entry.text, ...(entry.url ? { url: entry.url } : {}) }));
      results.products.forEach((product, index) =>
        list.push({ id: `${id}-r${index}`, group: 'products', text: `${product.brandName} ${product.name}`, url: product.url }),
      );
    }
    return list;
  }, [history, results, current, category, state.originalSearchTerm, threshold, id]);

  // A profile's or hashtag's completion is not the typed words going on: no inline completion for social search.
  const completion = state.selectedCompletionIndex < 0 && category === 'product' ? inlineCompletion(state.searchText, current ? results.suggestions[0]?.text : undefined) : '';

  const remember = useCallback(
    (text: string) => {
      setHistory(addToHistory({ text, encryptedText: '' }, category));
      encrypted(text, { reportNetworkError: false })
        .then((encryptedText) => setHistory(addToHistory({ text, encryptedText }, category)))
        .catch(() => undefined);
    },
    [category],
  );

  const leave = () => {
    dispatch({ type: 'close' });
    inputRef.current?.blur();
  };

  const go = (url: string, text: string) => {
    remember(text);
    leave();
    bus.emit('page:navigate-request', { url });
  };

  /** Social's search page for the text, once the text is encrypted; it joins the history with its encrypted text. */
  const searchSocial = (text: string) => {
    if (text.length < socialSearchMinLength) return;
    leave();
    encrypted(text).then((encryptedText) => {
      setHistory(addToHistory({ text, encryptedText }, 'social'));
      bus.emit('page:navigate-request', { url: socialSearchUrl(encryptedText) });
    }, () => undefined);
  };

  const pick = (option: QuickSearchOption) => {
    if (option.group === 'products') return go(option.url!, state.originalSearchTerm.trim() || option.text);
    if (option.url) return go(option.url, option.text);
    if (category === 'social') return searchSocial(option.text);
    const typed = state.originalSearchTerm.trim();
    go(option.group === 'previous' ? searchUrl(option.text) : searchUrl(option.text, { for: typed, list: option.group }), option.text);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const selected = options[state.selectedCompletionIndex];
    if (selected) return pick(selected);
    const text = state.searchText.trim();
    if (category === 'social') searchSocial(text);
    else if (text) go(searchUrl(text), text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      dispatch({ type: 'next', options });
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'previous', options });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'close' });
      inputRef.current?.blur();
    } else if (event.key === 'ArrowRight' && completion && event.currentTarget.selectionStart === state.searchText.length) {
      event.preventDefault();
      dispatch({ type: 'type', text: state.searchText + completion });
    } else if (event.key === 'Tab') {
      dispatch({ type: 'close' });
    }
  };

  // Clicks outside close it; page navigation closes it, and leaves the text only on the search page.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    const subscription = bus.on('page:navigated').subscribe(({ payload }) => {
      const q = new URL(payload.url, window.location.origin).searchParams.get('q');
      dispatch({ type: 'set-text', text: payload.componentName === 'SearchPageViewModel' ? (q ?? '') : '' });
    });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      subscription.unsubscribe();
    };
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const expanded = state.isOpen && options.length > 0;
  const activeId = options[state.selectedCompletionIndex]?.id;
  const groups = (['previous', 'popular', 'suggestions', 'products'] as const).filter((group) => options.some((option) => option.group === group));

  return (
    <div ref={rootRef} className={`c_QuickSearch${isMobile && state.isOpen ? ' c_QuickSearch--fullscreen' : ''}`}>
      <form className="c_QuickSearch__form" role="search" action="/search" method="get" onSubmit={submit}>
        {/* On a phone the choice shows in the full-screen layer only: the header's field keeps its room. */}
        {appShellData?.isSocialEnabled && (!isMobile || state.isOpen) && (
          <>
            <label className="p_visually-hidden" htmlFor={`${id}-category`}>
              {t('/QuickSearch/Category')}
            </label>
            <select
              id={`${id}-category`}
              className="c_QuickSearch__category"
              value={category}
              onChange={(event) => dispatch({ type: 'category', category: event.target.value as SearchCategory })}
            >
              {categories.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`/QuickSearch/Category/${choice}`)}
                </option>
              ))}
            </select>
          </>
        )}
        <label className="p_visually-hidden" htmlFor={id}>
          {t(category === 'social' ? '/QuickSearch/LabelSocial' : '/QuickSearch/Label')}
        </label>
        <div className="c_QuickSearch__field">
          <input
            ref={inputRef}
            id={id}
            className="c_QuickSearch__input"
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="both"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? activeId : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t(category === 'social' ? '/QuickSearch/PlaceholderSocial' : '/QuickSearch/Placeholder')}
            value={state.searchText}
            onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
            onFocus={() => {
              clearTimeout(closeTimer.current);
              dispatch({ type: 'open' });
            }}
            onBlur={(event) => {
              // Focus going to the category choice stays in the layer.
              if (isMobile && !rootRef.current?.contains(event.relatedTarget)) closeTimer.current = setTimeout(() => dispatch({ type: 'close' }), closeAfterBlurMs);
            }}
            onKeyDown={onKeyDown}
          />
          {completion && (
            <span className="c_QuickSearch__ghost" aria-hidden="true">
              <span className="c_QuickSearch__ghostTyped">{state.searchText}</span>
              {completion}
            </span>
          )}
        </div>
        {isMobile && state.isOpen && (
          <button type="button" className="c_QuickSearch__close" onClick={() => dispatch({ type: 'close' })}>
            {t('/QuickSearch/Close')}
          </button>
        )}
        <button className="c_QuickSearch__submit" type="submit">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="p_visually-hidden">{t('/QuickSearch/Submit')}</span>
        </button>
      </form>
      <div className="c_QuickSearch__panel" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={t('/QuickSearch/Results')}>
          {groups.map((group) => (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`} className={`c_QuickSearch__group c_QuickSearch__group--${group}`}>
              <div id={`${id}-${group}`} role="presentation" className="c_QuickSearch__groupLabel">
                {t(groupLabels[group])}
              </div>
              {options
                .filter((option) => option.group === group)
                .map((option) => {
                  const index = options.indexOf(option);
                  const product = group === 'products' ? results.products.find((candidate) => candidate.url === option.url) : undefined;
                  return (
                    <div
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={index === state.selectedCompletionIndex}
                      className="c_QuickSearch__option"
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => pick(option)}
                    >
                      {product ? (
                        <>
                          <ProductImage image={product.image} size="thumb" className="c_QuickSearch__image" />
                          <span className="c_QuickSearch__productText">
                            <span className="c_QuickSearch__brand">{product.brandName}</span> {product.name}
                          </span>
                          <Price price={product.price} size="small" />
                        </>
                      ) : (
                        <span>{option.text}</span>
                      )}
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
        {results.totalCount > results.products.length && current && (
          <a
            className="c_QuickSearch__all"
            href={searchUrl(state.originalSearchTerm.trim())}
            onClick={(event) => {
              event.preventDefault();
              go(searchUrl(state.originalSearchTerm.trim()), state.originalSearchTerm.trim());
            }}
          >
            {t(results.totalCountIsLowerBound ? '/QuickSearch/ShowAllMany' : '/QuickSearch/ShowAll', { count: formatNumber(results.totalCount, culture) })}
          </a>
        )}
      </div>
    </div>
  );
}
