import { translate, type Culture, type PhraseTable } from '@storefront/platform';
import { socialApiPhrases } from './social-api';

/** Team Social's server texts by area: they stay on the server (the browser gets what the web remote publishes). */
export const serverTextAreas: Record<string, PhraseTable> = {
  'social-api': socialApiPhrases,
};

/** A server text of team Social in `culture`, placeholders filled. */
export const socialApiText = (culture: Culture, key: string, params?: Record<string, string | number>): string =>
  translate(socialApiPhrases[culture], key, params);
