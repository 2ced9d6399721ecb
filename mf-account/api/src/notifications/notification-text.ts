import type { Culture, NotificationText, NotificationTextPart } from '@storefront/platform';
import { memberApiText } from '../pages/member-api-text';

/**
 * A notification text from a member-api phrase: the values of `bold` placeholders (a product name, an order
 * number) become bold parts, the rest plain text. The phrase decides where they stand in each language.
 */
export function notificationText(
  culture: Culture,
  key: string,
  params: Record<string, string>,
  bold: readonly string[] = [],
): NotificationText {
  const marked = Object.fromEntries(Object.keys(params).map((name) => [name, bold.includes(name) ? `\u0000${name}\u0000` : params[name]!]));
  const children: NotificationTextPart[] = memberApiText(culture, key, marked)
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 ? { text: params[piece]!, bold: true } : { text: piece }))
    .filter((part) => part.text !== '');
  return { tag: 'p', children };
}
