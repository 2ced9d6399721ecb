import type { SearchHistoryEntry } from '../../../contract/search';
import type { SearchCategory } from './quick-search-state';

/** Each category's search history under a key of its own: 'searchHistory.product', 'searchHistory.social'. */
export const historyStorageKey = (category: SearchCategory) => `searchHistory.${category}`;
const kept = 30;
const shown = 3;

export function readHistory(category: SearchCategory = 'product', storage: Storage | undefined = globalThis.localStorage): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(historyStorageKey(category)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is SearchHistoryEntry => typeof entry?.text === 'string') : [];
  } catch {
    return [];
  }
}

function write(entries: SearchHistoryEntry[], category: SearchCategory, storage: Storage | undefined): void {
  try {
    storage?.setItem(historyStorageKey(category), JSON.stringify(entries));
  } catch {
    // Private mode or a full storage: the history is a convenience, searching goes on without it.
  }
}

/** Adds a search to the front: empty text is ignored, the same text is not kept twice, at most 30 are kept. */
export function addToHistory(
  entry: SearchHistoryEntry,
  category: SearchCategory = 'product',
  storage: Storage | undefined = globalThis.localStorage,
): SearchHistoryEntry[] {
  const text = entry.text.trim();
  const entries = readHistory(category, storage);
  if (!text) return entries;
  const next = [{ ...entry, text }, ...entries.filter((existing) => existing.text.toLowerCase() !== text.toLowerCase())].slice(0, kept);
  write(next, category, storage);
  return next;
}

/**
 * The entries to show for the typed text: at most 3 that differ from it; when the text has terms longer than one
 * character, only entries containing them.
 */
export function historyToShow(entries: SearchHistoryEntry[], typed: string): SearchHistoryEntry[] {
  const text = typed.trim().toLowerCase();
  const terms = text.split(/\s+/).filter((term) => term.length > 1);
  return entries
    .filter((entry) => entry.text.toLowerCase() !== text)
    .filter((entry) => terms.every((term) => entry.text.toLowerCase().includes(term)))
    .slice(0, shown);
}
