import { addToHistory, historyToShow, readHistory } from './search-history';
import { initialQuickSearchState, inlineCompletion, quickSearchReducer, type QuickSearchOption } from './quick-search-state';

const options: QuickSearchOption[] = [
  { id: 'a', group: 'previous', text: 'rose' },
  { id: 'b', group: 'suggestions', text: 'Rouge', url: '/c/makeup/face/blush' },
  { id: 'c', group: 'products', text: 'Lumière Velvet Rouge', url: '/p/velvet/100001' },
];

test('down moves to the next option, capped at the last, and sets the text; products keep the typed text', () => {
  let state = quickSearchReducer(initialQuickSearchState, { type: 'type', text: 'ro' });
  state = quickSearchReducer(state, { type: 'next', options });
  expect(state).toMatchObject({ selectedCompletionIndex: 0, searchText: 'rose', originalSearchTerm: 'ro' });
  state = quickSearchReducer(quickSearchReducer(state, { type: 'next', options }), { type: 'next', options });
  expect(state).toMatchObject({ selectedCompletionIndex: 2, searchText: 'ro' });
  expect(quickSearchReducer(state, { type: 'next', options }).selectedCompletionIndex).toBe(2);
});

test('up from the first option goes to none and brings the typed text back; typing resets the selection', () => {
  let state = quickSearchReducer(quickSearchReducer(initialQuickSearchState, { type: 'type', text: 'ro' }), { type: 'next', options });
  state = quickSearchReducer(state, { type: 'previous', options });
  expect(state).toMatchObject({ selectedCompletionIndex: -1, searchText: 'ro' });
  state = quickSearchReducer(quickSearchReducer(state, { type: 'next', options }), { type: 'type', text: 'rou' });
  expect(state).toMatchObject({ selectedCompletionIndex: -1, searchText: 'rou', isOpen: true });
});

test('the inline completion is the rest of the top completion when the typed words begin it', () => {
  expect(inlineCompletion('lanc', 'Lancôme Génifique')).toBe('ôme Génifique');
  expect(inlineCompletion('LANCÔME g', 'Lancôme Génifique')).toBe('énifique');
  expect(inlineCompletion('génifique', 'Lancôme Génifique')).toBe('');
  expect(inlineCompletion('lancôme ', 'Lancôme Génifique')).toBe('');
  expect(inlineCompletion('', 'Lancôme')).toBe('');
});

test('another category keeps the typed text and leaves the selection; a new page’s text keeps the category', () => {
  let state = quickSearchReducer(quickSearchReducer(initialQuickSearchState, { type: 'type', text: 'ro' }), { type: 'next', options });
  state = quickSearchReducer(state, { type: 'category', category: 'social' });
  expect(state).toMatchObject({ searchCategory: 'social', selectedCompletionIndex: -1, searchText: 'ro', originalSearchTerm: 'ro' });
  expect(quickSearchReducer(state, { type: 'set-text', text: '' })).toMatchObject({ searchCategory: 'social', searchText: '', isOpen: false });
});

/** A browser's storage, in memory (these tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('search history', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  test('newest first, no empty text, no duplicates, at most 30 kept', () => {
    addToHistory({ text: '  ', encryptedText: '' }, 'product', storage);
    for (let n = 1; n <= 32; n++) addToHistory({ text: `search ${n}`, encryptedText: `e${n}` }, 'product', storage);
    addToHistory({ text: 'Search 20', encryptedText: 'again' }, 'product', storage);
    const history = readHistory('product', storage);
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ text: 'Search 20', encryptedText: 'again' });
    expect(history.filter((entry) => entry.text.toLowerCase() === 'search 20')).toHaveLength(1);
  });

  test('at most 3 shown, never the typed text itself, filtered by terms longer than one letter', () => {
    for (const text of ['red lipstick', 'lipstick', 'mascara', 'lip gloss', 'lip balm']) addToHistory({ text, encryptedText: '' }, 'product', storage);
    const history = readHistory('product', storage);
    expect(historyToShow(history, '').map((entry) => entry.text)).toEqual(['lip balm', 'lip gloss', 'mascara']);
    expect(historyToShow(history, 'lipstick').map((entry) => entry.text)).toEqual(['red lipstick']);
    expect(historyToShow(history, 'l').length).toBe(3);
  });

  test('product and social searches each keep their own, under their own key', () => {
    addToHistory({ text: 'mascara', encryptedText: 'e1' }, 'product', storage);
    addToHistory({ text: '#glow', encryptedText: 'e2' }, 'social', storage);
    expect(readHistory('product', storage).map((entry) => entry.text)).toEqual(['mascara']);
    expect(readHistory('social', storage).map((entry) => entry.text)).toEqual(['#glow']);
    expect(JSON.parse(storage.getItem('searchHistory.social')!)).toEqual([{ text: '#glow', encryptedText: 'e2' }]);
  });

  test('a storage holding something else reads as no history', () => {
    storage.setItem('searchHistory.product', '{not json');
    expect(readHistory('product', storage)).toEqual([]);
    storage.setItem('searchHistory.product', JSON.stringify([{ text: 'ok', encryptedText: '' }, { nope: 1 }, null]));
    expect(readHistory('product', storage)).toEqual([{ text: 'ok', encryptedText: '' }]);
  });
});
