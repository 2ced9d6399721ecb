import type { Culture } from '@storefront/platform';

/**
 * The PostgreSQL text search configuration (stemmer) of each culture. PostgreSQL has no Polish stemmer, so Polish
 * words are matched unstemmed ('simple'). Both PGlite and the Debian PostgreSQL server have all of these.
 */
export const searchConfigs: { culture: Culture; config: string }[] = [
  { culture: 'sv-SE', config: 'swedish' },
  { culture: 'nb-NO', config: 'norwegian' },
  { culture: 'fi-FI', config: 'finnish' },
  { culture: 'da-DK', config: 'danish' },
  { culture: 'pl-PL', config: 'simple' },
  { culture: 'de-DE', config: 'german' },
  { culture: 'nl-NL', config: 'dutch' },
  { culture: 'en-US', config: 'english' },
];

export function searchConfigFor(culture: Culture): string {
  return searchConfigs.find((entry) => entry.culture === culture)?.config ?? 'simple';
}
