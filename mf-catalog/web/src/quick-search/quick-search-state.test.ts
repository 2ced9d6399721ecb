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

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  test('newest first, no empty text, no duplicates, at most 30 kept', () => {
    addToHistory({ text: '  ', encryptedText: '' });
    for (let n = 1; n <= 32; n++) addToHistory({ text: `search ${n}`, encryptedText: `e${n}` });
    addToHistory({ text: 'Search 20', encryptedText: 'again' });
    const history = readHistory();
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ text: 'Search 20', encryptedText: 'again' });
    expect(history.filter((entry) => entry.text.toLowerCase() === 'search 20')).toHaveLength(1);
  });

  test('at most 3 shown, never the typed text itself, filtered by terms longer than one letter', () => {
    for (const text of ['red lipstick', 'lipstick', 'mascara', 'lip gloss', 'lip balm']) addToHistory({ text, encryptedText: '' });
    expect(historyToShow(readHistory(), '').map((entry) => entry.text)).toEqual(['lip balm', 'lip gloss', 'mascara']);
    expect(historyToShow(readHistory(), 'lipstick').map((entry) => entry.text)).toEqual(['red lipstick']);
    expect(historyToShow(readHistory(), 'l').length).toBe(3);
  });
});
