/** The longest hashtag a post's text makes one of; a longer run of letters after '#' is none. */
export const maxHashtagLength = 50;
/** The most hashtags one post is found under: a text of a hundred tags is not a hundred pages' news. */
export const maxHashtagsPerPost = 10;

// '#' after a space, punctuation or the start, then letters, digits and '_' up to a non-word character: '#läppstift'
// and '#SPF50' are hashtags; 'a#b', '&#39;', 'page#top', '#50' (no letter) and '##' are not.
const hashtagPattern = /(?<![\p{L}\p{N}\p{M}_&#/])#([\p{L}\p{N}\p{M}_]+)/gu;
const hasLetter = /\p{L}/u;

/** A hashtag as pages and links name it: its letters in Unicode's composed form, lowercase. */
export const normalHashtag = (hashtag: string): string => hashtag.normalize('NFC').toLowerCase();

/** The hashtags in these texts, each once, lowercase, in the order they first appear (at most `maxHashtagsPerPost`). */
export function hashtagsIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const [, tag] of text.matchAll(hashtagPattern)) {
      if (!tag || tag.length > maxHashtagLength || !hasLetter.test(tag)) continue;
      found.add(normalHashtag(tag));
      if (found.size === maxHashtagsPerPost) return [...found];
    }
  }
  return [...found];
}
