import { isProductCode } from '@storefront/platform/server';
import { normaliseSearchText } from './normalise-search-text';
import { synonymsOf } from './synonyms';

/** At most this many words of a search text are used; the rest would only narrow an already narrow search. */
const maxWords = 8;

export interface SearchWords {
  /** The normalised text. */
  text: string;
  /** Each word with the words that mean the same (synonyms), itself first. */
  words: string[][];
  /** The last word is still being typed (no space after it): it also matches as a prefix. */
  lastIsPrefix: boolean;
}

export function searchWordsOf(raw: string): SearchWords {
  const text = normaliseSearchText(raw);
  const words = text ? text.split(' ').slice(0, maxWords) : [];
  return {
    text: words.join(' '),
    words: words.map((word) => [word, ...synonymsOf(word)]),
    lastIsPrefix: words.length > 0 && !/\s$/.test(raw) && words[words.length - 1]!.length >= 2,
  };
}

/** A 6-digit variant code or a product code (P followed by digits, or an imported code). */
export function looksLikeCode(text: string): boolean {
  return isProductCode(text.trim()) || /^[a-z]{1,4}-?\d{3,9}$/i.test(text.trim());
}
