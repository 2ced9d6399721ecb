import type { PhraseTable } from '../phrase-table';

export const cartPhrases: PhraseTable = {
  'sv-SE': {},
  'nb-NO': {},
  'fi-FI': {},
  'da-DK': {},
  'pl-PL': {},
  'de-DE': {},
  'nl-NL': {},
  'en-US': {},
};
