import { filteredWords } from './filtered-words';

/** What the filter names when a text carries a link: reviews and answers are no place for advertising. */
export const linkMark = 'link';

const words = new Set(filteredWords.map((word) => word.normalize('NFKC').toLowerCase()));
const link = /(?:https?:\/\/|www\.)\S/i;

/**
 * The filter's words a text holds (each once, in the order they first come), and `linkMark` for a link. Words are
 * compared whole, ignoring case and Unicode's ways of writing the same letter: 'Skitbra' is praise, 'skit' is not.
 */
export function flaggedWordsIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const normalized = text.normalize('NFKC').toLowerCase();
    for (const token of normalized.split(/[^\p{L}\p{N}]+/u)) if (words.has(token)) found.add(token);
    if (link.test(normalized)) found.add(linkMark);
  }
  return [...found];
}
