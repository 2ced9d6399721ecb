import { cultures, translate, type Culture } from '@storefront/platform';
import { memberApiPhrases } from '../texts/member-api';

/** A server message of the member lists in `culture` (phrase area `member-api`), placeholders filled. */
export function memberApiText(culture: Culture, key: string, params?: Record<string, string | number>): string {
  return translate(memberApiPhrases[culture], key, params);
}

/** A culture stored as text (members.culture, an event's culture), or English when it is not one of the shop's. */
export function cultureOr(value: string | null | undefined, fallback: Culture = 'en-US'): Culture {
  return cultures.includes(value as Culture) ? (value as Culture) : fallback;
}
