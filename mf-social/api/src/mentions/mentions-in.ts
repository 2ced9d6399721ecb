import { maxAliasLength } from '../../../contract/social-profile';

/** The most profiles one post or comment names: a text of a hundred '@' is not a hundred members' news. */
export const maxMentionsPerText = 10;

// '@' after a space, punctuation or the start (not inside an e-mail address or a word), then an alias's characters:
// letters, digits, '.', '_' and '-'. A '.' or '-' that ends the run ends a sentence, not the alias.
const mentionPattern = /(?<![\p{L}\p{N}\p{M}_.@/-])@([\p{L}\p{N}\p{M}._-]+)/gu;

/** An alias as it is compared: composed and lowercase (aliases are unique whatever their case). */
export const normalAlias = (alias: string): string => alias.normalize('NFC').toLowerCase();

/** The aliases '@' names in these texts, each once, lowercase, in the order they first appear (at most 10). */
export function mentionsIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const [, run] of text.normalize('NFC').matchAll(mentionPattern)) {
      const alias = run!.replace(/[.-]+$/u, '');
      if (alias.length === 0 || alias.length > maxAliasLength) continue;
      found.add(normalAlias(alias));
      if (found.size === maxMentionsPerText) return [...found];
    }
  }
  return [...found];
}
