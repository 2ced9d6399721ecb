import type { ReactNode } from 'react';

/** A hashtag's page: the last segment lowercase and URL-encoded. */
export const hashtagUrl = (hashtag: string): string => `/social/hashtag/${encodeURIComponent(hashtag)}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A member's words as text, never markup, with each of the post's `hashtags` (lowercase, as the server found them) a
 * link to its page where the text writes it, in whatever case. What the server did not find is left as it is.
 */
export function PostText({ text, hashtags }: { text: string; hashtags: readonly string[] }): ReactNode {
  if (hashtags.length === 0) return text;
  const composed = text.normalize('NFC');
  // As the server reads a hashtag: '#' not inside a word, an entity or a link, and the whole run of word characters.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_&#/])#(${hashtags.map(escaped).join('|')})(?![\\p{L}\\p{N}\\p{M}_])`, 'giu');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of composed.matchAll(pattern)) {
    parts.push(composed.slice(at, match.index));
    parts.push(
      <a key={match.index} href={hashtagUrl(match[1]!.toLowerCase())} className="o_Hashtag">
        {match[0]}
      </a>,
    );
    at = match.index + match[0].length;
  }
  parts.push(composed.slice(at));
  return <>{parts}</>;
}
