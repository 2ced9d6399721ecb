/** An entry of the quick search's list: a text to search or go to, or a product. */
export interface QuickSearchOption {
  id: string;
  group: 'previous' | 'popular' | 'suggestions' | 'products';
  text: string;
  /** Where picking it goes; absent: the search page for `text`. */
  url?: string;
}

/** What the quick search searches: the catalog's products, or team Social's posts and profiles. */
export type SearchCategory = 'product' | 'social';

export interface QuickSearchState {
  isOpen: boolean;
  searchCategory: SearchCategory;
  /** What is in the input (the typed text, or the selected option's text while arrows move). */
  searchText: string;
  /** What the shopper typed, before arrows replaced it. */
  originalSearchTerm: string;
  /** -1: none. */
  selectedCompletionIndex: number;
}

export const initialQuickSearchState: QuickSearchState = { isOpen: false, searchCategory: 'product', searchText: '', originalSearchTerm: '', selectedCompletionIndex: -1 };

export type QuickSearchAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'type'; text: string }
  | { type: 'next'; options: QuickSearchOption[] }
  | { type: 'previous'; options: QuickSearchOption[] }
  | { type: 'set-text'; text: string }
  | { type: 'category'; category: SearchCategory };

/**
 * Next is capped at the last option, previous from the top goes to none (and the typed text comes
 * back); moving sets the text to the option's; typing resets the selection. Another category keeps the typed text.
 */
export function quickSearchReducer(state: QuickSearchState, action: QuickSearchAction): QuickSearchState {
  switch (action.type) {
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false, selectedCompletionIndex: -1, searchText: state.originalSearchTerm };
    case 'type':
      return { ...state, isOpen: true, searchText: action.text, originalSearchTerm: action.text, selectedCompletionIndex: -1 };
    case 'set-text':
      return { ...initialQuickSearchState, searchCategory: state.searchCategory, searchText: action.text, originalSearchTerm: action.text };
    case 'category':
      return { ...state, searchCategory: action.category, selectedCompletionIndex: -1, searchText: state.originalSearchTerm };
    case 'next': {
      if (action.options.length === 0) return state;
      const index = Math.min(state.selectedCompletionIndex + 1, action.options.length - 1);
      return { ...state, isOpen: true, selectedCompletionIndex: index, searchText: textOf(action.options[index]!, state) };
    }
    case 'previous': {
      if (state.selectedCompletionIndex < 0) return state;
      const index = state.selectedCompletionIndex - 1;
      return { ...state, selectedCompletionIndex: index, searchText: index < 0 ? state.originalSearchTerm : textOf(action.options[index]!, state) };
    }
  }
}

/** Products keep the typed text in the input; texts replace it. */
const textOf = (option: QuickSearchOption, state: QuickSearchState) => (option.group === 'products' ? state.originalSearchTerm : option.text);

/**
 * The rest of the top completion when the typed words are its first words (the last one perhaps half typed):
 * 'lanc' with 'Lancôme Génifique' → 'ôme Génifique'. Compared without case.
 */
export function inlineCompletion(typed: string, completion: string | undefined): string {
  if (!completion || !typed.trim() || /\s$/.test(typed)) return '';
  return completion.toLowerCase().startsWith(typed.toLowerCase()) && completion.length > typed.length ? completion.slice(typed.length) : '';
}
