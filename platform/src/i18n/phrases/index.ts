import type { Culture } from '../../app-shell/types';
import { cultures, type PhraseTable } from '../phrase-table';
import { commonPhrases } from './common';
import { shellPhrases } from './shell';

/**
 * The platform's phrase areas: the words every team shares and the shell's own. Each team keeps its texts in its own
 * folder and publishes its browser texts beside its federation.json; the gateway adds them to these.
 */
export const platformPhraseTables: Record<string, PhraseTable> = {
  common: commonPhrases,
  shell: shellPhrases,
};

const merged = new Map<Culture, Readonly<Record<string, string>>>();

/** The platform's phrases of a culture, merged once per culture and frozen: the same object for every caller. */
export function platformPhrasesFor(culture: Culture): Readonly<Record<string, string>> {
  let phrases = merged.get(culture);
  if (!phrases) {
    phrases = Object.freeze(Object.assign({}, ...Object.values(platformPhraseTables).map((table) => table[culture])) as Record<string, string>);
    merged.set(culture, phrases);
  }
  return phrases;
}

export { cultures };
