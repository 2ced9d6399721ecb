import type { Culture } from '../app-shell/types';

/** Phrases of one area in every language: `{ 'sv-SE': { '/Errors/PageLoad': '...' }, ... }`. */
export type PhraseTable = Record<Culture, Record<string, string>>;

export const cultures: readonly Culture[] = ['sv-SE', 'nb-NO', 'fi-FI', 'da-DK', 'pl-PL', 'de-DE', 'nl-NL', 'en-US'];
