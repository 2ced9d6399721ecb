import type { ReactNode } from 'react';
import { profileUrl } from '../post-author/author-link';

/** A hashtag's page: the last segment lowercase and URL-encoded. */
export const hashtagUrl = (hashtag: string): string => `/social/hashtag/${encodeURIComponent(hashtag)}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A member's words as text, never markup, with each of the post's `hashtags` (lowercase, as the server found them) a
 * link to its page and each of its `mentions` (the aliases of the profiles it names) a link to the profile, where the
 * text writes them, in whatever case. What the server did not find is left as it is.
 */
export function PostText({ text, hashtags, mentions = [] }: { text: string; hashtags: readonly string[]; mentions?: readonly string[] }): ReactNode {
  if (hashtags.length === 0 && mentions.length === 0) return text;
  const composed = text.normalize('NFC');
  // As the server reads them: '#' or '@' not inside a word (an entity, a link, an e-mail address), and the whole run.
  const found = [
    hashtags.length > 0 ? `(?<![\\p{L}\\p{N}\\p{M}_&#/])#(?<hashtag>${hashtags.map(escaped).join('|')})(?![\\p{L}\\p{N}\\p{M}_])` : null,
    mentions.length > 0 ? `(?<![\\p{L}\\p{N}\\p{M}_.@/-])@(?<alias>${mentions.map(escaped).join('|')})(?![\\p{L}\\p{N}\\p{M}_]|[.-][\\p{L}\\p{N}\\p{M}_])` : null,
  ].filter(Boolean);
  const pattern = new RegExp(found.join('|'), 'giu');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of composed.matchAll(pattern)) {
    const { hashtag, alias } = match.groups!;
    parts.push(composed.slice(at, match.index));
    parts.push(
      <a
        key={match.index}
        href={hashtag ? hashtagUrl(hashtag.toLowerCase()) : profileUrl(mentions.find((known) => known.toLowerCase() === alias!.toLowerCase())!)}
        className={hashtag ? 'o_Hashtag' : 'o_Mention'}
      >
        {match[0]}
      </a>,
    );
    at = match.index + match[0].length;
  }
  parts.push(composed.slice(at));
  return <>{parts}</>;
}
