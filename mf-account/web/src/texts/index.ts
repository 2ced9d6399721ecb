import type { PhraseTable } from '@storefront/platform';
import { accountBoxPhrases } from './account-box';
import { memberPhrases } from './member';
import { myPagesPhrases } from './my-pages';

/**
 * Team Account's browser texts by area. The build publishes them as texts.json beside federation.json
 * (platform/build/emit-texts-json-plugin.js) and the gateway merges them into the phrases every page carries, so no
 * bundle holds them: only tests import this. The server's own texts (mails, refusals, page titles) are in api/.
 */
export const textAreas: Record<string, PhraseTable> = {
  'account-box': accountBoxPhrases,
  member: memberPhrases,
  'my-pages': myPagesPhrases,
};
